import { useRef, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ShareCreated } from '../../api/share';
import { useDisplayFormats } from '../../api/use-display-formats';
import { formatInstantOnClock, useProfileOffset } from '../../components/share-links/instant-text';

/** The link as the client will open it: the server's URL, made absolute on this site when it is relative. */
export function absoluteLinkOf(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * Copies the text to the clipboard; where the Clipboard API is missing or refused (an insecure origin), the
 * selected field is copied the old way. Answers whether the copy succeeded.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand('copy');
  }
}

/**
 * The link just created, with Copy: shown this once, since the server keeps only a hash of the token and
 * the list cannot show it again.
 */
export function CreatedLink({ created }: { created: ShareCreated }) {
  const formats = useDisplayFormats();
  const offset = useProfileOffset();
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = absoluteLinkOf(created.url);
  return (
    <section className="alert alert-success mt-3" aria-labelledby="created-link-title">
      <h2 id="created-link-title" className="h6">
        {t('Link created, valid until {{moment}}', {
          moment: formatInstantOnClock(created.expiresAt, formats, offset),
        })}
      </h2>
      <p className="small mb-2">{t('Copy it now: it is shown only this once.')}</p>
      <Form.Label htmlFor="created-link" className="visually-hidden">
        {t('Share link')}
      </Form.Label>
      <InputGroup>
        <Form.Control
          id="created-link"
          ref={field}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="primary" onClick={() => void copyText(link, field.current).then(setCopied)}>
          {t('Copy')}
        </Button>
      </InputGroup>
      {copied === null ? null : (
        <p role="status" className="small mt-2 mb-0">
          {copied ? t('Copied to the clipboard.') : t('Could not copy: select the link and copy it by hand.')}
        </p>
      )}
    </section>
  );
}
