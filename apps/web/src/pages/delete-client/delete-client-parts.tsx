import type { Client } from '@kpdesk/contract';
import { Button } from 'react-bootstrap';
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
  return (
    <>
      <p>
        Client {client.runningId}: {[client.firstName, client.lastName].filter(Boolean).join(' ')}
      </p>
      <div className="d-flex gap-2">
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

/** The spec's question before a client is deleted. */
export function DeleteConfirmation(props: { isOpen: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmModal
      isOpen={props.isOpen}
      title="Delete Confirmation"
      titleId="confirm-title"
      confirm={{ label: 'Confirm', variant: 'danger' }}
      decline="Close"
      onConfirm={props.onConfirm}
      onDecline={props.onClose}
    >
      Are you sure to delete?
    </ConfirmModal>
  );
}
