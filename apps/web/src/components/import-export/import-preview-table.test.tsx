import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportPreviewTable } from './import-preview-table';
import { importRow } from './import-row-fixture';

const ROWS = [
  importRow({
    problems: [
      {
        field: 'birthTimezone',
        severity: 'warning',
        message: 'Time zone -05:00 differs; proposed fix: -04:00',
        value: null,
      },
    ],
    proposedTimezone: -4,
  }),
  importRow({
    position: 3,
    source: 'line 3',
    name: 'Bala',
    action: 'reject',
    problems: [
      { field: 'birthDate', severity: 'error', message: 'Enter valid birth date', value: '12/03/1985' },
    ],
  }),
  importRow({
    position: 4,
    source: 'line 4',
    name: 'Ravi',
    action: 'skip',
    problems: [{ field: 'row', severity: 'warning', message: 'Likely duplicate of client 1', value: null }],
  }),
  importRow({ position: 5, source: 'line 5', name: 'Kavya', settings: true, events: 2 }),
];

describe('the import preview table', () => {
  it('lists every row with its action and problems in words', () => {
    render(<ImportPreviewTable rows={ROWS} />);
    const table = screen.getByRole('table');
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toHaveTextContent('line 2Meena1990-07-1509:30:00-05:00New York cityCreate');
    expect(lines[0]).toHaveTextContent('Warning · Time zone: Time zone -05:00 differs; proposed fix: -04:00');
    expect(lines[1]).toHaveTextContent('Reject');
    expect(lines[1]).toHaveTextContent(
      "Error · Birth date: Enter valid birth date (in the file: '12/03/1985')",
    );
    expect(lines[2]).toHaveTextContent('Skip (likely duplicate)');
    expect(lines[2]).toHaveTextContent('Warning · Row: Likely duplicate of client 1');
    expect(lines[3]).toHaveTextContent('settings, 2 event judgement(s)');
    expect(lines[3]).toHaveTextContent('None');
    expect(screen.getByRole('region', { name: 'Import preview' })).toHaveAttribute('tabindex', '0');
  });

  it('narrows to the rows with problems', async () => {
    render(<ImportPreviewTable rows={ROWS} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only rows with problems' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('Kavya')).toBeNull();
  });
});
