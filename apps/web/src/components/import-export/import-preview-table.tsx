import { CSV_FIELDS, formatGmtOffset, type ImportProblem, type ImportRow } from '@kpdesk/contract';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
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

/** A problem as one line: 'Error · Birth date: Enter valid birth date (in the file: 12/03/1985)'. */
export function describeProblem(problem: ImportProblem): string {
  const [first = problem.field] = problem.field.split('.');
  const field = FIELD_NAMES[first] ?? problem.field;
  const severity = problem.severity === 'error' ? 'Error' : 'Warning';
  const value = problem.value === null ? '' : ` (in the file: '${problem.value}')`;
  return `${severity} · ${field}: ${problem.message}${value}`;
}

function whatComes(row: ImportRow): string {
  if (row.kind === 'option') return 'Options Theory record';
  const parts = [row.settings ? 'settings' : '', row.events > 0 ? `${row.events} event judgement(s)` : ''];
  return parts.filter(Boolean).join(', ');
}

function PreviewRow({ row }: { row: ImportRow }) {
  const action = ACTION_WORDS[row.action];
  return (
    <tr>
      <td className="text-nowrap">{row.source}</td>
      <td>
        {row.name || '—'}
        {whatComes(row) ? <div className="small text-body-secondary">{whatComes(row)}</div> : null}
      </td>
      <td className="text-nowrap">{row.birthDate ?? '—'}</td>
      <td className="text-nowrap">{row.birthTime ?? '—'}</td>
      <td className="text-nowrap">{row.birthTimezone === null ? '—' : formatGmtOffset(row.birthTimezone)}</td>
      <td>{row.birthCity ?? '—'}</td>
      <td className="text-nowrap">
        <span className={`badge ${action.className}`}>{action.text}</span>
      </td>
      <td>
        {row.problems.length === 0 ? (
          'None'
        ) : (
          <ul className="list-unstyled mb-0 small">
            {row.problems.map((problem, i) => (
              <li
                key={i}
                className={problem.severity === 'error' ? 'text-danger-emphasis' : 'text-warning-emphasis'}
              >
                {describeProblem(problem)}
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
  const [isProblemsOnly, setProblemsOnly] = useState(false);
  const shown = isProblemsOnly ? rows.filter((row) => row.problems.length > 0) : rows;
  return (
    <>
      <Form.Check
        type="checkbox"
        id="preview-problems-only"
        className="mb-2"
        label="Show only rows with problems"
        checked={isProblemsOnly}
        onChange={(e) => setProblemsOnly(e.target.checked)}
      />
      <ChartTable
        caption="Import preview"
        captionContent="Rows of the file, what the import does with each, and its problems"
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
