/**
 * Test fixture: small hand-made charts with equal houses of 30° starting at a chosen Ascendant, so the
 * house of every planet can be counted by hand. Sign lords come from the longitude; star, sub and sub-sub
 * lords default to the sign lord unless a test sets them (the rules under test only compare lords).
 */
import type { Planet } from '../tables/planets.js';
import { SIGN_LORDS } from '../tables/signs.js';
import type { ChartLords, CuspLords, PlanetLords, PointLords } from './types.js';

const signLordAt = (longitude: number): Planet => SIGN_LORDS[Math.floor(longitude / 30) % 12] as Planet;

const normalize = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** A point with all four lords equal to the sign lord, then overridden. */
function makePoint(longitude: number, overrides: Partial<PointLords> = {}): PointLords {
  const lord = signLordAt(longitude);
  return { longitude, signLord: lord, starLord: lord, subLord: lord, subSubLord: lord, ...overrides };
}

/**
 * A chart with cusp n at ascendant + 30·(n−1); each planet's house is counted from those cusps.
 * `lords` overrides planet lords, `cuspLords` overrides cusp lords by house number.
 */
export function makeChart(
  longitudes: Readonly<Record<Planet, number>>,
  options: {
    ascendant?: number;
    lords?: Partial<Record<Planet, Partial<PointLords>>>;
    cuspLords?: Partial<Record<number, Partial<PointLords>>>;
  } = {},
): ChartLords {
  const ascendant = options.ascendant ?? 0;
  const cusps: CuspLords[] = Array.from({ length: 12 }, (_, i) =>
    makePoint(normalize(ascendant + 30 * i), options.cuspLords?.[i + 1]),
  );
  const planets = {} as Record<Planet, PlanetLords>;
  for (const [name, longitude] of Object.entries(longitudes) as [Planet, number][]) {
    const house = Math.floor(normalize(longitude - ascendant) / 30) + 1;
    planets[name] = { ...makePoint(longitude, options.lords?.[name]), house, retrograde: false };
  }
  return { planets, cusps };
}

/**
 * Equal houses from 0° Aries (house n = sign n). Houses: Sun 8, Moon 2, Mars 1, Mercury 12, Jupiter 6,
 * Venus 12 (10° from Mercury), Saturn 5, Rahu 3, Ketu 9.
 */
export const SPREAD_LONGITUDES: Readonly<Record<Planet, number>> = {
  Sun: 215,
  Moon: 45,
  Mars: 10,
  Mercury: 335,
  Jupiter: 165,
  Venus: 345,
  Saturn: 135,
  Rahu: 75,
  Ketu: 255,
};
