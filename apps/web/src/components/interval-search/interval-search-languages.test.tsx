import type { IntervalSearchResult } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { IntervalSearchSection } from './interval-search-section';
import { IntervalTable } from './interval-table';

/** Two rows of two planets: the Moon's sub lord moves from Jupiter to Saturn, the Sun's lords stay. */
const RESULT: IntervalSearchResult = {
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-01 23:59:59',
  search: 'planet',
  city: 'Chennai',
  timezone: 5.5,
  latitude: 13,
  longitude: 80,
  dateList: ['2026-01-01 00:00:00', '2026-01-01 01:20:51'],
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
  ],
  planetSpanList: [
    [2, 1],
    [0, 1],
  ],
  planetStarSpanList: [
    [2, 2],
    [0, 0],
  ],
  planetRetroList: [
    [false, true],
    [false, true],
  ],
};

const FORMATS = { dateFormat: 'dd-MM-yyyy', timeFormat: 'HH:mm:ss' } as const;

/** The app in `language`, as My Settings would switch it. */
async function speak(language: 'hi' | 'ta' | 'te') {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

function renderTable(kind: 'cuspal' | 'planet' = 'planet') {
  const onStartAt = vi.fn();
  render(
    <IntervalTable
      result={RESULT}
      kind={kind}
      grouping="none"
      formats={FORMATS}
      onStartAt={onStartAt}
      onEndAt={vi.fn()}
    />,
  );
  return onStartAt;
}

describe('the interval table in an Indian language', () => {
  afterEach(() => {
    cleanup();
    applyDisplayLanguage('en');
  });

  it('reads caption, headings, lords, titles and arrows in Hindi, times as the settings give them', async () => {
    await speak('hi');
    const onStartAt = renderTable();
    const table = screen.getByRole('table', { name: 'अंतराल में ग्रह: 2 पंक्तियाँ, Chennai (UTC+5.5)' });
    expect(screen.getByRole('region', { name: 'अंतराल में ग्रह' })).toContainElement(table);
    expect(within(table).getByRole('columnheader', { name: 'दिनांक' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'अंतराल खिसकाएँ' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'सू' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'चं' })).toBeInTheDocument();
    // Short names are the chart abbreviations, the Sun's too (its bare key reads as the full name).
    expect(within(table).getAllByText('गु-शु-चं')).toHaveLength(2);
    const moved = within(table).getByText('शु-चं-श').closest('td');
    expect(moved).toHaveTextContent('शु-चं-श (R) (बदला)');
    expect(moved).toHaveAttribute('title', 'वृषभ: राशि स्वामी शुक्र, नक्षत्र स्वामी चंद्र, उप स्वामी शनि');
    const start = within(table).getByRole('button', { name: '01:20:51 से आरंभ' });
    expect(start).toHaveAttribute('title', 'यहाँ से आरंभ करें और गणना करें');
    fireEvent.click(start);
    expect(onStartAt).toHaveBeenCalledWith({ date: '2026-01-01', time: '01:20:51' });
    expect(within(table).getByRole('button', { name: '01:20:51 पर समाप्त' })).toBeInTheDocument();
  });

  it('reads the lords and the arrows in Telugu', async () => {
    await speak('te');
    renderTable();
    const table = screen.getByRole('table', { name: /^వ్యవధిలో గ్రహాలు: 2 వరుసలు/ });
    expect(within(table).getByRole('columnheader', { name: 'సూ' })).toBeInTheDocument();
    expect(within(table).getByText('శు-చం-శ').closest('td')).toHaveTextContent('శు-చం-శ (R) (మారింది)');
    expect(within(table).getByRole('button', { name: '00:00:00 వద్ద ముగించు' })).toBeInTheDocument();
  });
});

describe('the Cuspal In Interval section in Tamil', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('names its region, window inputs, Calculate, grouping and note in Tamil', async () => {
    // Every call (the search, the client's settings) answers with the table above.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ code: '200', message: 'Success', data: RESULT }))),
      ),
    );
    await speak('ta');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntervalSearchSection kind="cuspal" clientId={12} />
      </QueryClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'இடைவெளியில் பாவ முனை' });
    await waitFor(() => expect(within(region).getByRole('button', { name: 'கணக்கிடு' })).toBeEnabled());
    expect(within(region).getByLabelText('தேதி')).toHaveValue('2026-01-01');
    expect(within(region).getByLabelText('தொடக்க நேரம்')).toHaveValue('00:00:00');
    expect(within(region).getByLabelText('முடிவு தேதி')).toHaveValue('2026-01-01');
    expect(within(region).getByLabelText('முடிவு நேரம்')).toHaveValue('23:59:59');
    const grouping = within(region).getByRole('group', { name: 'குழு' });
    expect(within(grouping).getByRole('radio', { name: 'குழு இல்லை' })).toBeChecked();
    fireEvent.click(within(grouping).getByRole('radio', { name: 'உப அதிபதி' }));
    expect(within(grouping).queryByRole('radio', { name: 'நட்சத்திர அதிபதி' })).toBeNull();
    expect(region).toHaveTextContent('நடப்பிலுள்ள உப அதிபதியைக் காட்டும்');
  });
});
