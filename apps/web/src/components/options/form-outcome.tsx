import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/name-text';
import { FormAlert } from '../forms/form-parts';

/**
 * The answer to the last Submit of a form that stays open after saving (Options Theory, Horary): the
 * server's refusal, else the saved message, under the title where spec §8 puts the server's words.
 */
export function FormOutcome({
  serverMessage,
  doneMessage,
}: {
  serverMessage: string | null;
  doneMessage: string | null;
}) {
  const { t } = useTranslation();
  if (serverMessage) return <FormAlert message={serverMessage} />;
  if (!doneMessage) return null;
  return (
    <Alert variant="success" role="status" className="py-2">
      {translateMessage(t, doneMessage)}
    </Alert>
  );
}
