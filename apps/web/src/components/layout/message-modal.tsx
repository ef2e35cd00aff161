import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';

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

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  isOpen: boolean;
  title: string;
  titleId: string;
  /** The confirming button's words and look. */
  confirm: { label: string; variant: 'primary' | 'danger' };
  /** The declining button's words; it, the × and a click outside all decline. */
  decline: string;
  onConfirm: () => void;
  onDecline: () => void;
  children: ReactNode;
}

/** A question with a confirming and a declining button (Logout: Yes/No; Delete: Confirm/Close). */
export function ConfirmModal({
  confirm,
  decline,
  onConfirm,
  onDecline,
  children,
  ...modal
}: ConfirmModalProps) {
  const actions = (
    <>
      <Button variant={confirm.variant} onClick={onConfirm}>
        {confirm.label}
      </Button>
      <Button variant="secondary" onClick={onDecline}>
        {decline}
      </Button>
    </>
  );
  return (
    <MessageModal {...modal} onHide={onDecline} hasCloseButton actions={actions}>
      {children}
    </MessageModal>
  );
}
