/**
 * The public matching cases: the pairs and the KP marriage promise of shared/oracles/turn4-public-cases.json
 * (copied to packages/astro/test-data), and the remaining published pairs of compatibility.md §11, each
 * Moon at the middle of its pada. Failures name the case, the field, expected and actual.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toChartLords } from '../chart-significators.js';
import { computeChart } from '../chart.js';
import { SIGNS } from '../tables/signs.js';
import { computeAshtakoota } from './ashtakoota.js';
import { computeMarriagePromise } from './kp-promise.js';
import { describeMatchMoon, type MatchMoon } from './moon.js';
import { computePoruthams } from './poruthams.js';
import { padaMiddle } from './compatibility-doc.fixture.js';

const casesPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-data/turn4-public-cases.json',
);

interface Person {
  star: number;
  pada: number;
  moonLongitude: number;
  sign: string;
}
interface MatchingExpected {
  kootas: Record<string, number>;
  total: number;
  doshas: { key: string; present: boolean; cancelledBy: string[] }[];
  totalWithCancellations: number;
  band: string;
  bandWithCancellations: string;
  poruthams: Record<string, boolean>;
  poruthamTotal: number;
}
interface OracleCase {
  id: string;
  category: string;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
}

const cases = (JSON.parse(readFileSync(casesPath, 'utf8')) as { cases: OracleCase[] }).cases;
const matchingCases = cases.filter((c) => c.category === 'matching');

/** The whole answer of a pair in the shape of the oracle's `expected`. */
function answerOf(bride: MatchMoon, groom: MatchMoon): MatchingExpected {
  const a = computeAshtakoota(bride, groom);
  const p = computePoruthams(bride, groom);
  return {
    kootas: Object.fromEntries(a.kootas.map((k) => [k.key, k.points])),
    total: a.total,
    doshas: a.doshas,
    totalWithCancellations: a.totalWithCancellations,
    band: a.band,
    bandWithCancellations: a.bandWithCancellations,
    poruthams: Object.fromEntries(p.poruthams.map((x) => [x.key, x.passed])),
    poruthamTotal: p.poruthamTotal,
  };
}

describe('matching pairs of turn4-public-cases.json', () => {
  it('holds the four public pairs', () => {
    expect(matchingCases.map((c) => c.id)).toHaveLength(4);
  });

  it.each(matchingCases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const input = c.input as { bride: Person; groom: Person };
    const [bride, groom] = [input.bride, input.groom].map((person) => {
      const moon = describeMatchMoon(person.moonLongitude);
      expect([moon.nakshatra, moon.pada, SIGNS[moon.sign]], `${c.id} Moon`).toEqual([
        person.star,
        person.pada,
        person.sign,
      ]);
      return moon;
    }) as [MatchMoon, MatchMoon];
    const expected = c.expected as unknown as MatchingExpected;
    const actual = answerOf(bride, groom);
    for (const field of Object.keys(expected) as (keyof MatchingExpected)[]) {
      expect(actual[field], `${c.id} ${field}`).toEqual(expected[field]);
    }
  });
});

/** §11's other rows: groom star/pada, bride star/pada, the eight kootas, total, doshas, restored, failed poruthams. */
const SECTION_11: readonly {
  id: string;
  groom: [number, number];
  bride: [number, number];
  kootas: number[];
  total: number;
  doshas: Record<string, string[]>;
  restored: number;
  bands: [string, string];
  failed: string[];
}[] = [
  {
    id: 'PJ2 Ashwini 1 / Bharani 1',
    groom: [1, 1],
    bride: [2, 1],
    kootas: [1, 2, 3, 2, 5, 5, 7, 8],
    total: 33,
    doshas: {},
    restored: 33,
    bands: ['good', 'good'],
    failed: ['mahendra', 'vasya'],
  },
  {
    id: 'E3 = PJ5 Uttara Ashadha 2 / Revati 1',
    groom: [21, 2],
    bride: [27, 1],
    kootas: [0, 1, 1.5, 2, 3, 6, 7, 0],
    total: 20.5,
    doshas: { nadi: [] },
    restored: 20.5,
    bands: ['average', 'average'],
    failed: ['dina'],
  },
  {
    id: 'PJ7 Pushya 1 / Magha 1',
    groom: [8, 1],
    bride: [10, 1],
    kootas: [1, 2, 1.5, 1, 5, 1, 0, 8],
    total: 19.5,
    doshas: {
      bhakoot: ['bhakoot-sign-lords-friends', 'bhakoot-navamsa-lords-friends'],
      gana: ['gana-sign-lords-friends', 'gana-navamsa-lords-friends'],
    },
    restored: 31.5,
    bands: ['average', 'good'],
    failed: ['gana', 'mahendra', 'rasi', 'vasya'],
  },
  {
    id: 'PJ8 Punarvasu 4 / Shravana 3',
    groom: [7, 4],
    bride: [22, 3],
    kootas: [1, 2, 1.5, 3, 0.5, 6, 7, 8],
    total: 29,
    doshas: {},
    restored: 29,
    bands: ['good', 'good'],
    failed: ['streeDeergha', 'rasi', 'rasiAdhipati', 'vasya'],
  },
];

describe('the other published pairs of compatibility.md §11', () => {
  it.each(SECTION_11.map((row) => [row.id, row] as const))('%s', (id, row) => {
    const bride = describeMatchMoon(padaMiddle(...row.bride));
    const groom = describeMatchMoon(padaMiddle(...row.groom));
    const actual = answerOf(bride, groom);
    expect(Object.values(actual.kootas), `${id} kootas`).toEqual(row.kootas);
    expect([actual.total, actual.totalWithCancellations], `${id} totals`).toEqual([row.total, row.restored]);
    const present = actual.doshas.filter((d) => d.present);
    expect(Object.fromEntries(present.map((d) => [d.key, d.cancelledBy])), `${id} doshas`).toEqual(
      row.doshas,
    );
    expect([actual.band, actual.bandWithCancellations], `${id} bands`).toEqual(row.bands);
    const failed = Object.entries(actual.poruthams).filter(([, passed]) => !passed);
    expect(
      failed.map(([key]) => key),
      `${id} failed poruthams`,
    ).toEqual(row.failed);
    expect(actual.poruthamTotal).toBe(10 - row.failed.length);
  });
});

describe('kp-marriage-promise-appendix-a', () => {
  const c = cases.find((x) => x.id === 'kp-marriage-promise-appendix-a') as OracleCase;
  const input = c.input as {
    date: string;
    time: string;
    tzOffsetHours: number;
    latitude: number;
    longitude: number;
  };

  it('reads the 4 steps of the 7th cusp sub lord of the computed chart as the case derives them', () => {
    const chart = computeChart({
      date: input.date,
      time: input.time,
      utcOffsetHours: input.tzOffsetHours,
      place: { latitude: input.latitude, longitude: input.longitude },
      settings: { ayanamsa: 5, node: 'mean' },
    });
    const promise = computeMarriagePromise(toChartLords(chart));
    expect({
      cusp7SubLord: promise.cusp7SubLord,
      steps: promise.steps.map(({ planet, houses }) => ({ planet, houses })),
      houses: promise.houses,
      verdict: promise.verdict,
      separation: promise.separation,
    }).toEqual(c.expected);
  });
});
