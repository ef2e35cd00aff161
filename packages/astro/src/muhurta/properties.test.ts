/**
 * The properties of muhurta.md §8 on real searches, each checked by the second path (second-path.fixture.ts:
 * the ephemeris at single instants, the significator tables, the panchang of each day, the charts' dasha
 * trees): every window edge is a decided cut point or a veto edge that changes on the ephemeris within a
 * second of it; inside every window the reading holds at every tenth second and a second inside each edge;
 * a second outside, the window no longer qualifies or reports something else; no window shares a whole
 * second with a vetoed period of the panchang; the ruling planets are the product's "ruling planets now".
 */
import { describe, expect, it } from 'vitest';
import type { MuhurtaEdgeKey, MuhurtaVetoKey } from '@kpdesk/domain';
import { MUHURTA_VETO_DEFAULTS, MUHURTA_VETOES } from '@kpdesk/domain';
import { computeChart, type Chart } from '../chart.js';
import { findRunningPeriods } from '../dasha/vimshottari.js';
import { computeKpLords } from '../kp/lords.js';
import { computeBodyPositions } from '../positions.js';
import { resolveSettings } from '../settings.js';
import { formatLocalIso, parseLocalMoment, toJulianDayUT } from '../time/julian-day.js';
import { searchMuhurta, type MuhurtaSearch, type MuhurtaSearchInput } from './search.js';
import {
  changesBetween,
  findPanchangDay,
  readEphemerisMoment,
  readSecondPath,
  readVetoes,
  type SecondPathContext,
} from './second-path.fixture.js';
import type { MuhurtaWindow } from './windows.js';

/** How far an edge may sit from the instant the ephemeris changes: the rounding up plus a margin, seconds. */
const EDGE_BEFORE_SECONDS = 1.5;
const EDGE_AFTER_SECONDS = 0.5;
/**
 * Inside a window the reading is sampled this often, seconds, and a second inside each edge; the busy range,
 * all windows, every minute.
 */
const SAMPLE_STEP_SECONDS = 10;
const SECOND = 1 / 86400;

const chartOf = (date: string, time: string, offset: number, latitude: number, longitude: number): Chart =>
  computeChart({ date, time, utcOffsetHours: offset, place: { latitude, longitude } });

interface Scenario {
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
  toJulianDayUT(parseLocalMoment(date, time, offset));

const SCENARIOS: Scenario[] = [
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

function contextOf(s: Scenario, result: MuhurtaSearch): SecondPathContext {
  const vetoes = MUHURTA_VETOES.ids.filter((v) => s.input.vetoes?.[v] ?? MUHURTA_VETO_DEFAULTS[v]);
  const { favourable, negating, cusp } = result.profile;
  return { ...s.input, favourable, negating, cusp, vetoes, participants: s.charts };
}

const show = (jd: number, s: Scenario): string => formatLocalIso(jd, s.input.utcOffsetHours, 'second');

/** The reported fields of a window, and the same fields read by the second path at jd. */
function compare(w: MuhurtaWindow, jd: number, c: SecondPathContext) {
  const r = readSecondPath(jd, c);
  const expected = {
    qualifies: true,
    vetoes: [] as MuhurtaVetoKey[],
    lagna: [w.lagna.signLord, w.lagna.starLord, w.lagna.subLord],
    cuspSubLord: w.cuspSubLord,
    lagnaHouses: w.lagnaHouses,
    cuspHouses: w.cuspHouses,
    chains: [w.gates.lagna, w.gates.cusp].map((g) => g.steps.map((x) => [x.planet, x.houses])),
    rulingPlanets: w.rulingPlanets.map((p) => [p.planet, p.slots, p.houses, p.retrograde, p.counted]),
    rpScore: w.rpScore,
    participants: w.participants.map((p) => [
      p.runningId,
      p.reasons,
      p.score,
      p.starCount,
      p.moonHouse,
      p.periods.map((x) => x.lord),
    ]),
  };
  const actual = {
    qualifies: r.gates.pass,
    vetoes: r.vetoes,
    lagna: r.lagna,
    cuspSubLord: r.cuspSubLord,
    lagnaHouses: r.gates.lagna.houses,
    cuspHouses: r.gates.cusp.houses,
    chains: [r.gates.lagna.steps, r.gates.cusp.steps],
    rulingPlanets: r.rulingPlanets.map((p) => [p.planet, p.slots, p.houses, p.retrograde, p.counted]),
    rpScore: r.rpScore,
    participants: r.participants.map((p) => [p.runningId, p.reasons, p.score, p.count, p.h, p.lords]),
  };
  return { expected, actual, reading: r };
}

/** Instants to sample inside a window: a second inside each edge and every tenth second between. */
function samplesInside(w: MuhurtaWindow, step: number): number[] {
  const out: number[] = [];
  for (let s = 1; s <= w.seconds - 2; s += step) out.push(w.start + s * SECOND);
  if (w.seconds >= 3) out.push(w.end - 2 * SECOND);
  return out;
}

function checkEdge(kind: MuhurtaEdgeKey, edge: number, s: Scenario, c: SecondPathContext): boolean {
  const [before, after] = [edge - EDGE_BEFORE_SECONDS * SECOND, edge + EDGE_AFTER_SECONDS * SECOND];
  if (kind === 'range')
    return [s.input.from, s.input.to].some(
      (t) => Math.abs(Math.ceil(t * 86400 - 1e-3) / 86400 - edge) < SECOND / 2,
    );
  if (kind === 'antara') {
    const lords = (t: number) =>
      s.charts.map((p) =>
        findRunningPeriods(p.chart.dasha, t, 3)
          .map((x) => x.lord)
          .join(),
      );
    return lords(before).join('|') !== lords(after).join('|');
  }
  const [a, b] = [readEphemerisMoment(before, c), readEphemerisMoment(after, c)];
  if ((MUHURTA_VETOES.ids as readonly string[]).includes(kind)) {
    const only = { ...c, vetoes: [kind as MuhurtaVetoKey] };
    return readVetoes(before, a, only).length !== readVetoes(after, b, only).length;
  }
  return changesBetween(kind, a, b, c.cusp);
}

const RESULTS = new Map(SCENARIOS.map((s) => [s, searchMuhurta(s.input)]));

describe('the scenarios together', () => {
  it('bound windows by every kind of cut the busy range was built for, rejected windows too', () => {
    const kinds = new Set<string>();
    for (const result of RESULTS.values()) {
      for (const w of [...result.windows, ...result.rejectedByParticipants]) {
        for (const k of [...w.edges.start, ...w.edges.end]) kinds.add(k);
      }
    }
    const expected = [
      'range',
      'lagnaSub',
      'cuspSub',
      'cuspSign',
      'cuspPlanet',
      'planetSign',
      'antara',
      'sunrise',
    ];
    expect([...kinds].filter((k) => expected.includes(k)).sort()).toEqual([...expected].sort());
    expect(
      [...kinds].filter((k) => (MUHURTA_VETOES.ids as readonly string[]).includes(k)).length,
    ).toBeGreaterThan(1);
    const busy = RESULTS.get(SCENARIOS[3]!)!;
    for (const w of busy.rejectedByParticipants) expect(w.participants.some((p) => p.rejected)).toBe(true);
    const chandrashtama = busy.rejectedByParticipants.filter((w) =>
      w.participants.some((p) => p.runningId === 32 && p.reasons.includes('chandrashtama')),
    );
    expect(chandrashtama.length).toBeGreaterThan(0);
  });
});

describe.each(SCENARIOS)('$name', (s) => {
  const result = RESULTS.get(s)!;
  const c = contextOf(s, result);
  const all = [...result.windows, ...result.rejectedByParticipants];

  it('finds windows, in the decided order, inside the range', () => {
    expect(result.windows.length).toBeGreaterThan(0);
    for (const w of all) {
      expect(w.start).toBeGreaterThanOrEqual(s.input.from);
      expect(w.end).toBeLessThanOrEqual(Math.ceil(s.input.to * 86400 - 1e-3) / 86400);
    }
    const ranked = [...result.windows].sort(
      (a, b) => b.score - a.score || b.seconds - a.seconds || a.start - b.start,
    );
    expect(result.windows).toEqual(ranked);
  });

  it(
    'bounds every window by decided cut points or veto edges that change on the ephemeris there',
    { timeout: 30_000 },
    () => {
      for (const w of all) {
        for (const [side, edge] of [
          ['start', w.start],
          ['end', w.end],
        ] as const) {
          const kinds = w.edges[side];
          expect(kinds.length, `${show(edge, s)} ${side} names no cut`).toBeGreaterThan(0);
          const confirmed = kinds.filter((k) => checkEdge(k, edge, s, c));
          expect(
            confirmed,
            `${side} ${show(edge, s)} named ${kinds.join(', ')}: none changes there`,
          ).not.toEqual([]);
        }
      }
    },
  );

  it('holds the reading at every sampled second inside each window', { timeout: 60_000 }, () => {
    for (const w of all) {
      const rejected = result.rejectedByParticipants.includes(w);
      for (const jd of samplesInside(w, s.step)) {
        const { expected, actual, reading } = compare(w, jd, c);
        expect(actual, `window ${show(w.start, s)}–${show(w.end, s)} at ${show(jd, s)}`).toEqual(expected);
        expect(reading.rejected, `rejected at ${show(jd, s)}`).toBe(rejected);
        if (!rejected) expect(reading.score).toBe(w.score);
      }
    }
  });

  it('reads something else, or no window, a second outside each window', { timeout: 30_000 }, () => {
    for (const w of result.windows) {
      for (const jd of [w.start - 2 * SECOND, w.end + SECOND]) {
        if (jd < s.input.from || jd >= s.input.to) continue;
        const { expected, actual, reading } = compare(w, jd, c);
        const same = JSON.stringify(actual) === JSON.stringify(expected) && !reading.rejected;
        expect(same, `${show(jd, s)} outside ${show(w.start, s)}–${show(w.end, s)} reads the same`).toBe(
          false,
        );
      }
    }
  });

  it('shares no whole second with a vetoed period of the panchang', () => {
    for (const w of all) {
      for (const day of [findPanchangDay(w.start, c), findPanchangDay(w.end - SECOND, c)]) {
        const spans = [
          c.vetoes.includes('rahuKalam') ? day.rahuKalam : null,
          c.vetoes.includes('yamaganda') ? day.yamaganda : null,
          c.vetoes.includes('gulika') ? day.gulika : null,
          ...(c.vetoes.includes('durMuhurta') ? day.durMuhurtas : []),
        ];
        for (const span of spans) {
          if (span === null) continue;
          const firstSecond = Math.max(w.start, Math.ceil(span.start * 86400 - 1e-3) / 86400);
          expect(
            firstSecond >= Math.min(w.end, span.end),
            `${show(w.start, s)} overlaps ${show(span.start, s)}`,
          ).toBe(true);
        }
      }
    }
  });

  it(
    'reads the ruling planets of the product at the middle of each window, retrograde ones marked',
    { timeout: 30_000 },
    () => {
      for (const w of result.windows) {
        const middle = Math.round(((w.start + w.end) / 2) * 86400) / 86400;
        const moment = formatLocalIso(middle, s.input.utcOffsetHours, 'second');
        const chart = computeChart({
          date: moment.slice(0, 10),
          time: moment.slice(11),
          utcOffsetHours: s.input.utcOffsetHours,
          place: s.input.place,
          settings: s.input.settings,
        });
        const { dayLord, moon, lagna } = chart.rulingPlanets;
        const slots = [
          dayLord.planet,
          moon.signLord,
          moon.starLord,
          moon.subLord,
          lagna.signLord,
          lagna.starLord,
          lagna.subLord,
        ];
        expect(w.rulingPlanets.map((r) => r.planet)).toEqual([...new Set(slots)]);
        for (const r of w.rulingPlanets) {
          const body = chart.bodies.find((b) => b.name === r.planet)!;
          const canRetrograde = !['Sun', 'Moon', 'Rahu', 'Ketu'].includes(r.planet);
          expect(r.retrograde, r.planet).toBe(canRetrograde && body.isRetrograde);
        }
      }
    },
  );
});
