/**
 * computeVargaMargins at seeded random births and places (1900–2100, −60° to 65°, three ayanamsas, a
 * correction): every margin of every body in every division holds on the ephemeris, the sign the same at
 * the margin and another one second beyond, and a body reported to hold more than a day (null) still has
 * its sign at the day's end. Guards the shared sample instants and the bounds of the polynomial paths.
 */
import { describe, expect, it } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import type { ChartSettings, Place } from '../settings.js';
import { computeVargaMargins } from './all-margins.js';
import type { VargaBody } from './chart.js';
import { VARGA_DIVISIONS, vargaSign, type VargaDivision } from './rules.js';

const SECOND = 1 / 86_400;
let seed = 20_261_129;
const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;

const cases = Array.from({ length: 24 }, (_, i) => ({
  jdUT: 2415020.5 + random() * 73_000,
  place: { latitude: -60 + random() * 125, longitude: -180 + random() * 360 },
  settings: {
    ayanamsa: [1, 5, 3][i % 3],
    correction: i % 4 === 0 ? 0.01 : 0,
    node: 'mean',
    ephePath: undefined,
  } as unknown as ChartSettings,
}));

function longitudeAt(body: VargaBody, jdUT: number, place: Place, settings: ChartSettings): number {
  if (body === 'Ascendant') return computeHouses(jdUT, place, settings).cusps[0]!;
  const st = calcBody(jdUT, body === 'Ketu' ? 'Rahu' : body, settings.ayanamsa, settings.node, {});
  return normalizeDegrees(st.longitude + (body === 'Ketu' ? 180 : 0) - settings.correction);
}

describe('computeVargaMargins at random births', () => {
  for (const [i, { jdUT, place, settings }] of cases.entries()) {
    it(`birth ${i + 1} (JD ${jdUT.toFixed(4)}, ${place.latitude.toFixed(1)}°): every margin holds`, () => {
      const all = computeVargaMargins(jdUT, place, settings);
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
    });
  }
});
