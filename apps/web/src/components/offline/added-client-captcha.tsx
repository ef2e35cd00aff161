import { useCallback, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { QueuedChange } from '../../api/device/device-store';
import { CaptchaImage } from '../forms/captcha-field';

/**
 * A client added offline, waiting in the outbox for the captcha Add Client needs (docs/offline.md): the
 * server's captcha, shown now the network is back, for the astrologer to answer; Send sends the client with
 * the answer (a wrong one is asked again with a new image), Drop this change forgets it.
 */
export function AddedClientCaptcha({ waiting }: { waiting: QueuedChange }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [answer, setAnswer] = useState('');
  const [checksum, setChecksum] = useState('');
  const onChecksum = useCallback((token: string) => setChecksum(token), []);
  const { problem, body } = waiting.change;
  const name = [(body as { firstName?: string }).firstName, (body as { lastName?: string }).lastName]
    .filter(Boolean)
    .join(' ');
  const choose = async (choice: 'mine' | 'server') => {
    setBusy(true);
    const { settleWaiting } = await import('../../api/device/device-sync');
    await settleWaiting(waiting.seq, choice, { captcha: answer, checksum });
    setBusy(false);
  };
  const refusal = problem?.kind === 'captcha' ? problem.message : undefined;
  return (
    <Modal show backdrop="static" keyboard={false} aria-labelledby="added-client-title">
      <Modal.Header>
        <Modal.Title id="added-client-title">{t('A client added offline needs the captcha')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('Answer the captcha to send {{name}}, added on this device.', { name })}</p>
        {/* A new image after each refusal: the key changes with the refusal's message. */}
        <CaptchaImage
          key={`${waiting.seq} ${refusal ?? ''}`}
          onChecksum={onChecksum}
          reloadKey={0}
          error={refusal}
        />
        <Form.Group controlId="offline-client-captcha">
          <Form.Label>{t('Captcha')}</Form.Label>
          <Form.Control
            value={answer}
            maxLength={6}
            autoComplete="off"
            onChange={(e) => setAnswer(e.target.value)}
          />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button disabled={isBusy || !answer || !checksum} onClick={() => void choose('mine')}>
          {t('Send the client')}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => void choose('server')}>
          {t('Drop this change')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
