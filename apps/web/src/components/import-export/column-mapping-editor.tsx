import { CSV_FIELD_FORMATS, CSV_FIELDS, type CsvMapping } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The column chosen for each field, as the preview answered it (null = not in the file). */
export type AppliedMapping = Record<string, string | null>;

/** The mapping to send: every field, '' for "not in the file", so nothing is detected behind the choice. */
export function toRequestMapping(draft: AppliedMapping): CsvMapping {
  return Object.fromEntries(CSV_FIELDS.map(({ field }) => [field, draft[field] ?? null]));
}

/** The column chosen for one client field, with the format the field expects when it has one. */
function MappingField({
  field,
  label,
  columns,
  value,
  onChange,
}: {
  field: (typeof CSV_FIELDS)[number]['field'];
  label: string;
  columns: readonly string[];
  value: string | null;
  onChange: (column: string | null) => void;
}) {
  const { t } = useTranslation();
  const format = CSV_FIELD_FORMATS[field];
  return (
    <Form.Group className="mb-2" controlId={`mapping-${field}`}>
      <Form.Label className="mb-0">{label}</Form.Label>
      <Form.Select
        size="sm"
        value={value ?? ''}
        aria-describedby={format ? `mapping-${field}-format` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{t('Not in the file')}</option>
        {columns.map((column, i) => (
          <option key={`${column}-${i}`} value={column}>
            {column}
          </option>
        ))}
      </Form.Select>
      {/* A format in words is translated; a pattern ('yyyy-MM-dd') has no key and shows as written. */}
      {format ? <Form.Text id={`mapping-${field}-format`}>{t(format)}</Form.Text> : null}
    </Form.Group>
  );
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
  const { t } = useTranslation();
  const [draft, setDraft] = useState(mapping);
  useEffect(() => setDraft(mapping), [mapping]);
  const isChanged = CSV_FIELDS.some(({ field }) => (draft[field] ?? null) !== (mapping[field] ?? null));
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{t('Column of each field')}</legend>
      <p className="small text-body-secondary">
        {t(
          "The file's columns as detected from its header row. Change any, then press Apply mapping to preview again; nothing is stored until Confirm import.",
        )}
      </p>
      <Row>
        {CSV_FIELDS.map(({ field, header, isRequired }) => (
          <Col xs={12} sm={6} lg={4} key={field}>
            <MappingField
              field={field}
              label={isRequired ? t('{{field}} (required)', { field: t(header) }) : t(header)}
              columns={columns}
              value={draft[field] ?? null}
              onChange={(column) => setDraft({ ...draft, [field]: column })}
            />
          </Col>
        ))}
      </Row>
      <Button variant="outline-primary" disabled={isBusy} onClick={() => onApply(toRequestMapping(draft))}>
        {isChanged ? t('Apply mapping (changed)') : t('Apply mapping')}
      </Button>
    </fieldset>
  );
}
