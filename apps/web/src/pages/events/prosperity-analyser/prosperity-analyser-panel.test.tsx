import {
  EVENT_MESSAGES,
  eventDataSchema,
  prosperityChartSchema,
  type EventData,
  type ProsperityChart,
} from '@kpdesk/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDataKey, eventsApi } from '../../../api/events';
import { ProsperityAnalyserPanel } from './prosperity-analyser-panel';
import { EVENT_DATA, PROSPERITY_CHART } from './prosperity-fixtures';
import { joinJudgement } from '../shared/judgement-values';
import { parseCombined } from './prosperity-values';

// Parsed, so a fixture that no longer matches the contract fails here rather than passing on stale shapes.
const EVENT: EventData = eventDataSchema.parse(EVENT_DATA);
const CHART: ProsperityChart = prosperityChartSchema.parse(PROSPERITY_CHART);
const PLANET_NAMES = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

interface Server {
  saved: string;
  saveBodies: unknown[];
  eventLoads: number;
  saveAnswer: 'ok' | 'refused' | 'broken';
  isChartBroken?: boolean;
}

const envelope = (data: unknown, code = '200', message = 'Success') =>
  new Response(JSON.stringify({ code, message, data }), { status: code === '200' ? 200 : Number(code) });

/** A server of the three calls: event data (with the saved combined results), the chart and the save. */
function stubServer(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/chart/prosperitychart/1/7') {
        return server.isChartBroken ? envelope(null, '404', 'Client is not found.') : envelope(CHART);
      }
      if (url === '/api/chart/event/1/job') {
        server.eventLoads += 1;
        return envelope({
          ...EVENT,
          userEvent: { ...EVENT.userEvent, planetCombinedCategory: server.saved },
        });
      }
      if (url === '/api/chart/event/planetCombinedCategory' && init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as { planetCombinedCategory: string };
        server.saveBodies.push(body);
        if (server.saveAnswer === 'broken') return new Response('oops', { status: 500 });
        if (server.saveAnswer === 'refused') return envelope(null, '400', 'Combined category is invalid');
        server.saved = body.planetCombinedCategory;
        return envelope({ ...EVENT.userEvent, planetCombinedCategory: server.saved });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

/** The page's part: it loads the event data under eventDataKey and passes it to the panel. */
function PageHost() {
  const event = useQuery({ queryKey: eventDataKey(1, 'job'), queryFn: () => eventsApi.eventData(1, 'job') });
  return event.data ? <ProsperityAnalyserPanel runningId={1} eventData={event.data} /> : null;
}

function renderPanel(server: Server) {
  stubServer(server);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageHost />
    </QueryClientProvider>,
  );
}

const newServer = (saved = '0,0,0,0,0,0,0,0,0', saveAnswer: Server['saveAnswer'] = 'ok'): Server => ({
  saved,
  saveBodies: [],
  eventLoads: 0,
  saveAnswer,
});

const combinedSelect = (planet: string) =>
  screen.getByRole('combobox', { name: `Combined result of ${planet}` });
const selectedTexts = () =>
  PLANET_NAMES.map((planet) => {
    const select = combinedSelect(planet) as HTMLSelectElement;
    return select.options[select.selectedIndex]?.text;
  });

describe('combined result values', () => {
  it('reads nine values in planet order, a short or bad list as nothing chosen', () => {
    expect(parseCombined('1,2,3,4,5,6,7,8,9')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(parseCombined('3,x,12')).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(joinJudgement([0, 1, 0, 0, 0, 0, 0, 0, 9])).toBe('0,1,0,0,0,0,0,0,9');
  });
});

describe('Prosperity Analyser panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nine tables titled by planet in Vimshottari order, houses marked by group in words', async () => {
    renderPanel(newServer());
    // The file's first render of nine tables: under a loaded machine it takes more than the default second.
    const ketu = await screen.findByRole('table', { name: 'Ketu' }, { timeout: 5000 });
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual(
      PLANET_NAMES,
    );
    const rows = within(ketu).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Element', 'Planet', 'CL', 'OCC', 'CST', 'CSL', 'Cat.Category']);
    // Ketu's own row: CST 5 (Worse) and 9 (Worst), CSL 4 (no group) and 10 (Primary), category Mixed (-ve).
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Planet');
    expect(cells[3]).toHaveTextContent('5W Worse 9Wt Worst');
    expect(cells[4]).toHaveTextContent('4 10P Primary');
    expect(cells[5]).toHaveTextContent('M-Mixed (-ve)');
    // jsdom computes no background, so the element's own style is what the browser is told to paint.
    const primary = within(cells[4]!).getByTitle('Primary');
    expect([primary.style.backgroundColor, primary.style.color]).toEqual(['darkgreen', 'white']);
  });

  it('hides and shows the colours, keeping the group marks', async () => {
    renderPanel(newServer());
    const ketu = await screen.findByRole('table', { name: 'Ketu' });
    const primary = () => within(ketu).getAllByTitle('Primary')[0]!;
    await userEvent.click(screen.getByRole('button', { name: 'Hide Color' }));
    expect(primary().style.backgroundColor).toBe('');
    expect(primary()).toHaveTextContent('10P Primary');
    await userEvent.click(screen.getByRole('button', { name: 'Show Color' }));
    expect(primary().style.backgroundColor).toBe('darkgreen');
    expect(screen.getByRole('button', { name: 'Hide Color' })).toBeVisible();
  });

  it('shows the combined result column with the saved values and the actions only when asked', async () => {
    renderPanel(newServer('1,0,0,0,9,0,0,0,4'));
    await screen.findByRole('table', { name: 'Ketu' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Column' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(9);
    expect(selectedTexts()).toEqual([
      'Favourable (More)',
      'Not chosen',
      'Not chosen',
      'Not chosen',
      'Unfavourable (More)',
      'Not chosen',
      'Not chosen',
      'Not chosen',
      'Mixed (+ve)',
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Column' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('saves the picked results in planet order, says so and reloads the event data', async () => {
    const server = newServer();
    renderPanel(server);
    await screen.findByRole('table', { name: 'Ketu' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Column' }));
    await userEvent.selectOptions(combinedSelect('Mars'), 'Favourable (More)');
    await userEvent.selectOptions(combinedSelect('Mercury'), 'Unfavourable');
    const loadsBefore = server.eventLoads;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prosperity' });
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.prosperitySaved);
    expect(server.saveBodies).toEqual([
      { userId: 1, eventId: 7, planetCombinedCategory: '0,0,0,0,1,0,0,0,8' },
    ]);
    await vi.waitFor(() => expect(server.eventLoads).toBe(loadsBefore + 1));
    // The header's × and the footer's button are both named Close; either closes the dialog.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    // The reloaded saved values now stand: Reset keeps them.
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(selectedTexts()[4]).toBe('Favourable (More)');
    expect(selectedTexts()[8]).toBe('Unfavourable');
  });

  it('resets the edits to the saved values, and clears every result', async () => {
    renderPanel(newServer('2,0,0,0,0,0,0,0,0'));
    await screen.findByRole('table', { name: 'Ketu' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Column' }));
    await userEvent.selectOptions(combinedSelect('Ketu'), 'Mixed');
    await userEvent.selectOptions(combinedSelect('Sun'), 'Mixed (-ve)');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(selectedTexts().slice(0, 3)).toEqual(['Favourable', 'Not chosen', 'Not chosen']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(new Set(selectedTexts())).toEqual(new Set(['Not chosen']));
  });

  it('says the save failed when the server refuses the values', async () => {
    const server = newServer('0,0,0,0,0,0,0,0,0', 'refused');
    renderPanel(server);
    await screen.findByRole('table', { name: 'Ketu' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Column' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prosperity' });
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.prosperitySaveFailed);
    expect(dialog).toHaveTextContent('Combined category is invalid');
  });

  it('shows the Error dialog when the save request itself fails', async () => {
    renderPanel(newServer('0,0,0,0,0,0,0,0,0', 'broken'));
    await screen.findByRole('table', { name: 'Ketu' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Column' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.saveRequestFailed);
    // The request's own message goes to the panel's alert, as on the page's other panels.
    expect(screen.getByText('Unknown Error - Please try later or report the issue')).toBeVisible();
  });

  it('shows the loading text, then the message of a failed load', async () => {
    renderPanel({ ...newServer(), isChartBroken: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading - Prosperity Analyser');
    expect(await screen.findByText('Client is not found.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains the marks in a legend with the houses of each group', async () => {
    renderPanel(newServer());
    const groups = await screen.findByRole('list', { name: /Houses by event group/ });
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'P Primary: 10',
      'S Secondary: 2,6,11',
      'Su Supportive: none',
      'B Bad: none',
      'W Worse: 1,5',
      'Wt Worst: 9',
    ]);
  });
});
