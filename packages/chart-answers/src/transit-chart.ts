/**
 * Transit charts: the chart of a minute (or a chosen moment) at the astrologer's profile place, cast with a
 * client's effective settings, and the transit chart answer in the client's style against the natal houses.
 */
import {
  transitNatalHouseLayout,
  type BirthChartType,
  type EffectiveSettings,
  type LocalMoment,
  type TransitChart,
} from '@kpdesk/contract';
import {
  computeChart,
  computeSelfSignificators,
  formatDms,
  toChartLords,
  type Chart,
  type SelfSignificatorRow,
} from '@kpdesk/astro/engine';
import { toBirthChart } from './birth-charts.js';
import type { CastChart } from './cast-chart.js';
import { toEngineSettings } from './cast-chart.js';
import { toEpochMs, toJulianDay, toJulianDayFromMs, toLocalMoment } from './dates.js';
import { toCuspalPositionTable, toPlanetaryPositionTable, toRulingPlanetTable } from './position-rows.js';

const MS_PER_MINUTE = 60_000;

/** The astrologer's profile place, where transit charts are cast. */
export interface TransitPlace {
  city: string;
  latitude: number;
  longitude: number;
  /** Hours east of UTC. */
  timezone: number;
}

/** The transit place of an astrologer's profile (city, coordinates, zone); null when it names no city. */
export function transitPlaceOf(profile: {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: number;
}): TransitPlace | null {
  const city = profile.city?.trim() ?? '';
  if (!city || profile.latitude === null || profile.longitude === null) return null;
  return { city, latitude: profile.latitude, longitude: profile.longitude, timezone: profile.timezone };
}

/** A transit chart of one moment at one place, with its self significators (for the drawing). */
export interface TransitCast {
  place: TransitPlace;
  /** Julian day UT of the moment. */
  julianDayUT: number;
  chart: Chart;
  self: SelfSignificatorRow[];
}

/** The start of the minute of `ms` (ms since the epoch): the transit of now is cast for its minute. */
export function transitMinuteOf(ms: number): number {
  return Math.floor(ms / MS_PER_MINUTE) * MS_PER_MINUTE;
}

/** The chart of a moment (ms since the epoch) at a place with a client's settings (ephePath: null = Moshier). */
export function castTransit(
  place: TransitPlace,
  momentMs: number,
  settings: EffectiveSettings,
  ephePath: string | null,
): TransitCast {
  const julianDayUT = toJulianDayFromMs(momentMs);
  const chart = computeChart({
    ...toLocalMoment(julianDayUT, place.timezone),
    utcOffsetHours: place.timezone,
    place: { latitude: place.latitude, longitude: place.longitude },
    settings: toEngineSettings(settings, ephePath),
  });
  return { place, julianDayUT, chart, self: computeSelfSignificators(toChartLords(chart)) };
}

/** The KP house (1..12) of a longitude among a chart's cusps: the house whose cusp it has passed last. */
export function houseOfLongitude(cusps: readonly { longitude: number }[], longitude: number): number {
  const ahead = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  for (let i = 0; i < cusps.length; i++) {
    const start = cusps[i]?.longitude ?? 0;
    const end = cusps[(i + 1) % cusps.length]?.longitude ?? 0;
    if (ahead(start, longitude) < ahead(start, end)) return i + 1;
  }
  return 1;
}

/** Transit bodies against the natal houses (The view astrologers use to time events). */
function toNatalHouseTable(transit: Chart, natal: Chart) {
  return {
    columns: transitNatalHouseLayout.columns,
    rows: transit.bodies.map((b) =>
      transitNatalHouseLayout.write({
        planet: b.name,
        longitude: formatDms(b.longitude),
        sign: b.sign,
        retro: b.isRetrograde ? 'R' : '',
        transitHouse: String(b.house),
        natalHouse: String(houseOfLongitude(natal.cusps, b.longitude)),
      }),
    ),
  };
}

/**
 * GET /chart/transituserchart: the transit chart at the profile place in the client's style, with the
 * transit bodies in the client's natal houses. The time is 'HH:mm' for the minute of now, 'HH:mm:ss' for a
 * chosen moment.
 */
export function toTransitChart(
  entry: TransitCast,
  type: BirthChartType,
  natal: Chart,
  timeLength: 5 | 8 = 5,
): TransitChart {
  const { place, chart } = entry;
  const { date, time } = toLocalMoment(entry.julianDayUT, place.timezone);
  return {
    date,
    day: chart.panchang.civilWeekday,
    time: time.slice(0, timeLength),
    timezone: place.timezone,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    birthChart: toBirthChart(chart, entry.self, type),
    planetPosition: toPlanetaryPositionTable(chart, null),
    cuspalPosition: toCuspalPositionTable(chart, null),
    rulingPlanets: toRulingPlanetTable(chart.rulingPlanets),
    natalHouses: toNatalHouseTable(chart, natal),
  };
}

/**
 * GET /chart/transituserchart/{userId}: the chart of the minute of `nowMs` at the profile place with the
 * client's settings, against the client's natal houses; null when the profile has no place.
 */
export function answerTransitOfNow(
  e: CastChart,
  place: TransitPlace | null,
  nowMs: number,
  ephePath: string | null,
): TransitChart | null {
  if (!place) return null;
  const transit = castTransit(place, transitMinuteOf(nowMs), e.settings, ephePath);
  return toTransitChart(transit, e.settings.chartType, e.chart);
}

/** The instant (ms since the epoch) of a chosen moment, local at the transit place. */
export function transitMomentMsOf(moment: LocalMoment, place: TransitPlace): number {
  return toEpochMs(toJulianDay(moment, place.timezone));
}

/**
 * GET /chart/transituserchart/{userId}/{moment}: the chart of `moment` (local at the profile place) with the
 * client's settings, against the client's natal houses, its time to the second; null when the profile has no
 * place.
 */
export function answerTransitOfMoment(
  e: CastChart,
  place: TransitPlace | null,
  moment: LocalMoment,
  ephePath: string | null,
): TransitChart | null {
  if (!place) return null;
  const transit = castTransit(place, transitMomentMsOf(moment, place), e.settings, ephePath);
  return toTransitChart(transit, e.settings.chartType, e.chart, 8);
}
