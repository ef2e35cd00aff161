/**
 * The tithi, karana and nakshatra cases of shared/oracles/reference-cases.json read through the panchang of
 * their date (Hindu sunrise, as the sources): each named element is listed for the day with its end within
 * the case's tolerance, and the element at sunrise is the case's. PyJHora computes geometric positions
 * (P4): with `limbPositions: 'true'` its tithi ends come within a few seconds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LimbPositions } from '../ephemeris.js';
import type { LimbElement } from './limbs.js';
import { computePanchangDay, type PanchangDay } from './panchang-day.js';
import { expectInstant } from './panchang-test.fixture.js';

/**
 * PyJHora's tithi ends against ours with its geometric positions: it interpolates the elongation (4-point
 * inverse Lagrange), which leaves up to about 3 s.
 */
const PYJHORA_TRUE_POSITIONS_SECONDS = 3;

interface ReferenceCase {
  id: string;
  category: string;
  input: { date: string; tzOffsetHours: number; lat: number; lon: number; ayanamsa: { mode: number } | null };
  expected: Record<string, number | string | undefined>;
  tolerance: { minutes?: number; exact?: boolean };
}

const casesPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-data/reference-cases.json',
);
const cases = (JSON.parse(readFileSync(casesPath, 'utf8')) as ReferenceCase[]).filter((c) =>
  ['tithi', 'karana', 'nakshatra'].includes(c.category),
);

function panchangOf(c: ReferenceCase, limbPositions: LimbPositions = 'apparent'): PanchangDay {
  return computePanchangDay({
    date: c.input.date,
    utcOffsetHours: c.input.tzOffsetHours,
    place: { latitude: c.input.lat, longitude: c.input.lon },
    settings: { sunrise: 'hindu', ayanamsa: c.input.ayanamsa?.mode ?? 1, limbPositions },
  });
}

/** The end of the listed element `number`, as "yyyy-MM-dd HH:mm:ss" is compared. */
function expectEnd(
  c: ReferenceCase,
  what: string,
  list: LimbElement[],
  number: number,
  expected: string,
  seconds: number,
): void {
  const element = list.find((e) => e.number === number);
  expect(
    element,
    `${c.id}: ${what} ${number} listed among ${list.map((e) => e.number).join(', ')}`,
  ).toBeDefined();
  expectInstant(
    c.id,
    `${what} ${number} end`,
    expected.replace('T', ' '),
    element?.end,
    c.input.tzOffsetHours,
    seconds,
  );
}

describe.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  const e = c.expected;
  const seconds = (c.tolerance.minutes ?? 0) * 60;

  it('lists the element and its end as the source gives them', () => {
    const day = panchangOf(c);
    if (e.tithiAtSunrise !== undefined)
      expect(day.tithis[0]!.number, `${c.id} tithi at sunrise`).toBe(e.tithiAtSunrise);
    if (e.karanaAtSunrise !== undefined)
      expect(day.karanas[0]!.number, `${c.id} karana at sunrise`).toBe(e.karanaAtSunrise);
    if (e.nakshatraAtSunrise !== undefined)
      expect(day.nakshatras[0]!.number, `${c.id} nakshatra at sunrise`).toBe(e.nakshatraAtSunrise);
    const tithi = (e.tithi ?? e.tithiAtSunrise) as number;
    if (e.tithiEndLocal !== undefined)
      expectEnd(c, 'tithi', day.tithis, tithi, e.tithiEndLocal as string, seconds);
    if (e.nextTithiEndLocal !== undefined)
      expectEnd(c, 'tithi', day.tithis, e.nextTithi as number, e.nextTithiEndLocal as string, seconds);
    if (e.karanaEndLocal !== undefined)
      expectEnd(c, 'karana', day.karanas, e.karanaAtSunrise as number, e.karanaEndLocal as string, seconds);
    if (e.nakshatraEndLocal !== undefined)
      expectEnd(
        c,
        'nakshatra',
        day.nakshatras,
        e.nakshatra as number,
        e.nakshatraEndLocal as string,
        seconds,
      );
  });
});

describe.each(cases.filter((c) => c.id.startsWith('pyjhora-tithi')).map((c) => [c.id, c] as const))(
  '%s',
  (_id, c) => {
    it('comes within seconds of PyJHora with its true positions', () => {
      const day = panchangOf(c, 'true');
      const { tithi, tithiEndLocal } = c.expected as { tithi: number; tithiEndLocal: string };
      expectEnd(
        c,
        'tithi (true positions)',
        day.tithis,
        tithi,
        tithiEndLocal,
        PYJHORA_TRUE_POSITIONS_SECONDS,
      );
    });
  },
);
