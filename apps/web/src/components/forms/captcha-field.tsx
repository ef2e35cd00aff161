import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';

/** Said when the captcha image (and so its hidden token) could not be fetched. */
export const CAPTCHA_LOAD_FAILED = 'The captcha image could not be loaded. Reload the captcha and try again.';

/**
 * The captcha image as loaded: null while loading, '' when loading failed. `load` asks for a new one, and so
 * does a change of `reloadKey`; each image hands its signed token to `onChecksum`.
 */
function useCaptchaImage(onChecksum: (checksum: string) => void, reloadKey: number) {
  const [image, setImage] = useState<string | null>(null);
  const load = useCallback(() => {
    setImage(null);
    accountsApi.captcha().then(
      (answer) => {
        setImage(answer.data.image);
        onChecksum(answer.data.checksum);
      },
      () => setImage(''),
    );
  }, [onChecksum]);
  useEffect(load, [load, reloadKey]);
  return { image, load };
}

/** The image, or a spinner while it loads; nothing once loading has failed (the error says so). */
function CaptchaPicture({ image }: { image: string | null }) {
  const { t } = useTranslation();
  if (image === null) {
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{t('Loading captcha')}</span>
      </Spinner>
    );
  }
  if (image === '') return null;
  return (
    <img
      src={image}
      alt={t('Captcha: type the six characters shown')}
      width={180}
      height={60}
      className="border rounded"
    />
  );
}

/**
 * The server's captcha image with its reload icon. `onChecksum` receives the signed token that goes back with
 * the answer; `reloadKey` changes to ask for a new image (after a wrong answer, on Clear). The token is a
 * hidden field, so its error (`error`: none came, the image failed to load) is shown here, naming the captcha.
 */
export function CaptchaImage({
  onChecksum,
  reloadKey,
  error,
}: {
  onChecksum: (checksum: string) => void;
  reloadKey: number;
  error?: string | undefined;
}) {
  const { image, load } = useCaptchaImage(onChecksum, reloadKey);
  const { t } = useTranslation();
  // The load failure is this screen's own note, in the display language; `error` is the contract's words.
  const problem = image === '' ? t(CAPTCHA_LOAD_FAILED) : error;
  return (
    <div className="mb-2">
      <div className="d-flex align-items-center gap-2">
        <CaptchaPicture image={image} />
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={t('Reload captcha')}
          title={t('Reload captcha')}
          onClick={load}
        >
          <span aria-hidden="true">⟳</span>
        </Button>
        <Form.Text>{t('Letters are case-sensitive.')}</Form.Text>
      </div>
      {problem ? (
        <div className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}
