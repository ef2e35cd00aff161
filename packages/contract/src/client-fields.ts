import { z } from 'zod';
import { isClientDate, isClockTime, withSeconds } from './moment.js';
import { plainDecimal } from './numbers.js';
import { isEmailAddress, isMobileNumber, personNameField } from './validation.js';

export { DATE_MAX_YEAR, isClientDate, withSeconds } from './moment.js';

/**
 * The messages of the client add and edit forms (spec §5 "Client (add or edit)"), verbatim where the
 * spec gives them. Texts the spec leaves unwritten (invalid date, time, time zone, option) follow its
 * 'Enter valid …' pattern.
 */
export const CLIENT_MESSAGES = {
  firstNameRequired: 'Enter first name',
  firstNameInvalid: 'Enter valid first name',
  lastNameRequired: 'Enter last name',
  lastNameInvalid: 'Enter valid last name',
  fatherNameRequired: 'Enter father name',
  fatherNameInvalid: 'Enter valid father name',
  mobileInvalid: 'Enter valid mobile number',
  emailInvalid: 'Enter valid email address',
  birthDateRequired: 'Enter birth date',
  birthDateInvalid: 'Enter valid birth date',
  birthTimeRequired: 'Enter birth time',
  birthTimeInvalid: 'Enter valid birth time',
  birthPlaceRequired: 'Enter birth place name',
  birthPlaceInvalid: 'Enter valid birth place name',
  marriageDateInvalid: 'Enter valid marriage date',
  marriageBeforeBirth: 'Marriage date cannot be before the birth date',
  maritalStatusInvalid: 'Select valid marital status',
  sexInvalid: 'Select valid sex',
} as const;

/**
 * The range message of a numeric client field, spec §5: 'Enter {thing} value in between {min} and {max}',
 * e.g. 'Enter latitude value in between -90 and 90'.
 */
export function clientRangeMessage(thing: string, min: number, max: number): string {
  return `Enter ${thing} value in between ${min} and ${max}`;
}

/** Latitude limits, degrees (north positive), spec §9. */
export const LATITUDE_LIMIT = 90;
/** Longitude limits, degrees (east positive), spec §9. */
export const LONGITUDE_LIMIT = 180;
/** Birth time zone limits, hours east of UTC: the list's -12 up to +14, the easternmost IANA offset. */
export const BIRTH_TIMEZONE_MIN = -12;
export const BIRTH_TIMEZONE_MAX = 14;
/** Shortest place name, characters (spec §9). */
export const PLACE_NAME_MIN_LENGTH = 4;
/** Longest place name, characters: room for 'City, region, country' answers of the atlas. */
export const PLACE_NAME_MAX_LENGTH = 200;

/** Turns null and undefined into '' so optional text fields share one path. */
function blankWhenMissing(value: unknown): unknown {
  return value === null || value === undefined ? '' : value;
}

/** A required letters-only name, trimmed (the account rule of validation.ts). */
export function requiredName(requiredMessage: string, invalidMessage: string) {
  return personNameField(requiredMessage, invalidMessage);
}

/**
 * An optional letters-only name: missing or '' gives null; only spaces gives the required message
 * (the spec's 'Enter father name' for a name that was started but left blank).
 */
export function optionalName(blankMessage: string, invalidMessage: string) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    personNameField(blankMessage, invalidMessage).nullable(),
  );
}

/** Optional text checked by `isValid` when given: null when empty, trimmed otherwise. */
function optionalChecked(isValid: (value: string) => boolean, message: string) {
  return z.preprocess(
    blankWhenMissing,
    z
      .string({ error: message })
      .trim()
      .refine((value) => value === '' || isValid(value), message)
      .transform((value) => (value === '' ? null : value)),
  );
}

/** Optional mobile: null when empty, else 10 to 15 digits with no sign (spec §5, §9). */
export const optionalMobile = optionalChecked(isMobileNumber, CLIENT_MESSAGES.mobileInvalid);

/** Optional email: null when empty, else a valid address of 9 to 50 characters (spec §5, §9). */
export const optionalEmail = optionalChecked(isEmailAddress, CLIENT_MESSAGES.emailInvalid);

/**
 * The birth dates a chart is cast for. The built-in Moshier ephemeris covers 3000 BC to AD 3000 and
 * the atlas's zones (the IANA history in Intl) answer every year, local mean time before standard time; the
 * limit below is the calendar: every date here is read as Gregorian (the Julian day arithmetic and Intl are
 * proleptic Gregorian), and a date before the reform of October 1582 would be a Julian one in its sources, ten
 * days off. So the first full Gregorian year up to the spec's last year of a date (2999).
 */
export const BIRTH_DATE_RANGE = { min: '1583-01-01', max: '2999-12-31' } as const;

/** The message of a real date outside {@link BIRTH_DATE_RANGE}, naming the range. */
export const BIRTH_DATE_RANGE_MESSAGE = `Enter birth date in between ${BIRTH_DATE_RANGE.min} and ${BIRTH_DATE_RANGE.max}`;

/** True for a 'yyyy-MM-dd' date within {@link BIRTH_DATE_RANGE} (the fixed width compares as text). */
export function isInBirthDateRange(date: string): boolean {
  return date >= BIRTH_DATE_RANGE.min && date <= BIRTH_DATE_RANGE.max;
}

/** Required date 'yyyy-MM-dd' within {@link BIRTH_DATE_RANGE}. */
export const birthDateField = z
  .string({ error: CLIENT_MESSAGES.birthDateRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.birthDateRequired)
  // One message per date: a date that is not one never also hears it is out of range.
  .refine(isClientDate, { message: CLIENT_MESSAGES.birthDateInvalid, abort: true })
  .refine(isInBirthDateRange, BIRTH_DATE_RANGE_MESSAGE);

/** Required time 'HH:mm' or 'HH:mm:ss' (24-hour), always answered as 'HH:mm:ss'. */
export const birthTimeField = z
  .string({ error: CLIENT_MESSAGES.birthTimeRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.birthTimeRequired)
  .transform(withSeconds)
  .refine(isClockTime, CLIENT_MESSAGES.birthTimeInvalid);

/** The refusal of a place holding a line break, a tab or another control character. */
export const PLACE_ONE_LINE_MESSAGE =
  'Enter the place on one line, without line breaks or control characters';

/** True for text without control characters (C0, DEL and C1: line breaks, tabs, escapes). */
export function isSingleLineText(text: string): boolean {
  return !/\p{Cc}/u.test(text);
}

/** Required place name, 4 to 200 characters, on one line. */
export const birthPlaceField = z
  .string({ error: CLIENT_MESSAGES.birthPlaceRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.birthPlaceRequired)
  .min(PLACE_NAME_MIN_LENGTH, CLIENT_MESSAGES.birthPlaceInvalid)
  .max(PLACE_NAME_MAX_LENGTH, CLIENT_MESSAGES.birthPlaceInvalid)
  .refine(isSingleLineText, PLACE_ONE_LINE_MESSAGE);

/**
 * True for a count as a form's box holds it: 1 to `digits` digits with no sign or point, within [min, max].
 * Takes the text of the input (or a number, read as its text).
 */
export function isDigitCount(value: unknown, digits: number, min: number, max: number): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !new RegExp(`^\\d{1,${digits}}$`).test(text)) return false;
  const n = Number(text);
  return n >= min && n <= max;
}

/** A count (text or number, see isDigitCount) → the number; anything else gives `message`. */
export function digitCountField(digits: number, min: number, max: number, message: string) {
  return z
    .unknown()
    .refine((value) => isDigitCount(value, digits, min, max), message)
    .transform((value) => Number(value));
}

/** A number within [min, max] (plain decimal text accepted, see numbers.ts), every failure giving `message`. */
export function boundedNumber(min: number, max: number, message: string) {
  return plainDecimal(min, max, message);
}

/** Latitude in degrees, -90..90, with the spec's range message or `message` when given. */
export function latitudeField(message = clientRangeMessage('latitude', -LATITUDE_LIMIT, LATITUDE_LIMIT)) {
  return boundedNumber(-LATITUDE_LIMIT, LATITUDE_LIMIT, message);
}

/** Longitude in degrees, -180..180. */
export const longitudeField = boundedNumber(
  -LONGITUDE_LIMIT,
  LONGITUDE_LIMIT,
  clientRangeMessage('longitude', -LONGITUDE_LIMIT, LONGITUDE_LIMIT),
);

/** Optional date: missing or '' gives null; only the first 10 characters are read (spec §3). */
export const optionalMarriageDate = z.preprocess(
  blankWhenMissing,
  z
    .string({ error: CLIENT_MESSAGES.marriageDateInvalid })
    .transform((value) => value.trim().slice(0, 10))
    .refine((value) => value === '' || isClientDate(value), CLIENT_MESSAGES.marriageDateInvalid)
    .transform((value) => (value === '' ? null : value)),
);

/**
 * A client's marriage date is not before the birth date (both 'yyyy-MM-dd' once checked, so they compare as
 * text); the refusal is the marriage date's. For the Add, Edit and import rules alike.
 */
export function refuseMarriageBeforeBirth(
  client: { birthDate: string; marriageDate: string | null },
  context: z.RefinementCtx,
): void {
  if (client.marriageDate !== null && client.marriageDate < client.birthDate)
    context.addIssue({
      code: 'custom',
      path: ['marriageDate'],
      message: CLIENT_MESSAGES.marriageBeforeBirth,
    });
}
