import { DEFAULT_SETTINGS, type TransitChart } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleRashiChart } from '../../components/chart/chart-fixtures';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { TransitChartSection } from './transit-chart-section';

// Role queries walk the whole section (a chart, a wheel and four tables): on a shared machine they need more
// than the default second.
configure({ asyncUtilTimeout: 5000 });

const NO_ROWS = { columns: ['Planet'], rows: [] };

/** A transit answer for a moment at Chennai; the tables are empty (the test reads only the moment). */
const transitOf = (date: string, time: string): TransitChart => ({
  date,
  day: 'Thursday',
  time,
  timezone: 5.5,
  city: 'Chennai',
  latitude: 13.08,
  longitude: 80.27,
  birthChart: exampleRashiChart(0),
  planetPosition: NO_ROWS,
  cuspalPosition: NO_ROWS,
  rulingPlanets: NO_ROWS,
  natalHouses: NO_ROWS,
});

/** My Settings with a date and a time format (the rest the defaults). */
const settingsWith = (config1: string, config2: string) => ({ ...DEFAULT_SETTINGS, config1, config2 });

/** Client 12's settings: every one Default (null, the astrologer's) but those given. */
const clientSettingsWith = (own: Partial<Record<keyof typeof DEFAULT_SETTINGS, string>>) => ({
  userId: 12,
  ...Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((key) => [key, null])),
  ...own,
});

/**
 * The server: the chart of now is 2026-01-01 10:00 ('HH:mm', as the spec's chart of now); a moment its own;
 * My Settings in the given formats (the defaults, day first and a 12-hour clock, unless given) and the
 * client's settings (all Default unless given).
 */
function serveTransits(
  settings = settingsWith('dd-MM-yyyy', 'hh:mm:ss a'),
  clientSettings = clientSettingsWith({}),
) {
  const paths: string[] = [];
  const answer = (data: unknown) => Promise.resolve(Response.json({ code: '200', message: '', data }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = decodeURIComponent(url.replace(/^\/api/, ''));
      if (path === '/config/astrologer') return answer(settings);
      if (path === '/config/user/12') return answer(clientSettings);
      if (path === '/chart/birthchart/12') return answer(exampleRashiChart(0));
      paths.push(path);
      const moment = /^\/chart\/transituserchart\/12\/(.+)_(.+)$/.exec(path);
      const chart = moment ? transitOf(moment[1] ?? '', moment[2] ?? '') : transitOf('2026-01-01', '10:00');
      return answer(chart);
    }),
  );
  return paths;
}

/** The page's address as the router holds it, for the tests that read what a reload would keep. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function renderSection(address = '/kpastro.html') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <TransitChartSection runningId={12} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Transit Chart section', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves the chart when only the date changes, at the time the box shows', async () => {
    const paths = serveTransits();
    renderSection();
    const time = screen.getByLabelText('Transit time');
    await waitFor(() => expect(time).toHaveValue('10:00:00'));

    fireEvent.change(screen.getByLabelText('Transit date'), { target: { value: '2026-01-02' } });

    expect(
      await screen.findByRole('img', { name: 'Transit chart of 02-01-2026 10:00:00 AM at Chennai' }),
    ).toBeInTheDocument();
    expect(paths.at(-1)).toBe('/chart/transituserchart/12/2026-01-02_10:00:00');
    expect(time).toHaveValue('10:00:00');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      'transitAt=2026-01-02T10%3A00%3A00',
    );
  });

  it('opens on the moment the address keeps, so a reload shows the same transit', async () => {
    const paths = serveTransits();
    renderSection('/kpastro.html?client=12&transitAt=2030-01-01T12:00:00');
    expect(
      await screen.findByRole('img', { name: 'Transit chart of 01-01-2030 12:00:00 PM at Chennai' }),
    ).toBeInTheDocument();
    expect(paths).toEqual(['/chart/transituserchart/12/2030-01-01_12:00:00']);
    expect(screen.getByLabelText('Transit date')).toHaveValue('2030-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Now' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\?client=12$/),
    );
  });

  it('moves the chart when only the time changes, on the date the box shows', async () => {
    const paths = serveTransits();
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('Transit date')).toHaveValue('2026-01-01'));

    fireEvent.change(screen.getByLabelText('Transit time'), { target: { value: '11:30:15' } });

    expect(
      await screen.findByRole('img', { name: 'Transit chart of 01-01-2026 11:30:15 AM at Chennai' }),
    ).toBeInTheDocument();
    expect(paths.at(-1)).toBe('/chart/transituserchart/12/2026-01-01_11:30:15');
  });

  it("writes the header's date and time in the astrologer's formats", async () => {
    serveTransits(settingsWith('yyyy-MM-dd', 'hh:mm a'));
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('Transit date')).toHaveValue('2026-01-01'));
    fireEvent.change(screen.getByLabelText('Transit time'), { target: { value: '21:05:30' } });
    expect(await screen.findByText('2026-01-01 Thursday 09:05 PM at Chennai')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Transit chart of 2026-01-01 09:05 PM at Chennai' }),
    ).toBeVisible();
  });

  it("follows the client's own date format over My Settings'", async () => {
    serveTransits(settingsWith('yyyy-MM-dd', 'HH:mm'), clientSettingsWith({ config1: 'MM-dd-yyyy' }));
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('Transit time')).toHaveValue('10:00:00'));
    fireEvent.change(screen.getByLabelText('Transit date'), { target: { value: '2026-03-14' } });
    expect(await screen.findByText('03-14-2026 Thursday 10:00 at Chennai')).toBeInTheDocument();
  });

  it('draws transit over natal on one wheel: natal inside, transit outside, each planet titled', async () => {
    serveTransits();
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('Transit time')).toHaveValue('10:00:00'));
    fireEvent.change(screen.getByLabelText('Transit date'), { target: { value: '2026-01-02' } });
    const wheel = await screen.findByRole('img', {
      name: 'Transit over natal wheel: transit of 02-01-2026 10:00:00 AM at Chennai',
    });
    // The transit and natal drawings are both the domain example here: Saturn 13°01′55″ Aquarius, retrograde.
    const titles = [...wheel.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toContain('Transit Saturn 13°01′55″ Aquarius, retrograde');
    expect(titles).toContain('Natal Saturn 13°01′55″ Aquarius, retrograde');
    expect(titles).toContain('Natal Ascendant 19°25′09″ Aries');
    // Nine transit planets outside; nine natal planets and the Ascendant inside.
    expect(titles.filter((title) => title?.startsWith('Transit '))).toHaveLength(9);
    expect(titles.filter((title) => title?.startsWith('Natal '))).toHaveLength(10);
    // Retrograde is written, not only coloured: one '(R)' per retrograde planet of each ring (4 + 4).
    expect(within(wheel).getAllByText('(R)')).toHaveLength(8);
    expect(within(wheel).getAllByText('XII')).toHaveLength(1);
  });
});

describe('Transit Chart section in Tamil', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('names the inputs, the moment, the wheel and each of its planets in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    serveTransits();
    renderSection();
    await waitFor(() => expect(screen.getByLabelText('கோசார நேரம்')).toHaveValue('10:00:00'));
    fireEvent.change(screen.getByLabelText('கோசார தேதி'), { target: { value: '2026-01-02' } });
    // Thursday in Tamil (வியாழன், or வியாழக்கிழமை as the day of a date is written).
    expect(await screen.findByText(/^02-01-2026 வியாழ\S* 10:00:00 AM, Chennai$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'இப்போது' })).toBeInTheDocument();
    const wheel = await screen.findByRole('img', {
      name: 'ஜனன ஜாதகத்தின் மேல் கோசாரச் சக்கரம்: Chennai, 02-01-2026 10:00:00 AM கோசாரம்',
    });
    const titles = [...wheel.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toContain('கோசார சனி 13°01′55″ கும்பம், வக்கிரம்');
    expect(titles).toContain('ஜனன லக்னம் 19°25′09″ மேஷம்');
    expect(within(wheel).getAllByText('மேஷம்')).toHaveLength(1);
    // Each planet by its chart abbreviation, the Sun too (its English short name is also its full name).
    const labels = [...wheel.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toContain('சூரி');
    expect(labels).not.toContain('சூரியன்');
    expect(screen.getByRole('heading', { name: 'ஜனன ஜாதகத்தின் மேல் கோசாரம்' })).toBeInTheDocument();
  });
});
