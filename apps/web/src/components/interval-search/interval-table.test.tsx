import type { IntervalSearchResult } from '@kpdesk/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntervalTable } from './interval-table';
import { FIRST_ROWS } from './use-progressive-rows';

/** Three rows of two planets: the Moon changes its sub lord at the second row, the Sun never. */
const RESULT: IntervalSearchResult = {
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-01 23:59:59',
  search: 'planet',
  city: 'Chennai',
  timezone: 5.5,
  latitude: 13,
  longitude: 80,
  dateList: ['2026-01-01 00:00:00', '2026-01-01 01:20:51', '2026-01-01 03:07:46'],
  lordCells: [
    ['Sagittarius', 'Jupiter', 'Venus', 'Moon'],
    ['Taurus', 'Venus', 'Moon', 'Jupiter'],
    ['Taurus', 'Venus', 'Moon', 'Saturn'],
  ],
  cuspalNameList: [],
  cuspalList: [],
  cuspalSpanList: [],
  planetNameList: ['Sun', 'Moon'],
  planetList: [
    [0, 1],
    [0, 2],
    [0, 2],
  ],
  planetSpanList: [
    [3, 1],
    [0, 2],
    [0, 0],
  ],
  planetStarSpanList: [
    [3, 3],
    [0, 0],
    [0, 0],
  ],
  planetRetroList: [
    [false, true],
    [false, true],
    [false, true],
  ],
};

/** The astrologer's formats: a 12-hour clock without seconds (rows keep theirs), the day first. */
const FORMATS = { dateFormat: 'dd-MM-yyyy', timeFormat: 'hh:mm a' } as const;

describe('interval table', () => {
  it('shows sign-star-sub lords without grouping, and says which cells changed', () => {
    render(
      <IntervalTable
        result={RESULT}
        kind="planet"
        grouping="none"
        formats={FORMATS}
        onStartAt={vi.fn()}
        onEndAt={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: /^Planet In Interval: 3 rows/ });
    const second = within(table).getAllByRole('row')[2]!;
    expect(second).toHaveTextContent('01:20:51 AM');
    expect(
      within(second)
        .getByText(/Ven-Mon-Sat/)
        .closest('td'),
    ).toHaveTextContent('Ven-Mon-Sat (R) (changed)');
  });

  it('merges runs under Sub Lord grouping and marks a new run in words and colour', () => {
    render(
      <IntervalTable
        result={RESULT}
        kind="planet"
        grouping="sub"
        formats={FORMATS}
        onStartAt={vi.fn()}
        onEndAt={vi.fn()}
      />,
    );
    const cells = screen.getAllByRole('cell').filter((c) => c.hasAttribute('rowspan'));
    expect(cells.map((c) => [c.textContent, c.getAttribute('rowspan')])).toEqual([
      ['Mon', '3'],
      ['Jup (R)', '1'],
      ['Sat (R) (changed)', '2'],
    ]);
    expect(cells[2]).toHaveClass('table-danger');
    expect(cells[1]).toHaveClass('text-primary');
  });

  it('starts or ends the window at a row with its arrows', async () => {
    const onStartAt = vi.fn();
    const onEndAt = vi.fn();
    render(
      <IntervalTable
        result={RESULT}
        kind="planet"
        grouping="star"
        formats={FORMATS}
        onStartAt={onStartAt}
        onEndAt={onEndAt}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start at 01:20:51 AM' }));
    await userEvent.click(screen.getByRole('button', { name: 'End at 03:07:46 AM' }));
    expect(onStartAt).toHaveBeenCalledWith({ date: '2026-01-01', time: '01:20:51' });
    expect(onEndAt).toHaveBeenCalledWith({ date: '2026-01-01', time: '03:07:46' });
  });

  it("reads a row of a later day with its date, both in the astrologer's formats", () => {
    const days = {
      ...RESULT,
      endDate: '2026-01-03 23:59:59',
      dateList: ['2026-01-01 00:00:00', '2026-01-01 13:20:51', '2026-01-02 15:07:46'],
    };
    render(
      <IntervalTable
        result={days}
        kind="planet"
        grouping="none"
        formats={{ dateFormat: 'MM-dd-yyyy', timeFormat: 'HH:mm' }}
        onStartAt={vi.fn()}
        onEndAt={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      '00:00:00',
      '13:20:51',
      '01-02-2026 15:07:46',
    ]);
  });
});

/** A long planet answer: `count` rows a minute apart, every cell the same. */
function longResult(count: number): IntervalSearchResult {
  const at = (r: number) =>
    `2026-01-01 ${String(Math.floor(r / 60) % 24).padStart(2, '0')}:${String(r % 60).padStart(2, '0')}:00`;
  return {
    ...RESULT,
    dateList: Array.from({ length: count }, (_, r) => at(r)),
    planetList: Array.from({ length: count }, () => [0, 1]),
    planetSpanList: Array.from({ length: count }, () => [1, 1]),
    planetStarSpanList: Array.from({ length: count }, () => [1, 1]),
    planetRetroList: Array.from({ length: count }, () => [false, false]),
  };
}

describe('a long interval table', () => {
  const renderLong = (count: number) =>
    render(
      <IntervalTable
        result={longResult(count)}
        kind="planet"
        grouping="none"
        formats={FORMATS}
        onStartAt={vi.fn()}
        onEndAt={vi.fn()}
      />,
    );
  // hidden: true skips the visibility check per element, which is slow on a few thousand cells in jsdom.
  const bodyRows = () => screen.getAllByRole('row', { hidden: true }).slice(1);

  it('draws its first rows at once, tells the full count, and draws the rest in steps', async () => {
    renderLong(120);
    const table = screen.getByRole('table', { name: /Planet In Interval/ });
    expect(table).toHaveAttribute('aria-rowcount', '121');
    expect(bodyRows()).toHaveLength(FIRST_ROWS);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    await waitFor(() => expect(bodyRows()).toHaveLength(120), { timeout: 10_000 });
    expect(bodyRows()[119]).toHaveAttribute('aria-rowindex', '121');
    expect(within(bodyRows()[119]!).getByRole('rowheader')).toHaveTextContent('01:59:00');
  });

  it('draws every row before printing', () => {
    renderLong(240);
    expect(bodyRows().length).toBeLessThan(240);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows()).toHaveLength(240);
  });
});
