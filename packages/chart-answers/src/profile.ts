import type { CalculationProfileData } from '@kpdesk/contract';
import { formatDms, type Chart } from '@kpdesk/astro/engine';
import type { CastChart } from './cast-chart.js';
import { formatLocalDateTime } from './dates.js';

/** The calculation profile of any computed chart (a client's, or an options judgement's) in a chart type. */
export function toChartProfile(chart: Chart, chartType: number): CalculationProfileData {
  const p = chart.profile;
  return {
    ayanamsaIndex: p.ayanamsa.index,
    ayanamsaName: p.ayanamsa.name,
    ayanamsaDegree: formatDms(p.ayanamsa.degrees),
    ayanamsaValue: p.ayanamsa.degrees,
    correction: p.ayanamsa.correction,
    nodeType: p.node,
    houseSystem: p.houseSystem,
    houseSystemUsed: p.houseSystemUsed,
    dashaYearDays: p.dashaYearDays,
    ephemeris: p.ephemeris,
    universalTime: formatLocalDateTime(p.julianDayUT, 0),
    chartType,
    warnings: chart.warnings,
  };
}

/** The calculation profile one-liner of a client's chart (GET /chart/profile, `profile` of /chart/userdata). */
export function toCalculationProfile({ chart, settings }: CastChart): CalculationProfileData {
  return toChartProfile(chart, settings.chartType);
}
