import { CSV_FIELD_FORMATS, CSV_FIELDS, type CsvMapping } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

/** The column chosen for each field, as the preview answered it (null = not in the file). */
export type AppliedMapping = Record<string, string | null>;

/** The mapping to send: every field, '' for "not in the file", so nothing is detected behind the choice. */
export function toRequestMapping(draft: AppliedMapping): CsvMapping {
  return Object.fromEntries(CSV_FIELDS.map(({ field }) => [field, draft[field] ?? null]));
}

/**
 * The CSV column of each client field, shown before anything is stored: the server's detection at first, then
 * the astrologer's choices. Apply previews the file again with them.
 */
export function ColumnMappingEditor({
  columns,
  mapping,
  isBusy,
  onApply,
}: {
  columns: readonly string[];
  mapping: AppliedMapping;
  isBusy: boolean;
  onApply: (mapping: CsvMapping) => void;
}) {
  const [draft, setDraft] = useState(mapping);
  useEffect(() => setDraft(mapping), [mapping]);
  const isChanged = CSV_FIELDS.some(({ field }) => (draft[field] ?? null) !== (mapping[field] ?? null));
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">Column of each field</legend>
      <p className="small text-body-secondary">
        The file&apos;s columns as detected from its header row. Change any, then press Apply mapping to
        preview again; nothing is stored until Confirm import.
      </p>
      <Row>
        {CSV_FIELDS.map(({ field, header, isRequired }) => (
          <Col xs={12} sm={6} lg={4} key={field}>
            <Form.Group className="mb-2" controlId={`mapping-${field}`}>
              <Form.Label className="mb-0">
                {header}
                {isRequired ? ' (required)' : ''}
              </Form.Label>
              <Form.Select
                size="sm"
                value={draft[field] ?? ''}
                aria-describedby={CSV_FIELD_FORMATS[field] ? `mapping-${field}-format` : undefined}
                onChange={(e) =>
                  setDraft({ ...draft, [field]: e.target.value === '' ? null : e.target.value })
                }
              >
                <option value="">Not in the file</option>
                {columns.map((column, i) => (
                  <option key={`${column}-${i}`} value={column}>
                    {column}
                  </option>
                ))}
              </Form.Select>
              {CSV_FIELD_FORMATS[field] ? (
                <Form.Text id={`mapping-${field}-format`}>{CSV_FIELD_FORMATS[field]}</Form.Text>
              ) : null}
            </Form.Group>
          </Col>
        ))}
      </Row>
      <Button variant="outline-primary" disabled={isBusy} onClick={() => onApply(toRequestMapping(draft))}>
        Apply mapping{isChanged ? ' (changed)' : ''}
      </Button>
    </fieldset>
  );
}
