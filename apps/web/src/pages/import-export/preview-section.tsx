import type { CsvMapping, ImportCommit, ImportPreview } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ColumnMappingEditor } from '../../components/import-export/column-mapping-editor';
import { ImportPreviewTable } from '../../components/import-export/import-preview-table';
import { ImportChoices, StoredSummary, type Choices } from './import-summary';

/**
 * A preview before anything is stored: the CSV mapping, the file's notices, the counts, every row, the
 * commit's choices and Confirm import; after the commit, what was stored.
 */
export function PreviewSection({
  preview,
  isPreviewing,
  stored,
  commitError,
  isCommitting,
  onApplyMapping,
  onConfirm,
}: {
  preview: ImportPreview;
  isPreviewing: boolean;
  stored: ImportCommit | undefined;
  commitError: string | null;
  isCommitting: boolean;
  onApplyMapping: (mapping: CsvMapping) => void;
  onConfirm: (choices: Choices) => void;
}) {
  const [choices, setChoices] = useState<Choices>({ useProposedTimezones: false, includeDuplicates: false });
  const { counts } = preview;
  return (
    <section aria-label="Preview">
      {preview.format === 'csv' ? (
        <ColumnMappingEditor
          columns={preview.columns}
          mapping={preview.mapping}
          isBusy={isPreviewing}
          onApply={onApplyMapping}
        />
      ) : null}
      {preview.notices.map((notice) => (
        <Alert key={notice} variant="warning" className="py-2">
          {notice}
        </Alert>
      ))}
      <p role="status">
        {counts.create} to create, {counts.skip} to skip as likely duplicates, {counts.reject} rejected,{' '}
        {counts.warnings} with warnings.
      </p>
      <ImportPreviewTable rows={preview.rows} />
      {commitError ? (
        <Alert variant="danger" role="alert" className="py-2">
          {commitError}
        </Alert>
      ) : null}
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
            Confirm import
          </Button>
        </>
      )}
    </section>
  );
}
