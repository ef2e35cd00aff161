import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatDate,
  type DateFormat,
  type TimeFormat,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { settingsApi } from './settings';

/** The astrologer's display formats (My Settings config1 and config2). */
export interface DisplayFormats {
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

/** The astrologer's date and time formats (My Settings), the defaults until the settings arrive. */
export function useDisplayFormats(): DisplayFormats {
  const settings = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  return {
    dateFormat: (settings.data?.data.config1 as DateFormat | undefined) ?? DEFAULT_DATE_FORMAT,
    timeFormat: (settings.data?.data.config2 as TimeFormat | undefined) ?? DEFAULT_TIME_FORMAT,
  };
}

/** The astrologer's date format (My Settings), applied wherever the app shows a date. */
export function useDateFormatter(): (isoDate: string) => string {
  const { dateFormat } = useDisplayFormats();
  return (isoDate) => formatDate(isoDate, dateFormat);
}
