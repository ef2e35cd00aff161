import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextHighlight } from './highlight';
import { HighlightTable } from './highlight-table';

describe('row highlights (chart-screens spec §1)', () => {
  it.each([
    ['cycle', 'none', 'green'],
    ['cycle', 'green', 'red'],
    ['cycle', 'red', 'none'],
    ['toggle', 'none', 'marked'],
    ['toggle', 'marked', 'none'],
  ] as const)('%s: %s → %s', (mode, from, to) => {
    expect(nextHighlight(from, mode)).toBe(to);
  });

  it('cycles a position row light green, red, none by click and by keyboard, in words as well as colour', async () => {
    render(
      <HighlightTable
        caption="Cuspal Position"
        mode="cycle"
        columns={['Cusp', 'Sub Lord']}
        rows={[
          ['I', 'Rahu'],
          ['II', 'Mercury'],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cuspal Position' });
    const row = within(table).getAllByRole('row')[1]!;
    await userEvent.click(row);
    expect(row).toHaveClass('table-success');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('I (highlighted green)');
    await userEvent.click(row);
    expect(row).toHaveClass('table-danger');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('I (highlighted red)');
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(row).not.toHaveClass('table-danger');
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^I$/);
    expect(within(table).getAllByRole('row')[2]).not.toHaveClass('table-success');
  });

  it('toggles a plain table row on and off', async () => {
    render(<HighlightTable caption="Aspecting House" columns={['Planet', '1']} rows={[['Sun', '']]} />);
    const row = screen.getAllByRole('row')[1]!;
    await userEvent.click(row);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Sun (highlighted)');
    await userEvent.click(row);
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Sun$/);
  });
});
