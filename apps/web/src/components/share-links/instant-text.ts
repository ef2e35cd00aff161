import { formatMomentForDisplay, momentAtOffset, type DateFormat, type TimeFormat } from '@kpdesk/contract';

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
