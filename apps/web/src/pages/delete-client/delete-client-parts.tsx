import type { Client } from '@kpdesk/contract';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/layout/message-modal';

/** The client about to be deleted, with Delete (asks to confirm) and Cancel (back to the KP page). */
export function DeleteChoice({
  client,
  onDelete,
  onCancel,
}: {
  client: Client;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return (
    <>
      <p>{t('Client {{id}}: {{name}}', { id: client.runningId, name })}</p>
      <div className="d-flex gap-2">
        <Button variant="danger" onClick={onDelete}>
          {t('Delete')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </>
  );
}

/** The spec's question before a client is deleted. */
export function DeleteConfirmation(props: { isOpen: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={props.isOpen}
      title={t('Delete Confirmation')}
      titleId="confirm-title"
      confirm={{ label: t('Confirm'), variant: 'danger' }}
      decline={t('Close')}
      onConfirm={props.onConfirm}
      onDecline={props.onClose}
    >
      {t('Are you sure to delete?')}
    </ConfirmModal>
  );
}
