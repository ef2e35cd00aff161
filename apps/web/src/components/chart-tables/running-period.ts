import { parseMoment, toLocalSeconds, type SchedulePeriod } from '@kpdesk/contract';

/**
 * The instant (milliseconds since 1970 UTC) of a schedule moment 'yyyy-MM-dd HH:mm:ss', which the server
 * writes on the birth zone's clock (`offsetHours` east of UTC); NaN for text that is no moment.
 */
export function instantOf(moment: string, offsetHours: number): number {
  const local = parseMoment(moment);
  if (!local) return Number.NaN;
  // The clock reading counted as if it were UTC, less the zone's offset, is the true instant.
  return (toLocalSeconds(local) - offsetHours * 3600) * 1000;
}

/**
 * True when the instant `now` lies in the period, its start included and its end excluded (the next period
 * starts at the same moment). Instants are compared, never wall-clock text, so a browser in another zone
 * than the birth finds the same running period.
 */
export function isRunningAt(period: SchedulePeriod, offsetHours: number, now: number): boolean {
  return instantOf(period.start, offsetHours) <= now && now < instantOf(period.end, offsetHours);
}
