import type { OptionValue } from './option-table.js';

/** Display languages (spec §3 config0: English only). */
export const LANGUAGES = [{ value: 'en-en', label: 'English' }] as const;
/** A language code. */
export type Language = OptionValue<typeof LANGUAGES>;
/** Default language (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'en-en';

/** Date display formats (spec §3 config1). */
export const DATE_FORMATS = ['dd-MM-yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd'] as const;
/** A date display format. */
export type DateFormat = (typeof DATE_FORMATS)[number];
/** Default date format. */
export const DEFAULT_DATE_FORMAT: DateFormat = 'dd-MM-yyyy';

/** Time display formats (spec §3 config2); 'a' is the AM/PM marker, hh the 12-hour clock. */
export const TIME_FORMATS = ['hh:mm:ss a', 'hh:mm a', 'HH:mm:ss', 'HH:mm'] as const;
/** A time display format. */
export type TimeFormat = (typeof TIME_FORMATS)[number];
/** Default time format. */
export const DEFAULT_TIME_FORMAT: TimeFormat = 'hh:mm:ss a';

/**
 * Coordinate display formats (spec §3 config3): N = degrees, minutes, seconds with a hemisphere
 * letter (13°04'58" N); Z = signed decimal degrees (13.0827, -74.0060).
 */
export const COORDINATE_FORMATS = [
  { value: 'N', label: 'Degrees with N/E/W/S' },
  { value: 'Z', label: 'Signed decimal' },
] as const;
/** 'N' | 'Z'. */
export type CoordinateFormat = OptionValue<typeof COORDINATE_FORMATS>;
/** Default coordinate format. */
export const DEFAULT_COORDINATE_FORMAT: CoordinateFormat = 'N';

/** Which coordinate a value is: latitude (N/S) or longitude (E/W). */
export type CoordinateAxis = 'latitude' | 'longitude';

/** Decimal places of the Z format (4 places ≈ 11 m on the ground). */
const Z_DECIMALS = 4;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/**
 * Formats a stored date ('yyyy-MM-dd', anything after the 10th character ignored, as the spec does
 * for marriageDate) in a display format. Text that is not such a date is returned unchanged.
 */
export function formatDate(value: string, format: DateFormat): string {
  const match = DATE_PATTERN.exec(value);
  if (!match) return value;
  const [, yyyy = '', mm = '', dd = ''] = match;
  switch (format) {
    case 'dd-MM-yyyy':
      return `${dd}-${mm}-${yyyy}`;
    case 'MM-dd-yyyy':
      return `${mm}-${dd}-${yyyy}`;
    case 'yyyy-MM-dd':
      return `${yyyy}-${mm}-${dd}`;
  }
}

/**
 * Formats a stored 24-hour time ('HH:mm' or 'HH:mm:ss') in a display format; midnight is 12 AM and
 * noon 12 PM on the 12-hour clock. Text that is not such a time is returned unchanged.
 */
export function formatTime(value: string, format: TimeFormat): string {
  const match = TIME_PATTERN.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const mm = match[2] ?? '00';
  const ss = match[3] ?? '00';
  const hh24 = String(hours).padStart(2, '0');
  const hh12 = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  const marker = hours < 12 ? 'AM' : 'PM';
  switch (format) {
    case 'hh:mm:ss a':
      return `${hh12}:${mm}:${ss} ${marker}`;
    case 'hh:mm a':
      return `${hh12}:${mm} ${marker}`;
    case 'HH:mm:ss':
      return `${hh24}:${mm}:${ss}`;
    case 'HH:mm':
      return `${hh24}:${mm}`;
  }
}

/** Splits |degrees| into whole degrees, minutes and seconds, rounding to the nearest second. */
export function toDegreesMinutesSeconds(value: number): {
  degrees: number;
  minutes: number;
  seconds: number;
} {
  // Round the total first so 59.9999″ carries into the minute instead of printing 60″.
  const totalSeconds = Math.round(Math.abs(value) * 3600);
  return {
    degrees: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Formats a coordinate in decimal degrees (latitude -90..90, longitude -180..180, east and north
 * positive). N: `13°04'58" N`, `74°00'22" W`; Z: signed decimal with four places, `-74.0060`.
 */
export function formatCoordinate(value: number, format: CoordinateFormat, axis: CoordinateAxis): string {
  switch (format) {
    case 'Z': {
      const fixed = value.toFixed(Z_DECIMALS);
      // A tiny negative value rounds to '-0.0000'; show it unsigned.
      return Number(fixed) === 0 ? (0).toFixed(Z_DECIMALS) : fixed;
    }
    case 'N': {
      const { degrees, minutes, seconds } = toDegreesMinutesSeconds(value);
      const positive = axis === 'latitude' ? 'N' : 'E';
      const negative = axis === 'latitude' ? 'S' : 'W';
      const hemisphere = value < 0 ? negative : positive;
      const mm = String(minutes).padStart(2, '0');
      const ss = String(seconds).padStart(2, '0');
      return `${degrees}°${mm}'${ss}" ${hemisphere}`;
    }
  }
}
