/**
 * One horary chart as the page reads it: the engine's horary chart (its Ascendant from the 249 table, the
 * planets and ruling planets of the moment) shaped into the KP System page's tables, the drawing in the
 * effective chart style, the calculation profile and a verdict aid for every event of the catalogue (the
 * page picks one; fifteen small readings cost less than a second round trip).
 */
import {
  EVENT_CATALOGUE,
  computeChartSignificators,
  computeHoraryChart,
  computeVerdictAid,
  formatDms,
  formatSignPosition,
  splitSignPosition,
  toChartLords,
  type Chart,
  type EventDefinition,
  type HoraryVerdictAid,
  type KpSubRow,
} from '@kpdesk/astro/engine';
import {
  CUSPAL_SIGNIFICATOR_LETTERS,
  PLANET_SIGNIFICATOR_LETTERS,
  cuspalSignificatorCuspalLayout,
  cuspalSignificatorPlanetLayout,
  planetSignificatorCuspalLayout,
  planetSignificatorPlanetLayout,
  type EffectiveSettings,
  type HoraryChartData,
  type HoraryQuestion,
  type VerdictAid,
} from '@kpdesk/contract';
import { toBirthChart } from './birth-charts.js';
import { toEngineSettings } from './cast-chart.js';
import { formatLocalDateTime } from './dates.js';
import {
  toCuspalPositionTable,
  toPlanetaryPositionTable,
  toRulingPlanetTable,
  toSelfSignificatorTable,
} from './position-rows.js';
import { toChartProfile } from './profile.js';
import { toCuspalViewTable, toPlanetViewTable } from './significator-rows.js';

/** The client a question concerns, as the answer names it. */
export interface HoraryClient {
  runningId: number;
  name: string;
}

function toVerdictAid(aid: HoraryVerdictAid, event: EventDefinition): VerdictAid {
  return {
    eventId: event.id,
    eventKey: event.key,
    eventName: event.name,
    menuGroup: event.menuGroup,
    groups: { ...event.groups } as VerdictAid['groups'],
    readings: aid.readings.map((r) => ({
      cusp: r.cusp,
      subLord: r.subLord,
      starLord: r.signification.starLord,
      starLordOccupies: r.signification.starLordOccupies,
      occupies: r.signification.occupies,
      starLordOwns: r.signification.starLordOwns,
      owns: r.signification.owns,
      houses: r.signification.houses,
      byGroup: r.byGroup,
    })),
    rulingPlanets: aid.rulingPlanets,
    eventSignificators: aid.eventSignificators,
    rulingSignificators: aid.rulingSignificators,
  };
}

/**
 * A question the engine cannot cast (a degree that never rises at the latitude): its message names the
 * cause, and the server answers it as a bad request.
 */
export class HoraryInputError extends Error {
  override name = 'HoraryInputError';
}

/** Casts the horary chart; a degree that never rises at the latitude is a HoraryInputError naming it. */
function cast(question: HoraryQuestion, settings: EffectiveSettings, ephePath: string | null) {
  try {
    return computeHoraryChart({
      number: question.horaryNumber,
      method: question.method,
      rotateHouse: question.rotateHouse,
      date: question.date,
      time: question.time,
      utcOffsetHours: question.timezone,
      place: { latitude: question.latitude, longitude: question.longitude },
      settings: toEngineSettings(settings, ephePath),
    });
  } catch (error) {
    if (error instanceof RangeError && /never reaches/.test(error.message))
      throw new HoraryInputError(error.message);
    throw error;
  }
}

/** The number's row: lords and its extent within its sign (the start is the horary Ascendant). */
function toRowFacts(row: KpSubRow): HoraryChartData['row'] {
  const signStart = Math.floor(row.fromDeg / 30) * 30;
  return {
    sign: row.sign,
    signLord: row.signLord,
    nakshatra: row.nakshatra,
    starLord: row.starLord,
    subLord: row.subLord,
    start: formatDms(row.fromDeg - signStart),
    end: formatDms(row.toDeg - signStart),
  };
}

/** The drawing and the KP System page's tables of a horary chart. */
function toHoraryTables(chart: Chart, settings: EffectiveSettings) {
  const significators = computeChartSignificators(chart);
  return {
    birthChart: toBirthChart(chart, significators.selfSignificators, settings.chartType),
    planetPosition: toPlanetaryPositionTable(chart, null),
    cuspalPosition: toCuspalPositionTable(chart, null),
    planetSignificatorCuspalView: toCuspalViewTable(
      significators.planetSignificators,
      PLANET_SIGNIFICATOR_LETTERS,
      planetSignificatorCuspalLayout,
    ),
    planetSignificatorPlanetView: toPlanetViewTable(
      significators.planetSignificators,
      PLANET_SIGNIFICATOR_LETTERS,
      planetSignificatorPlanetLayout,
    ),
    cuspalSignificatorCuspalView: toCuspalViewTable(
      significators.cuspalSignificators,
      CUSPAL_SIGNIFICATOR_LETTERS,
      cuspalSignificatorCuspalLayout,
    ),
    cuspalSignificatorPlanetView: toPlanetViewTable(
      significators.cuspalSignificators,
      CUSPAL_SIGNIFICATOR_LETTERS,
      cuspalSignificatorPlanetLayout,
    ),
    selfSignificators: toSelfSignificatorTable(significators.selfSignificators),
    rulingPlanets: toRulingPlanetTable(chart.rulingPlanets),
  };
}

/** The horary chart answer of a question with the settings it is cast with. */
export function buildHoraryChart(
  question: HoraryQuestion,
  settings: EffectiveSettings,
  ephePath: string | null,
  client: HoraryClient | null,
): HoraryChartData {
  const horary = cast(question, settings, ephePath);
  const { chart } = horary;
  const lords = toChartLords(chart);
  return {
    horaryNumber: horary.number,
    question: question.question,
    clientRunningId: client?.runningId ?? null,
    clientName: client?.name ?? null,
    date: question.date,
    time: question.time,
    timezone: question.timezone,
    place: question.place,
    latitude: question.latitude,
    longitude: question.longitude,
    method: horary.method,
    rotateHouse: horary.rotateHouse,
    eventId: question.eventId,
    row: toRowFacts(horary.row),
    chartMoment: formatLocalDateTime(horary.chartJulianDayUT, question.timezone),
    armc: horary.armc,
    risingAscendant: formatSignPosition(horary.risingAscendant),
    risingSign: splitSignPosition(horary.risingAscendant).sign,
    risingDegree: splitSignPosition(horary.risingAscendant).degree,
    ...toHoraryTables(chart, settings),
    profile: toChartProfile(chart, settings.chartType),
    verdictAids: EVENT_CATALOGUE.map((event) =>
      toVerdictAid(computeVerdictAid(lords, event, chart.rulingPlanets), event),
    ),
  };
}
