/**
 * The check that a varga margin is exact on the ephemeris: the body's divisional sign the same at the
 * margin and another one second beyond, and a body reported to hold more than a day (null) still in its
 * sign at the day's end. Read with SE directly (calcBody, the houses), not through the margins' own paths.
 */
import { expect } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import type { ChartSettings, Place } from '../settings.js';
import type { computeVargaMargins } from './all-margins.js';
import type { VargaBody } from './chart.js';
import { VARGA_DIVISIONS, vargaSign, type VargaDivision } from './rules.js';

const SECOND = 1 / 86_400;

function longitudeAt(body: VargaBody, jdUT: number, place: Place, settings: ChartSettings): number {
  if (body === 'Ascendant') return computeHouses(jdUT, place, settings).cusps[0]!;
  const st = calcBody(jdUT, body === 'Ketu' ? 'Rahu' : body, settings.ayanamsa, settings.node, {});
  return normalizeDegrees(st.longitude + (body === 'Ketu' ? 180 : 0) - settings.correction);
}

/** Expects every margin of every body in every division of `all` to hold one second either side. */
export function expectMarginsHold(
  all: ReturnType<typeof computeVargaMargins>,
  jdUT: number,
  place: Place,
  settings: ChartSettings,
): void {
  for (const [body, margins] of all) {
    const signAt = (n: VargaDivision, seconds: number): number =>
      vargaSign(n, longitudeAt(body, jdUT + seconds * SECOND, place, settings));
    for (const n of VARGA_DIVISIONS) {
      const sign = signAt(n, 0);
      for (const [direction, seconds] of [
        [-1, margins[n].earlierSeconds],
        [1, margins[n].laterSeconds],
      ] as const) {
        const where = `${body} D${n} ${direction === 1 ? 'later' : 'earlier'} ${seconds}`;
        if (seconds === null) {
          expect(signAt(n, direction * 86_400), where).toBe(sign);
        } else {
          expect(signAt(n, direction * seconds), where).toBe(sign);
          expect(signAt(n, direction * (seconds + 1)), where).not.toBe(sign);
        }
      }
    }
  }
}
