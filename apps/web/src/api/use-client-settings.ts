import {
  DEFAULT_DATE_FORMAT,
  formatDate,
  resolveEffectiveSettings,
  type EffectiveSettings,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { settingsApi } from './settings';

/**
 * The client's effective settings for display (date, time and coordinate formats), resolved by the
 * contract's one rule from My Settings and the client's settings; the server resolves the same for the
 * chart numbers. Null until both calls have answered.
 */
export function useClientSettings(runningId: number): EffectiveSettings | null {
  const astrologer = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  const client = useQuery({
    queryKey: ['settings', runningId],
    queryFn: () => settingsApi.getClient(runningId),
  });
  if (astrologer.isPending || client.isPending) return null;
  // A settings call that failed counts as "nothing set": the product defaults still format the page.
  return resolveEffectiveSettings(astrologer.data?.data ?? null, client.data?.data ?? null);
}

/** Shows a server date or moment by its first 10 characters in the client's date format (spec §3). */
export function useClientDateText(runningId: number): (moment: string) => string {
  const settings = useClientSettings(runningId);
  return (moment) => formatDate(moment.slice(0, 10), settings?.dateFormat ?? DEFAULT_DATE_FORMAT);
}
