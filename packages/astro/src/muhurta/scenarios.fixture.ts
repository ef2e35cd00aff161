/**
 * The searches the properties test runs (properties.test.ts): New Delhi with two people; London with every
 * veto on as Venus leaves combustion, under Lahiri, the true node and drik sunrise; Chennai across Mercury's
 * station with edited houses; and a Mumbai day built to bound windows by every kind of cut (a sunrise, an
 * antara boundary, a person entering Chandrashtama, every veto).
 */
import { MUHURTA_VETOES } from '@kpdesk/domain';
import { computeChart, type Chart } from '../chart.js';
import { computeKpLords } from '../kp/lords.js';
import { computeBodyPositions } from '../positions.js';
import { resolveSettings } from '../settings.js';
import { parseCivilMoment, toJulianDayUT } from '../time/julian-day.js';
import type { MuhurtaSearchInput } from './search.js';

/**
 * Inside a window the reading is sampled this often, seconds, and a second inside each edge; the busy range,
 * all windows, every minute.
 */
const SAMPLE_STEP_SECONDS = 10;
const SECOND = 1 / 86400;

const chartOf = (date: string, time: string, offset: number, latitude: number, longitude: number): Chart =>
  computeChart({ date, time, utcOffsetHours: offset, place: { latitude, longitude } });

/** A search with the natal charts of its people and how often its windows are sampled. */
export interface Scenario {
  name: string;
  input: MuhurtaSearchInput;
  charts: { runningId: number; chart: Chart }[];
  /** Seconds between samples inside a window. */
  step: number;
}

function scenario(
  name: string,
  input: Omit<MuhurtaSearchInput, 'participants'>,
  charts: Scenario['charts'],
  step = SAMPLE_STEP_SECONDS,
): Scenario {
  return { name, input: { ...input, participants: charts }, charts, step };
}

const local = (date: string, time: string, offset: number): number =>
  toJulianDayUT(parseCivilMoment(date, time, offset));

/** The four searches. */
export const SCENARIOS: Scenario[] = [
  scenario(
    'New Delhi, marriage, two people, default vetoes, every window kept',
    {
      profile: { event: 'marriage' },
      from: local('2026-03-10', '00:00:00', 5.5),
      to: local('2026-03-11', '12:00:00', 5.5),
      utcOffsetHours: 5.5,
      place: { latitude: 28.6139, longitude: 77.209 },
      minWindowSeconds: 0,
    },
    [
      { runningId: 11, chart: chartOf('1995-03-10', '06:20', 5.5, 28.6139, 77.209) },
      { runningId: 12, chart: chartOf('1993-11-22', '21:45', 5.5, 13.0827, 80.2707) },
    ],
  ),
  scenario(
    'London, business, every veto on (Venus leaves combustion), Lahiri, true node, drik sunrise',
    {
      profile: { event: 'business' },
      from: local('2026-03-01', '18:00:00', 0),
      to: local('2026-03-03', '06:00:00', 0),
      utcOffsetHours: 0,
      place: { latitude: 51.5074, longitude: -0.1278 },
      vetoes: Object.fromEntries(MUHURTA_VETOES.ids.map((v) => [v, true])),
      settings: { ayanamsa: 1, node: 'true', sunrise: 'drik' },
      minWindowSeconds: 10,
    },
    [{ runningId: 21, chart: chartOf('1988-07-04', '14:10', 1, 51.5074, -0.1278) }],
  ),
  scenario(
    'Chennai, contract on the 3rd cusp across Mercury turning retrograde, edited houses',
    {
      profile: { event: 'contract', favourable: [2, 9, 11, 5], negating: [6, 8] },
      from: local('2026-02-26', '00:00:00', 5.5),
      to: local('2026-02-27', '06:00:00', 5.5),
      utcOffsetHours: 5.5,
      place: { latitude: 13.0827, longitude: 80.2707 },
      vetoes: { gulika: false, vishti: true },
      minWindowSeconds: 30,
    },
    [],
  ),
  busyScenario(),
];

/** The first instant after `from` (hourly, then to the second) at which the Moon changes sign. */
function findMoonSignChange(from: number): { t: number; sign: number } {
  const signAt = (t: number): number =>
    computeKpLords(computeBodyPositions(t, resolveSettings()).bodies[1]!.longitude).signIndex;
  let [a, b] = [from, from + 1 / 24];
  while (signAt(b) === signAt(from)) [a, b] = [b, b + 1 / 24];
  while (b - a > SECOND) {
    const mid = (a + b) / 2;
    if (signAt(mid) === signAt(from)) a = mid;
    else b = mid;
  }
  return { t: b, sign: signAt(b) };
}

/** A birth chart (noon at Mumbai, a day at a time from 1990 on) that `fits`. */
function findChart(fits: (chart: Chart) => boolean): Chart {
  for (let day = 0; ; day++) {
    const date = new Date(Date.UTC(1990, 0, 1 + day)).toISOString().slice(0, 10);
    const chart = chartOf(date, '12:00', 5.5, 19.076, 72.8777);
    if (fits(chart)) return chart;
  }
}

/**
 * A range built to exercise every kind of edge: every house favourable and none negating (the gates always
 * pass, so windows end wherever a reported field changes), every veto on, a sunrise, one person whose antara
 * changes inside and one who enters Chandrashtama when the Moon changes sign inside (18:15 IST).
 */
function busyScenario(): Scenario {
  const from = local('2026-03-16', '05:00:00', 5.5);
  const to = local('2026-03-16', '20:00:00', 5.5);
  const change = findMoonSignChange(from);
  const chandrashtama = findChart((chart) => chart.bodies[1]!.signIndex === (change.sign + 5) % 12);
  // The person whose antara changes is never rejected in the range, so that the range has windows.
  const moonAt = (t: number) =>
    computeKpLords(computeBodyPositions(t, resolveSettings()).bodies[1]!.longitude);
  const transitStars = [moonAt(from).nakshatraNumber, moonAt(to).nakshatraNumber];
  const isFit = (chart: Chart): boolean =>
    ![change.sign + 4, change.sign + 5].map((x) => x % 12).includes(chart.bodies[1]!.signIndex) &&
    !transitStars.includes(chart.bodies[1]!.nakshatraNumber);
  const antara = findChart(
    (chart) =>
      isFit(chart) &&
      chart.dasha.mahadashas.some((md) =>
        md.periods.some((b) => b.periods.some((a) => a.start > from + 0.1 && a.start < to - 0.1)),
      ),
  );
  return scenario(
    'Mumbai, every house favourable, every veto on, a sunrise, an antara boundary and Chandrashtama inside',
    {
      profile: { event: 'travel', favourable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], negating: [] },
      from,
      to,
      utcOffsetHours: 5.5,
      place: { latitude: 19.076, longitude: 72.8777 },
      vetoes: Object.fromEntries(MUHURTA_VETOES.ids.map((v) => [v, true])),
      minWindowSeconds: 0,
    },
    [
      { runningId: 31, chart: antara },
      { runningId: 32, chart: chandrashtama },
    ],
    60,
  );
}
