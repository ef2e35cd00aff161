import { ACCOUNT_MESSAGES } from '@kpdesk/contract';
import { useCallback, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '../../components/forms/captcha-field';

const NO_ANSWER = { answer: '', checksum: '', reload: 0, error: '' };

/**
 * The Add Client captcha outside the client form's values: the typed answer, the image's signed token, a
 * counter that asks for a new image, and the error shown when no token came.
 */
export function useNewClientCaptcha() {
  const [captcha, setCaptcha] = useState(NO_ANSWER);
  const setChecksum = useCallback(
    (checksum: string) => setCaptcha((c) => ({ ...c, checksum, error: '' })),
    [],
  );
  return {
    captcha,
    setChecksum,
    setAnswer: (answer: string) => setCaptcha((c) => ({ ...c, answer })),
    /** A new image for a new answer (after a refusal). */
    reload: () => setCaptcha((c) => ({ ...c, answer: '', reload: c.reload + 1 })),
    /** Clear: no answer, no token, a new image. */
    clear: () => setCaptcha((c) => ({ ...NO_ANSWER, reload: c.reload + 1 })),
    /** The token is a hidden field: without it (the image failed to load) the captcha is named, not skipped. */
    hasToken: () => {
      if (captcha.checksum) return true;
      setCaptcha((c) => ({ ...c, error: ACCOUNT_MESSAGES.captchaInvalid }));
      return false;
    },
  };
}

/** The captcha image and the answer field under the birth details. */
export function NewClientCaptcha({ state }: { state: ReturnType<typeof useNewClientCaptcha> }) {
  const { t } = useTranslation();
  const { captcha } = state;
  return (
    <>
      <CaptchaImage
        onChecksum={state.setChecksum}
        reloadKey={captcha.reload}
        error={captcha.error || undefined}
      />
      <Form.Group className="mb-3" controlId="field-captcha">
        <Form.Label>{t('Captcha')}</Form.Label>
        <Form.Control
          value={captcha.answer}
          maxLength={6}
          autoComplete="off"
          onChange={(e) => state.setAnswer(e.target.value)}
        />
      </Form.Group>
    </>
  );
}
