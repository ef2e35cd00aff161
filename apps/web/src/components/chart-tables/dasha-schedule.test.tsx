import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../chart-page/chart-page-fixtures';
import { DashaSchedule } from './dasha-schedule';
import { ANTARA_START_CLOCK, OFFSET, serveSchedule, wireOf } from './dasha-schedule-fixtures';
import { instantOf, isRunningAt } from './running-period';

const currentRows = () => document.querySelectorAll('tr[aria-current="true"]');

describe('running period', () => {
  it('reads a schedule moment on the birth zone clock as a true instant', () => {
    expect(instantOf('2024-01-01 05:30:00', 5.5)).toBe(Date.UTC(2024, 0, 1, 0, 0, 0));
    expect(instantOf('2024-01-01 00:00:00', -5)).toBe(Date.UTC(2024, 0, 1, 5, 0, 0));
    expect(instantOf('not a moment', 0)).toBeNaN();
  });

  it('counts the start in and the end out', () => {
    const period = { lord: 'Sun', start: '2024-01-01 05:30:00', end: '2024-02-01 05:30:00' };
    expect(isRunningAt(period, 5.5, Date.UTC(2024, 0, 1, 0, 0, 0))).toBe(true);
    expect(isRunningAt(period, 5.5, Date.UTC(2023, 11, 31, 23, 59, 59))).toBe(false);
    expect(isRunningAt(period, 5.5, Date.UTC(2024, 1, 1, 0, 0, 0))).toBe(false);
  });
});

describe('DashaSchedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // One hour after the andharam's start as an instant; the UTC clock then still reads 4h30 before its
    // start, so a comparison of wall-clock text would mark the andharam before it.
    vi.setSystemTime(ANTARA_START_CLOCK - OFFSET * 3_600_000 + 3_600_000);
    serveSchedule();
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('marks the running dasha and its running bhukti in the summary', async () => {
    renderAt('/', <DashaSchedule runningId={12} dateText={(m) => m.slice(0, 10)} />);
    const dasha = await screen.findByRole('table', { name: /^Sun Dasha: .*Running now$/ });
    const row = within(dasha).getByRole('row', { name: /^Rahu Running now / });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(currentRows()).toHaveLength(1);
    expect(dasha.closest('[aria-current="true"]')).not.toBeNull();
    expect(screen.getByRole('table', { name: /^Venus Dasha: / }).closest('[aria-current]')).toBeNull();
  });

  it('opens the drilldown on the running dasha, scrolled to its bhukti, with the andharam marked', async () => {
    const scrolledTo: Element[] = [];
    // jsdom has no layout and so no scrollIntoView: record which element asks to be shown.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    const user = userEvent.setup();
    renderAt('/', <DashaSchedule runningId={12} dateText={(m) => m.slice(0, 10)} />);
    await screen.findByRole('table', { name: /^Sun Dasha: / });
    await user.click(screen.getByRole('button', { name: 'Drilldown view' }));
    const choice = await screen.findByRole('combobox', { name: 'Dasha' });
    expect(choice).toHaveValue('2');
    expect(within(choice).getByRole('option', { selected: true })).toHaveTextContent(
      /^Sun .*\(running now\)$/,
    );
    const bhukti = await screen.findByRole('table', { name: /^Sun Dasha, Rahu Bhukti: .*Running now$/ });
    await waitFor(() => expect(scrolledTo).toEqual([bhukti.closest('[aria-current="true"]')]));
    const andharam = within(bhukti).getByRole('row', { name: /^Ketu Running now / });
    expect(andharam).toHaveAttribute('aria-current', 'true');
    expect(within(andharam).getAllByRole('cell')[0]).toHaveTextContent(
      wireOf(ANTARA_START_CLOCK).slice(0, 10),
    );
    expect(currentRows()).toHaveLength(1);

    await user.selectOptions(choice, '0');
    await screen.findByRole('table', { name: /^Ketu Dasha, Ketu Bhukti: / });
    expect(currentRows()).toHaveLength(0);
    // Back on the running dasha by choice: marked, but the page stays where the astrologer is.
    await user.selectOptions(choice, '2');
    await screen.findByRole('table', { name: /^Sun Dasha, Rahu Bhukti: .*Running now$/ });
    expect(scrolledTo).toHaveLength(1);
  });

  it('marks nothing and opens on the first dasha when the schedule is wholly past', async () => {
    vi.setSystemTime(Date.UTC(2200, 0, 1));
    const user = userEvent.setup();
    renderAt('/', <DashaSchedule runningId={12} dateText={(m) => m.slice(0, 10)} />);
    await screen.findByRole('table', { name: /^Ketu Dasha: / });
    expect(screen.queryByText('Running now')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Drilldown view' }));
    expect(await screen.findByRole('combobox', { name: 'Dasha' })).toHaveValue('0');
  });

  it('states the balance at birth and the five lords running now, marked by words and a symbol', async () => {
    renderAt('/', <DashaSchedule runningId={12} dateText={(m) => m.slice(0, 10)} />);
    expect(await screen.findByText('Ketu Dasha balance at birth: 3 years 1 month 0 days')).toBeVisible();
    const chain = screen.getByRole('table', { name: 'Running now: dasha to prana' });
    const rows = within(chain).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '▶Dasha',
      '▶Bhukti',
      '▶Andharam',
      '▶Sookshma',
      '▶Prana',
    ]);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('Ketu');
  });

  it('drills an andharam to its sookshmas and pranas, opening on the running ones, to the second', async () => {
    const user = userEvent.setup();
    renderAt('/', <DashaSchedule runningId={12} dateText={(m) => m.slice(0, 10)} />);
    await screen.findByRole('table', { name: /^Sun Dasha: / });
    await user.click(screen.getByRole('button', { name: 'Sookshma and prana' }));
    expect(screen.getByRole('button', { name: 'Sookshma and prana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Andharam' })).toHaveValue('4'));
    expect(screen.getByRole('combobox', { name: 'Dasha' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Bhukti' })).toHaveValue('3');
    const sookshmas = await screen.findAllByRole('table', {
      name: /^Sun Dasha, Rahu Bhukti, Ketu Andharam, \w+ Sookshma: /,
    });
    expect(sookshmas).toHaveLength(9);
    const running = screen.getByRole('table', {
      name: /^Sun Dasha, Rahu Bhukti, Ketu Andharam, Ketu Sookshma: .*Running now$/,
    });
    const prana = within(running).getByRole('row', { name: /^Ketu Running now / });
    expect(prana).toHaveAttribute('aria-current', 'true');
    expect(currentRows()).toHaveLength(1);
    // A prana of a 40-day andharam lasts 40 × 86,400 s / 81 = 11 h 51 min 6.7 s: the second starts at 17:51:06.
    const second = within(running).getAllByRole('row')[2]!;
    expect(within(second).getAllByRole('cell')[0]).toHaveTextContent(/^\d{2}-\d{2}-\d{4} 05:51:06 PM$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Andharam' }), '5');
    await screen.findAllByRole('table', { name: /^Sun Dasha, Rahu Bhukti, Venus Andharam, / });
    expect(currentRows()).toHaveLength(0);
  });
});
