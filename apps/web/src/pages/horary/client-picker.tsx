import { CLIENT_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clientsApi, type ClientSearchHit } from '../../api/clients';
import { SuggestionList, useSuggestions } from '../../components/forms/suggestions';

/** The client a question concerns: its number and the name shown. */
export interface PickedClient {
  runningId: number;
  name: string;
}

const pickedOf = (hit: ClientSearchHit): PickedClient => ({
  runningId: hit.runningId,
  name: [hit.firstName, hit.lastName ?? ''].join(' ').trim(),
});

/** The chosen client with Remove. */
function ChosenClient({ client, onRemove }: { client: PickedClient; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <span className="form-label d-block">{t('Client')}</span>
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <span aria-label={t('Chosen client')}>
          {client.runningId} - {client.name}
        </span>
        <Button variant="outline-secondary" size="sm" onClick={onRemove}>
          {t('Remove client')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The optional client of a question: a search with suggestions (from 2 characters, as the header search
 * finds them), or the chosen client with Remove.
 */
export function ClientPicker({
  client,
  onChange,
}: {
  client: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [hits] = useSuggestions(text, CLIENT_SEARCH_MIN_LENGTH, clientsApi.search, client === null);
  if (client) return <ChosenClient client={client} onRemove={() => onChange(null)} />;
  return (
    <Form.Group className="mb-3" controlId="horary-client">
      <Form.Label>{t('Client (optional)')}</Form.Label>
      <Form.Control
        value={text}
        autoComplete="off"
        placeholder={t('Name, number or place')}
        onChange={(e) => setText(e.target.value)}
      />
      <SuggestionList
        label={t('Matching clients')}
        className="mt-1 shadow-sm"
        items={hits}
        keyOf={(hit) => String(hit.runningId)}
        textOf={(hit) => hit.uniqueKey}
        onPick={(hit) => {
          setText('');
          onChange(pickedOf(hit));
        }}
      />
    </Form.Group>
  );
}
