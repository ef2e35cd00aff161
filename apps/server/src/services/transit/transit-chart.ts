/** The transit chart answer: the transit at the profile place in the client's style, against the natal houses. */
import {
  toBirthChart,
  toCuspalPositionTable,
  toLocalMoment,
  toPlanetaryPositionTable,
  toRulingPlanetTable,
} from '@kpdesk/chart-answers';
import { transitNatalHouseLayout, type BirthChartType, type TransitChart } from '@kpdesk/contract';
import { formatDms, type Chart } from '@kpdesk/astro';
import type { TransitEntry } from '../chart-core/chart-cache.js';

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
  entry: TransitEntry,
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
