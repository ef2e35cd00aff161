import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import './light-dialog.css';

/**
 * A titled message dialog on the browser's own <dialog> (focus kept inside, Escape, the page behind inert),
 * drawn with Bootstrap's modal classes. The first screen's failure modals use it instead of react-bootstrap's
 * Modal, so the sign-in screen's script stays small and the Network Error modal needs no script
 * from the network it reports as gone. Escape always hides it; a click outside only when not `isStatic`.
 */
export function LightDialog({
  isOpen,
  title,
  titleId,
  onHide,
  isStatic = false,
  actions,
  children,
}: {
  isOpen: boolean;
  title: string;
  titleId: string;
  onHide: () => void;
  isStatic?: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  const ref = useDialogOpen(isOpen);
  const onCancel = (event: SyntheticEvent) => {
    // React decides when the dialog closes: the browser's own close on Escape would leave isOpen behind.
    event.preventDefault();
    onHide();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !isStatic) onHide();
  };
  if (!isOpen) return null;
  return (
    <dialog
      ref={ref}
      className="light-dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <div className="modal-content">
        <div className="modal-header">
          <div className="modal-title h4" id={titleId}>
            {title}
          </div>
        </div>
        <div className="modal-body">{children}</div>
        <div className="modal-footer">{actions}</div>
      </div>
    </dialog>
  );
}

/** Opens the dialog as modal once it is drawn; where showModal is missing (jsdom), as a plain open dialog. */
function useDialogOpen(isOpen: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [isOpen]);
  return ref;
}
