import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';

/**
 * A titled modal with a message and its buttons, the shape of every small dialog of the spec (Logout, the
 * failure modals, Search, Delete Confirmation, the legal texts). `titleId` names it for screen readers.
 */
export function MessageModal({
  isOpen,
  title,
  titleId,
  onHide,
  actions,
  hasCloseButton = false,
  isStatic = false,
  isScrollable = false,
  children,
}: {
  isOpen: boolean;
  title: string;
  titleId: string;
  onHide: () => void;
  actions: ReactNode;
  /** The header's × button. */
  hasCloseButton?: boolean;
  /** A click outside does not close it (Login Error: the only way on is Login). */
  isStatic?: boolean;
  isScrollable?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      show={isOpen}
      onHide={onHide}
      backdrop={isStatic ? 'static' : true}
      scrollable={isScrollable}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={hasCloseButton}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{actions}</Modal.Footer>
    </Modal>
  );
}
