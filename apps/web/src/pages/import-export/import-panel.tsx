import type { CsvMapping, ImportFormat, ImportPreviewInput } from '@kpdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client';
import { importExportApi } from '../../api/import-export';
import { FormAlert } from '../../components/forms/form-parts';
import { LabelledSelect } from '../../components/forms/labelled-select';
import { FORMAT_CHOICES, readImportContent } from './import-files';
import type { Choices } from './import-summary';
import { PreviewSection } from './preview-section';
import { TitledCard } from './titled-card';

/**
 * The steps of an import: the chosen format and files read into a preview (a new format or file starts
 * over), a CSV mapping applied to the same content, then the commit of the previewed import.
 */
function useImport() {
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [content, setContent] = useState<ImportPreviewInput['content'] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: importExportApi.preview });
  const commit = useMutation({ mutationFn: importExportApi.commit });
  const startOver = () => {
    setFileError(null);
    setContent(null);
    preview.reset();
    commit.reset();
  };
  const chooseFormat = (next: ImportFormat) => {
    startOver();
    setFormat(next);
  };
  const readFiles = async (files: File[]) => {
    startOver();
    if (files.length === 0) return;
    const read = await readImportContent(format, files);
    if ('error' in read) return setFileError(read.error);
    setContent(read.content);
    preview.mutate({ format, content: read.content });
  };
  const applyMapping = (mapping: CsvMapping) => {
    commit.reset();
    if (content !== null) preview.mutate({ format, content, mapping });
  };
  const confirm = (choices: Choices) => {
    const importId = preview.data?.data.importId;
    if (importId) commit.mutate({ importId, ...choices });
  };
  return { format, fileError, preview, commit, chooseFormat, readFiles, applyMapping, confirm };
}

/** The file format and the file (or, for Jagannatha Hora, files) to import. */
function FileFields({
  format,
  onFormat,
  onFiles,
}: {
  format: ImportFormat;
  onFormat: (format: ImportFormat) => void;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LabelledSelect
        id="import-format"
        label={t('File format')}
        options={FORMAT_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
        value={format}
        onChange={(e) => onFormat(e.target.value as ImportFormat)}
      />
      <Form.Group className="mb-3" controlId="import-file">
        <Form.Label>{format === 'jhd' ? t('Files to import') : t('File to import')}</Form.Label>
        <Form.Control
          key={format}
          type="file"
          accept={FORMAT_CHOICES.find((c) => c.value === format)?.accept}
          multiple={format === 'jhd'}
          onChange={(e) => onFiles([...((e.target as HTMLInputElement).files ?? [])])}
        />
        <Form.Text>{t('Nothing is stored until you confirm the preview.')}</Form.Text>
      </Form.Group>
    </>
  );
}

/** Import: choose a format and a file, read the preview (every row, its action and problems), confirm. */
export function ImportPanel() {
  const { t } = useTranslation();
  const { format, fileError, preview, commit, ...steps } = useImport();
  const previewed = preview.data?.data;
  return (
    <TitledCard title={t('Import')}>
      <FileFields format={format} onFormat={steps.chooseFormat} onFiles={(f) => void steps.readFiles(f)} />
      <FormAlert message={fileError ?? (preview.isError ? messageOf(preview.error) : null)} />
      {preview.isPending ? (
        <p role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> {t('Reading the file…')}
        </p>
      ) : null}
      {previewed ? (
        <PreviewSection
          // A new preview starts with fresh choices.
          key={previewed.importId ?? 'none'}
          preview={previewed}
          isPreviewing={preview.isPending}
          stored={commit.data?.data}
          commitError={commit.isError ? messageOf(commit.error) : null}
          isCommitting={commit.isPending}
          onApplyMapping={steps.applyMapping}
          onConfirm={steps.confirm}
        />
      ) : null}
    </TitledCard>
  );
}
