import { findTimeZoneLabel, formatGmtOffset, TIME_ZONES, type TimeZoneOption } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { i18next } from '../../i18n/setup';

/** English whatever the page's language: the notes' words as the spec's screens have them, for callers without one. */
const englishText: TFunction = i18next.getFixedT('en');

/**
 * The note beside the time zone list once a place is chosen: the place's own zone and offset, e.g.
 * 'Proposed from Asia/Kolkata on 1943-06-01: GMT+06:30' (hours east of UTC), with ', daylight saving'
 * when it is (the list's entry for that offset may name another region's zone), in `t`'s language. The zone
 * and date stay as written.
 */
export function offsetNote(
  timeZone: string,
  birthDate: string,
  offsetHours: number,
  isDaylightSaving = false,
  t: TFunction = englishText,
): string {
  const values = { zone: timeZone, date: birthDate, offset: formatGmtOffset(offsetHours) };
  return isDaylightSaving
    ? t('Proposed from {{zone}} on {{date}}: GMT{{offset}}, daylight saving', values)
    : t('Proposed from {{zone}} on {{date}}: GMT{{offset}}', values);
}

/** The note when the offset cannot be proposed yet because the birth date or time is missing. */
export function missingBirthMomentNote(timeZone: string, t: TFunction = englishText): string {
  return t('Enter the birth date and time to get the offset of {{zone}}.', { zone: timeZone });
}

/**
 * The entries of the time zone select for the current offset (hours), in `t`'s language: the standard list,
 * plus one '(GMT±hh:mm)' entry when a historical offset (e.g. a war-time or local mean time) is in none of
 * them, so the proposed or loaded value stays selectable. Each entry's regions and cities are translated; the
 * value (the offset) and its '(GMT±hh:mm)' stay as written.
 */
export function timeZoneChoices(offsetHours: number, t: TFunction = englishText): readonly TimeZoneOption[] {
  const isListed = !Number.isFinite(offsetHours) || TIME_ZONES.some((zone) => zone.value === offsetHours);
  const zones = isListed
    ? TIME_ZONES
    : [...TIME_ZONES, { label: findTimeZoneLabel(offsetHours), value: offsetHours }];
  return zones.map((zone) => ({ value: zone.value, label: t(zone.label) }));
}
