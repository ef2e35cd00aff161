/**
 * computeVargaMargins at seeded random births and places (1900–2100, −60° to 65°, three ayanamsas, a
 * correction): every margin of every body in every division holds on the ephemeris, the sign the same at
 * the margin and another one second beyond, and a body reported to hold more than a day (null) still has
 * its sign at the day's end. Guards the shared sample instants and the bounds of the polynomial paths.
 */
import { describe, it } from 'vitest';
import type { ChartSettings } from '../settings.js';
import { computeVargaMargins } from './all-margins.js';
import { expectMarginsHold } from './margins-hold.fixture.js';

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

describe('computeVargaMargins at random births', () => {
  for (const [i, { jdUT, place, settings }] of cases.entries()) {
    it(`birth ${i + 1} (JD ${jdUT.toFixed(4)}, ${place.latitude.toFixed(1)}°): every margin holds`, () => {
      expectMarginsHold(computeVargaMargins(jdUT, place, settings), jdUT, place, settings);
    });
  }
});
