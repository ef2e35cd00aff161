/**
 * The local moment's schema: the one `LocalMoment` type, its parser and its formatters live in @kpdesk/domain
 * (moment.ts) and are handed on here; this module adds the zod field that parses a wire moment once and the
 * display form in the astrologer's date and time formats.
 */
import { parseMoment, type LocalMoment, type MomentSeparators } from '@kpdesk/domain';
import { z } from 'zod';
import { formatDate, formatTime, type DateFormat, type TimeFormat } from './enums/formats.js';

export {
  DATE_MAX_YEAR,
  formatMoment,
  instantAtOffset,
  isClientDate,
  isClockTime,
  isLocalMoment,
  momentAtOffset,
  momentParam,
  momentParts,
  parseMoment,
  secondsBetween,
  shiftMoment,
  toLocalSeconds,
  withSeconds,
  type LocalMoment,
  type MomentParts,
  type MomentSeparators,
} from '@kpdesk/domain';

/**
 * A moment field: the wire text parsed into a `LocalMoment`; a missing, malformed or impossible moment gives
 * `message` (each call's own words).
 */
export function momentField(message: string, separators: MomentSeparators = 'any') {
  return z.string({ error: message }).transform((text, ctx): LocalMoment => {
    const moment = parseMoment(text, separators);
    if (moment) return moment;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/**
 * A moment as the astrologer reads it: its date and time in their display formats ('12-09-1935 09:08:00 PM').
 * The one display form of a moment, for every page.
 */
export function formatMomentForDisplay(
  { date, time }: LocalMoment,
  formats: { dateFormat: DateFormat; timeFormat: TimeFormat },
): string {
  return `${formatDate(date, formats.dateFormat)} ${formatTime(time, formats.timeFormat)}`;
}
