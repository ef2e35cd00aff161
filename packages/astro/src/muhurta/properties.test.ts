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
import { computeChart } from '../chart.js';
import { findRunningPeriods } from '../dasha/vimshottari.js';
import { formatLocalIso } from '../time/julian-day.js';
import { SCENARIOS, type Scenario } from './scenarios.fixture.js';
import { searchMuhurta, type MuhurtaSearch } from './search.js';
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
const SECOND = 1 / 86400;

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
          // Vishti: karanas 8, 15, …, 57 of the panchang's list (§4.4).
          ...(c.vetoes.includes('vishti')
            ? day.karanas.filter((k) => k.number % 7 === 1 && k.number > 1)
            : []),
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
