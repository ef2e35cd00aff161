/**
 * computeChart: one moment and place → the whole chart. The ephemeris is asked once for the bodies, once
 * for the houses, once for the ayanamsa value and once or twice for sunrise; everything else (lords,
 * houses occupied, navamsa, panchang, dasha, ruling planets, chart placements) is arithmetic on those
 * numbers. Sub-lord margins (many ephemeris calls) are computed only when asked for.
 */
import { calcAyanamsa, type EphemerisName, type NodeType } from './ephemeris.js';
import { getAyanamsaName } from './ayanamsa/ayanamsas.js';
import { computeChartPlacements, type ChartPlacements } from './charts/placements.js';
import { computeDasha, type Dasha } from './dasha/vimshottari.js';
import { computeHouses, findHouseOfLongitude, type Houses } from './houses/houses.js';
import { computeKpLords, type KpLords } from './kp/lords.js';
import { computeSubLordMargins, type ChartMargins } from './margin/margins.js';
import { createLimbSampler } from './panchang/limbs.js';
import { computeLunarMonths } from './panchang/lunar-month.js';
import { computePanchang, type Panchang } from './panchang/panchang.js';
import { computeBodyPositions, findBody } from './positions.js';
import { computeRulingPlanets, type RulingPlanets } from './ruling/ruling-planets.js';
import { checkPlace, resolveSettings, type ChartSettings, type Place } from './settings.js';
import type { Planet } from './tables/planets.js';
import { SIGNS } from './tables/signs.js';
import { computeDayInfo, type DayInfo } from './time/day-lord.js';
import { julianDayOfMoment } from './time/julian-day.js';
import { computeNavamsaSign } from './vargas/navamsa.js';

/** Input of a chart: local date and time with UTC offset (hours east), place and settings. */
export interface ChartInput {
  /** "YYYY-MM-DD", local civil date. */
  date: string;
  /** "HH:MM" or "HH:MM:SS", local civil time. */
  time: string;
  /** Hours east of Greenwich (5.5, -4 ...). */
  utcOffsetHours: number;
  place: Place;
  settings?: Partial<ChartSettings>;
  /** Also compute sub-lord margins (about 500 extra ephemeris calls). */
  withMargins?: boolean;
}

/** The calculation profile every chart carries. */
export interface CalculationProfile {
  ayanamsa: { index: number; name: string; degrees: number; correction: number; kind: 'true' };
  node: NodeType;
  houseSystem: 'Placidus';
  houseSystemUsed: 'Placidus' | 'Porphyry';
  dashaYearDays: number;
  ephemeris: EphemerisName;
  julianDayUT: number;
  utcOffsetHours: number;
  sunrise: ChartSettings['sunrise'];
}

/** A body of the chart with its lords, house and navamsa. */
export interface ChartBody extends KpLords {
  name: Planet;
  speed: number;
  isRetrograde: boolean;
  /** KP house 1..12. */
  house: number;
  navamsaSignIndex: number;
  navamsaSign: string;
}

/** A cusp of the chart with its lords. */
export interface ChartCusp extends KpLords {
  house: number;
  /** Degrees per day. */
  speed: number;
}

/** A computed chart. */
export interface Chart {
  profile: CalculationProfile;
  warnings: string[];
  bodies: ChartBody[];
  cusps: ChartCusp[];
  ascendant: KpLords & { navamsaSignIndex: number; navamsaSign: string };
  mc: number;
  day: DayInfo;
  panchang: Panchang;
  dasha: Dasha;
  rulingPlanets: RulingPlanets;
  placements: ChartPlacements;
  margins: ChartMargins | null;
}

/** Julian day UT of a chart input; throws a RangeError for a bad date, time or offset. */
export function computeInputJulianDay(input: Pick<ChartInput, 'date' | 'time' | 'utcOffsetHours'>): number {
  return julianDayOfMoment({ date: input.date, time: input.time }, input.utcOffsetHours);
}

function navamsa(longitude: number): { navamsaSignIndex: number; navamsaSign: string } {
  const i = computeNavamsaSign(longitude);
  return { navamsaSignIndex: i, navamsaSign: SIGNS[i] ?? '' };
}

// The builders extend the freshly computed lords object in place: a chart is built per request and per
// interval row, and V8 makes spreading 11 lords into a new object several times dearer than this.

function toChartBody(
  b: { name: Planet; speed: number; isRetrograde: boolean; longitude: number },
  lords: KpLords,
  house: number,
): ChartBody {
  const navamsaSignIndex = computeNavamsaSign(b.longitude);
  return Object.assign(lords, {
    name: b.name,
    speed: b.speed,
    isRetrograde: b.isRetrograde,
    house,
    navamsaSignIndex,
    navamsaSign: SIGNS[navamsaSignIndex] ?? '',
  });
}

function toChartCusp(lords: KpLords, house: number, speed: number): ChartCusp {
  return Object.assign(lords, { house, speed });
}

/** Computes a chart; see {@link ChartInput}. Throws a RangeError for bad input. */
export function computeChart(input: ChartInput): Chart {
  const settings = resolveSettings(input.settings);
  const place = checkPlace(input.place);
  const jdUT = computeInputJulianDay(input);
  const moment = { jdUT, utcOffsetHours: input.utcOffsetHours, place, settings };
  return castChart(moment, computeHouses(jdUT, place, settings), { withMargins: input.withMargins === true });
}

/** A resolved moment and place: Julian day UT, UTC offset (hours east), checked place and settings. */
export interface ChartMoment {
  jdUT: number;
  utcOffsetHours: number;
  place: Place;
  settings: ChartSettings;
}

/** The calculation profile of a chart: ayanamsa (with the correction), node, houses, dasha year, ephemeris. */
function describeProfile(moment: ChartMoment, houses: Houses, ephemeris: EphemerisName): CalculationProfile {
  const { jdUT, settings } = moment;
  const degrees = calcAyanamsa(jdUT, settings.ayanamsa, 'true', { ephePath: settings.ephePath });
  return {
    ayanamsa: {
      index: settings.ayanamsa,
      name: getAyanamsaName(settings.ayanamsa),
      degrees: degrees + settings.correction,
      correction: settings.correction,
      kind: 'true',
    },
    node: settings.node,
    houseSystem: 'Placidus',
    houseSystemUsed: houses.houseSystemUsed,
    dashaYearDays: settings.dashaYearDays,
    ephemeris,
    julianDayUT: jdUT,
    utcOffsetHours: moment.utcOffsetHours,
    sunrise: settings.sunrise,
  };
}

/** The houses' warning (Porphyry fallback) and the day lord's when the Sun does not rise that day. */
function collectWarnings(houses: Houses, day: DayInfo): string[] {
  const noSunrise = 'No sunrise at this place on this day; the day lord counts from local midnight';
  return [houses.warning, day.isPolarFallback ? noSunrise : null].filter((w): w is string => w !== null);
}

/**
 * The chart of a moment with houses the caller cast: computeChart passes the houses of the moment, a horary
 * chart those of its chosen Ascendant. `rulingPlanets` replaces the ruling planets read from these houses
 * (a horary chart's are those of the moment of judgement, with the Ascendant actually rising).
 */
export function castChart(
  moment: ChartMoment,
  houses: Houses,
  extra: { withMargins?: boolean; rulingPlanets?: RulingPlanets } = {},
): Chart {
  const { jdUT, place, settings } = moment;
  const positions = computeBodyPositions(jdUT, settings);
  const day = computeDayInfo(jdUT, moment.utcOffsetHours, place, settings);
  const bodies = positions.bodies.map((b) =>
    toChartBody(b, computeKpLords(b.longitude), findHouseOfLongitude(b.longitude, houses.cusps)),
  );
  const cusps = houses.cusps.map((c, i) => toChartCusp(computeKpLords(c), i + 1, houses.cuspSpeeds[i] ?? 0));
  const ascendantLongitude = houses.cusps[0] as number;
  const moon = findBody(positions.bodies, 'Moon').longitude;
  const sun = findBody(positions.bodies, 'Sun').longitude;
  let dasha: Dasha | undefined;
  let placements: ChartPlacements | undefined;
  return {
    profile: describeProfile(moment, houses, positions.ephemeris),
    warnings: collectWarnings(houses, day),
    bodies,
    cusps,
    ascendant: { ...computeKpLords(ascendantLongitude), ...navamsa(ascendantLongitude) },
    mc: houses.mc,
    day,
    panchang: computePanchang(moon, sun, day, (isShukla) =>
      computeLunarMonths(createLimbSampler(settings), jdUT, isShukla),
    ),
    // The dasha tree and the four chart-style placements are built on first read: a screen that shows
    // neither does not pay for them (the ephemeris work is already done).
    get dasha() {
      return (dasha ??= computeDasha(moon, jdUT, settings.dashaYearDays));
    },
    rulingPlanets:
      extra.rulingPlanets ??
      computeRulingPlanets(ascendantLongitude, moon, day, (p) => findBody(positions.bodies, p).longitude),
    get placements() {
      return (placements ??= computeChartPlacements(positions.bodies, houses.cusps));
    },
    // The margins start from the positions and speeds just computed, so they add no second chart's work.
    margins:
      extra.withMargins === true
        ? computeSubLordMargins(jdUT, place, settings, 'sub', { bodies, cusps })
        : null,
  };
}
