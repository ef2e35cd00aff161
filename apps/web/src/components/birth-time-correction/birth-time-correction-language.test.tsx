import {
  PLANETARY_POSITION_COLUMNS,
  type BirthTimeChart,
  type DisplayLanguage,
  type PositionRow,
} from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { CLIENT } from '../chart-page/chart-page-fixtures';
import { exampleRashiChart } from '../chart/chart-fixtures';
import { BirthTimeCorrectionPanel } from './birth-time-correction-panel';
import { SaveDialog } from './save-dialog';

/** A planetary position row: the Sun in Leo with its four lords and a margin of minutes either way. */
const sunRow = (subLord: string): PositionRow => [
  'Sun',
  'Leo',
  '26°04′14″',
  'Purva Phalguni',
  '4',
  '146.07',
  'Sun',
  '',
  '5',
  'Venus',
  subLord,
  'Mars',
  'Rahu',
  '-400',
  '300',
  'Leo',
];

const PLANETS = (subLord: string) => ({ columns: [...PLANETARY_POSITION_COLUMNS], rows: [sunRow(subLord)] });

/** The preview moves the Sun's sub lord from Saturn (saved) to Mercury. */
const PREVIEW: BirthTimeChart = {
  dateStd: '1990-04-02',
  time24: '05:10:00',
  birthdateStd: '1990-04-02',
  birthtime24: '05:10:00',
  birthTimeCorrected: null,
  date: '02-04-1990',
  day: 'Monday',
  time: '05:10:00',
  timezone: 5.5,
  city: 'Chennai',
  latitude: 13.08,
  longitude: 80.27,
  ayanamsaName: 'Krishnamurti',
  ayanamsaDegree: '23°43′12″',
  birthChart: exampleRashiChart(0),
  planetPosition: PLANETS('Mercury'),
  cuspalPosition: { columns: ['Cusp'], rows: [] },
};

function renderPanel() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const data = url.startsWith('/api/chart/birthtimechart/')
        ? PREVIEW
        : url.includes('planetary')
          ? PLANETS('Saturn')
          : { columns: ['Cusp'], rows: [] };
      return Promise.resolve(Response.json({ code: '200', message: '', data }));
    }),
  );
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <BirthTimeCorrectionPanel client={CLIENT} />
    </QueryClientProvider>,
  );
}

async function speak(language: DisplayLanguage) {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  applyDisplayLanguage('en');
});

describe('Birth Time Correction in the display language', () => {
  it('reads inputs, scrubber, preview and the changed lord in Hindi', async () => {
    await speak('hi');
    renderPanel();
    expect(screen.getByRole('region', { name: 'जन्म समय संशोधन' })).toBeInTheDocument();
    expect(screen.getByLabelText('जन्म तिथि')).toBeInTheDocument();
    expect(screen.getByLabelText('जन्म समय')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'समय खिसकाएँ' })).toBeInTheDocument();
    const steps = screen.getByRole('group', { name: 'जन्म समय खिसकाएँ' });
    expect(within(steps).getByRole('button', { name: 'एक मिनट पहले' })).toHaveTextContent('−1 मि.');
    expect(screen.getByRole('combobox', { name: 'स्लाइडर का विस्तार' })).toHaveDisplayValue('±5 मि.');
    expect(screen.getByText(/^दर्ज जन्म:/)).toHaveTextContent(
      'दर्ज जन्म: 02-04-1990 05:10:00 AM। रीसेट इसका पूर्वावलोकन दिखाकर इसे फिर से सहेजता है।',
    );
    const planets = await screen.findByRole('table', { name: /^ग्रह/ }, { timeout: 5000 });
    expect(within(planets).getByRole('rowheader', { name: 'सूर्य' })).toBeInTheDocument();
    expect(await within(planets).findByText('(बदला, पहले शनि)')).toBeInTheDocument();
    expect(within(planets).getByRole('cell', { name: /^बुध/ })).toHaveClass('table-warning');
    expect(planets.querySelector('caption')).toHaveTextContent('ग्रह सहेजी गई कुंडली से 1 स्वामी बदला');
  });

  it('names the preview drawing and its day in Tamil', async () => {
    await speak('ta');
    renderPanel();
    const chart = await screen.findByRole('img', { name: /முன்னோட்ட ஜாதகம்$/ }, { timeout: 5000 });
    expect(chart).toHaveAccessibleName('Meena Iyer 02-04-1990 05:10:00 AM முன்னோட்ட ஜாதகம்');
    expect(chart.querySelector('[data-role="centre"]')).toHaveTextContent('திங்கட்கிழமை');
  });

  it("titles a save's dialog and its Close buttons in Telugu, the spec's message as written", async () => {
    await speak('te');
    render(
      <SaveDialog
        dialog={{ title: 'Birth Time Correction', text: 'Birth Time updated.' }}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'జనన సమయ సవరణ' });
    expect(dialog).toHaveTextContent('Birth Time updated.');
    expect(within(dialog).getAllByRole('button', { name: 'మూసివేయి' })).toHaveLength(2);
  });
});
