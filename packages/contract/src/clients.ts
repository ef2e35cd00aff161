import { z } from 'zod';
import {
  BIRTH_TIMEZONE_MAX,
  BIRTH_TIMEZONE_MIN,
  CLIENT_MESSAGES,
  LATITUDE_LIMIT,
  birthDateField,
  birthPlaceField,
  birthTimeField,
  boundedNumber,
  clientRangeMessage,
  latitudeField,
  longitudeField,
  optionalEmail,
  optionalMarriageDate,
  optionalMobile,
  optionalName,
  refuseMarriageBeforeBirth,
  requiredName,
} from './client-fields.js';
import { plainInteger } from './numbers.js';
import { missingFieldMessage, requiredKey } from './validation.js';
import { DEFAULT_SEX, MARITAL_STATUS_VALUES, SEX_VALUES } from './enums/client-options.js';
import { DEFAULT_TIME_ZONE } from './enums/time-zones.js';

/** The client form messages and helpers the web form shares with this schema. */
export {
  BIRTH_DATE_RANGE,
  BIRTH_DATE_RANGE_MESSAGE,
  CLIENT_MESSAGES,
  clientRangeMessage,
  isClientDate,
  isInBirthDateRange,
  refuseMarriageBeforeBirth,
  withSeconds,
} from './client-fields.js';

const sexChoice = z.enum(SEX_VALUES, { error: CLIENT_MESSAGES.sexInvalid });
const sexField = sexChoice.default(DEFAULT_SEX);

const maritalStatusChoice = z.preprocess(
  (value) => value ?? '',
  z.enum(MARITAL_STATUS_VALUES, { error: CLIENT_MESSAGES.maritalStatusInvalid }),
);

const birthTimezoneRange = boundedNumber(
  BIRTH_TIMEZONE_MIN,
  BIRTH_TIMEZONE_MAX,
  clientRangeMessage('time zone', BIRTH_TIMEZONE_MIN, BIRTH_TIMEZONE_MAX),
);
const isBlank = (value: unknown) => value === null || value === '';

const birthTimezoneField = z
  .preprocess((value) => (isBlank(value) ? undefined : value), birthTimezoneRange.optional())
  .transform((value) => value ?? DEFAULT_TIME_ZONE);

/**
 * Add Client payload (POST /user/add, spec §7), validated with the spec §5 messages. Output: trimmed
 * text; birthTime 'HH:mm:ss' (':00' appended to 'HH:mm'); birthTimezone in hours east of UTC
 * (default 5.5, -12..14 so historical offsets proposed by the atlas fit); latitude and longitude in
 * decimal degrees, north and east positive; optional texts and marriageDate null when empty;
 * maritalStatus '' for Not Available. These are the fields; {@link clientWriteSchema} adds the rule between
 * them (a marriage date not before the birth date), so a body that extends them adds it again.
 */
export const clientWriteFields = z.object({
  firstName: requiredName(CLIENT_MESSAGES.firstNameRequired, CLIENT_MESSAGES.firstNameInvalid),
  lastName: optionalName(CLIENT_MESSAGES.lastNameRequired, CLIENT_MESSAGES.lastNameInvalid),
  fatherName: optionalName(CLIENT_MESSAGES.fatherNameRequired, CLIENT_MESSAGES.fatherNameInvalid),
  mobile: optionalMobile,
  email: optionalEmail,
  maritalStatus: maritalStatusChoice.default(''),
  marriageDate: optionalMarriageDate,
  sex: sexField,
  birthTimezone: birthTimezoneField,
  birthDate: birthDateField,
  birthTime: birthTimeField,
  birthCity: birthPlaceField,
  birthLatitude: latitudeField(),
  birthLongitude: longitudeField,
});
/** Add Client payload (POST /user/add, spec §7): its fields and the marriage date not before the birth date. */
export const clientWriteSchema = clientWriteFields.superRefine(refuseMarriageBeforeBirth);
/** Add Client payload as sent (before defaults and trimming). */
export type ClientWriteInput = z.input<typeof clientWriteSchema>;
/** Add Client payload after validation. */
export type ClientWrite = z.output<typeof clientWriteSchema>;

/** Largest client number: the column holding it is a 32-bit integer in both databases. */
export const MAX_CLIENT_NUMBER = 2_147_483_647;
/** Message of a client number in a path that is not one. */
export const CLIENT_NUMBER_MESSAGE = `Client number must be a whole number from 1 to ${MAX_CLIENT_NUMBER}`;

/**
 * A whole number from `min` (1 unless given) to `MAX_CLIENT_NUMBER`, a number or plain decimal digits (a path
 * segment or numeric text): '0x2', '1e0', ' 2', '2.0', true and [2] are refused, so one number has one spelling.
 */
export function decimalIdField(message: string, min = 1) {
  return plainInteger(min, MAX_CLIENT_NUMBER, message);
}

/** A client's running number as a path parameter (/user/{runningId}, /chart/…/{userId}). */
export const clientNumberParam = decimalIdField(CLIENT_NUMBER_MESSAGE);

/** The message of a record id in a body that is not a whole number within the column's range. */
export function recordIdMessage(field: string): string {
  return `${field} must be a whole number from 1 to ${MAX_CLIENT_NUMBER}`;
}

/**
 * An Edit Client field the body must carry ('' or null still clears it): Add fills a left-out optional field
 * with null or its default, which on an edit would reset what was saved.
 */
function sentOnEdit<T extends z.ZodType>(field: keyof ClientWriteInput, schema: T) {
  return requiredKey(missingFieldMessage(field), schema);
}

const write = clientWriteFields.shape;

/**
 * Edit Client payload (PUT /user/edit): the add fields plus the record id and its runningId. Every field is
 * required (so the OpenAPI document says): one left out is refused ('lastName is missing'), never reset. An
 * empty value still clears a field, and an empty time zone is 5.5 as on Add; the marriage date is not before
 * the birth date.
 */
export const clientEditSchema = clientWriteFields
  .extend({
    lastName: sentOnEdit('lastName', write.lastName),
    fatherName: sentOnEdit('fatherName', write.fatherName),
    mobile: sentOnEdit('mobile', write.mobile),
    email: sentOnEdit('email', write.email),
    maritalStatus: sentOnEdit('maritalStatus', maritalStatusChoice),
    marriageDate: sentOnEdit('marriageDate', write.marriageDate),
    sex: sentOnEdit('sex', sexChoice),
    birthTimezone: sentOnEdit(
      'birthTimezone',
      z.preprocess((value) => (isBlank(value) ? DEFAULT_TIME_ZONE : value), birthTimezoneRange),
    ),
    id: decimalIdField(recordIdMessage('id')),
    runningId: decimalIdField(recordIdMessage('runningId')),
  })
  .superRefine(refuseMarriageBeforeBirth);
/** Edit Client payload after validation. */
export type ClientEdit = z.output<typeof clientEditSchema>;
/** Edit Client payload as sent. */
export type ClientEditInput = z.input<typeof clientEditSchema>;

/**
 * The message of an invalid quick-add latitude: the spec's range message plus a pointer to the full
 * Add Client page, where the place can be looked up and corrected.
 */
export const QUICK_ADD_LATITUDE_MESSAGE = `${clientRangeMessage('latitude', -LATITUDE_LIMIT, LATITUDE_LIMIT)}. For other birth details use the New Client page link.`;

/** Quick Add time zone: always India Standard Time (spec §7 "birthTimezone (fixed 5.5)"). */
export const QUICK_ADD_TIMEZONE = 5.5;

/** Quick Add payload (POST /user/quickadd) from the home dashboard. */
export const quickAddSchema = z.object({
  firstName: requiredName(CLIENT_MESSAGES.firstNameRequired, CLIENT_MESSAGES.firstNameInvalid),
  birthDate: birthDateField,
  birthTime: birthTimeField,
  birthTimezone: z.literal(QUICK_ADD_TIMEZONE).default(QUICK_ADD_TIMEZONE),
  birthCity: birthPlaceField,
  birthLongitude: longitudeField,
  birthLatitude: latitudeField(QUICK_ADD_LATITUDE_MESSAGE),
  sex: sexField,
});
/** Quick Add payload after validation. */
export type QuickAdd = z.output<typeof quickAddSchema>;

/**
 * A stored client (spec §3 "Client"), as GET /user/{runningId} answers it. dobDate 'yyyy-MM-dd',
 * dobTime 'HH:mm:ss' local time at birth, birthTimezone hours east of UTC, coordinates in degrees.
 */
export const clientSchema = z.object({
  id: z.number().int().positive(),
  runningId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fatherName: z.string().nullable(),
  sex: z.enum(SEX_VALUES),
  dobDate: z.string(),
  dobTime: z.string(),
  birthTimezone: z.number(),
  birthCity: z.string(),
  birthLongitude: z.number(),
  birthLatitude: z.number(),
  maritalStatus: z.enum(MARITAL_STATUS_VALUES),
  marriageDate: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
/** A stored client. */
export type Client = z.infer<typeof clientSchema>;

/**
 * The chart pages' client record (GET /userrequest/{runningId}, chart-screens spec §3 "user request
 * record"): the client plus birthDate and birthTime as entered, birthTimeCorrected ('yyyy-MM-dd HH:mm:ss',
 * null until the time is corrected) and birthDay, the civil weekday of the birth date.
 */
export const clientRequestSchema = clientSchema.extend({
  birthDate: z.string(),
  birthTime: z.string(),
  birthTimeCorrected: z.string().nullable(),
  birthDay: z.string(),
});
/** The chart pages' client record. */
export type ClientRequest = z.infer<typeof clientRequestSchema>;

/** Answer of add and quick add: the new client's visible number (spec §7 "code, runningId"). */
export const clientCreatedSchema = z.object({ runningId: z.number().int().positive() });
/** Answer of add and quick add. */
export type ClientCreated = z.infer<typeof clientCreatedSchema>;
