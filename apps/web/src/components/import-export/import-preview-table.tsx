import { CSV_FIELDS, formatGmtOffset, type ImportProblem, type ImportRow } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../chart-tables/chart-table';

const PREVIEW_COLUMNS = [
  'Row',
  'Name',
  'Birth date',
  'Birth time',
  'Time zone',
  'Birth place',
  'Action',
  'Problems',
];

const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(CSV_FIELDS.map(({ field, header }) => [field, header])),
  row: 'Row',
  settings: 'Settings',
  events: 'Event judgements',
};

/** What the commit does with a row, in words (the colour only repeats it). */
export const ACTION_WORDS: Record<ImportRow['action'], { text: string; className: string }> = {
  create: { text: 'Create', className: 'text-success-emphasis bg-success-subtle' },
  skip: { text: 'Skip (likely duplicate)', className: 'text-warning-emphasis bg-warning-subtle' },
  reject: { text: 'Reject', className: 'text-danger-emphasis bg-danger-subtle' },
};

/**
 * A problem as one line in the display language: 'Error · Birth date: Enter valid birth date (in the file:
 * '12/03/1985')'. The severity and the field are translated; the server's message and the file's value stay as
 * they are. One key per severity, with and without the value, so no language joins translated pieces.
 */
export function describeProblem(t: TFunction, problem: ImportProblem): string {
  const [first = problem.field] = problem.field.split('.');
  const name = FIELD_NAMES[first];
  const slots = { field: name ? t(name) : problem.field, message: problem.message };
  const isError = problem.severity === 'error';
  if (problem.value === null) {
    return isError
      ? t('Error · {{field}}: {{message}}', slots)
      : t('Warning · {{field}}: {{message}}', slots);
  }
  const withValue = { ...slots, value: problem.value };
  return isError
    ? t("Error · {{field}}: {{message}} (in the file: '{{value}}')", withValue)
    : t("Warning · {{field}}: {{message}} (in the file: '{{value}}')", withValue);
}

/** What comes with a row beyond the client: its settings and saved judgements, or an Options Theory record. */
function whatComes(t: TFunction, row: ImportRow): string {
  if (row.kind === 'option') return t('Options Theory record');
  if (row.settings && row.events > 0) return t('settings, {{n}} event judgement(s)', { n: row.events });
  if (row.settings) return t('settings');
  return row.events > 0 ? t('{{n}} event judgement(s)', { n: row.events }) : '';
}

function PreviewRow({ row }: { row: ImportRow }) {
  const { t } = useTranslation();
  const action = ACTION_WORDS[row.action];
  const comes = whatComes(t, row);
  return (
    <tr>
      <td className="text-nowrap">{row.source}</td>
      <td>
        {row.name || '—'}
        {comes ? <div className="small text-body-secondary">{comes}</div> : null}
      </td>
      <td className="text-nowrap">{row.birthDate ?? '—'}</td>
      <td className="text-nowrap">{row.birthTime ?? '—'}</td>
      <td className="text-nowrap">{row.birthTimezone === null ? '—' : formatGmtOffset(row.birthTimezone)}</td>
      <td>{row.birthCity ?? '—'}</td>
      <td className="text-nowrap">
        <span className={`badge ${action.className}`}>{t(action.text)}</span>
      </td>
      <td>
        {row.problems.length === 0 ? (
          t('None')
        ) : (
          <ul className="list-unstyled mb-0 small">
            {row.problems.map((problem, i) => (
              <li
                key={i}
                className={problem.severity === 'error' ? 'text-danger-emphasis' : 'text-warning-emphasis'}
              >
                {describeProblem(t, problem)}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** Every row of a preview with its action and problems; it can narrow to the rows with problems. */
export function ImportPreviewTable({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation();
  const [isProblemsOnly, setProblemsOnly] = useState(false);
  const shown = isProblemsOnly ? rows.filter((row) => row.problems.length > 0) : rows;
  return (
    <>
      <Form.Check
        type="checkbox"
        id="preview-problems-only"
        className="mb-2"
        label={t('Show only rows with problems')}
        checked={isProblemsOnly}
        onChange={(e) => setProblemsOnly(e.target.checked)}
      />
      <ChartTable
        caption="Import preview"
        captionContent={t('Rows of the file, what the import does with each, and its problems')}
        columns={PREVIEW_COLUMNS}
        className="align-top"
        isCaptionHidden
      >
        {shown.map((row) => (
          <PreviewRow key={`${row.kind}-${row.position}`} row={row} />
        ))}
      </ChartTable>
    </>
  );
}
