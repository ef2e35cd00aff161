import type { Client } from '@kpdesk/contract';
import { Button } from 'react-bootstrap';
import { MessageModal } from '../../components/layout/message-modal';

/** The spec's confirmation dialog before a client is deleted. */
export function ConfirmDeleteModal({
  isOpen,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <MessageModal
      isOpen={isOpen}
      title="Delete Confirmation"
      titleId="confirm-title"
      onHide={onClose}
      hasCloseButton
      actions={
        <>
          <Button variant="danger" onClick={onConfirm}>
            Confirm
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      Are you sure to delete?
    </MessageModal>
  );
}

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
