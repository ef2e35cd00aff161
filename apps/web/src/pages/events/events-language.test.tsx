import {
  eventDataSchema,
  piltChartSchema,
  prosperityChartSchema,
  type DisplayLanguage,
} from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { DestinyAnalyserPanel } from './destiny-analyser/destiny-analyser-panel';
import { EventAnalyserPanel } from './event-analyser/event-analyser-panel';
import { EventBar, EventPicker } from './event-bar';
import { ProsperityAnalyserPanel } from './prosperity-analyser/prosperity-analyser-panel';
import { PROSPERITY_CHART } from './prosperity-analyser/prosperity-fixtures';
import { ReportPanel } from './report/report-panel';
import { JOB_EVENT_DATA, savedEventData } from './shared/event-fixtures';
import { PILT_CHART } from './time-analyser/time-analyser-fixtures';
import { TimeAnalyserPanel } from './time-analyser/time-analyser-panel';

const EVENT = eventDataSchema.parse(JOB_EVENT_DATA);

async function speak(language: DisplayLanguage) {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

/** Answers each path with its data (the panels' charts); anything else is not found. */
function renderServed(element: ReactNode, answers: Record<string, unknown> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url in answers
        ? Response.json({ code: '200', message: '', data: answers[url] })
        : new Response('{}', { status: 404 }),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

describe('the Advanced Stellar System in the display language', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.unstubAllGlobals();
  });

  it('reads the Event Analyser in Hindi: headers, planets, Result and Order by name, the group of a house', async () => {
    await speak('hi');
    renderServed(<EventAnalyserPanel runningId={1} eventData={EVENT} />);
    const table = screen.getByRole('table', { name: 'ग्रह श्रेणियाँ' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ग्रह', 'CL', 'OCC', 'CST', 'CSL', 'CL/OCC/CST/CSL', 'फल', 'क्रम']);
    expect(within(table).getByRole('rowheader', { name: 'केतु' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'केतु का फल' })).toHaveDisplayValue('मिश्रित (अशुभ)');
    expect(screen.getByRole('combobox', { name: 'केतु का क्रम' })).toHaveDisplayValue('कोई नहीं');
    expect(within(table).getAllByText('(प्राथमिक)').length).toBeGreaterThan(0);
    expect(screen.getByText('पद्धति का प्रस्ताव दिखाया जा रहा है; अभी सहेजा नहीं गया।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रीसेट करें' })).toBeInTheDocument();
  });

  it('reads the Destiny Analyser in Tamil: captions, the cusp by its group, the sub lord and its category', async () => {
    await speak('ta');
    renderServed(<DestinyAnalyserPanel runningId={1} eventData={EVENT} />);
    const supportive = screen.getByRole('table', { name: 'துணை விதி' });
    expect(within(supportive).getByRole('columnheader', { name: 'உப அதிபதியின் வகை' })).toBeInTheDocument();
    const row = within(supportive).getByRole('row', { name: /^முதன்மை 10 கேது/ });
    // The sub lord's category as a badge, and the same category proposed as the row's Destiny Result.
    expect(within(row).getAllByText('கலப்பு (பாதகம்)')).toHaveLength(2);
    expect(within(row).getByRole('combobox', { name: 'துணை விதி முதன்மை 10 விதிப் பலன்' })).toHaveDisplayValue(
      'கலப்பு (பாதகம்)',
    );
    expect(screen.getByRole('table', { name: 'எதிர் விதி' })).toBeInTheDocument();
  });

  it('reads the report in Telugu: comment box, buttons and the summary in words', async () => {
    await speak('te');
    const data = savedEventData({ planetCategory: '9,8,5,3,1,5,6,6,4', planetOrder: '1,0,0,0,0,0,0,0,0' });
    renderServed(<ReportPanel runningId={1} eventData={data} />);
    expect(screen.getByRole('textbox', { name: 'వ్యాఖ్య' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'రూపొందించు' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'నివేదిక ముద్రించు' })).toBeInTheDocument();
    const planets = screen.getByRole('table', { name: 'గ్రహ ఫలితాలు' });
    expect(within(planets).getByRole('row', { name: 'కేతువు అతి ప్రతికూలం 1' })).toBeInTheDocument();
    const destiny = screen.getByRole('table', { name: 'విధి ఫలితాలు' });
    expect(
      within(destiny).getByRole('row', { name: 'వ్యతిరేక అతి చెడు 9 బుధుడు మిశ్రమం (అనుకూలం)' }),
    ).toBeInTheDocument();
  });

  it('reads the Prosperity Analyser in Tamil: columns, chain elements, marks and the combined result', async () => {
    await speak('ta');
    renderServed(<ProsperityAnalyserPanel runningId={1} eventData={EVENT} />, {
      '/api/chart/prosperitychart/1/7': prosperityChartSchema.parse(PROSPERITY_CHART),
    });
    const ketu = await screen.findByRole('table', { name: 'கேது' });
    const headers = within(ketu)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['கூறு', 'கிரகம்', 'CL', 'OCC', 'CST', 'CSL', 'வகைவகை']);
    expect(within(ketu).getByRole('rowheader', { name: 'நட்சத்திர அதிபதி' })).toBeInTheDocument();
    // A house of the Worst group carries the group's Tamil mark and name, not the English 'Wt'.
    expect(within(ketu).getAllByText('மோ').length).toBeGreaterThan(0);
    expect(screen.getByText('மிக மோசம்: 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'நெடுவரிசை காட்டு' }));
    expect(screen.getByRole('combobox', { name: 'கேது ஒருங்கிணைந்த பலன்' })).toHaveDisplayValue(
      'தேர்வு செய்யவில்லை',
    );
    expect(screen.getByRole('button', { name: 'நிறம் மறை' })).toBeInTheDocument();
  });

  it('reads the Time Analyser in Hindi: tables, filter boxes, the planet order and the periods caption', async () => {
    await speak('hi');
    renderServed(<TimeAnalyserPanel runningId={1} eventData={EVENT} />, {
      '/api/chart/piltchart/1/7': piltChartSchema.parse(PILT_CHART),
    });
    const ketu = await screen.findByRole('table', { name: 'केतु' });
    const headers = within(ketu)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['तत्व', 'ग्रह', 'राशि', 'समर्थन']);
    expect(within(ketu).getAllByRole('cell', { name: 'मिथुन' })).toHaveLength(2);
    const filter = screen.getByRole('table', { name: 'ग्रह पंक्तियाँ उभारें' });
    expect(within(filter).getByRole('checkbox', { name: 'शुभ ग्रह: सभी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ग्रह क्रम' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'मंगल, चंद्र और बुध की शुभ अवधियाँ' })).toBeInTheDocument();
  });

  it('reads the event bar in Hindi: the chosen event, its group heading and the panel toggles', async () => {
    await speak('hi');
    render(
      <EventBar
        open={new Set(['Natal Chart'])}
        onToggle={() => undefined}
        picker={
          <EventPicker
            catalogue={JOB_EVENT_DATA.allEvents}
            current="job"
            currentName="Job / service"
            onChoose={() => undefined}
          />
        }
      />,
    );
    expect(screen.getByRole('button', { name: 'घटना: नौकरी / सेवा' })).toBeInTheDocument();
    const panels = screen.getByRole('group', { name: 'पैनल' });
    expect(within(panels).getByRole('button', { name: 'जन्म कुंडली' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panels).getByRole('button', { name: 'जन्म स्थिति' })).toBeInTheDocument();
    expect(within(panels).getByRole('button', { name: 'स्व कारक' })).toBeInTheDocument();
  });
});
