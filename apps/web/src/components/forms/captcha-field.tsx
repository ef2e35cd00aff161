import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { accountsApi } from '../../api/accounts';

/**
 * The server's captcha image with its reload icon. `onChecksum` receives the signed token that goes back with
 * the answer; `reloadKey` changes to ask for a new image (after a wrong answer).
 */
export function CaptchaImage({
  onChecksum,
  reloadKey,
}: {
  onChecksum: (checksum: string) => void;
  reloadKey: number;
}) {
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
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      {image ? (
        <img
          src={image}
          alt="Captcha: type the six characters shown"
          width={180}
          height={60}
          className="border rounded"
        />
      ) : (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading captcha</span>
        </Spinner>
      )}
      <Button
        variant="outline-secondary"
        size="sm"
        aria-label="Reload captcha"
        title="Reload captcha"
        onClick={load}
      >
        <span aria-hidden="true">⟳</span>
      </Button>
      <Form.Text>Letters are case-sensitive.</Form.Text>
    </div>
  );
}
