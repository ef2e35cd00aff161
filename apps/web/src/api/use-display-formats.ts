import { DEFAULT_DATE_FORMAT, formatDate, type DateFormat } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { settingsApi } from './settings';

/** The astrologer's date format (My Settings), applied wherever the app shows a date. */
export function useDateFormatter(): (isoDate: string) => string {
  const settings = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  const format = (settings.data?.data.config1 as DateFormat | undefined) ?? DEFAULT_DATE_FORMAT;
  return (isoDate) => formatDate(isoDate, format);
}
