/**
 * computePanchangMonth: for each day of a civil month, sunrise, sunset, the tithi, nakshatra, yoga and
 * karana in force at sunrise with their starts and ends, and Rahu kalam. The limbs' boundaries are swept
 * once over the whole month and each day looks its sunrise up in them; each day's sunrise is the previous
 * day's end, so the month costs one sunrise and one sunset per day beside the sweeps.
 *
 * Where the doc is silent: the month uses the request's one UTC offset for every day (P15); on a polar day
 * the limbs are those in force at local midnight and Rahu kalam is null.
 */
import type { SunriseConvention } from '../ephemeris.js';
import { checkPlace, resolveSettings, type Place } from '../settings.js';
import { civilWeekday, fromJulianDayUT, julianDayOfMoment } from '../time/julian-day.js';
import { findDaySunrise, findDaySunset, toSolarDay, type Horizon, type SolarDay } from './day-bounds.js';
import { computeRahuKalam, type Span } from './day-periods.js';
import {
  createLimbSampler,
  KARANA,
  listElements,
  NAKSHATRA,
  sweepBoundaries,
  TITHI,
  YOGA,
  type LimbElement,
  type LimbSampler,
} from './limbs.js';
import {
  checkLimbPositions,
  findNakshatraLord,
  findPaksha,
  type Paksha,
  type PanchangSettings,
} from './panchang-day.js';
import type { Planet } from '../tables/planets.js';

/** Input of a panchang month. */
export interface PanchangMonthInput {
  year: number;
  /** 1..12 */
  month: number;
  /** Hours east of Greenwich, used for every day of the month (P15). */
  utcOffsetHours: number;
  place: Place;
  settings?: PanchangSettings;
}

/** One day of a month: the limbs in force at sunrise, each with its start and end (Julian days UT). */
export interface PanchangMonthDay {
  /** "YYYY-MM-DD" */
  date: string;
  polar: boolean;
  sunrise: number | null;
  sunset: number | null;
  tithi: LimbElement & { paksha: Paksha };
  nakshatra: LimbElement & { lord: Planet };
  yoga: LimbElement;
  karana: LimbElement;
  rahuKalam: Span | null;
}

/** The panchang of a month. */
export interface PanchangMonth {
  year: number;
  month: number;
  utcOffsetHours: number;
  sunriseConvention: SunriseConvention;
  days: PanchangMonthDay[];
}

/** The element of a contiguous list in force at `t` (the last one starting at or before it). */
function findElementAt(elements: readonly LimbElement[], t: number): LimbElement {
  let [lo, hi] = [0, elements.length - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((elements[mid] as LimbElement).start <= t) lo = mid;
    else hi = mid - 1;
  }
  return elements[lo] as LimbElement;
}

/** Local midnights (Julian days UT) of every day of the month and of the day after it. */
function listMidnights(input: PanchangMonthInput): number[] {
  const first = `${String(input.year).padStart(4, '0')}-${String(input.month).padStart(2, '0')}-01`;
  const start = julianDayOfMoment({ date: first, time: '00:00:00' }, input.utcOffsetHours);
  const midnights = [start];
  while (fromJulianDayUT(midnights[midnights.length - 1]! + 1.5, input.utcOffsetHours).day !== 1) {
    midnights.push(midnights[midnights.length - 1]! + 1);
  }
  midnights.push(midnights[midnights.length - 1]! + 1);
  return midnights;
}

/** The Sun's instants of each day, each sunrise found once. */
function computeSolarDays(horizon: Horizon, midnights: readonly number[]): SolarDay[] {
  const sunrises = midnights.map((m) => findDaySunrise(horizon, m));
  return midnights.slice(0, -1).map((m, i) => {
    const [sunrise, next] = [sunrises[i] ?? null, sunrises[i + 1] ?? null];
    const sunset = sunrise !== null && next !== null ? findDaySunset(horizon, sunrise, next) : null;
    return toSolarDay(m, sunrise, sunset, next, null);
  });
}

/** The month's elements of each limb, contiguous over its days. */
interface MonthLimbs {
  tithis: LimbElement[];
  karanas: LimbElement[];
  nakshatras: LimbElement[];
  yogas: LimbElement[];
}

function sweepMonthLimbs(sampler: LimbSampler, from: number, to: number): MonthLimbs {
  const halves = sweepBoundaries(sampler, KARANA, from, to, 2);
  return {
    tithis: listElements(halves, TITHI, 2, from, to),
    karanas: listElements(halves, KARANA, 1, from, to),
    nakshatras: listElements(sweepBoundaries(sampler, NAKSHATRA, from, to), NAKSHATRA, 1, from, to),
    yogas: listElements(sweepBoundaries(sampler, YOGA, from, to), YOGA, 1, from, to),
  };
}

function describeMonthDay(
  day: SolarDay,
  limbs: MonthLimbs,
  midnight: number,
  utcOffsetHours: number,
): PanchangMonthDay {
  const tithi = findElementAt(limbs.tithis, day.start);
  const nakshatra = findElementAt(limbs.nakshatras, day.start);
  const weekday = civilWeekday(midnight + 0.5, utcOffsetHours);
  const { sunrise, sunset } = day;
  return {
    date: formatDate(midnight + 0.5, utcOffsetHours),
    polar: day.polar,
    sunrise,
    sunset,
    tithi: { ...tithi, paksha: findPaksha(tithi.number) },
    nakshatra: { ...nakshatra, lord: findNakshatraLord(nakshatra.number) },
    yoga: findElementAt(limbs.yogas, day.start),
    karana: findElementAt(limbs.karanas, day.start),
    rahuKalam: sunrise !== null && sunset !== null ? computeRahuKalam(sunrise, sunset, weekday) : null,
  };
}

/** Computes the panchang of a civil month; throws a RangeError naming a bad month, offset, place or setting. */
export function computePanchangMonth(input: PanchangMonthInput): PanchangMonth {
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12) {
    throw new RangeError(`month must be 1..12: ${input.month}`);
  }
  const settings = resolveSettings(input.settings);
  const limbPositions = checkLimbPositions(input.settings?.limbPositions);
  const sampler = createLimbSampler({ ...settings, limbPositions });
  const horizon: Horizon = { place: checkPlace(input.place), convention: settings.sunrise, config: settings };
  const midnights = listMidnights(input);
  const solar = computeSolarDays(horizon, midnights);
  const limbs = sweepMonthLimbs(sampler, solar[0]!.start, solar[solar.length - 1]!.end);
  const { year, month, utcOffsetHours } = input;
  return {
    year,
    month,
    utcOffsetHours,
    sunriseConvention: settings.sunrise,
    days: solar.map((day, i) => describeMonthDay(day, limbs, midnights[i]!, utcOffsetHours)),
  };
}

/** "YYYY-MM-DD" of the local date containing a Julian day UT. */
function formatDate(jdUT: number, utcOffsetHours: number): string {
  const m = fromJulianDayUT(jdUT, utcOffsetHours);
  return `${String(m.year).padStart(4, '0')}-${String(m.month).padStart(2, '0')}-${String(m.day).padStart(2, '0')}`;
}
