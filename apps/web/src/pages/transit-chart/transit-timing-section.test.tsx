import { TIMING_MESSAGES, type TransitTimingResult } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from '../../components/chart-page/chart-page-fixtures';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { TransitTimingSection } from './transit-timing-section';

/** Saturn over the natal Moon, a retrograde triple: three moments with the running lords. */
const TRIPLE: TransitTimingResult = {
  natalLongitude: 312.5,
  rows: [
    {
      moment: '2027-03-04 05:06:07',
      kind: 'conjunct',
      longitude: 312.5,
      retrograde: false,
      dasha: 'Venus',
      bhukti: 'Sun',
      antara: 'Moon',
    },
    {
      moment: '2027-07-08 21:22:23',
      kind: 'conjunct',
      longitude: 312.5,
      retrograde: true,
      dasha: 'Venus',
      bhukti: 'Sun',
      antara: 'Mars',
    },
    {
      moment: '2027-12-01 00:00:01',
      kind: 'conjunct',
      longitude: 312.5,
      retrograde: false,
      dasha: 'Venus',
      bhukti: 'Moon',
      antara: 'Moon',
    },
  ],
};

interface Sent {
  path: string;
  body: unknown;
}

/** The server: the client (birth zone +5:30) and the timing call's answer (or refusal); every POST recorded. */
function serveTiming(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = decodeURIComponent(url.replace(/^\/api/, ''));
      if (path === '/userrequest/12') {
        return Promise.resolve(Response.json({ code: '200', message: '', data: CLIENT }));
      }
      if (path === '/transit/timing/12') {
        sent.push({ path, body: JSON.parse(init?.body as string) });
        return Promise.resolve(Response.json(answer.body, { status: answer.status }));
      }
      return Promise.resolve(
        Response.json({ code: '404', message: 'Not found', data: null }, { status: 404 }),
      );
    }),
  );
  return sent;
}

function renderSection(address = '/kpastro.html') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <TransitTimingSection runningId={12} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Sets a date input as a picker does (jsdom cannot type into one). */
async function setInput(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('Transit timing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens on now on the birth clock to 20 years on, sends the conjunction and lists the rows in words', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 0, 0, 0), toFake: ['Date'] });
    const sent = serveTiming({ status: 200, body: { code: '200', message: '', data: TRIPLE } });
    renderSection();
    // 00:00 UTC is 05:30 in the birth zone; 7,305 days on is the same clock reading 20 years later.
    expect(await screen.findByLabelText('From date')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('From time')).toHaveValue('05:30:00');
    expect(screen.getByLabelText('To date')).toHaveValue('2046-01-01');
    await userEvent.selectOptions(screen.getByLabelText('Natal point'), 'Cusp IV');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Transit timing of Saturn: 3 rows' });
    expect(sent.at(-1)?.body).toEqual({
      planet: 'Saturn',
      kind: 'conjunction',
      natalPoint: 'cusp4',
      from: '2026-01-01 05:30:00',
      to: '2046-01-01 05:30:00',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Direct',
      'Retrograde',
      'Direct',
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('08-07-2027 09:22:23 PM');
    expect(rows[1]).toHaveTextContent('conjunct Cusp IV');
    expect(rows[1]).toHaveTextContent('12°30′00″ Aquarius');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['conjunct Cusp IV', '12°30′00″ Aquarius', 'Direct', '—', 'Venus', 'Moon', 'Moon']);
  });

  it('sends a lord entry with its lord and level, and the Moon a window of one year', async () => {
    const sent = serveTiming({
      status: 200,
      body: { code: '200', message: '', data: { natalLongitude: null, rows: [] } },
    });
    renderSection();
    await setInput('From date', '2030-05-06');
    await userEvent.selectOptions(screen.getByLabelText('Planet'), 'Moon');
    expect(screen.getByLabelText('To date')).toHaveValue('2031-05-06');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Lord entry');
    await userEvent.selectOptions(screen.getByLabelText('Lord'), 'Jupiter');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Sub');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Transit timing of Moon: 0 rows: no moment in the window.')).toBeVisible();
    expect(sent.at(-1)?.body).toMatchObject({
      planet: 'Moon',
      kind: 'lordEntry',
      lord: 'Jupiter',
      level: 'sub',
    });
    expect(sent.at(-1)?.body).not.toHaveProperty('natalPoint');
  });

  it('repeats the search the address keeps, with its form, so a reload shows the same rows', async () => {
    const sent = serveTiming({
      status: 200,
      body: { code: '200', message: '', data: { natalLongitude: null, rows: [] } },
    });
    renderSection(
      '/kpastro.html?client=12&timing=Moon~lordEntry~Moon~Jupiter~sub~2030-05-06T00:00:00~2031-05-06T00:00:00',
    );
    expect(await screen.findByText('Transit timing of Moon: 0 rows: no moment in the window.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ planet: 'Moon', kind: 'lordEntry', lord: 'Jupiter', level: 'sub' });
    expect(screen.getByLabelText('From date')).toHaveValue('2030-05-06');
    expect(screen.getByLabelText('Level')).toHaveDisplayValue('Sub');
  });

  it('opens the usual form when the address names no valid search, and sends nothing', async () => {
    const sent = serveTiming({ status: 200, body: { code: '200', message: '', data: TRIPLE } });
    renderSection('/kpastro.html?client=12&timing=Pluto~lordEntry~Moon~Jupiter~sub~2030-05-06T00:00:00~x');
    await waitFor(() => expect(screen.getByLabelText('Planet')).toHaveDisplayValue('Saturn'));
    expect(sent).toEqual([]);
  });

  it('refuses an end before the start under To date and sends nothing', async () => {
    const sent = serveTiming({ status: 200, body: { code: '200', message: '', data: TRIPLE } });
    renderSection();
    await setInput('From date', '2030-05-06');
    await setInput('To date', '2029-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const to = screen.getByLabelText('To date');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription(TIMING_MESSAGES.toNotAfterFrom);
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    serveTiming({ status: 400, body: { code: '400', message: TIMING_MESSAGES.natalPoint, data: null } });
    renderSection();
    await screen.findByLabelText('From date');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const point = screen.getByLabelText('Natal point');
    await waitFor(() => expect(point).toHaveAccessibleDescription(TIMING_MESSAGES.natalPoint));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Transit timing in Hindi', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('labels the form, its choices and the rows in Hindi, moments and degrees as they came', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    serveTiming({ status: 200, body: { code: '200', message: '', data: TRIPLE } });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'गोचर समय निर्धारण' })).toBeInTheDocument();
    expect(await screen.findByLabelText('आरंभ दिनांक')).toBeInTheDocument();
    expect(screen.getByLabelText('अंतिम समय')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ग्रह' })).toHaveDisplayValue('शनि');
    expect(screen.getByRole('combobox', { name: 'प्रकार' })).toHaveDisplayValue('जन्म बिंदु से युति');
    const point = screen.getByRole('combobox', { name: 'जन्म बिंदु' });
    expect(within(point).getByRole('option', { name: 'भाव संधि I (लग्न)' })).toBeInTheDocument();
    await userEvent.selectOptions(point, 'भाव संधि IV');
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));

    const table = await screen.findByRole('table', { name: 'शनि का गोचर समय: 3 पंक्तियाँ' });
    expect(within(table).getByRole('columnheader', { name: 'गति' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['भाव संधि IV से युति', '12°30′00″ कुंभ', 'वक्री', '—', 'शुक्र', 'सूर्य', 'मंगल']);
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('मार्गी');
  });

  it('offers the lord entry levels in Hindi and says an empty window in Hindi', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    serveTiming({
      status: 200,
      body: { code: '200', message: '', data: { natalLongitude: null, rows: [] } },
    });
    renderSection();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'प्रकार' }), 'स्वामी में प्रवेश');
    const level = screen.getByRole('combobox', { name: 'स्तर' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['राशि', 'नक्षत्र', 'उप']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'स्वामी' }), 'गुरु');
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(await screen.findByText('शनि का गोचर समय: 0 पंक्तियाँ: इस अवधि में कोई क्षण नहीं।')).toBeVisible();
  });
});
