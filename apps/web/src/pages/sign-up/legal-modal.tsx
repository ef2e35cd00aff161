import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';

/** A scrollable modal with one of the legal texts and a Close button. */
export function LegalModal({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal show={isOpen} onHide={onClose} scrollable aria-labelledby="legal-title">
      <Modal.Header closeButton>
        <Modal.Title id="legal-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Close</Button>
      </Modal.Footer>
    </Modal>
  );
}
