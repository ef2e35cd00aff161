import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatDate,
  formatMomentForDisplay,
  formatTime,
  type LocalMoment,
  type TimeFormat,
} from '@kpdesk/contract';
import { useClientSettings } from '../../api/use-client-settings';
import type { DisplayFormats } from '../../api/use-display-formats';

/**
 * The date and time formats of a client's chart pages: the client's effective ones (Client Settings over My
 * Settings, the contract's one rule), as Client Details shows them; the defaults until they arrive.
 */
export function useClientFormats(runningId: number): DisplayFormats {
  const settings = useClientSettings(runningId);
  return {
    dateFormat: settings?.dateFormat ?? DEFAULT_DATE_FORMAT,
    timeFormat: settings?.timeFormat ?? DEFAULT_TIME_FORMAT,
  };
}

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

/** A moment's date and time in a page's formats: the contract's one display form. */
export const showMoment = formatMomentForDisplay;

/** A change moment to the second: the time on the astrologer's clock, with its date when asked for. */
export function showChangeMoment(moment: LocalMoment, formats: DisplayFormats, hasDate: boolean): string {
  const time = formatTime(moment.time, WITH_SECONDS[formats.timeFormat]);
  return hasDate ? `${formatDate(moment.date, formats.dateFormat)} ${time}` : time;
}
