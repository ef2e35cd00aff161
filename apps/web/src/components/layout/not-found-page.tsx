import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../paths';

/** Spec §9 timings: the modal opens 100 ms after display; Ok leads to / after 1 s. */
export const NOT_FOUND_TIMINGS = { openAfterMs: 100, redirectAfterMs: 1000 } as const;

/** The not-found screen (spec §2): a 'Page Not Found' modal whose Ok returns to / replacing history. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const open = window.setTimeout(() => setOpen(true), NOT_FOUND_TIMINGS.openAfterMs);
    return () => {
      window.clearTimeout(open);
      window.clearTimeout(timer.current);
    };
  }, []);
  const leave = () => {
    setOpen(false);
    timer.current = window.setTimeout(
      () => void navigate(PATHS.signIn, { replace: true }),
      NOT_FOUND_TIMINGS.redirectAfterMs,
    );
  };
  return (
    <Modal show={isOpen} onHide={leave} aria-labelledby="not-found-title">
      <Modal.Header>
        <Modal.Title id="not-found-title">{t('Page Not Found')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('The requested Page is not available')}</Modal.Body>
      <Modal.Footer>
        <Button onClick={leave}>{t('Ok')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
