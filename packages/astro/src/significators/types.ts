/**
 * Input of the significator functions: the lords of a chart, independent of how they were computed
 * (ephemeris, horary number, a published table). Domain §3.1 (houses), §1 (lords), §6–§10.
 */
import { PLANETS, type Planet } from '../tables/planets.js';

/** A KP house (bhava) or cusp number, 1..12. */
export type HouseNumber = number;

/** The four KP lords of a point of the zodiac. */
export interface PointLords {
  /** Sidereal longitude, degrees in [0, 360). */
  longitude: number;
  signLord: Planet;
  starLord: Planet;
  subLord: Planet;
  subSubLord: Planet;
}

/** A body of the chart: its lords, its KP house and its motion. */
export interface PlanetLords extends PointLords {
  /** KP bhava occupied, 1..12 (Placidus cusp n inclusive to cusp n+1 exclusive, domain §3.1). */
  house: HouseNumber;
  /** Longitude speed below zero. */
  retrograde: boolean;
}

/** A cusp of the chart with its lords. */
export type CuspLords = PointLords;

/** The lords of a whole chart. */
export interface ChartLords {
  /** One entry per body. */
  planets: Readonly<Record<Planet, PlanetLords>>;
  /** Exactly 12 entries in house order: index 0 = cusp 1 (Ascendant) … index 11 = cusp 12. */
  cusps: readonly CuspLords[];
}

/** Houses a node aspects, counted from its own house (decisions.md: 7th only by default). */
export type NodeAspects = readonly [7] | readonly [5, 7, 9];

/** School-dependent options of the aspect and conjunction rules (decisions.md). */
export interface SignificatorOptions {
  /** Houses Rahu and Ketu aspect; default [7]. */
  nodeAspects?: NodeAspects;
  /**
   * Conjunction orb in degrees (0..180) applied to every pair instead of the mean of the two deeptamsa
   * orbs; absent = deeptamsa.
   */
  conjunctionOrb?: number;
}

/** The number of houses and cusps. */
export const HOUSE_COUNT = 12;

/** House numbers 1..12 in the product's order. */
export const HOUSE_NUMBERS: readonly HouseNumber[] = Array.from({ length: HOUSE_COUNT }, (_, i) => i + 1);

/** True for an integer 1..12. */
export function isHouseNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= HOUSE_COUNT;
}

/**
 * Checks the shape the significator functions rely on: 12 cusps, 9 planets each in a house 1..12.
 * Throws a RangeError naming the bad item; returns the chart unchanged.
 */
export function checkChartLords(chart: ChartLords): ChartLords {
  if (chart.cusps.length !== HOUSE_COUNT) {
    throw new RangeError(`a chart needs 12 cusps, got ${chart.cusps.length}`);
  }
  for (const planet of PLANETS) {
    const lords = chart.planets[planet] as PlanetLords | undefined;
    if (lords === undefined) throw new RangeError(`planet missing from the chart: ${planet}`);
    if (!isHouseNumber(lords.house)) throw new RangeError(`house of ${planet} must be 1..12: ${lords.house}`);
  }
  return chart;
}

/**
 * Checks options that may come from stored settings: nodeAspects must be [7] or [5, 7, 9], conjunctionOrb
 * a finite number of degrees within 0..180. Throws a RangeError naming the bad option.
 */
export function checkSignificatorOptions(options: SignificatorOptions): SignificatorOptions {
  const aspects = options.nodeAspects?.join(',');
  if (aspects !== undefined && aspects !== '7' && aspects !== '5,7,9') {
    throw new RangeError(`nodeAspects must be [7] or [5, 7, 9]: [${aspects}]`);
  }
  const orb = options.conjunctionOrb;
  if (orb !== undefined && !(Number.isFinite(orb) && orb >= 0 && orb <= 180)) {
    throw new RangeError(`conjunctionOrb must be within 0..180 degrees: ${orb}`);
  }
  return options;
}

/** The cusp of house n (1..12); the chart is assumed checked. */
export function cuspOf(chart: ChartLords, house: HouseNumber): CuspLords {
  const cusp = chart.cusps[house - 1];
  if (cusp === undefined) throw new RangeError(`house must be 1..12: ${house}`);
  return cusp;
}
