import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ClientPickField, type PickedClient } from '../../components/client-search/client-pick-field';

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

/** The optional client of a question: a client search, or the chosen client with Remove. */
export function ClientPicker({
  client,
  onChange,
}: {
  client: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
}) {
  const { t } = useTranslation();
  if (client) return <ChosenClient client={client} onRemove={() => onChange(null)} />;
  return <ClientPickField id="horary-client" label={t('Client (optional)')} onPick={onChange} />;
}
