/**
 * Vimshottari dasha (domain §12): mahadasha, bhukti, antara and, on demand, sookshma and prana, computed
 * on Julian days with a stated year length. The sequence starts from the Moon's star lord; the running
 * mahadasha began (conceptually) at birth − elapsed fraction × its length.
 */
import { NAKSHATRA_UNITS, locateDivisions } from '../kp/lords.js';
import {
  VIMSHOTTARI_ORDER,
  VIMSHOTTARI_TOTAL_YEARS,
  VIMSHOTTARI_YEARS,
  type Planet,
} from '../tables/planets.js';
import type { DashaYearDays } from '../settings.js';

/** One dasha period; times are Julian days UT. */
export interface DashaPeriod {
  lord: Planet;
  /** 1 mahadasha, 2 bhukti, 3 antara, 4 sookshma, 5 prana. */
  level: number;
  start: number;
  end: number;
  /** Sub-periods (present down to the antara level in a computed dasha). */
  periods: DashaPeriod[];
}

/** A computed Vimshottari schedule. */
export interface Dasha {
  /** Length of a dasha year in days. */
  yearDays: DashaYearDays;
  /** Lord of the mahadasha running at birth (the Moon's star lord). */
  birthLord: Planet;
  /** Fraction of the birth nakshatra the Moon had already traversed, [0, 1). */
  elapsedFraction: number;
  /** Balance of the birth mahadasha at birth, in dasha years. */
  balanceYears: number;
  /** Nine mahadashas from the one running at birth (which started before birth). */
  mahadashas: DashaPeriod[];
}

/** Splits a period into its nine sub-periods (each starts with the parent's lord), down to `depth` more levels. */
export function computeSubPeriods(parent: DashaPeriod, depth: number): DashaPeriod[] {
  if (depth <= 0) return [];
  const first = VIMSHOTTARI_ORDER.indexOf(parent.lord);
  const length = parent.end - parent.start;
  const out: DashaPeriod[] = [];
  let start = parent.start;
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(first + k) % 9] as Planet;
    const end = k === 8 ? parent.end : start + (length * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_TOTAL_YEARS;
    const period: DashaPeriod = { lord, level: parent.level + 1, start, end, periods: [] };
    period.periods = computeSubPeriods(period, depth - 1);
    out.push(period);
    start = end;
  }
  return out;
}

/**
 * The nine mahadashas from the one running at birth, without sub-periods: the Moon's sidereal longitude
 * (degrees) at birth, the birth Julian day UT and the dasha year. Callers that need the sub-periods of a few
 * mahadashas only split those (computeSubPeriods) instead of building the whole tree.
 */
export function computeMahadashas(
  moonLongitude: number,
  birthJdUT: number,
  yearDays: number,
): Omit<Dasha, 'yearDays' | 'balanceYears'> {
  const { units, levels } = locateDivisions(moonLongitude);
  const star = levels[0];
  const elapsedFraction = (units - star.start) / NAKSHATRA_UNITS;
  const birthLord = star.lord;
  let start = birthJdUT - elapsedFraction * VIMSHOTTARI_YEARS[birthLord] * yearDays;
  const first = VIMSHOTTARI_ORDER.indexOf(birthLord);
  const mahadashas: DashaPeriod[] = [];
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(first + k) % 9] as Planet;
    const end = start + VIMSHOTTARI_YEARS[lord] * yearDays;
    mahadashas.push({ lord, level: 1, start, end, periods: [] });
    start = end;
  }
  return { birthLord, elapsedFraction, mahadashas };
}

/**
 * Vimshottari dasha from the Moon's sidereal longitude (degrees) at birth (Julian day UT): nine
 * mahadashas with bhuktis and antaras.
 */
export function computeDasha(moonLongitude: number, birthJdUT: number, yearDays: DashaYearDays): Dasha {
  const { birthLord, elapsedFraction, mahadashas } = computeMahadashas(moonLongitude, birthJdUT, yearDays);
  for (const md of mahadashas) md.periods = computeSubPeriods(md, 2);
  const balanceYears = (1 - elapsedFraction) * VIMSHOTTARI_YEARS[birthLord];
  return { yearDays, birthLord, elapsedFraction, balanceYears, mahadashas };
}

/**
 * The periods running at a moment (Julian day UT), from mahadasha down to `levels` levels (1..5; levels
 * below the antara are computed on demand). Empty when the moment is outside the schedule.
 */
export function findRunningPeriods(dasha: Dasha, jdUT: number, levels = 3): DashaPeriod[] {
  const chain: DashaPeriod[] = [];
  let candidates = dasha.mahadashas;
  for (let level = 1; level <= levels; level++) {
    const found = candidates.find((p) => p.start <= jdUT && jdUT < p.end);
    if (!found) break;
    chain.push(found);
    candidates = found.periods.length > 0 ? found.periods : computeSubPeriods(found, 1);
  }
  return chain;
}

/** The balance of the birth mahadasha at birth in whole years, months and days (see computeDashaBalance). */
export interface DashaBalance {
  lord: Planet;
  years: number;
  months: number;
  days: number;
}

/**
 * The balance of the birth mahadasha at birth (domain §12) as the almanacs state it: whole dasha years,
 * then whole months of a twelfth of the dasha year, then whole days of the rest, each floored, so the
 * three never add up to more than the balance. A month is yearDays / 12 days (30 in a 360-day year).
 */
export function computeDashaBalance(dasha: Dasha): DashaBalance {
  // A hair above the exact value keeps a balance of exactly N years from flooring to N - 1 years 11 months.
  const totalDays = dasha.balanceYears * dasha.yearDays + 1e-9;
  const years = Math.floor(totalDays / dasha.yearDays);
  const monthDays = dasha.yearDays / 12;
  const afterYears = totalDays - years * dasha.yearDays;
  const months = Math.min(11, Math.floor(afterYears / monthDays));
  const days = Math.floor(afterYears - months * monthDays);
  return { lord: dasha.birthLord, years, months, days };
}
