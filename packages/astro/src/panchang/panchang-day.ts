/**
 * computePanchangDay: the panchang of one civil date at one place (shared/domain/panchang.md), every time a
 * Julian day UT (the caller formats them on the clock of the request's zone).
 *
 * Decisions where the doc is silent:
 * - The request carries one UTC offset (hours east, P15); both local midnights (of D and of D+1) are taken
 *   at that offset, so a day that changes its clock (summer time) is cut by the offset the astrologer chose.
 * - Each listed nakshatra carries `pada` = the first of its padas that overlaps the day, and `padas` = all of
 *   them with their starts and ends.
 * - On a polar day the lunar month, samvat and ayana are read at local midnight (the day's start) and the
 *   vara, the day's periods and the horas are null or empty.
 * - Ritu, lunar month and samvat count from the amanta month in force at the day's start (SR(D)).
 */
import { type LimbPositions, type SunriseConvention } from '../ephemeris.js';
import { checkPlace, resolveSettings, type ChartSettings, type Place } from '../settings.js';
import { VIMSHOTTARI_ORDER, type Planet, DAY_LORDS } from '../tables/planets.js';
import { civilWeekday, julianDayOfMoment } from '../time/julian-day.js';
import { computeAmritKalams, computeVarjyams, type NakshatraWindow } from './amrit-varjyam.js';
import { computeSolarDay, findMoonRiseSet, type Horizon, type SolarDay } from './day-bounds.js';
import { computeDayPeriods, type DayPeriods, type Hora, type Span } from './day-periods.js';
import {
  createLimbSampler,
  KARANA,
  listElements,
  NAKSHATRA,
  PADA,
  sweepBoundaries,
  TITHI,
  YOGA,
  type LimbElement,
  type LimbSampler,
} from './limbs.js';
import { computeLunarMonths, type LunarMonths } from './lunar-month.js';
import {
  computeSamvat,
  findAyana,
  findChaitraStart,
  findRitu,
  type Ayana,
  type Ritu,
  type Samvat,
} from './samvat.js';

/** Settings of a panchang: the chart settings (ayanamsa, correction, sunrise, ephemeris) and P4's option. */
export type PanchangSettings = Partial<ChartSettings> & { limbPositions?: LimbPositions };

/** Input of a panchang day. */
export interface PanchangDayInput {
  /** Civil date "YYYY-MM-DD". */
  date: string;
  /** Hours east of Greenwich, one offset for the whole day (P15). */
  utcOffsetHours: number;
  place: Place;
  settings?: PanchangSettings;
}

/** Paksha of a tithi: Shukla (1..15) or Krishna (16..30). */
export type Paksha = 'shukla' | 'krishna';

/** A tithi with its paksha. */
export interface PanchangTithi extends LimbElement {
  paksha: Paksha;
}

/** A pada (1..4) of a listed nakshatra. */
export type PanchangPada = LimbElement;

/** A nakshatra with its lord and its padas that overlap the day. */
export interface PanchangNakshatra extends LimbElement {
  /** The first pada (1..4) of this nakshatra that overlaps the day. */
  pada: number;
  lord: Planet;
  padas: PanchangPada[];
}

/** The vara: weekday of the date (0 = Sunday) and its lord. */
export interface Vara {
  weekday: number;
  lord: Planet;
}

/** The five limbs listed for a day: every element overlapping it, with its own start and end. */
export interface PanchangLimbs {
  tithis: PanchangTithi[];
  nakshatras: PanchangNakshatra[];
  yogas: LimbElement[];
  karanas: LimbElement[];
}

/** The panchang of a day; times are Julian days UT, null where there is none. */
export interface PanchangDay extends PanchangLimbs {
  date: string;
  utcOffsetHours: number;
  /** The Sun does not rise or set on the date: the day runs from local midnight to local midnight. */
  polar: boolean;
  sunriseConvention: SunriseConvention;
  /** Ayanamsa index, its effective value at the day's start (with the correction, degrees), the correction. */
  ayanamsa: { index: number; degrees: number; correction: number };
  /** The panchang day: [SR(D), SR(D+1)), or midnight to midnight on a polar day. */
  day: Span;
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  moonrise: number | null;
  moonset: number | null;
  vara: Vara | null;
  rahuKalam: Span | null;
  yamaganda: Span | null;
  gulika: Span | null;
  abhijit: Span | null;
  durMuhurtas: Span[];
  brahmaMuhurta: Span | null;
  vijayaMuhurta: Span | null;
  amritKalams: NakshatraWindow[];
  varjyams: NakshatraWindow[];
  horas: Hora[];
  lunarMonth: LunarMonths;
  samvat: Samvat;
  ritu: Ritu;
  ayana: Ayana;
}

/** Paksha of a tithi number 1..30. */
export function findPaksha(tithi: number): Paksha {
  return tithi <= 15 ? 'shukla' : 'krishna';
}

/** Vimshottari lord of a nakshatra 1..27 (the order from Ketu, repeating). */
export function findNakshatraLord(nakshatra: number): Planet {
  return VIMSHOTTARI_ORDER[(nakshatra - 1) % 9] as Planet;
}

/** The five limbs over [from, to), with each element's true start and end. */
export function listLimbs(sampler: LimbSampler, from: number, to: number): PanchangLimbs {
  const halves = sweepBoundaries(sampler, KARANA, from, to, 2);
  const quarters = sweepBoundaries(sampler, PADA, from, to, 4);
  const padas = listElements(quarters, PADA, 1, from, to);
  const nakshatras = listElements(quarters, NAKSHATRA, 4, from, to).map((star): PanchangNakshatra => {
    const own = padas
      .filter((p) => p.start >= star.start && p.end <= star.end)
      .map((p) => ({ ...p, number: ((p.number - 1) % 4) + 1 }));
    return { ...star, pada: own[0]?.number ?? 1, lord: findNakshatraLord(star.number), padas: own };
  });
  return {
    tithis: listElements(halves, TITHI, 2, from, to).map((t) => ({ ...t, paksha: findPaksha(t.number) })),
    nakshatras,
    yogas: listElements(sweepBoundaries(sampler, YOGA, from, to), YOGA, 1, from, to),
    karanas: listElements(halves, KARANA, 1, from, to),
  };
}

type PeriodFields = Pick<
  PanchangDay,
  | 'vara'
  | 'rahuKalam'
  | 'yamaganda'
  | 'gulika'
  | 'abhijit'
  | 'durMuhurtas'
  | 'brahmaMuhurta'
  | 'vijayaMuhurta'
  | 'horas'
>;

/** The vara and the day's periods; none on a polar day. */
function describePeriods(solar: SolarDay, weekday: number): PeriodFields {
  if (solar.polar || solar.sunrise === null || solar.sunset === null || solar.nextSunrise === null) {
    const none = { rahuKalam: null, yamaganda: null, gulika: null, abhijit: null, brahmaMuhurta: null };
    return { vara: null, ...none, vijayaMuhurta: null, durMuhurtas: [], horas: [] };
  }
  const bounds = { ...solar, sunrise: solar.sunrise, sunset: solar.sunset, nextSunrise: solar.nextSunrise };
  const periods: DayPeriods = computeDayPeriods({ ...bounds, weekday });
  return { vara: { weekday, lord: DAY_LORDS[weekday] as Planet }, ...periods };
}

/** Computes the panchang of a day; throws a RangeError naming a bad date, offset, place or setting. */
export function computePanchangDay(input: PanchangDayInput): PanchangDay {
  const settings = resolveSettings(input.settings);
  const limbPositions = checkLimbPositions(input.settings?.limbPositions);
  const place = checkPlace(input.place);
  const midnight = julianDayOfMoment({ date: input.date, time: '00:00:00' }, input.utcOffsetHours);
  const config = { ephePath: settings.ephePath };
  const horizon: Horizon = { place, convention: settings.sunrise, config };
  const solar = computeSolarDay(horizon, midnight);
  const { start, end } = solar;
  const sampler = createLimbSampler({ ...settings, limbPositions });
  const limbs = listLimbs(sampler, start, end);
  const year = Number(input.date.slice(0, 4));
  const lunarMonth = computeLunarMonths(sampler, start, limbs.tithis[0]!.paksha === 'shukla');
  return {
    date: input.date,
    utcOffsetHours: input.utcOffsetHours,
    polar: solar.polar,
    sunriseConvention: settings.sunrise,
    ayanamsa: { index: settings.ayanamsa, degrees: sampler(start).ayanamsa, correction: settings.correction },
    day: { start, end },
    sunrise: solar.sunrise,
    sunset: solar.sunset,
    nextSunrise: solar.nextSunrise,
    ...findMoonRiseSet(horizon, start, end),
    ...describePeriods(solar, civilWeekday(midnight + 0.5, input.utcOffsetHours)),
    ...limbs,
    amritKalams: computeAmritKalams(limbs.nakshatras, start, end),
    varjyams: computeVarjyams(limbs.nakshatras, start, end),
    lunarMonth,
    samvat: computeSamvat(year, start, findChaitraStart(sampler, year)),
    ritu: findRitu(lunarMonth.amanta.month),
    ayana: findAyana(sampler(start)),
  };
}

/** Checks P4's option; throws a RangeError naming it. */
export function checkLimbPositions(value: LimbPositions | undefined): LimbPositions {
  if (value === undefined) return 'apparent';
  if (value !== 'apparent' && value !== 'true')
    throw new RangeError(`limbPositions must be apparent or true`);
  return value;
}
