/**
 * The KP muhurta finder's answers (shared/domain/muhurta.md): the search of a window with the astrologer's
 * settings and the participants' natal charts, and the chart of a moment at the search's place. The engine's
 * instants (Julian days UT) become clock times of the request's zone, to the second; everything else is ids
 * and numbers the page words in its language.
 */
import {
  computeChart,
  computeChartSignificators,
  searchMuhurta,
  type MuhurtaParticipantInput,
  type MuhurtaSearch,
  type MuhurtaSearchInput as EngineSearchInput,
  type MuhurtaWindow,
} from '@kpdesk/astro/engine';
import {
  formatMoment,
  type EffectiveSettings,
  type MuhurtaChartData,
  type MuhurtaChartRequest,
  type MuhurtaSearchAnswer,
  type MuhurtaSearchRequest,
  type MuhurtaVetoKey,
  type MuhurtaVetoSwitches,
  type MuhurtaWindowData,
} from '@kpdesk/contract';
import { toBirthChart } from './birth-charts.js';
import { toEngineSettings, type CastChart } from './cast-chart.js';
import { formatLocalDateTime, toJulianDay } from './dates.js';
import { toCuspalPositionTable, toPlanetaryPositionTable } from './position-rows.js';
import { toChartProfile } from './profile.js';

/** One window of the engine in the call's shape. */
export function toWindowData(w: MuhurtaWindow, offsetHours: number): MuhurtaWindowData {
  return {
    start: formatLocalDateTime(w.start, offsetHours),
    end: formatLocalDateTime(w.end, offsetHours),
    seconds: Math.round(w.seconds),
    lagna: w.lagna,
    cuspSubLord: w.cuspSubLord,
    lagnaHouses: w.lagnaHouses,
    cuspHouses: w.cuspHouses,
    gates: w.gates,
    dayLord: w.dayLord,
    rulingPlanets: w.rulingPlanets,
    rpScore: w.rpScore,
    score: w.score,
    participants: w.participants.map((p) => ({
      runningId: p.runningId,
      rejected: p.rejected,
      reasons: p.reasons,
      score: p.score,
      tara: p.tara,
      tarabala: p.tarabala,
      moonHouse: p.moonHouse,
      chandrabala: p.chandrabala,
      periods: p.periods,
    })),
    edges: w.edges,
    houseSystem: w.houseSystem,
    polarDay: w.polarDay,
  };
}

/** The engine's search in the call's shape. */
export function toSearchAnswer(
  search: MuhurtaSearch,
  offsetHours: number,
  sunriseConvention: 'hindu' | 'drik',
): MuhurtaSearchAnswer {
  const windows = (list: MuhurtaWindow[]) => list.map((w) => toWindowData(w, offsetHours));
  return {
    profile: {
      ...search.profile,
      favourable: [...search.profile.favourable],
      negating: [...search.profile.negating],
    },
    windows: windows(search.windows),
    rejectedByParticipants: windows(search.rejectedByParticipants),
    next: search.next === null ? null : toWindowData(search.next, offsetHours),
    vetoPeriods: search.vetoPeriods.map((p) => ({
      veto: p.veto,
      start: formatLocalDateTime(p.start, offsetHours),
      end: formatLocalDateTime(p.end, offsetHours),
    })),
    sunriseConvention,
    timezone: offsetHours,
  };
}

/** The veto switches of the engine: the call's one combustion switch sets Venus's and Jupiter's (M5). */
export function toEngineVetoes(switches: MuhurtaVetoSwitches = {}): Partial<Record<MuhurtaVetoKey, boolean>> {
  const { combustion, ...rest } = switches;
  return { ...rest, combustVenus: combustion, combustJupiter: combustion };
}

/** A participant of a search: the client's number and the natal chart it is checked against. */
export function muhurtaParticipantOf(
  runningId: number,
  e: Pick<CastChart, 'chart'>,
): MuhurtaParticipantInput {
  const { bodies, cusps, profile } = e.chart;
  return { runningId, chart: { bodies, cusps, profile } };
}

/** The engine's input of a search request with the astrologer's settings and the participants asked. */
export function toEngineSearch(
  request: MuhurtaSearchRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
  participants: readonly MuhurtaParticipantInput[],
): EngineSearchInput {
  const julianDay = (moment: MuhurtaSearchRequest['from']) => toJulianDay(moment, request.timezone);
  return {
    profile: {
      event: request.event,
      favourable: request.favourable,
      negating: request.negating,
      cusp: request.cusp,
    },
    from: julianDay(request.from),
    to: julianDay(request.to),
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    participants,
    vetoes: toEngineVetoes(request.vetoes),
    settings: toEngineSettings(settings, ephePath),
  };
}

/**
 * POST /muhurta/search: every window of the range asked, with the astrologer's settings and the participants'
 * natal charts (muhurtaParticipantOf, in the order of `request.participants`).
 */
export function answerMuhurtaSearch(
  request: MuhurtaSearchRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
  participants: readonly MuhurtaParticipantInput[],
): MuhurtaSearchAnswer {
  const search = searchMuhurta(toEngineSearch(request, settings, ephePath, participants));
  return toSearchAnswer(search, request.timezone, settings.sunrise);
}

/**
 * POST /muhurta/chart: the chart of a moment (a window's start) at the search's place, cast with the
 * astrologer's settings as the search's moment charts are, drawn in their chart style with the KP tables.
 */
export function answerMuhurtaChart(
  request: MuhurtaChartRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
): MuhurtaChartData {
  const chart = computeChart({
    ...request.moment,
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    settings: toEngineSettings(settings, ephePath),
  });
  const { selfSignificators } = computeChartSignificators(chart);
  return {
    moment: formatMoment(request.moment),
    birthChart: toBirthChart(chart, selfSignificators, settings.chartType),
    planetPosition: toPlanetaryPositionTable(chart, null),
    cuspalPosition: toCuspalPositionTable(chart, null),
    profile: toChartProfile(chart, settings.chartType),
  };
}
