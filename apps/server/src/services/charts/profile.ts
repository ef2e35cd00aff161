import type { CalculationProfileData } from '@kpdesk/contract';
import { formatDms } from '@kpdesk/astro';
import type { ClientChart } from './client-chart.js';
import { formatLocalDateTime } from './dates.js';

/** The calculation profile one-liner of a client's chart (GET /chart/profile, `profile` of /chart/userdata). */
export function toCalculationProfile({ chart, settings }: ClientChart): CalculationProfileData {
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
    chartType: settings.chartType,
    warnings: chart.warnings,
  };
}
