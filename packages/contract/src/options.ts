import { z } from 'zod';
import { calculationProfileSchema } from './charts.js';
import {
  BIRTH_TIMEZONE_MAX,
  BIRTH_TIMEZONE_MIN,
  CLIENT_MESSAGES,
  birthPlaceField,
  boundedNumber,
  clientRangeMessage,
  digitCountField,
  isClientDate,
  isDigitCount,
  latitudeField,
  longitudeField,
} from './client-fields.js';
import { decimalIdField } from './clients.js';
import { DEFAULT_TIME_ZONE } from './enums/time-zones.js';
import { isClockTime, withSeconds } from './moment.js';

/**
 * The Options Theory messages (chart-screens spec §5 and §8; accounts-clients-settings spec §5 and §8),
 * verbatim where the spec gives them. The place messages are the client form's, word for word: chart-screens
 * §5 asks for "the same place check as the client form", and accounts-clients-settings §5 gives that check
 * with its two messages. Texts the spec leaves unwritten follow its 'Enter valid …' pattern.
 */
export const OPTIONS_MESSAGES = {
  countInvalid: 'Enter valid number. min: 1, max: 20',
  dateRequired: 'Enter date',
  dateInvalid: 'Enter valid date',
  timeRequired: 'Enter time',
  timeInvalid: 'Enter valid time',
  placeRequired: CLIENT_MESSAGES.birthPlaceRequired,
  placeInvalid: CLIENT_MESSAGES.birthPlaceInvalid,
  nameRequired: 'Please enter name',
  nameInvalid: 'Enter valid name',
  questionRequired: 'Please enter question',
  questionInvalid: 'Enter valid question',
  optionInvalid: 'Enter valid option',
  saved: 'Option is calculated successfully',
  notFound: 'Option is not found.',
  searchKeywordRequired: 'Please enter Name to search',
  searchKeywordShort: 'Please enter few more characters to search',
  searchKeywordLong: 'Enter at most 50 characters to search',
  searchFailed: 'Error occurred while searching',
} as const;

/** Home panel message when a search finds nothing (spec §8 'No Options found for the name {keyword}'). */
export function noOptionsFoundMessage(keyword: string): string {
  return `No Options found for the name ${keyword}`;
}

/** Number of options: 1..20, default 2 (spec §9). */
export const OPTIONS_COUNT_MIN = 1;
export const OPTIONS_COUNT_MAX = 20;
export const DEFAULT_OPTIONS_COUNT = 2;
/** How long the quick form shows its result, ms (spec §9 "Option result display time: 60 s"). */
export const OPTION_RESULT_DISPLAY_MS = 60_000;
/** Longest record name (the spec's 50-character name inputs), question and option text, characters. */
export const OPTION_NAME_MAX_LENGTH = 50;
export const OPTION_QUESTION_MAX_LENGTH = 500;
export const OPTION_TEXT_MAX_LENGTH = 200;
/** Options search: fewest characters (spec §9) and most characters of the keyword. */
export const OPTIONS_SEARCH_MIN_LENGTH = 3;
export const OPTIONS_SEARCH_MAX_LENGTH = 50;

const NAME_PATTERN = /^[\p{L}\p{M}\p{N} ]+$/u;

/**
 * True for a number of options as the spec checks it: 1 or 2 digits with no sign, greater than 0 and at
 * most 20. Takes the text of the input (or a number, read as its text).
 */
export const isOptionsCount = (value: unknown) =>
  isDigitCount(value, 2, OPTIONS_COUNT_MIN, OPTIONS_COUNT_MAX);

/** Number of options (text or number) → 1..20. */
export const optionsCountField = digitCountField(
  2,
  OPTIONS_COUNT_MIN,
  OPTIONS_COUNT_MAX,
  OPTIONS_MESSAGES.countInvalid,
).describe('Number of options, 1 to 20: a whole number or its text of 1 or 2 digits');

function requiredText(required: string, invalid: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, invalid);
}

/** Date of judgement 'yyyy-MM-dd', years 1..2999. */
export const optionDateField = requiredText(
  OPTIONS_MESSAGES.dateRequired,
  OPTIONS_MESSAGES.dateInvalid,
  10,
).refine(isClientDate, OPTIONS_MESSAGES.dateInvalid);

/** Time of judgement 'HH:mm' (the quick form sends HH:MM) or 'HH:mm:ss', 24-hour, kept as sent. */
export const optionTimeField = requiredText(
  OPTIONS_MESSAGES.timeRequired,
  OPTIONS_MESSAGES.timeInvalid,
  8,
).refine((value) => isClockTime(withSeconds(value)), OPTIONS_MESSAGES.timeInvalid);

/** Place of judgement, 4 to 200 characters: the client form's place check, messages and all (spec §5). */
export const optionPlaceField = birthPlaceField;

/** UTC offset of the moment, hours east (-12..14), 5.5 when missing or empty. */
export const optionTimezoneField = z
  .preprocess(
    (value) => (value === null || value === undefined || value === '' ? DEFAULT_TIME_ZONE : value),
    boundedNumber(
      BIRTH_TIMEZONE_MIN,
      BIRTH_TIMEZONE_MAX,
      clientRangeMessage('time zone', BIRTH_TIMEZONE_MIN, BIRTH_TIMEZONE_MAX),
    ),
  )
  .optional()
  .transform((value) => value ?? DEFAULT_TIME_ZONE);

/** The moment and place of judgement: the options forms and a horary question. */
export const judgementMomentFields = {
  timezone: optionTimezoneField,
  date: optionDateField,
  time: optionTimeField,
  place: optionPlaceField,
  latitude: latitudeField(),
  longitude: longitudeField,
};

/** The number of options with the moment and place of judgement: the quick and the saved form. */
const judgementFields = { optionsCount: optionsCountField, ...judgementMomentFields };

/**
 * POST /chart/options (the quick form): number of options, date, time (HH:MM), time zone (hours east,
 * default 5.5), place and its latitude and longitude (decimal degrees, north and east positive).
 */
export const quickOptionsSchema = z.object(judgementFields);
/** The quick form as sent. */
export type QuickOptionsInput = z.input<typeof quickOptionsSchema>;
/** The quick form after validation. */
export type QuickOptions = z.output<typeof quickOptionsSchema>;

/** One option's text: optional, trimmed, at most 200 characters. */
export const optionTextField = z
  .string({ error: OPTIONS_MESSAGES.optionInvalid })
  .trim()
  .max(OPTION_TEXT_MAX_LENGTH, OPTIONS_MESSAGES.optionInvalid);

/** The message of a saved record's number that is not one. */
export const RECORD_NUMBER_MESSAGE = 'runningId must be a whole number from 0 (a new record) to 2147483647';

/** A saved record's number: 0 on save means a new record. */
const recordNumber = decimalIdField(RECORD_NUMBER_MESSAGE, 0);

/**
 * POST /options/save (the saved form): runningId (0 for a new record), name (letters, digits and spaces),
 * the moment and place, the question, the number of options and one text per option. The list is cut or
 * padded with empty texts to the number of options, as the form keeps it.
 */
export const optionSaveSchema = z
  .object({
    runningId: recordNumber.default(0),
    name: requiredText(
      OPTIONS_MESSAGES.nameRequired,
      OPTIONS_MESSAGES.nameInvalid,
      OPTION_NAME_MAX_LENGTH,
    ).refine((value) => NAME_PATTERN.test(value), OPTIONS_MESSAGES.nameInvalid),
    question: requiredText(
      OPTIONS_MESSAGES.questionRequired,
      OPTIONS_MESSAGES.questionInvalid,
      OPTION_QUESTION_MAX_LENGTH,
    ),
    ...judgementFields,
    options: z
      .array(optionTextField, { error: OPTIONS_MESSAGES.optionInvalid })
      .max(OPTIONS_COUNT_MAX, OPTIONS_MESSAGES.optionInvalid)
      .default([]),
  })
  .transform((record) => ({
    ...record,
    options: resizeOptions(record.options, record.optionsCount),
  }));
/** The saved form as sent. */
export type OptionSaveInput = z.input<typeof optionSaveSchema>;
/** The saved form after validation. */
export type OptionSave = z.output<typeof optionSaveSchema>;

/**
 * The option list for a new count (spec §4): grown with empty entries or truncated. The form applies it
 * only when the count is a valid number (1..20).
 */
export function resizeOptions(options: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => options[i] ?? '');
}

/** The four rows of the result table (spec §2: Ascendant, Moon Star, Moon Sign, Day). */
export const OPTION_ROW_NAMES = ['Ascendant', 'Moon Star', 'Moon Sign', 'Day'] as const;

/**
 * The result of one judgement: result (the chosen option, 1..optionsCount), each row's lord, Retro
 * (true when the lord is retrograde or in the star of a retrograde planet) and value (0 when Retro),
 * the total, and the calculation profile (ayanamsa, node, houses, ephemeris, the moment in UT).
 */
export const optionResultSchema = z.object({
  result: z.number().int().min(OPTIONS_COUNT_MIN).max(OPTIONS_COUNT_MAX),
  ascendantLord: z.string(),
  ascendantRetro: z.boolean(),
  ascendantValue: z.number().int(),
  moonStarLord: z.string(),
  moonStarRetro: z.boolean(),
  moonStarValue: z.number().int(),
  moonSignLord: z.string(),
  moonSignRetro: z.boolean(),
  moonSignValue: z.number().int(),
  dayLord: z.string(),
  dayRetro: z.boolean(),
  dayValue: z.number().int(),
  total: z.number().int(),
  profile: calculationProfileSchema,
});
/** The result of one judgement. */
export type OptionResult = z.infer<typeof optionResultSchema>;

/** POST /chart/options answer: the moment and place as judged, with the result. */
export const quickOptionsAnswerSchema = optionResultSchema.extend({
  optionsCount: z.number().int(),
  date: z.string(),
  time: z.string(),
  timezone: z.number(),
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
/** POST /chart/options answer. */
export type QuickOptionsAnswer = z.infer<typeof quickOptionsAnswerSchema>;

/** The Option record (chart-screens spec §3), as GET /options/{runningId} and POST /options/save answer it. */
export const optionRecordSchema = quickOptionsAnswerSchema.extend({
  runningId: z.number().int().positive(),
  name: z.string(),
  question: z.string(),
  options: z.array(z.string()),
});
/** A saved Option record. */
export type OptionRecord = z.infer<typeof optionRecordSchema>;

/** POST /options/search: a name keyword of 3 to 50 characters (spec §5 messages). */
export const optionsSearchSchema = z.object({
  keyword: z
    .string({ error: OPTIONS_MESSAGES.searchKeywordRequired })
    .trim()
    .min(1, OPTIONS_MESSAGES.searchKeywordRequired)
    .min(OPTIONS_SEARCH_MIN_LENGTH, OPTIONS_MESSAGES.searchKeywordShort)
    .max(OPTIONS_SEARCH_MAX_LENGTH, OPTIONS_MESSAGES.searchKeywordLong),
});
/** The search payload after validation. */
export type OptionsSearch = z.output<typeof optionsSearchSchema>;

/** Message of a record number in a path that is not one. */
export const OPTION_NUMBER_MESSAGE = 'Option number must be a whole number from 1';

/** A record's running number as a path parameter (/options/{runningId}): plain decimal digits only. */
export const optionNumberParam = decimalIdField(OPTION_NUMBER_MESSAGE);
