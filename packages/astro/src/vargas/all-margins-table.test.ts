/**
 * computeVargaMargins with its samples from the motion table answers what it answers from the ephemeris, to
 * the second, and every margin holds on the ephemeris one second either side: seeded random births within
 * a table built over the year 2000, in six ayanamsas (J2000's, projected on its epoch's ecliptic, reads
 * the ephemeris), with a correction and either node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMotionTable } from '../ephemeris/session.js';
import { buildMotionTable } from '../ephemeris/motion-table-build.js';
import { resolveSettings } from '../settings.js';
import { computeVargaMargins } from './all-margins.js';
import { expectMarginsHold } from './margins-hold.fixture.js';
import { birthTableOf } from './birth-table.js';

const RANGE = { fromJd: 2_451_544.5, toJd: 2_451_910.5 };
const MODES = [5, 1, 27, 18, 46, 3];

let seed = 29_112_026;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
const births = Array.from({ length: 18 }, (_, i) => ({
  jdUT: RANGE.fromJd + 1.1 + random() * (RANGE.toJd - RANGE.fromJd - 2.2),
  place: { latitude: -60 + random() * 125, longitude: -180 + random() * 360 },
  settings: resolveSettings({
    ayanamsa: MODES[i % MODES.length],
    correction: i % 4 === 1 ? -0.37 : 0,
    node: i % 5 === 2 ? 'true' : 'mean',
  }),
}));

const table = buildMotionTable(RANGE.fromJd, RANGE.toJd);
beforeAll(() => useMotionTable(table));
afterAll(() => useMotionTable(null));

/** The margins without the table, then with it. */
function bothWays(birth: (typeof births)[number]) {
  useMotionTable(null);
  const fromEphemeris = computeVargaMargins(birth.jdUT, birth.place, birth.settings);
  useMotionTable(table);
  return { fromEphemeris, fromTable: computeVargaMargins(birth.jdUT, birth.place, birth.settings) };
}

describe('computeVargaMargins from the motion table', () => {
  it('reads the table in every mode that subtracts its ayanamsa, and not in J2000', () => {
    const { jdUT, settings } = births[0]!;
    expect(birthTableOf(jdUT, settings)?.holds('Moon', [-1, 1])).toBe(true);
    expect(birthTableOf(jdUT, { ...settings, ayanamsa: 18 })).toBeNull();
    expect(birthTableOf(RANGE.toJd - 0.5, settings)?.holds('Moon', [-1, 1])).toBe(false);
  });

  for (const [i, birth] of births.entries()) {
    const { jdUT, place, settings } = birth;
    it(`birth ${i + 1} (JD ${jdUT.toFixed(4)}, ayanamsa ${settings.ayanamsa}, ${settings.node} node): the same margins, and they hold`, () => {
      const { fromEphemeris, fromTable } = bothWays(birth);
      expect(fromTable).toEqual(fromEphemeris);
      expectMarginsHold(fromTable, jdUT, place, settings);
    });
  }
});
