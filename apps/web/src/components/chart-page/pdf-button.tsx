import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { saveFile, type DownloadedFile } from '../../api/download';
import { NetworkWaitButton, useIsOnline } from '../forms/form-parts';

/**
 * What came of the last download: the file saved, or the server's refusal (its words as sent). The saved
 * file's sentence is worded when shown, so it follows a change of display language.
 */
type Outcome = { savedFile: string } | { refusal: string } | null;

/** Runs one download at a time and keeps what came of it. */
function useDownload(download: () => Promise<DownloadedFile>) {
  const [isRunning, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async () => {
    setRunning(true);
    setOutcome(null);
    try {
      const file = await download();
      saveFile(file);
      setOutcome({ savedFile: file.fileName });
    } catch (error) {
      setOutcome({ refusal: messageOf(error) });
    } finally {
      setRunning(false);
    }
  };
  return { isRunning, outcome, run };
}

/**
 * A PDF download made on the server (the KP sheet, an event's report), saved under the name the server
 * gives. The outcome is said in words beside the button (a status when saved, an alert when refused), never
 * by colour alone; like Print, it is left out of the printed page. Button and outcome are two items of the
 * caller's wrapping row, so a long file name moves to a line of its own rather than pushing the button down.
 */
export function PdfButton({
  label = 'Download PDF',
  download,
}: {
  label?: string;
  download: () => Promise<DownloadedFile>;
}) {
  const { isRunning, outcome, run } = useDownload(download);
  const { t } = useTranslation();
  // PDFs are drawn on the server: offline the button says so rather than failing.
  if (!useIsOnline()) return <NetworkWaitButton size="sm">{t(label)}</NetworkWaitButton>;
  return (
    <>
      <Button
        variant="outline-secondary"
        size="sm"
        className="screen-only"
        disabled={isRunning}
        onClick={() => void run()}
      >
        {isRunning ? (
          <Spinner as="span" size="sm" animation="border" className="me-1" aria-hidden="true" />
        ) : null}
        {t(label)}
      </Button>
      {outcome && 'refusal' in outcome ? (
        <span role="alert" className="screen-only small text-danger">
          {outcome.refusal}
        </span>
      ) : null}
      {outcome && 'savedFile' in outcome ? (
        <span role="status" className="screen-only small text-body-secondary">
          {t('Saved {{file}}', { file: outcome.savedFile })}
        </span>
      ) : null}
    </>
  );
}
