/**
 * KP horary by number: the question form, the cast chart with its tables and verdict aid, and the
 * saved questions. Messages follow the spec's patterns: a range names its field ('Enter horary number in
 * between 1 and 249'), the moment and place reuse the Options Theory words, and a record of another
 * astrologer is "Horary question is not found." (404).
 */
import { RULING_ROLE_IDS } from '@kpdesk/domain';
import { z } from 'zod';
import { birthChartSchema } from './chart-drawing.js';
import {
  calculationProfileSchema,
  cuspalPositionLayout,
  planetaryPositionLayout,
  rulingPlanetLayout,
  selfSignificatorLayout,
} from './charts.js';
import { digitCountField, isDigitCount } from './client-fields.js';
import { MAX_CLIENT_NUMBER, decimalIdField, recordIdMessage } from './clients.js';
import { eventGroupSchema, eventIdField } from './events.js';
import { plainInteger } from './numbers.js';
import { OPTIONS_MESSAGES, judgementMomentFields } from './options.js';
import {
  cuspalSignificatorCuspalLayout,
  cuspalSignificatorPlanetLayout,
  planetSignificatorCuspalLayout,
  planetSignificatorPlanetLayout,
} from './significator-layouts.js';

/** Horary numbers: the rows of the KP 249 table. */
export const HORARY_NUMBER_MIN = 1;
export const HORARY_NUMBER_MAX = 249;
/** Longest question, characters (as Options Theory). */
export const HORARY_QUESTION_MAX_LENGTH = 500;
/** Search keyword bounds, characters (as the Options Theory search). */
export const HORARY_SEARCH_MIN_LENGTH = 3;
export const HORARY_SEARCH_MAX_LENGTH = 50;

/** The messages of the horary calls and form. */
export const HORARY_MESSAGES = {
  numberInvalid: `Enter horary number in between ${HORARY_NUMBER_MIN} and ${HORARY_NUMBER_MAX}`,
  questionRequired: OPTIONS_MESSAGES.questionRequired,
  questionInvalid: OPTIONS_MESSAGES.questionInvalid,
  methodInvalid: "Select valid method: 'judgementMoment' or 'nearestRising'",
  rotateInvalid: 'Enter house taken as the first in between 1 and 12',
  runningIdInvalid: 'runningId must be 0 (a new question) or the number of a saved question',
  saved: 'Horary question is saved successfully',
  notFound: 'Horary question is not found.',
  searchKeywordRequired: 'Please enter question to search',
  searchKeywordShort: OPTIONS_MESSAGES.searchKeywordShort,
  searchKeywordLong: OPTIONS_MESSAGES.searchKeywordLong,
  searchFailed: OPTIONS_MESSAGES.searchFailed,
} as const;

/** Dashboard message when a search finds nothing. */
export function noHoraryFoundMessage(keyword: string): string {
  return `No horary questions found for ${keyword}`;
}

/**
 * How the chart is cast: 'judgementMoment' (the number's Ascendant with the planets of the moment of
 * judgement, the KP method) or 'nearestRising' (the chart of the moment nearest to the judgement at which
 * that Ascendant rises by the clock).
 */
export const HORARY_METHODS = ['judgementMoment', 'nearestRising'] as const;
/** One of them. */
export type HoraryMethodName = (typeof HORARY_METHODS)[number];

/** True for a horary number as typed: 1 to 3 digits, no sign, 1..249 (or such a number). */
export const isHoraryNumber = (value: unknown) =>
  isDigitCount(value, 3, HORARY_NUMBER_MIN, HORARY_NUMBER_MAX);

/** The horary number, text or number → 1..249. */
export const horaryNumberField = digitCountField(
  3,
  HORARY_NUMBER_MIN,
  HORARY_NUMBER_MAX,
  HORARY_MESSAGES.numberInvalid,
).describe('The querent’s number, 1 to 249: a whole number or its text');

const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The house taken as the first (1..12, default 1): a question about a relative. */
export const rotateHouseField = z
  .preprocess(
    (value) => (value === '' || value === null || value === undefined ? 1 : value),
    plainInteger(1, 12, HORARY_MESSAGES.rotateInvalid),
  )
  .describe('House taken as the first, 1..12 (3 a sibling, 7 the spouse, …); 1 = no rotation');

/**
 * POST /horary/chart (nothing stored) and the fields of POST /horary/save: the number, the question, an
 * optional client (its runningId), the moment and place of judgement, the method, the house taken as the
 * first and an optional matter (event id) for the verdict aid.
 */
export const horaryQuestionSchema = z.object({
  horaryNumber: horaryNumberField,
  question: z
    .string({ error: HORARY_MESSAGES.questionRequired })
    .trim()
    .min(1, HORARY_MESSAGES.questionRequired)
    .max(HORARY_QUESTION_MAX_LENGTH, HORARY_MESSAGES.questionInvalid),
  clientRunningId: z.preprocess(blankAsNull, decimalIdField(recordIdMessage('clientRunningId')).nullable()),
  ...judgementMomentFields,
  method: z.enum(HORARY_METHODS, { error: HORARY_MESSAGES.methodInvalid }).default('judgementMoment'),
  rotateHouse: rotateHouseField,
  eventId: z.preprocess(blankAsNull, eventIdField.nullable()),
});
/** A horary question as sent. */
export type HoraryQuestionInput = z.input<typeof horaryQuestionSchema>;
/** A horary question after validation. */
export type HoraryQuestion = z.output<typeof horaryQuestionSchema>;

/** POST /horary/save: runningId 0 (or absent) adds a question, another number replaces it. */
export const horarySaveSchema = horaryQuestionSchema.extend({
  runningId: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    plainInteger(0, MAX_CLIENT_NUMBER, HORARY_MESSAGES.runningIdInvalid),
  ),
});
/** A save as sent. */
export type HorarySaveInput = z.input<typeof horarySaveSchema>;
/** A save after validation. */
export type HorarySave = z.output<typeof horarySaveSchema>;

/** Message of a record number in a path that is not one. */
export const HORARY_NUMBER_PARAM_MESSAGE = 'Horary question number must be a whole number from 1';
/** Path parameter of one saved question. */
export const horaryParams = z.object({ runningId: decimalIdField(HORARY_NUMBER_PARAM_MESSAGE) });

/** POST /horary/search: a keyword of 3 to 50 characters. */
export const horarySearchSchema = z.object({
  keyword: z
    .string({ error: HORARY_MESSAGES.searchKeywordRequired })
    .trim()
    .min(1, HORARY_MESSAGES.searchKeywordRequired)
    .min(HORARY_SEARCH_MIN_LENGTH, HORARY_MESSAGES.searchKeywordShort)
    .max(HORARY_SEARCH_MAX_LENGTH, HORARY_MESSAGES.searchKeywordLong),
});

const houses = z.array(z.number().int().min(1).max(12));
/** Houses of a set in each of the event's six groups. */
const housesByGroupSchema = z.record(eventGroupSchema, houses);
const rulingRolesSchema = z.object({ planet: z.string(), roles: z.array(z.enum(RULING_ROLE_IDS)) });

/**
 * The verdict aid of one matter: for each primary cusp its sub lord, the sub lord's four KP levels (A the
 * house its star lord occupies, B the house it occupies, C the houses its star lord owns, D the houses it
 * owns) and those houses by event group; the ruling planets of the moment (strongest first), the
 * significators of the matter's favourable houses and the ruling planets among them.
 */
export const verdictAidSchema = z.object({
  eventId: z.number().int(),
  eventKey: z.string(),
  eventName: z.string(),
  menuGroup: z.string(),
  groups: housesByGroupSchema.describe('The event’s six house groups'),
  readings: z.array(
    z.object({
      cusp: z.number().int().min(1).max(12),
      subLord: z.string(),
      starLord: z.string(),
      starLordOccupies: z.number().int(),
      occupies: z.number().int(),
      starLordOwns: houses,
      owns: houses,
      houses: houses.describe('A ∪ B ∪ C ∪ D'),
      byGroup: housesByGroupSchema,
    }),
  ),
  rulingPlanets: z.array(rulingRolesSchema),
  eventSignificators: z
    .array(z.string())
    .describe('Planets signifying a Primary, Secondary or Supportive house'),
  rulingSignificators: z.array(rulingRolesSchema.extend({ byGroup: housesByGroupSchema })),
});
/** One matter's verdict aid. */
export type VerdictAid = z.infer<typeof verdictAidSchema>;

/** The horary chart answer: the question as judged, the method's facts, the tables and the verdict aids. */
export const horaryChartSchema = z.object({
  horaryNumber: z.number().int(),
  question: z.string(),
  clientRunningId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  timezone: z.number(),
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  method: z.enum(HORARY_METHODS),
  rotateHouse: z.number().int(),
  eventId: z.number().int().nullable(),
  row: z.object({
    sign: z.string(),
    signLord: z.string(),
    nakshatra: z.string(),
    starLord: z.string(),
    subLord: z.string(),
    start: z.string().describe('Row start D°MM′SS″ within its sign: the horary Ascendant'),
    end: z.string(),
  }),
  chartMoment: z.string().describe("Local 'yyyy-MM-dd HH:mm:ss' whose planets the chart shows"),
  armc: z.number().describe('ARMC the houses were cast for, tropical degrees'),
  risingAscendant: z.string().describe('Sign and D°MM′SS″ actually rising at the judgement'),
  risingSign: z.number().int().min(0).max(11).describe('The same sign as an id, 0 = Aries … 11 = Pisces'),
  risingDegree: z.string().describe('The same position in the sign, D°MM′SS″'),
  birthChart: birthChartSchema,
  planetPosition: planetaryPositionLayout.table,
  cuspalPosition: cuspalPositionLayout.table,
  planetSignificatorCuspalView: planetSignificatorCuspalLayout.table,
  planetSignificatorPlanetView: planetSignificatorPlanetLayout.table,
  cuspalSignificatorCuspalView: cuspalSignificatorCuspalLayout.table,
  cuspalSignificatorPlanetView: cuspalSignificatorPlanetLayout.table,
  selfSignificators: selfSignificatorLayout.table,
  rulingPlanets: rulingPlanetLayout.table.describe('Ruling planets of the moment of judgement'),
  profile: calculationProfileSchema,
  verdictAids: z.array(verdictAidSchema).describe('One per event of the catalogue'),
});
/** The horary chart. */
export type HoraryChartData = z.infer<typeof horaryChartSchema>;

/** A saved question: its number with the chart. */
export const horaryRecordSchema = horaryChartSchema.extend({ runningId: z.number().int().positive() });
/** A saved question. */
export type HoraryRecord = z.infer<typeof horaryRecordSchema>;

/** A dashboard row: number, horary number, question, client name and date of judgement. */
export const horaryListItemSchema = z.object({
  runningId: z.number().int().positive(),
  horaryNumber: z.number().int(),
  question: z.string(),
  clientName: z.string().nullable(),
  date: z.string(),
});
/** A dashboard row. */
export type HoraryListItem = z.infer<typeof horaryListItemSchema>;
