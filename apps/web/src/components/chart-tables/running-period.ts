import { instantAtOffset, parseMoment, type SchedulePeriod } from '@kpdesk/contract';

/**
 * The instant (milliseconds since 1970 UTC) of a schedule moment 'yyyy-MM-dd HH:mm:ss', which the server
 * writes on the birth zone's clock (`offsetHours` east of UTC); NaN for text that is no moment.
 */
export function instantOf(moment: string, offsetHours: number): number {
  const local = parseMoment(moment);
  return local ? instantAtOffset(local, offsetHours) : Number.NaN;
}

/**
 * True when the instant `now` lies in the period, its start included and its end excluded (the next period
 * starts at the same moment). Instants are compared, never wall-clock text, so a browser in another zone
 * than the birth finds the same running period.
 */
export function isRunningAt(period: SchedulePeriod, offsetHours: number, now: number): boolean {
  return instantOf(period.start, offsetHours) <= now && now < instantOf(period.end, offsetHours);
}
