/**
 * SE's date-free Placidus core (`houses_armc`) at one latitude as a table over whole degrees of ARMC, with
 * its slope in the obliquity, so that a search that samples the cusps at whole degrees of ARMC reads them
 * instead of calling the ephemeris for each sample: 720 calls serve a 31-day range and its 90 days of `next`,
 * which would otherwise take 11,000 a month. The obliquity moves by under 0.001° in four months (nutation);
 * the first-order correction leaves errors of the order of its slope's change times that squared, below
 * 1e-6° (the Lagna moves that far in 0.3 ms).
 */
import { calcHouseCuspsFromArmc } from '../ephemeris.js';
import { wrapDifference } from '../math/find-crossing.js';

/** The obliquity step of the slope, degrees. */
const OBLIQUITY_STEP = 1e-3;
/** Beyond this latitude Placidus may fail for some ARMC (Porphyry there): the cusps are not tabulated. */
export const PLACIDUS_TABLE_MAX_LATITUDE = 60;

/** Tropical cusps 1..12 at ARMC 0°..359° for one latitude, and their slope in the obliquity. */
export interface PlacidusTable {
  latitude: number;
  /** The obliquity of the table, degrees. */
  obliquity: number;
  /** base[i][j]: cusp i + 1 at ARMC j degrees; slope[i][j]: its change per degree of obliquity. */
  base: Float64Array[];
  slope: Float64Array[];
}

/** Tabulates the Placidus core at a latitude (degrees, within ±60°) and obliquity (degrees). */
export function buildPlacidusTable(latitude: number, obliquity: number): PlacidusTable {
  const base = Array.from({ length: 12 }, () => new Float64Array(360));
  const slope = Array.from({ length: 12 }, () => new Float64Array(360));
  for (let j = 0; j < 360; j++) {
    const at = calcHouseCuspsFromArmc(j, latitude, obliquity);
    const tilted = calcHouseCuspsFromArmc(j, latitude, obliquity + OBLIQUITY_STEP);
    for (let i = 0; i < 12; i++) {
      base[i]![j] = at[i]!;
      slope[i]![j] = wrapDifference(tilted[i]! - at[i]!) / OBLIQUITY_STEP;
    }
  }
  return { latitude, obliquity, base, slope };
}

/** The twelve tropical cusps (degrees) at ARMC `degree` (a whole number, any turn) and an obliquity. */
export function readPlacidusTable(table: PlacidusTable, degree: number, obliquity: number): number[] {
  const j = ((degree % 360) + 360) % 360;
  const tilt = obliquity - table.obliquity;
  return table.base.map((cusp, i) => cusp[j]! + tilt * table.slope[i]![j]!);
}
