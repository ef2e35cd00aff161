/**
 * The panchang calls (shared/domain/panchang.md): the day of a date at a place and the month calendar, with
 * the fields and messages of the Options Theory form. Times are clock times 'yyyy-MM-dd HH:mm:ss' of the
 * request's zone; a span is { start, end }, null where the day has none. Numbers are each element's place in
 * its cycle (tithi 1..30, nakshatra 1..27, yoga 1..27, karana 1..60); the words are the domain vocabulary's.
 */
import { z } from 'zod';
import { latitudeField, longitudeField } from './client-fields.js';
import { optionDateField, optionPlaceField, optionTimezoneField } from './options.js';

/** The refusals of the month call beyond the place fields. */
export const PANCHANG_MESSAGES = {
  year: 'Enter a year from 1583 to 2999',
  month: 'Choose a month from 1 to 12',
} as const;

/** The first and last years the product computes (the Gregorian calendar's first full year, the charts' last). */
export const PANCHANG_YEAR_MIN = 1583;
export const PANCHANG_YEAR_MAX = 2999;

const placeFields = {
  timezone: optionTimezoneField,
  place: optionPlaceField,
  latitude: latitudeField(),
  longitude: longitudeField,
};

/** POST /panchang/day: the date and the place, with the Options Theory form's fields and messages. */
export const panchangDayRequestSchema = z.object({ date: optionDateField, ...placeFields });
/** The day request as sent. */
export type PanchangDayInput = z.input<typeof panchangDayRequestSchema>;
/** The day request after validation. */
export type PanchangDayRequest = z.output<typeof panchangDayRequestSchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** POST /panchang/month: the year and month and the place. */
export const panchangMonthRequestSchema = z.object({
  year: wholeNumber(PANCHANG_MESSAGES.year, PANCHANG_YEAR_MIN, PANCHANG_YEAR_MAX),
  month: wholeNumber(PANCHANG_MESSAGES.month, 1, 12),
  ...placeFields,
});
/** The month request as sent. */
export type PanchangMonthInput = z.input<typeof panchangMonthRequestSchema>;
/** The month request after validation. */
export type PanchangMonthRequest = z.output<typeof panchangMonthRequestSchema>;

const localTime = z.string().describe("'yyyy-MM-dd HH:mm:ss' on the clock of the request's zone");
/** A period of the day. */
export const panchangSpanSchema = z.object({ start: localTime, end: localTime });
/** A period of the day. */
export type PanchangSpan = z.infer<typeof panchangSpanSchema>;
const element = <T extends z.ZodRawShape>(extra: T) =>
  z.object({ number: z.number().int(), ...extra, start: localTime, end: localTime });
const monthName = z.object({
  month: z.number().int().describe('0 Chaitra … 11 Phalguna'),
  isAdhika: z.boolean(),
  isKshaya: z.boolean(),
  secondMonth: z.number().int().nullable(),
});

/** POST /panchang/day answer. */
export const panchangDaySchema = z.object({
  date: z.string(),
  place: z.string(),
  timezone: z.number(),
  sunriseConvention: z.enum(['hindu', 'drik']),
  ayanamsa: z.object({ index: z.number().int(), degrees: z.number(), correction: z.number() }),
  polar: z.boolean().describe('The Sun does not rise or set: the day runs midnight to midnight'),
  sunrise: localTime.nullable(),
  sunset: localTime.nullable(),
  nextSunrise: localTime.nullable(),
  moonrise: localTime.nullable(),
  moonset: localTime.nullable(),
  vara: z
    .object({ weekday: z.number().int().describe('0 Sunday … 6 Saturday'), lord: z.string() })
    .nullable(),
  tithis: z.array(element({ paksha: z.enum(['shukla', 'krishna']) })),
  nakshatras: z.array(element({ pada: z.number().int(), lord: z.string() })),
  yogas: z.array(element({})),
  karanas: z.array(element({})),
  rahuKalam: panchangSpanSchema.nullable(),
  yamaganda: panchangSpanSchema.nullable(),
  gulika: panchangSpanSchema.nullable(),
  abhijit: panchangSpanSchema.nullable().describe('None on a Wednesday'),
  durMuhurtas: z.array(panchangSpanSchema),
  brahmaMuhurta: panchangSpanSchema.nullable(),
  vijayaMuhurta: panchangSpanSchema.nullable(),
  amritKalams: z.array(panchangSpanSchema.extend({ nakshatra: z.number().int() })),
  varjyams: z.array(panchangSpanSchema.extend({ nakshatra: z.number().int() })),
  horas: z.array(panchangSpanSchema.extend({ lord: z.string() })),
  lunarMonth: z.object({ amanta: monthName, purnimanta: monthName }),
  samvat: z.object({
    shaka: z.number().int(),
    vikram: z.number().int(),
    shakaSamvatsara: z.number().int(),
    vikramSamvatsara: z.number().int(),
  }),
  ritu: z.string(),
  ayana: z.string(),
});
/** The panchang of a day. */
export type PanchangDayData = z.infer<typeof panchangDaySchema>;

/** One day of the month calendar: the limbs at sunrise, each with its end. */
export const panchangMonthDaySchema = z.object({
  date: z.string(),
  sunrise: localTime.nullable(),
  sunset: localTime.nullable(),
  tithi: element({ paksha: z.enum(['shukla', 'krishna']) }),
  nakshatra: element({ lord: z.string() }),
  yoga: element({}),
  karana: element({}),
  rahuKalam: panchangSpanSchema.nullable(),
});
/** POST /panchang/month answer. */
export const panchangMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  timezone: z.number(),
  sunriseConvention: z.enum(['hindu', 'drik']),
  days: z.array(panchangMonthDaySchema),
});
/** The panchang of a month. */
export type PanchangMonthData = z.infer<typeof panchangMonthSchema>;
