/**
 * Calculation settings of a chart (decisions.md: each school-dependent default is an option) and the
 * place of a chart.
 */
import type { NodeType, SunriseConvention } from './ephemeris.js';
import { DEFAULT_AYANAMSA_INDEX, isAyanamsaIndex } from './ayanamsa/ayanamsas.js';

/** Dasha year lengths in days the engine offers (domain §12.3); 365.25 is KSK's. */
export type DashaYearDays = 365.25 | 365.2425 | 365.256364 | 360;

/** The accepted dasha year lengths. */
export const DASHA_YEAR_OPTIONS: readonly DashaYearDays[] = [365.25, 365.2425, 365.256364, 360];

/**
 * How sunrise is taken for the day lord, the panchang and the muhurtas (panchang.md P1, P2): 'hindu' = disc
 * centre without refraction (the default), 'drik' = upper limb with refraction.
 */
export type SunriseMethod = SunriseConvention;

/** The accepted sunrise conventions. */
export const SUNRISE_METHODS: readonly SunriseMethod[] = ['hindu', 'drik'];

/** Everything a chart's numbers depend on besides moment and place. */
export interface ChartSettings {
  /** Ayanamsa index: 0..29 (SE sidereal modes), 45 or 46. */
  ayanamsa: number;
  /** Astrologer's correction, degrees in [-180, 180], subtracted from every sidereal longitude and cusp. */
  correction: number;
  node: NodeType;
  dashaYearDays: DashaYearDays;
  sunrise: SunriseMethod;
  /** Folder with Swiss Ephemeris data files, or null for the built-in Moshier ephemeris. */
  ephePath: string | null;
}

/** Product defaults: KP ayanamsa (5), no correction, mean node, 365.25-day years, Hindu sunrise, Moshier. */
export const DEFAULT_SETTINGS: Readonly<ChartSettings> = {
  ayanamsa: DEFAULT_AYANAMSA_INDEX,
  correction: 0,
  node: 'mean',
  dashaYearDays: 365.25,
  sunrise: 'hindu',
  ephePath: null,
};

/** A place on Earth: latitude (-90..90, north positive) and longitude (-180..180, east positive), degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** Fills defaults and checks ranges; throws a RangeError naming the bad setting. */
export function resolveSettings(partial: Partial<ChartSettings> = {}): ChartSettings {
  const s: ChartSettings = { ...DEFAULT_SETTINGS, ...partial };
  if (!isAyanamsaIndex(s.ayanamsa)) throw new RangeError(`ayanamsa must be 0..29, 45 or 46: ${s.ayanamsa}`);
  if (!Number.isFinite(s.correction) || Math.abs(s.correction) > 180) {
    throw new RangeError(`correction must be within -180..180 degrees: ${s.correction}`);
  }
  if (s.node !== 'mean' && s.node !== 'true') throw new RangeError(`node must be mean or true`);
  if (!SUNRISE_METHODS.includes(s.sunrise))
    throw new RangeError(`sunrise must be hindu or drik: ${s.sunrise}`);
  if (!DASHA_YEAR_OPTIONS.includes(s.dashaYearDays)) {
    throw new RangeError(`dasha year must be one of ${DASHA_YEAR_OPTIONS.join(', ')} days`);
  }
  return s;
}

/** Checks a place's ranges; throws a RangeError naming the bad coordinate. */
export function checkPlace(place: Place): Place {
  if (!Number.isFinite(place.latitude) || Math.abs(place.latitude) > 90) {
    throw new RangeError(`latitude must be within -90..90: ${place.latitude}`);
  }
  if (!Number.isFinite(place.longitude) || Math.abs(place.longitude) > 180) {
    throw new RangeError(`longitude must be within -180..180: ${place.longitude}`);
  }
  return place;
}
