import {
  DEFAULT_TIME_ZONE,
  momentAtOffset,
  type ProfileView,
  type QuickOptionsInput,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../api/accounts';

/** The moment and place of a judgement as its form holds them (Options, Options Theory, Horary). */
export type JudgementValues = Omit<QuickOptionsInput, 'optionsCount'>;

/**
 * A new judgement: now on the clock of the astrologer's profile zone (never the browser's, which may run in
 * another zone), at the profile place when the profile has a city with its coordinates (the place of
 * judgement is where the astrologer works); time zone 5.5 and no place without a profile.
 */
export function judgementNow(profile: ProfileView | null, instantMs: number): JudgementValues {
  const hasPlace = Boolean(profile?.city) && profile?.latitude != null && profile?.longitude != null;
  const timezone = profile?.timezone ?? DEFAULT_TIME_ZONE;
  return {
    timezone,
    ...momentAtOffset(instantMs, Number(timezone)),
    place: hasPlace ? (profile?.city ?? '') : '',
    latitude: hasPlace ? (profile?.latitude ?? '') : '',
    longitude: hasPlace ? (profile?.longitude ?? '') : '',
  };
}

/** The astrologer's profile (the query the profile pages share), with whether it is still loading. */
export function useJudgementProfile(): { isLoading: boolean; profile: ProfileView | null } {
  const query = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  return { isLoading: query.isPending, profile: query.data?.data ?? null };
}
