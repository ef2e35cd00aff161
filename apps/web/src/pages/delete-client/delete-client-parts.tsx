import type { Client } from '@kpdesk/contract';
import { Button, Modal } from 'react-bootstrap';

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
    <Modal show={isOpen} onHide={onClose} aria-labelledby="confirm-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-title">Delete Confirmation</Modal.Title>
      </Modal.Header>
      <Modal.Body>Are you sure to delete?</Modal.Body>
      <Modal.Footer>
        <Button variant="danger" onClick={onConfirm}>
          Confirm
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
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
