/**
 * Manglik (Kuja) dosha of one person (compatibility.md §7, C13): Mars in the 1st, 2nd, 4th, 7th, 8th or
 * 12th sign counted from the Lagna, the Moon and Venus (whole signs), with every cancellation rule of B.V.
 * Raman's list that applies, listed and never applied. Whether both partners are Manglik is decided where
 * the two meet (match.ts).
 */
import type { ManglikRuleKey } from '@kpdesk/domain';
import type { Chart, ChartBody } from '../chart.js';
import type { Planet } from '../tables/planets.js';
import { SIGN_LORDS } from '../tables/signs.js';
import { countSigns } from './moon.js';

/** The house of Mars from each reference when it is a Manglik house (1, 2, 4, 7, 8, 12), else null. */
export interface ManglikFrom {
  lagna: number | null;
  moon: number | null;
  venus: number | null;
}

/** Manglik dosha of one chart. */
export interface Manglik {
  /** Mars is in a Manglik house from at least one reference. */
  present: boolean;
  from: ManglikFrom;
  /** The cancellation rules that apply, in the order of §7.2; empty when not Manglik. */
  cancellations: ManglikRuleKey[];
}

/** What Manglik reads of a chart: the bodies' signs, longitudes and speeds and the Ascendant's sign. */
export type ManglikChart = Pick<Chart, 'bodies' | 'ascendant'>;

const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** Signs by index: Aries 0 … Pisces 11. */
const [ARIES, TAURUS, GEMINI, CANCER, LEO, VIRGO, LIBRA, SCORPIO, SAGITTARIUS, CAPRICORN, AQUARIUS, PISCES] =
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

const isInSigns = (sign: number, signs: readonly number[]): boolean => signs.includes(sign);

/** The facts the cancellation rules read. */
interface ManglikFacts {
  mars: ChartBody;
  sun: ChartBody;
  lagnaSign: number;
  houses: readonly number[];
  signOf: (planet: Planet) => number;
}

function bodyOf(chart: ManglikChart, planet: Planet): ChartBody {
  const body = chart.bodies.find((b) => b.name === planet);
  if (body === undefined) throw new RangeError(`planet missing from the chart: ${planet}`);
  return body;
}

/** Shortest angular distance between two longitudes, degrees 0..180. */
function separation(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** A house-specific rule: some reference has Mars in `house` and Mars is in one of `signs`. */
const inHouseAndSign =
  (house: number, signs: readonly number[]) =>
  (f: ManglikFacts): boolean =>
    f.houses.includes(house) && signs.includes(f.mars.signIndex);

/** §7.2, in order. */
const RULES: readonly (readonly [ManglikRuleKey, (f: ManglikFacts) => boolean])[] = [
  ['mars-in-leo-or-aquarius', (f) => isInSigns(f.mars.signIndex, [LEO, AQUARIUS])],
  ['mars-2nd-in-gemini-or-virgo', inHouseAndSign(2, [GEMINI, VIRGO])],
  ['mars-4th-in-aries-or-scorpio', inHouseAndSign(4, [ARIES, SCORPIO])],
  ['mars-7th-in-cancer-or-capricorn', inHouseAndSign(7, [CANCER, CAPRICORN])],
  ['mars-8th-in-sagittarius-or-pisces', inHouseAndSign(8, [SAGITTARIUS, PISCES])],
  ['mars-12th-in-taurus-or-libra', inHouseAndSign(12, [TAURUS, LIBRA])],
  ['mars-with-or-aspected-by-jupiter-or-saturn', isWithOrAspectedByJupiterOrSaturn],
  ['mars-retrograde', (f) => f.mars.speed < 0],
  ['mars-combust-or-sandhi', isCombustOrSandhi],
  ['mars-lagna-lord', (f) => isInSigns(f.lagnaSign, [ARIES, SCORPIO])],
  [
    'mars-own-exalted-or-friend-sign',
    (f) => isInSigns(f.mars.signIndex, [ARIES, SCORPIO, CAPRICORN, LEO, CANCER, SAGITTARIUS, PISCES]),
  ],
  ['mars-in-movable-sign', (f) => isInSigns(f.mars.signIndex, [ARIES, CANCER, LIBRA, CAPRICORN])],
  ['mars-dispositor-kendra-trikona', isDispositorInKendraOrTrikona],
  ['lagna-cancer-or-leo', (f) => isInSigns(f.lagnaSign, [CANCER, LEO])],
];

/** Jupiter or Saturn in Mars's sign; Mars 5th, 7th, 9th from Jupiter; or 3rd, 7th, 10th from Saturn. */
function isWithOrAspectedByJupiterOrSaturn(f: ManglikFacts): boolean {
  const mars = f.mars.signIndex;
  const jupiter = f.signOf('Jupiter');
  const saturn = f.signOf('Saturn');
  return (
    jupiter === mars ||
    saturn === mars ||
    [5, 7, 9].includes(countSigns(jupiter, mars)) ||
    [3, 7, 10].includes(countSigns(saturn, mars))
  );
}

/** Within 17° of the Sun, or within 1° of either edge of its sign. */
function isCombustOrSandhi(f: ManglikFacts): boolean {
  const degree = f.mars.longitude - 30 * f.mars.signIndex;
  return separation(f.sun.longitude, f.mars.longitude) <= 17 || degree < 1 || degree >= 29;
}

/** The lord of Mars's sign in the 1st, 4th, 5th, 7th, 9th or 10th sign from the Lagna. */
function isDispositorInKendraOrTrikona(f: ManglikFacts): boolean {
  const dispositor = SIGN_LORDS[f.mars.signIndex] as Planet;
  return [1, 4, 5, 7, 9, 10].includes(countSigns(f.lagnaSign, f.signOf(dispositor)));
}

/** Mars's house from a reference sign when it is a Manglik house, else null. */
function manglikHouse(referenceSign: number, marsSign: number): number | null {
  const house = countSigns(referenceSign, marsSign);
  return MANGLIK_HOUSES.includes(house) ? house : null;
}

/** Manglik dosha of a chart (§7). */
export function computeManglik(chart: ManglikChart): Manglik {
  const signOf = (planet: Planet): number => bodyOf(chart, planet).signIndex;
  const mars = bodyOf(chart, 'Mars');
  const from: ManglikFrom = {
    lagna: manglikHouse(chart.ascendant.signIndex, mars.signIndex),
    moon: manglikHouse(signOf('Moon'), mars.signIndex),
    venus: manglikHouse(signOf('Venus'), mars.signIndex),
  };
  const houses = [from.lagna, from.moon, from.venus].filter((h): h is number => h !== null);
  if (houses.length === 0) return { present: false, from, cancellations: [] };
  const facts: ManglikFacts = {
    mars,
    sun: bodyOf(chart, 'Sun'),
    lagnaSign: chart.ascendant.signIndex,
    houses,
    signOf,
  };
  const cancellations = RULES.filter(([, applies]) => applies(facts)).map(([key]) => key);
  return { present: true, from, cancellations };
}
