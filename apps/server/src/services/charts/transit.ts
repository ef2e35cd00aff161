import type { BirthChartType, TransitChart } from '@kpdesk/contract';
import type { TransitEntry } from './chart-cache.js';
import { toBirthChart } from './birth-charts.js';
import { formatLocalDateTime } from './dates.js';
import { toCuspalPositionTable, toPlanetaryPositionTable, toRulingPlanetTable } from './position-rows.js';

/** GET /chart/transituserchart: the transit chart of the minute at the profile place, in the client's style. */
export function toTransitChart(entry: TransitEntry, type: BirthChartType): TransitChart {
  const { place, chart } = entry;
  const [date = '', time = ''] = formatLocalDateTime(entry.julianDayUT, place.timezone).split(' ');
  return {
    date,
    day: chart.panchang.civilWeekday,
    time: time.slice(0, 5),
    timezone: place.timezone,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    birthChart: toBirthChart(chart, entry.self, type),
    planetPosition: toPlanetaryPositionTable(chart, null),
    cuspalPosition: toCuspalPositionTable(chart, null),
    rulingPlanets: toRulingPlanetTable(chart.rulingPlanets),
  };
}
