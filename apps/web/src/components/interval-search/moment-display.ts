import { formatDate, formatTime, type LocalMoment, type TimeFormat } from '@kpdesk/contract';
import type { DisplayFormats } from '../../api/use-display-formats';

/**
 * The astrologer's clock with its seconds: a row of an interval table is a change to the second, so 'HH:mm'
 * and 'hh:mm a' keep the seconds there (two changes in one minute must not read alike).
 */
const WITH_SECONDS: Record<TimeFormat, TimeFormat> = {
  'hh:mm:ss a': 'hh:mm:ss a',
  'hh:mm a': 'hh:mm:ss a',
  'HH:mm:ss': 'HH:mm:ss',
  'HH:mm': 'HH:mm:ss',
};

/** A change moment to the second: the time on the astrologer's clock, with its date when asked for. */
export function showChangeMoment(moment: LocalMoment, formats: DisplayFormats, hasDate: boolean): string {
  const time = formatTime(moment.time, WITH_SECONDS[formats.timeFormat]);
  return hasDate ? `${formatDate(moment.date, formats.dateFormat)} ${time}` : time;
}
