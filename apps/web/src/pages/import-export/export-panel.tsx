import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client';
import { saveFile, type DownloadedFile } from '../../api/download';
import { importExportApi } from '../../api/import-export';
import { TitledCard } from './titled-card';

type Export = 'practice' | 'clients';

const EXPORTS: Record<Export, { label: string; fetch: () => Promise<DownloadedFile> }> = {
  practice: { label: 'Export practice (JSON)', fetch: importExportApi.exportPractice },
  clients: { label: 'Export clients (CSV)', fetch: importExportApi.exportClients },
};

/** Runs one download at a time and says what came of it: the file saved, or why not. */
function useExport() {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Export | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const run = async (which: Export) => {
    setRunning(which);
    setMessage(null);
    try {
      const file = await EXPORTS[which].fetch();
      saveFile(file);
      setMessage({ isError: false, text: t('Saved {{file}}', { file: file.fileName }) });
    } catch (error) {
      setMessage({ isError: true, text: messageOf(error) });
    } finally {
      setRunning(null);
    }
  };
  return { running, message, run };
}

/** The two downloads: the whole practice as JSON, the client records as CSV. */
export function ExportPanel() {
  const { t } = useTranslation();
  const { running, message, run } = useExport();
  return (
    <TitledCard title={t('Export')}>
      <p className="small">
        {t(
          'The practice file holds every client with birth data, client settings, corrected birth time and saved event judgements, and every Options Theory record; it imports back here. The CSV holds the client records alone, one a row, for spreadsheets and other programs.',
        )}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {(Object.keys(EXPORTS) as Export[]).map((which) => (
          <Button key={which} variant="primary" disabled={running !== null} onClick={() => void run(which)}>
            {running === which ? (
              <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden="true" />
            ) : null}
            {t(EXPORTS[which].label)}
          </Button>
        ))}
      </div>
      {message ? (
        <Alert
          variant={message.isError ? 'danger' : 'success'}
          role={message.isError ? 'alert' : 'status'}
          className="mt-3 mb-0 py-2"
        >
          {message.text}
        </Alert>
      ) : null}
    </TitledCard>
  );
}
