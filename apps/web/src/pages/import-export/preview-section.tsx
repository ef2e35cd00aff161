import type { CsvMapping, ImportCommit, ImportPreview } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ColumnMappingEditor } from '../../components/import-export/column-mapping-editor';
import { FormAlert } from '../../components/forms/form-parts';
import { ImportPreviewTable } from '../../components/import-export/import-preview-table';
import { ImportChoices, StoredSummary, type Choices } from './import-summary';

/** After the preview: the commit's refusal, then what was stored, or the choices and Confirm import. */
function CommitStep({
  preview,
  stored,
  commitError,
  isCommitting,
  onConfirm,
}: {
  preview: ImportPreview;
  stored: ImportCommit | undefined;
  commitError: string | null;
  isCommitting: boolean;
  onConfirm: (choices: Choices) => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices>({ useProposedTimezones: false, includeDuplicates: false });
  return (
    <>
      <FormAlert message={commitError} />
      {stored ? (
        <StoredSummary stored={stored} />
      ) : (
        <>
          <ImportChoices preview={preview} choices={choices} onChange={setChoices} />
          <Button
            variant="primary"
            disabled={!preview.importId || isCommitting}
            onClick={() => onConfirm(choices)}
          >
            {t('Confirm import')}
          </Button>
        </>
      )}
    </>
  );
}

/** What the file holds: its notices, then the counts of each action. */
function PreviewCounts({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const { counts } = preview;
  return (
    <>
      {/* The server's notices about the file stay as it words them. */}
      {preview.notices.map((notice) => (
        <Alert key={notice} variant="warning" className="py-2">
          {notice}
        </Alert>
      ))}
      <p role="status">
        {t(
          '{{create}} to create, {{skip}} to skip as likely duplicates, {{reject}} rejected, {{warnings}} with warnings.',
          { create: counts.create, skip: counts.skip, reject: counts.reject, warnings: counts.warnings },
        )}
      </p>
    </>
  );
}

/**
 * A preview before anything is stored: the CSV mapping, the file's notices, the counts, every row, the
 * commit's choices and Confirm import; after the commit, what was stored.
 */
export function PreviewSection({
  preview,
  isPreviewing,
  onApplyMapping,
  ...commit
}: {
  preview: ImportPreview;
  isPreviewing: boolean;
  stored: ImportCommit | undefined;
  commitError: string | null;
  isCommitting: boolean;
  onApplyMapping: (mapping: CsvMapping) => void;
  onConfirm: (choices: Choices) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('Preview of the file')}>
      {preview.format === 'csv' ? (
        <ColumnMappingEditor
          columns={preview.columns}
          mapping={preview.mapping}
          isBusy={isPreviewing}
          onApply={onApplyMapping}
        />
      ) : null}
      <PreviewCounts preview={preview} />
      <ImportPreviewTable rows={preview.rows} />
      <CommitStep preview={preview} {...commit} />
    </section>
  );
}
