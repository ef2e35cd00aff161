import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** A dialog of the error catalogue (spec §8): its title, text and an optional server message. */
export interface DialogText {
  title: string;
  text: string;
  detail?: string;
}

/** The success or error dialog of a save, with a Close button. */
export function SaveDialog({ dialog, onClose }: { dialog: DialogText | null; onClose: () => void }) {
  const titleId = useId();
  const { t } = useTranslation();
  // The title names the panel and reads in the display language; the spec's message texts stay as written.
  const title = dialog ? t(dialog.title, { defaultValue: dialog.title }) : '';
  return (
    <Modal show={dialog !== null} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{dialog?.text}</p>
        {dialog?.detail ? <p className="small text-danger mb-0 mt-2">{dialog.detail}</p> : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
