import {
  DEFAULT_TIME_ZONE,
  formatGmtOffset,
  formatMomentForDisplay,
  momentAtOffset,
  type DateFormat,
  type TimeFormat,
} from '@kpdesk/contract';
import { useJudgementProfile } from '../options/judgement-now';

/**
 * An instant of the server's clock (ISO 8601 UTC, a share link's creation or expiry) as the reader's own
 * clock shows it, in the given display formats. The browser's zone at that instant gives the offset, so a
 * link made before a daylight-saving change still reads right. Text that is no instant is shown as it came.
 */
export function formatInstant(
  iso: string,
  formats: { dateFormat: DateFormat; timeFormat: TimeFormat },
): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const offsetHours = -new Date(instant).getTimezoneOffset() / 60;
  return formatMomentForDisplay(momentAtOffset(instant, offsetHours), formats);
}

/**
 * An instant on the astrologer's own clock (the profile's time zone), labelled with that zone, as every other
 * time the astrologer reads: a browser on another zone does not move it.
 */
export function formatInstantOnClock(
  iso: string,
  formats: { dateFormat: DateFormat; timeFormat: TimeFormat },
  offsetHours: number,
): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return `${formatMomentForDisplay(momentAtOffset(instant, offsetHours), formats)} GMT${formatGmtOffset(offsetHours)}`;
}

/** The astrologer's clock: the profile's time zone, hours east of UTC (5.5 until one is saved). */
export function useProfileOffset(): number {
  const { profile } = useJudgementProfile();
  return Number(profile?.timezone ?? DEFAULT_TIME_ZONE);
}
