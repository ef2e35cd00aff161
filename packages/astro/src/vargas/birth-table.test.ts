/**
 * A body's path read from the motion table against SE's sidereal longitudes: within the error bound that
 * margin-plan.ts gives it at every instant of the day, at births either side of a year's turn (where SE's
 * ΔT changes its slope) and elsewhere, in a mode whose ayanamsa moves evenly; none in a star's mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcBodyLongitude, calcBody, type EphemerisBody } from '../ephemeris.js';
import { useMotionTable } from '../ephemeris/session.js';
import { accelerationBoundOf } from '../margin/body-exit.js';
import { wrapDifference } from '../math/find-crossing.js';
import { buildMotionTable } from '../ephemeris/motion-table-build.js';
import { TABLE_ERROR, TABULATED_BODIES } from '../ephemeris/motion-table.js';
import { resolveSettings } from '../settings.js';
import { DELTA_T_CHORD_ERROR_DAYS, birthTableOf } from './birth-table.js';

/** 1999-10-01 to 2000-04-01 TT, across the turn of 2000. */
const RANGE = { fromJd: 2_451_452.5, toJd: 2_451_635.5 };
const table = buildMotionTable(RANGE.fromJd, RANGE.toJd);
beforeAll(() => useMotionTable(table));
afterAll(() => useMotionTable(null));

let seed = 2_026_112;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
const births = [2_451_544.5, 2_451_545.2, 2_451_543.9, 2_451_500.37, 2_451_600.81];
const settings = resolveSettings({ ayanamsa: 1 });

describe("a body's path from the motion table", () => {
  for (const jdUT of births) {
    it(`keeps within its bound of the ephemeris all day, birth JD ${jdUT}`, () => {
      const birth = birthTableOf(jdUT, settings)!;
      const off = TABULATED_BODIES.flatMap((body: EphemerisBody) => {
        const path = birth.path(body);
        if (path === null) return [];
        const start = calcBody(jdUT, body, settings.ayanamsa, 'mean');
        const travel = (Math.abs(start.speed) + accelerationBoundOf(body, 'mean')) * 3600;
        const bound =
          2 * TABLE_ERROR[body as keyof typeof TABLE_ERROR] + 1e-8 + travel * DELTA_T_CHORD_ERROR_DAYS;
        expect(path.moved(0)).toBe(0);
        return Array.from({ length: 40 }, () => -1 + 2 * random()).flatMap((t) => {
          const moved = wrapDifference(
            calcBodyLongitude(jdUT + t, body, settings.ayanamsa, 'mean') - start.longitude,
          );
          const arcsec = Math.abs(path.moved(t) - moved) * 3600;
          return arcsec <= bound ? [] : [`${body} at ${t}: ${arcsec}″ (bound ${bound}″)`];
        });
      });
      expect(off).toEqual([]);
    });
  }

  it('is read for every body the table holds, and not in a mode that follows a star', () => {
    const birth = birthTableOf(births[3]!, settings)!;
    expect(
      TABULATED_BODIES.filter((b) => b !== 'Mercury' && b !== 'Venus' && birth.path(b) === null),
    ).toEqual([]);
    expect(birthTableOf(births[3]!, resolveSettings({ ayanamsa: 27 }))!.path('Moon')).toBeNull();
  });
});
