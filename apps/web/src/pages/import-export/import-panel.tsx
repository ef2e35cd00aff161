import type { CsvMapping, ImportFormat, ImportPreviewInput } from '@kpdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Card, Form, Spinner } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { importExportApi } from '../../api/import-export';
import { FORMAT_CHOICES, readImportContent } from './import-files';
import type { Choices } from './import-summary';
import { PreviewSection } from './preview-section';

/** Import: choose a format and a file, read the preview (every row, its action and problems), confirm. */
export function ImportPanel() {
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [content, setContent] = useState<ImportPreviewInput['content'] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: importExportApi.preview });
  const commit = useMutation({ mutationFn: importExportApi.commit });
  const previewed = preview.data?.data;

  const startOver = () => {
    setFileError(null);
    preview.reset();
    commit.reset();
  };
  const onFiles = async (files: File[]) => {
    startOver();
    setContent(null);
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
    if (previewed?.importId) commit.mutate({ importId: previewed.importId, ...choices });
  };

  return (
    <Card className="mb-3">
      <Card.Header>
        <h2 className="h6 m-0">Import</h2>
      </Card.Header>
      <Card.Body>
        <Form.Group className="mb-3" controlId="import-format">
          <Form.Label>File format</Form.Label>
          <Form.Select
            value={format}
            onChange={(e) => {
              startOver();
              setContent(null);
              setFormat(e.target.value as ImportFormat);
            }}
          >
            {FORMAT_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId="import-file">
          <Form.Label>{format === 'jhd' ? 'Files to import' : 'File to import'}</Form.Label>
          <Form.Control
            key={format}
            type="file"
            accept={FORMAT_CHOICES.find((c) => c.value === format)?.accept}
            multiple={format === 'jhd'}
            onChange={(e) => void onFiles([...((e.target as HTMLInputElement).files ?? [])])}
          />
          <Form.Text>Nothing is stored until you confirm the preview.</Form.Text>
        </Form.Group>
        {fileError || preview.isError ? (
          <Alert variant="danger" role="alert" className="py-2">
            {fileError ?? messageOf(preview.error)}
          </Alert>
        ) : null}
        {preview.isPending ? (
          <p role="status">
            <Spinner size="sm" animation="border" aria-hidden="true" /> Reading the file…
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
            onApplyMapping={applyMapping}
            onConfirm={confirm}
          />
        ) : null}
      </Card.Body>
    </Card>
  );
}
