/**
 * KP horary by number (domain §1.3, §11): the querent's number 1..249 selects its row of the KP sub table,
 * whose start is the Ascendant; the other cusps are the Placidus cusps for that Ascendant at the place of
 * judgement (horary-houses.ts); the planets are those of the moment of judgement; the ruling planets are
 * those of the moment of judgement with the Ascendant actually rising there (KSK: the ruling planets are
 * taken when the question is judged).
 *
 * The variant 'nearestRising' instead casts the chart of the moment nearest to the judgement at which the
 * Ascendant, by the clock, reaches the row's start (within half a sidereal day either way): planets and
 * houses both of that moment. The ruling planets stay those of the judgement.
 */
import { castChart, computeChart, computeInputJulianDay, type Chart, type ChartInput } from '../chart.js';
import { computeHouses } from '../houses/houses.js';
import { checkPlace, resolveSettings, type ChartSettings, type Place } from '../settings.js';
import { castHoraryHouses, daysToArmc } from './horary-houses.js';
import { findHoraryRow, type KpSubRow } from './horary-table.js';
import { rotateChart } from './rotation.js';

/** How the horary chart is cast: at the moment of judgement, or at the nearest moment the degree rises. */
export type HoraryMethod = 'judgementMoment' | 'nearestRising';

/** The methods, the default first. */
export const HORARY_METHODS: readonly HoraryMethod[] = ['judgementMoment', 'nearestRising'];

/** A horary question's moment, place, settings, number, method and the house taken as the first. */
export interface HoraryInput extends Omit<ChartInput, 'withMargins'> {
  /** The querent's number, 1..249. */
  number: number;
  /** Default 'judgementMoment'. */
  method?: HoraryMethod;
  /** House that becomes the first (a question about a relative), 1..12; default 1 (no rotation). */
  rotateHouse?: number;
}

/** A cast horary chart and the facts of its method. */
export interface HoraryChart {
  number: number;
  /** The number's row of the 249 table; its start is the Ascendant. */
  row: KpSubRow;
  method: HoraryMethod;
  /** Julian day UT of the judgement (the entered moment). */
  judgementJulianDayUT: number;
  /** Julian day UT whose planets the chart shows: the judgement, or the nearest rising of the degree. */
  chartJulianDayUT: number;
  /** ARMC the houses were cast for, tropical degrees; obliquity used, degrees. */
  armc: number;
  obliquity: number;
  /** The sidereal Ascendant actually rising at the judgement, degrees (the ruling planets' Lagna). */
  risingAscendant: number;
  rotateHouse: number;
  /**
   * The chart (same shape as a birth chart): cusp 1 at the row's start (before rotation), planets of
   * `chartJulianDayUT`, ruling planets of the judgement, no margins.
   */
  chart: Chart;
}

function checkRotation(house: number): number {
  if (!Number.isInteger(house) || house < 1 || house > 12) {
    throw new RangeError(`the house taken as the first must be 1..12: ${house}`);
  }
  return house;
}

/**
 * The moment nearest to `jdUT` (within half a sidereal day) at which the Ascendant at the place reaches the
 * sidereal degree: the ARMC needed at the moment's ayanamsa and obliquity, reached by turning the sky; two
 * more turns absorb the small drift of ayanamsa, obliquity and nutation over those hours.
 */
export function findNearestRising(
  jdUT: number,
  place: Place,
  settings: ChartSettings,
  degree: number,
): number {
  let t = jdUT;
  for (let i = 0; i < 3; i++) {
    const needed = castHoraryHouses(t, place, settings, degree).armc;
    t += daysToArmc(computeHouses(t, place, settings).armc, needed);
  }
  return t;
}

/** Casts a KP horary chart; throws a RangeError for a bad number, rotation, input or unreachable degree. */
export function computeHoraryChart(input: HoraryInput): HoraryChart {
  const row = findHoraryRow(input.number);
  const method = input.method ?? 'judgementMoment';
  const rotateHouse = checkRotation(input.rotateHouse ?? 1);
  const settings = resolveSettings(input.settings);
  const place = checkPlace(input.place);
  const judgementJulianDayUT = computeInputJulianDay(input);
  const ofJudgement = computeChart({ ...input, settings });
  const chartJulianDayUT =
    method === 'nearestRising'
      ? findNearestRising(judgementJulianDayUT, place, settings, row.fromDeg)
      : judgementJulianDayUT;
  const houses = castHoraryHouses(chartJulianDayUT, place, settings, row.fromDeg);
  const moment = { jdUT: chartJulianDayUT, utcOffsetHours: input.utcOffsetHours, place, settings };
  const chart = castChart(moment, houses, { rulingPlanets: ofJudgement.rulingPlanets });
  return {
    number: row.n,
    row,
    method,
    judgementJulianDayUT,
    chartJulianDayUT,
    armc: houses.armc,
    obliquity: houses.obliquity,
    risingAscendant: ofJudgement.ascendant.longitude,
    rotateHouse,
    chart: rotateHouse === 1 ? chart : rotateChart(chart, rotateHouse),
  };
}
