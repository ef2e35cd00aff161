import {
  formatCoordinate,
  formatDate,
  formatGmtOffset,
  formatMomentForDisplay,
  parseMoment,
  formatTime,
  type EffectiveSettings,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import type { ClientRequest } from '../../api/charts';
import { i18next } from '../../i18n/setup';

/** The words of a value in English, for a caller that shows them without a display language. */
export const englishText: TFunction = i18next.getFixedT('en');

/** The display settings a client's values are formatted with. */
export type DisplaySettings = Pick<EffectiveSettings, 'dateFormat' | 'timeFormat' | 'coordinateFormat'>;

/** A client's birth values as the chart pages show them, in the client's effective formats. */
export interface ClientDisplay {
  name: string;
  birthDate: string;
  birthTime: string;
  /** The corrected birth moment ('date time'), or '' when the time was never corrected. */
  birthTimeCorrected: string;
  /** The time the chart is cast for: the corrected time when there is one. */
  chartTime: string;
  /** Short form of the birth zone, e.g. "GMT+05:30". */
  timezone: string;
  latitude: string;
  longitude: string;
  /** The first 10 characters of the marriage date, formatted; '' when none (spec: blank if null). */
  marriageDate: string;
}

/** The client's name as the chart pages show it: first and last name. */
export function clientNameOf(client: Pick<ClientRequest, 'firstName' | 'lastName'>): string {
  return [client.firstName, client.lastName].filter(Boolean).join(' ');
}

/**
 * Formats a moment of an answer ('yyyy-MM-dd HH:mm:ss') in the display formats, parsed by the contract; text
 * that is no moment is shown as it came.
 */
export function formatDisplayMoment(value: string, s: DisplaySettings): string {
  const moment = parseMoment(value.trim());
  return moment ? formatMomentForDisplay(moment, s) : value;
}

/** The client's display values (chart-screens spec, Client Details left table and the South centre). */
export function toClientDisplay(client: ClientRequest, s: DisplaySettings): ClientDisplay {
  const corrected = client.birthTimeCorrected?.trim() ?? '';
  const correctedTime = parseMoment(corrected)?.time ?? '';
  return {
    name: clientNameOf(client),
    birthDate: formatDate(client.birthDate, s.dateFormat),
    birthTime: formatTime(client.birthTime, s.timeFormat),
    birthTimeCorrected: corrected ? formatDisplayMoment(corrected, s) : '',
    chartTime: formatTime(correctedTime || client.birthTime, s.timeFormat),
    timezone: `GMT${formatGmtOffset(client.birthTimezone)}`,
    latitude: formatCoordinate(client.birthLatitude, s.coordinateFormat, 'latitude'),
    longitude: formatCoordinate(client.birthLongitude, s.coordinateFormat, 'longitude'),
    marriageDate: client.marriageDate ? formatDate(client.marriageDate.slice(0, 10), s.dateFormat) : '',
  };
}

/**
 * The South style's centre lines (Natal Chart panel): name, birth date and day, birth time (corrected if
 * present) with zone, city, latitude, longitude, ayanamsa name and degree; the weekday in `t`'s language.
 */
export function toSouthCentreLines(
  client: ClientRequest,
  display: ClientDisplay,
  ayanamsa: { name: string; degree: string } | null,
  t: TFunction = englishText,
): string[] {
  return [
    display.name,
    `${display.birthDate} ${t(client.birthDay, { defaultValue: client.birthDay })}`,
    `${display.chartTime} ${display.timezone}`,
    client.birthCity,
    display.latitude,
    display.longitude,
    ...(ayanamsa ? [`${ayanamsa.name} ${ayanamsa.degree}`] : []),
  ];
}
