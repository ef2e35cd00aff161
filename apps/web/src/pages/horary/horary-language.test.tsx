import type { HoraryChartData, VerdictAid } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { describeMethod } from './horary-chart-view';
import { HoraryForm } from './horary-form';
import { newHoraryValues } from './horary-form-values';
import { VerdictAidPanel } from './verdict-aid-panel';

const PROFILE = {
  firstName: 'Meena',
  lastName: null,
  address: null,
  city: 'Chennai, Tamil Nadu, India',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: 80.2707,
};

const none = { primary: [], secondary: [], supportive: [], bad: [], worse: [], worst: [] };

/** A marriage aid whose 7th cusp's sub lord Venus signifies the 7th (the engine's hand-worked case, cut short). */
const MARRIAGE: VerdictAid = {
  eventId: 1,
  eventKey: 'marriage',
  eventName: 'Marriage',
  menuGroup: 'Relationships',
  groups: { ...none, primary: [7], secondary: [2, 11] },
  readings: [
    {
      cusp: 7,
      subLord: 'Venus',
      starLord: 'Jupiter',
      starLordOccupies: 6,
      occupies: 12,
      starLordOwns: [9, 12],
      owns: [2, 7],
      houses: [2, 6, 7, 9, 12],
      byGroup: { ...none, primary: [7], secondary: [2] },
    },
  ],
  rulingPlanets: [{ planet: 'Saturn', roles: ['dayLord'] }],
  eventSignificators: ['Venus'],
  rulingSignificators: [],
};

function AidWithChoice() {
  const [eventId, setEventId] = useState<number | null>(null);
  return <VerdictAidPanel aids={[MARRIAGE]} eventId={eventId} onChange={setEventId} />;
}

describe('the horary pages in an Indian display language', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('reads the question form in Hindi: title, fields, rotation choices and buttons', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HoraryForm
          initial={newHoraryValues(PROFILE, Date.UTC(2025, 1, 14, 5, 15, 30))}
          saved={null}
          eventId={null}
          onResult={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'केपी प्रश्न कुंडली' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'प्रश्न संख्या (1 से 249)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'प्रश्न' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'जातक (वैकल्पिक)' })).toHaveAttribute(
      'placeholder',
      'नाम, संख्या या स्थान',
    );
    const rotation = screen.getByRole('combobox', { name: 'कुंडली किस भाव से पढ़ें' });
    expect(within(rotation).getByRole('option', { name: 'भाव 7: जीवनसाथी, साझेदार' })).toBeInTheDocument();
    expect(within(rotation).getByRole('option', { name: 'भाव 2' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^विकल्प: कुंडली उस निकटतम क्षण/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'कुंडली बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रश्न सहेजें' })).toBeInTheDocument();
  });

  it('reads the verdict aid in Telugu: the matter, its heading and its steps', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    render(<AidWithChoice />);
    expect(screen.getByRole('heading', { name: 'నిర్ణయ సహాయం' })).toBeInTheDocument();
    expect(screen.getByText('దశలను చూడటానికి విషయాన్ని ఎంచుకోండి.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'విషయం' }), 'వివాహం');
    const steps = screen.getByRole('list', { name: 'వివాహం కోసం నిర్ణయ సహాయం' });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(
      'భావ సంధి 7 (విషయపు ప్రధాన భావ సంధి) ఉప అధిపతి శుక్రుడు.',
    );
    expect(steps).toHaveTextContent('పాలక గ్రహాలలో ఏదీ వీటిలో లేదు.');
    expect(steps.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('reads the method steps in Tamil, sign and lord names translated and the degrees as they came', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    // Only the fields the method's words use: number 1's row of the KP 249 table, judged at Chennai.
    const chart = {
      horaryNumber: 1,
      row: {
        sign: 'Aries',
        signLord: 'Mars',
        nakshatra: 'Ashwini',
        starLord: 'Ketu',
        subLord: 'Ketu',
        start: '0°00′00″',
        end: '0°46′40″',
      },
      place: 'Chennai, Tamil Nadu, India',
      latitude: 13.0827,
      armc: 291.5,
      method: 'judgementMoment',
      chartMoment: '2025-02-14 10:45:30',
      timezone: 5.5,
      date: '2025-02-14',
      time: '10:45:30',
      risingAscendant: 'Pisces 20°10′00″',
      risingSign: 11,
      risingDegree: '20°10′00″',
      rotateHouse: 7,
    } as unknown as HoraryChartData;
    const steps = describeMethod(i18next.t, chart);
    expect(steps[0]).toBe(
      'எண் 1 கேபி 249 அட்டவணையின் வரிசை 1-ஐத் தேர்ந்தெடுக்கிறது: மேஷம் 0°00′00″ முதல் 0°46′40″ வரை, ராசி அதிபதி செவ்வாய், நட்சத்திரம் அசுவினி (கேது), உப அதிபதி கேது.',
    );
    expect(steps[4]).toContain('(மீனம் 20°10′00″)');
    expect(steps[5]).toMatch(/^பாவம் 7 முதல் பாவமாக/);
  });
});
