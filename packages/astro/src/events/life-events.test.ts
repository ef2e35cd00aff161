/**
 * Life events and rectification (decisions.md "Life events and rectification"): running periods against an
 * independent walk of the Vimshottari table, scores against a second path written here from the decisions'
 * words, and candidate bounds against the chart's own Ascendant one second either side.
 */
import { describe, expect, it } from 'vitest';
import {
  EVENT_CATALOGUE,
  compareCandidates,
  computeChart,
  computeHouses,
  computeInputJulianDay,
  findAscendantRowSegments,
  findKpSubRow,
  resolveSettings,
  scoreLifeEvent,
  toChartLords,
  type Chart,
  type EventDefinition,
  type Planet,
  type RankedCandidate,
} from '../index.js';

const SECOND = 1 / 86400;
/** Period bounds of the two walks agree to a millisecond. */
const PERIOD_TOLERANCE_DAYS = SECOND / 1000;
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };
const SETTINGS = { ayanamsa: 5 };
const BIRTH = { date: '1985-03-14', time: '07:30:00', utcOffsetHours: 5.5 };
const chart = computeChart({ ...BIRTH, place: CHENNAI, settings: SETTINGS });

const ORDER: Planet[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const YEARS: Record<Planet, number> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

interface Walked {
  lord: Planet;
  start: number;
  end: number;
}

/** The period containing `jd` among the nine sub-periods of [start, start + length) beginning with `first`. */
function walkLevel(first: Planet, start: number, length: number, jd: number): Walked {
  let at = start;
  const from = ORDER.indexOf(first);
  for (let k = 0; k < 9; k++) {
    const lord = ORDER[(from + k) % 9] as Planet;
    const span = (length * YEARS[lord]) / 120;
    if (jd < at + span) return { lord, start: at, end: at + span };
    at += span;
  }
  throw new Error('outside the parent period');
}

/** Dasha, bhukti, antara, sookshma at `jd`, walked from the Moon's nakshatra (domain §12), not via the engine. */
function walkDasha(moon: number, birthJd: number, yearDays: number, jd: number): Walked[] {
  const nakshatra = 360 / 27;
  const first = ORDER[Math.floor(moon / nakshatra) % 9] as Planet;
  const elapsed = (moon % nakshatra) / nakshatra;
  const cycle = 120 * yearDays;
  const md = walkLevel(first, birthJd - elapsed * YEARS[first] * yearDays, cycle, jd);
  const chain = [md];
  for (let level = 1; level < 4; level++) {
    const parent = chain[level - 1] as Walked;
    chain.push(walkLevel(parent.lord, parent.start, parent.end - parent.start, jd));
  }
  return chain;
}

const moonOf = (c: Chart) => c.bodies.find((b) => b.name === 'Moon')?.longitude ?? NaN;
const eventOf = (key: string): EventDefinition => {
  const found = EVENT_CATALOGUE.find((e) => e.key === key);
  if (!found) throw new Error(key);
  return found;
};

const VALUE_BY_NAME: Record<string, number> = {
  'Favourable (More)': 3,
  Favourable: 2,
  'Favourable (Less)': 1,
  'Mixed (+ve)': 1,
  Mixed: 0,
  'Mixed (-ve)': -1,
  'Unfavourable (less)': -1,
  Unfavourable: -2,
  'Unfavourable (More)': -3,
};
/** Rows: sub lord class; columns: star lord class (decisions.md "Planet category for an event"). */
const GRID: Record<string, Record<string, string>> = {
  F: { F: 'Favourable (More)', M: 'Favourable', U: 'Favourable (Less)' },
  M: { F: 'Mixed (+ve)', M: 'Mixed', U: 'Mixed (-ve)' },
  U: { F: 'Unfavourable (less)', M: 'Unfavourable', U: 'Unfavourable (More)' },
};

/** The second path: houses CL ∪ OCC ∪ CST ∪ CSL read off the chart, classed and looked up in the grid. */
function valueOf(c: Chart, planet: Planet, event: EventDefinition): number {
  const classOf = (p: Planet): string => {
    const body = c.bodies.find((b) => b.name === p);
    const houses = new Set<number>([body?.house ?? 0]);
    for (const cusp of c.cusps) {
      if (cusp.signLord === p || cusp.starLord === p || cusp.subLord === p) houses.add(cusp.house);
    }
    const g = event.groups;
    const good = [...houses].some((h) => [...g.primary, ...g.secondary, ...g.supportive].includes(h));
    const bad = [...houses].some((h) => [...g.bad, ...g.worse, ...g.worst].includes(h));
    if (good && !bad) return 'F';
    return bad && !good ? 'U' : 'M';
  };
  const lords = c.bodies.find((b) => b.name === planet);
  if (!lords) throw new Error(planet);
  return VALUE_BY_NAME[GRID[classOf(lords.subLord)]?.[classOf(lords.starLord)] ?? ''] ?? NaN;
}

const EVENTS = [
  { key: 'education', date: '2003-06-10', time: '12:00:00' },
  { key: 'job', date: '2008-09-01', time: '09:30:00' },
  { key: 'marriage', date: '2012-05-20', time: '18:45:00' },
  { key: 'childbirth', date: '2015-11-02', time: '04:10:00' },
  { key: 'property', date: '2019-01-15', time: '12:00:00' },
];

describe('running periods and event scores', () => {
  it.each(EVENTS)('walks the Vimshottari table to the same four periods at $key', (e) => {
    const jd = computeInputJulianDay({ date: e.date, time: e.time, utcOffsetHours: 5.5 });
    const scored = scoreLifeEvent(toChartLords(chart), chart.dasha, jd, eventOf(e.key).groups);
    const walked = walkDasha(moonOf(chart), chart.profile.julianDayUT, chart.profile.dashaYearDays, jd);
    expect(scored.periods.map((p) => p.level)).toEqual(['dasha', 'bhukti', 'antara', 'sookshma']);
    scored.periods.forEach((period, i) => {
      const w = walked[i] as Walked;
      expect(period.lord).toBe(w.lord);
      expect(Math.abs(period.start - w.start)).toBeLessThan(PERIOD_TOLERANCE_DAYS);
      expect(Math.abs(period.end - w.end)).toBeLessThan(PERIOD_TOLERANCE_DAYS);
      expect(period.start <= jd && jd < period.end).toBe(true);
    });
  });

  it.each(EVENTS)('scores $key as the second path does, to the unit', (e) => {
    const event = eventOf(e.key);
    const jd = computeInputJulianDay({ date: e.date, time: e.time, utcOffsetHours: 5.5 });
    const scored = scoreLifeEvent(toChartLords(chart), chart.dasha, jd, event.groups);
    const walked = walkDasha(moonOf(chart), chart.profile.julianDayUT, chart.profile.dashaYearDays, jd);
    const cusp = Math.min(...event.groups.primary);
    const subLord = chart.cusps[cusp - 1]?.subLord as Planet;
    const expected =
      walked.slice(0, 3).reduce((sum, w) => sum + valueOf(chart, w.lord, event), 0) +
      valueOf(chart, subLord, event);
    expect(scored.score).toBe(expected);
    expect(scored.promise).toMatchObject({ cusp, subLord, value: valueOf(chart, subLord, event) });
    expect(scored.periods[3]?.category).toBeNull();
    expect(scored.periods[3]?.value).toBeNull();
    scored.periods.slice(0, 3).forEach((p) => expect(p.value).toBe(valueOf(chart, p.lord, event)));
  });
});

const ascendantRowAt = (jd: number, place: { latitude: number; longitude: number }) =>
  findKpSubRow(computeHouses(jd, place, resolveSettings(SETTINGS)).cusps[0] as number);
const roundToSecond = (jd: number) => Math.round(jd / SECOND) * SECOND;
/** A birth at 52°N (Amsterdam), where the Ascendant rises unevenly: short and long rows side by side. */
const AMSTERDAM = { latitude: 52.3676, longitude: 4.9041 };

describe.each([
  ['Chennai (13°N), ±4 h', CHENNAI, 4],
  ['Amsterdam (52°N), ±4 h', AMSTERDAM, 4],
])('rectification candidates at %s', (_name, place, hours) => {
  const birthJd = chart.profile.julianDayUT;
  const start = birthJd - hours / 24;
  const end = birthJd + hours / 24;
  const segments = findAscendantRowSegments(start, end, place, resolveSettings(SETTINGS));

  it('tiles the window with one row of the 249 table each, consecutive rows different', () => {
    expect(segments.length).toBeGreaterThan(20);
    expect(segments[0]?.startJdUT).toBe(start);
    expect(segments.at(-1)?.endJdUT).toBe(end);
    segments.slice(1).forEach((s, i) => {
      expect(s.startJdUT).toBe(segments[i]?.endJdUT);
      expect(s.row).not.toBe(segments[i]?.row);
    });
  });

  it('starts every inner segment on the second its row begins: 1 s either side the rows differ', () => {
    for (const s of segments.slice(1)) {
      const bound = roundToSecond(s.startJdUT);
      if (s.endJdUT - s.startJdUT < 2 * SECOND) continue;
      expect(ascendantRowAt(bound - SECOND, place).n).not.toBe(s.row);
      expect(ascendantRowAt(bound + SECOND, place).n).toBe(s.row);
    }
  });

  it('never spans a change of sign, star or sub lord: one row sampled every 20 s inside each', () => {
    for (const s of segments) {
      for (let jd = roundToSecond(s.startJdUT) + SECOND; jd < s.endJdUT - SECOND; jd += 20 * SECOND) {
        const row = ascendantRowAt(jd, place);
        expect([row.n, row.signLord, row.starLord, row.subLord]).toEqual([
          s.row,
          s.signLord,
          s.starLord,
          s.subLord,
        ]);
      }
    }
  });
});

describe('candidate order', () => {
  const c = (score: number, agree: boolean, away: number, middle: number): RankedCandidate => ({
    score,
    rulingPlanetsAgree: agree,
    secondsFromBirth: away,
    middleSeconds: middle,
  });
  it('orders by score, then agreement, then nearness to the birth time, then the earlier', () => {
    const list = [
      c(1, false, 10, 5),
      c(4, false, 900, 1),
      c(4, true, 3000, 2),
      c(4, true, 60, 3),
      c(4, true, 60, 0),
    ];
    expect([...list].sort(compareCandidates)).toEqual([list[4], list[3], list[2], list[1], list[0]]);
  });
});
