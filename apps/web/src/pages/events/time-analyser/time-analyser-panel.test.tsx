import { eventDataSchema, piltChartSchema, type EventData, type PiltChart } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDataKey } from '../../../api/events';
import { i18next } from '../../../i18n/setup';
import { JOB_EVENT_DATA as EVENT_DATA } from '../shared/event-fixtures';
import { TimeAnalyserPanel } from './time-analyser-panel';
import { PILT_CHART } from './time-analyser-fixtures';
import { joinNames } from './time-analyser-order';

// Parsed, so a fixture that no longer matches the contract fails here rather than passing on stale shapes.
const EVENT: EventData = eventDataSchema.parse(EVENT_DATA);
const CHART: PiltChart = piltChartSchema.parse(PILT_CHART);
const PLANET_NAMES = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const COLUMNS = ['Element', 'Planet', 'Sign', 'Support'];
/** Stored settings with nothing chosen (config0..config10 null). */
const NO_SETTINGS = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`config${i}`, null]));

/** Answers the time analyser call (or refuses it) and counts the loads. */
function stubServer(isBroken = false) {
  const loads = { count: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/config/astrologer') {
        // My Settings: month first and a 12-hour clock without seconds; the client keeps the defaults.
        const data = { ...NO_SETTINGS, config1: 'MM-dd-yyyy', config2: 'hh:mm a' };
        return Response.json({ code: '200', message: '', data });
      }
      if (url !== '/api/chart/piltchart/1/7') return new Response('{}', { status: 404 });
      loads.count += 1;
      const body = isBroken
        ? { code: '404', message: 'Event is not found.', data: null }
        : { code: '200', message: 'Success', data: CHART };
      return new Response(JSON.stringify(body), { status: isBroken ? 404 : 200 });
    }),
  );
  return loads;
}

function renderPanel(isBroken = false) {
  const loads = stubServer(isBroken);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TimeAnalyserPanel runningId={1} eventData={EVENT} />
    </QueryClientProvider>,
  );
  return { loads, queryClient };
}

/**
 * Every highlighted cell as 'table / row / column'. Walks the tables' own rows: role queries over 36 rows
 * per check would take seconds in jsdom, and the tables' roles are asserted by the other tests.
 */
function highlightedCells(): string[] {
  const tables = [...document.querySelectorAll('table')].filter((t) =>
    PLANET_NAMES.includes(t.caption?.textContent ?? ''),
  );
  return tables.flatMap((table) =>
    [...table.tBodies[0]!.rows].flatMap((row) =>
      [...row.cells]
        .slice(1)
        .map((cell, i) =>
          cell.textContent?.includes('(highlighted')
            ? `${table.caption?.textContent} / ${row.cells[0]?.textContent} / ${COLUMNS[i + 1]}`
            : '',
        )
        .filter(Boolean),
    ),
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Time Analyser panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nine tables of Element, Planet, Sign and Support, titled by planet', async () => {
    renderPanel();
    const ketu = await screen.findByRole('table', { name: 'Ketu' });
    for (const name of PLANET_NAMES) expect(screen.getByRole('table', { name })).toBeVisible();
    const rows = within(ketu).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(COLUMNS);
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'PlanetKetGeminiMixed (-ve)',
      'Star lordJupLibraMixed (-ve)',
      'Sub lordKetGeminiMixed (-ve)',
    ]);
    expect(highlightedCells()).toEqual([]);
  });

  it('has one labelled filter table per element with All, Planet, Sign and Support per class', async () => {
    renderPanel();
    for (const element of ['Planet', 'Star lord', 'Sub lord']) {
      const filter = await screen.findByRole('table', { name: `Highlight ${element} rows` });
      expect(
        within(filter)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Favorable', 'Mixed', 'Unfavorable']);
      expect(within(filter).getAllByRole('checkbox')).toHaveLength(12);
    }
    expect(box('Favorable Sub lord: Sign')).not.toBeChecked();
  });

  it('highlights the cells of the ticked class and column in the rows of that element only', async () => {
    renderPanel();
    await screen.findByRole('table', { name: 'Ketu' });
    await userEvent.click(box('Unfavorable Star lord: Planet'));
    // Venus is the star lord of Venus, Sun and Rahu, and Unfavourable for this event.
    expect(highlightedCells()).toEqual([
      'Venus / Star lord / Planet',
      'Sun / Star lord / Planet',
      'Rahu / Star lord / Planet',
    ]);
    await userEvent.click(box('Favorable Planet: Support'));
    expect(highlightedCells()).toEqual([
      'Venus / Star lord / Planet',
      'Sun / Star lord / Planet',
      'Moon / Planet / Support',
      'Mars / Planet / Support',
      'Rahu / Star lord / Planet',
    ]);
    await userEvent.click(box('Unfavorable Star lord: Planet'));
    expect(highlightedCells()).toEqual(['Moon / Planet / Support', 'Mars / Planet / Support']);
  });

  it('ticks and clears a whole row with All, showing a partly ticked row as mixed', async () => {
    renderPanel();
    await screen.findByRole('table', { name: 'Ketu' });
    const all = box('Favorable Star lord: All');
    await userEvent.click(all);
    expect(box('Favorable Star lord: Planet')).toBeChecked();
    expect(box('Favorable Star lord: Sign')).toBeChecked();
    expect(box('Favorable Star lord: Support')).toBeChecked();
    expect(highlightedCells()).toEqual([
      'Mercury / Star lord / Planet',
      'Mercury / Star lord / Sign',
      'Mercury / Star lord / Support',
    ]);
    await userEvent.click(box('Favorable Star lord: Sign'));
    expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(all).not.toBeChecked();
    expect(highlightedCells()).toEqual([]);
  });

  it('clears every box with Remove All', async () => {
    renderPanel();
    await screen.findByRole('table', { name: 'Ketu' });
    await userEvent.click(box('Mixed Sub lord: All'));
    await userEvent.click(box('Favorable Planet: Sign'));
    expect(highlightedCells().length).toBe(9 * 3 + 2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(screen.getAllByRole('checkbox').filter((input) => (input as HTMLInputElement).checked)).toEqual(
      [],
    );
    expect(highlightedCells()).toEqual([]);
  });

  it('ranks the planets with their category names, marking those whose periods are listed', async () => {
    renderPanel();
    const order = await screen.findByRole('table', { name: 'Planet order' });
    const rows = within(order).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    expect(rows.slice(0, 4).map((row) => row.textContent)).toEqual([
      '1Mars ★ (periods listed)Favourable (More)',
      '2Moon ★ (periods listed)Favourable (Less)',
      '3Mercury ★ (periods listed)Mixed (+ve)',
      '4SunMixed',
    ]);
  });

  it("lists the coming periods of the ranked planets with start and end in the astrologer's formats", async () => {
    renderPanel();
    const periods = await screen.findByRole('table', {
      name: 'Favourable periods of Mars, Moon and Mercury',
    });
    const rows = within(periods).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dasha', 'Bhukti', 'Andharam', 'Start', 'End']);
    await waitFor(() =>
      expect(rows[1]).toHaveTextContent('MarsMarsMercury12-20-2026 08:15 PM01-10-2027 11:20 PM'),
    );
    expect(rows).toHaveLength(1 + CHART.periods.length);
    expect(joinNames(i18next.t, ['Mars'])).toBe('Mars');
  });

  it('reloads with the event data (an Event Analyser save changes the ranking)', async () => {
    const { loads, queryClient } = renderPanel();
    await screen.findByRole('table', { name: 'Ketu' });
    expect(loads.count).toBe(1);
    await queryClient.invalidateQueries({ queryKey: eventDataKey(1, 'job') });
    expect(loads.count).toBe(2);
  });

  it('shows the loading text, then the message of a failed load', async () => {
    renderPanel(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading - Time Analyser');
    expect(await screen.findByText('Event is not found.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
