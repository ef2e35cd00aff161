/**
 * Life events and the rectification workbench (decisions.md "Life events and rectification").
 *
 * Wire forms: an event's `date` is 'yyyy-MM-dd' (as a client's birthDate), its `time` 'HH:mm:ss' ('HH:mm'
 * gains ':00') or null when unknown; an event without a time is judged at 12:00:00. Every moment and period
 * bound ('yyyy-MM-dd HH:mm:ss') is a clock reading in the client's birth zone. POST takes `time` and `note`
 * as optional; PUT takes the same body with every key present (an update that left one out would reset what
 * is saved), where '' or null still clears the time or the note. Refusals are 400s whose message names the
 * field; a record of another client or astrologer is "Life event is not found." (404).
 */
import { z } from 'zod';
import { BIRTH_TIMEZONE_MAX, BIRTH_TIMEZONE_MIN, boundedNumber } from './client-fields.js';
import { decimalIdField, clientNumberParam } from './clients.js';
import { isClientDate, isClockTime, momentField, withSeconds } from './moment.js';
import { missingFieldMessage, requiredKey } from './validation.js';

/** Longest note of a life event, characters. */
export const LIFE_EVENT_NOTE_MAX_LENGTH = 500;
/** Widest rectification window either side of the birth time, hours. */
export const RECTIFICATION_MAX_HOURS = 4;
/** The window the workbench opens on, hours either side of the birth time. */
export const RECTIFICATION_DEFAULT_HOURS = 2;
/** The clock time an event without a time is judged at, in the birth zone. */
export const LIFE_EVENT_DEFAULT_TIME = '12:00:00';
/** Result code of a rectification asked for a client without life events (HTTP 400). */
export const NO_LIFE_EVENTS_CODE = '105';

/** Messages of the life-event and rectification calls and forms. */
export const LIFE_EVENT_MESSAGES = {
  eventKeyRequired: 'Select life event',
  eventUnknown: 'Select a life event of the catalogue',
  dateRequired: 'Enter event date',
  dateInvalid: 'Enter valid event date',
  dateBeforeBirth: 'Event date cannot be before the birth date',
  dateInFuture: 'Event date cannot be after today',
  timeInvalid: 'Enter valid event time',
  timezoneInvalid: `Event time zone must be hours from UTC, from ${BIRTH_TIMEZONE_MIN} to ${BIRTH_TIMEZONE_MAX}`,
  noteInvalid: `Note must be at most ${LIFE_EVENT_NOTE_MAX_LENGTH} characters`,
  noteNotText: 'Note must be text',
  eventNotRecord: 'Each life event must give its event, date, time and note',
  idInvalid: 'Life event number must be a whole number from 1',
  notFound: 'Life event is not found.',
  added: 'Life event is added successfully',
  updated: 'Life event is updated successfully',
  deleted: 'Life event is deleted successfully',
  fromInvalid: 'Enter valid window start (yyyy-MM-dd HH:mm:ss)',
  toInvalid: 'Enter valid window end (yyyy-MM-dd HH:mm:ss)',
  fromNotBeforeTo: 'Window start must be before the window end',
  windowTooWide: `The window may reach at most ${RECTIFICATION_MAX_HOURS} hours either side of the birth time`,
  noLifeEvents: 'Add at least one life event before rectifying.',
  candidateMomentInvalid: 'Enter valid candidate moment (yyyy-MM-dd HH:mm:ss)',
  candidateMomentTooFar: `The candidate moment must lie within ${RECTIFICATION_MAX_HOURS} hours either side of the birth time`,
} as const;

/** The running period levels at an event: the first three are scored, the sookshma is shown only. */
export const LIFE_EVENT_PERIOD_LEVELS = ['dasha', 'bhukti', 'antara', 'sookshma'] as const;
/** One of them. */
export type LifeEventPeriodLevel = (typeof LIFE_EVENT_PERIOD_LEVELS)[number];

/**
 * The nine planet categories for an event (decisions.md "Planet category for an event"), in the order of
 * the nine event colour slots of the settings (index 0 = slot 1), with their values ("category value").
 */
export const LIFE_EVENT_CATEGORIES = [
  { name: 'Favourable (More)', value: 3 },
  { name: 'Favourable', value: 2 },
  { name: 'Favourable (Less)', value: 1 },
  { name: 'Mixed (+ve)', value: 1 },
  { name: 'Mixed', value: 0 },
  { name: 'Mixed (-ve)', value: -1 },
  { name: 'Unfavourable (less)', value: -1 },
  { name: 'Unfavourable', value: -2 },
  { name: 'Unfavourable (More)', value: -3 },
] as const;
/** A category name as the answers carry it. */
export type LifeEventCategoryName = (typeof LIFE_EVENT_CATEGORIES)[number]['name'];
const categoryNames = LIFE_EVENT_CATEGORIES.map((c) => c.name) as [
  LifeEventCategoryName,
  ...LifeEventCategoryName[],
];

const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const eventKeyField = z
  .string({ error: LIFE_EVENT_MESSAGES.eventKeyRequired })
  .trim()
  .min(1, LIFE_EVENT_MESSAGES.eventKeyRequired)
  .max(40, LIFE_EVENT_MESSAGES.eventUnknown)
  .describe('Event key of the catalogue (marriage, …); an unknown key is refused by the server');

const dateField = z
  .string({ error: LIFE_EVENT_MESSAGES.dateRequired })
  .trim()
  .min(1, LIFE_EVENT_MESSAGES.dateRequired)
  .refine(isClientDate, LIFE_EVENT_MESSAGES.dateInvalid)
  .describe('yyyy-MM-dd, not before the birth date nor after today in the birth zone');

const timeField = z
  .preprocess(
    blankAsNull,
    z
      .string({ error: LIFE_EVENT_MESSAGES.timeInvalid })
      .trim()
      .transform(withSeconds)
      .refine(isClockTime, LIFE_EVENT_MESSAGES.timeInvalid)
      .nullable(),
  )
  .describe(
    `HH:mm:ss or HH:mm in the birth zone; null or '' when unknown (judged at ${LIFE_EVENT_DEFAULT_TIME})`,
  );

const noteField = z
  .preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: LIFE_EVENT_MESSAGES.noteNotText })
      .trim()
      .max(LIFE_EVENT_NOTE_MAX_LENGTH, LIFE_EVENT_MESSAGES.noteInvalid),
  )
  .describe(`At most ${LIFE_EVENT_NOTE_MAX_LENGTH} characters; '' when none`);

/**
 * The zone of the event's own clock, hours east of UTC, when it happened away from the birth zone (a wedding
 * in New York of a client born in Chennai); null when the date and time are on the birth clock. Left out of
 * a body it is undefined: an add stores null, an edit keeps what is stored.
 */
const timezoneField = z
  .preprocess(
    (value) => (value === '' ? null : value),
    boundedNumber(BIRTH_TIMEZONE_MIN, BIRTH_TIMEZONE_MAX, LIFE_EVENT_MESSAGES.timezoneInvalid)
      .nullable()
      .optional(),
  )
  .describe(
    `Hours east of UTC (${BIRTH_TIMEZONE_MIN}..${BIRTH_TIMEZONE_MAX}) of the event's own clock; null or '' ` +
      'when its date and time are on the birth clock; left out, an add stores null and an edit keeps it',
  );

/** POST /lifeevents/:runningId: the event key, date, optional time, optional note and optional zone. */
export const lifeEventWriteSchema = z.object({
  eventKey: eventKeyField,
  date: dateField,
  time: timeField,
  note: noteField,
  timezone: timezoneField,
});
/** A life event as sent. */
export type LifeEventWriteInput = z.input<typeof lifeEventWriteSchema>;
/** A life event after validation: time null when unknown, note '' when none. */
export type LifeEventWrite = z.output<typeof lifeEventWriteSchema>;

/**
 * PUT /lifeevents/:runningId/:id: the same body, every key present ('' or null clears time or note) but the
 * zone, which a body written before it existed leaves out and so keeps.
 */
export const lifeEventEditSchema = z.object({
  eventKey: eventKeyField,
  date: dateField,
  time: requiredKey(missingFieldMessage('time'), timeField),
  note: requiredKey(missingFieldMessage('note'), noteField),
  timezone: timezoneField,
});
/** An edit as sent. */
export type LifeEventEditInput = z.input<typeof lifeEventEditSchema>;

/** Path parameters of one client's life events. */
export const lifeEventClientParams = z.object({ runningId: clientNumberParam });
/** Path parameters of one life event of a client. */
export const lifeEventParams = z.object({
  runningId: clientNumberParam,
  id: decimalIdField(LIFE_EVENT_MESSAGES.idInvalid),
});

/** One running period at an event: its level, lord, bounds, and (not for the sookshma) category and value. */
export const lifeEventPeriodSchema = z.object({
  level: z.enum(LIFE_EVENT_PERIOD_LEVELS),
  lord: z.string().describe('Planet by full name (Sun … Ketu)'),
  start: z.string().describe('yyyy-MM-dd HH:mm:ss in the birth zone'),
  end: z.string().describe('yyyy-MM-dd HH:mm:ss in the birth zone'),
  category: z
    .enum(categoryNames)
    .nullable()
    .describe('The lord’s category for the event; null for the sookshma'),
  value: z.number().int().nullable().describe('The category value, -3..3; null for the sookshma'),
});
/** One running period at an event. */
export type LifeEventPeriod = z.infer<typeof lifeEventPeriodSchema>;

/** The promise: the sub lord of the event's first Primary cusp and its category for the event. */
export const lifeEventPromiseSchema = z.object({
  cusp: z.number().int().min(1).max(12),
  subLord: z.string(),
  category: z.enum(categoryNames),
  value: z.number().int(),
});
/** The promise of an event. */
export type LifeEventPromise = z.infer<typeof lifeEventPromiseSchema>;

/** One saved life event with how it falls in the dashas and its score. */
export const lifeEventSchema = z.object({
  id: z.number().int(),
  eventKey: z.string(),
  eventName: z.string(),
  date: z.string().describe('yyyy-MM-dd'),
  time: z.string().nullable().describe('HH:mm:ss, null when unknown'),
  timezone: z
    .number()
    .nullable()
    .describe("Hours east of UTC of the event's own clock; null when date and time are on the birth clock"),
  note: z.string(),
  moment: z
    .string()
    .describe('yyyy-MM-dd HH:mm:ss on the birth clock: the moment judged (an own-zone time moved onto it)'),
  periods: z.array(lifeEventPeriodSchema).describe('dasha, bhukti, antara, sookshma'),
  promise: lifeEventPromiseSchema,
  score: z.number().int().describe('dasha + bhukti + antara values + the promise value'),
});
/** One life event as listed. */
export type LifeEvent = z.infer<typeof lifeEventSchema>;

/** GET /lifeevents/:runningId: the client's events, by date then time (unknown time as noon) then id. */
export const lifeEventListSchema = z.object({ events: z.array(lifeEventSchema) });
/** The list answer. */
export type LifeEventList = z.infer<typeof lifeEventListSchema>;

/** POST /rectification/:runningId: the window, clock readings in the birth zone. */
export const rectificationRequestSchema = z.object({
  from: momentField(LIFE_EVENT_MESSAGES.fromInvalid).describe('yyyy-MM-dd HH:mm:ss in the birth zone'),
  to: momentField(LIFE_EVENT_MESSAGES.toInvalid).describe('yyyy-MM-dd HH:mm:ss in the birth zone'),
});
/** A rectification request as sent. */
export type RectificationRequestInput = z.input<typeof rectificationRequestSchema>;

/** One event's evidence for a candidate birth moment. */
export const rectificationEvidenceSchema = z.object({
  lifeEventId: z.number().int(),
  periods: z.array(lifeEventPeriodSchema),
  promise: lifeEventPromiseSchema,
  score: z.number().int(),
});
/** One event's evidence. */
export type RectificationEvidence = z.infer<typeof rectificationEvidenceSchema>;

/** One event's share of a candidate's score: the list's summary, its periods opened on demand. */
export const rectificationEventScoreSchema = z.object({
  lifeEventId: z.number().int(),
  score: z.number().int().describe('dasha + bhukti + antara values + the promise value'),
});
/** One event's score for a candidate. */
export type RectificationEventScore = z.infer<typeof rectificationEventScoreSchema>;

/**
 * A candidate: one row of the 249 table crossed by the Ascendant inside the window, with a summary of its
 * evidence (one score per event, bounded by the life events' bound); the periods and promise of each event
 * come from {@link rectificationEvidenceAnswerSchema} when the candidate is opened.
 */
export const rectificationCandidateSchema = z.object({
  from: z
    .string()
    .describe(
      'yyyy-MM-dd HH:mm:ss: the exact change of sign, star or sub lord (to the second) or the window start',
    ),
  to: z.string().describe('yyyy-MM-dd HH:mm:ss: the next change or the window end'),
  moment: z.string().describe('The whole second judged, strictly inside the candidate: the birth evaluated'),
  ascendant: z.object({ signLord: z.string(), starLord: z.string(), subLord: z.string() }),
  score: z.number().int().describe('Sum of the event scores for a birth at the moment'),
  rulingPlanetsAgree: z
    .boolean()
    .describe('The Ascendant sub lord is one of the ruling planets of now at the profile place'),
  favourableEvents: z.number().int().describe('Events scoring above 0'),
  unfavourableEvents: z.number().int().describe('Events scoring below 0'),
  eventScores: z.array(rectificationEventScoreSchema).describe("Each event's score, in the list's order"),
});
/** One candidate. */
export type RectificationCandidate = z.infer<typeof rectificationCandidateSchema>;

/** The rectification answer, ordered: score highest first, agreement first, nearest the birth time. */
export const rectificationAnswerSchema = z.object({ candidates: z.array(rectificationCandidateSchema) });
/** The rectification answer. */
export type RectificationAnswer = z.infer<typeof rectificationAnswerSchema>;

/** POST /rectification/:runningId/evidence: the candidate's judged moment, a clock reading in the birth zone. */
export const rectificationEvidenceRequestSchema = z.object({
  moment: momentField(LIFE_EVENT_MESSAGES.candidateMomentInvalid).describe(
    "yyyy-MM-dd HH:mm:ss in the birth zone, within 4 hours of the birth time (a candidate's moment)",
  ),
});
/** An evidence request as sent. */
export type RectificationEvidenceRequestInput = z.input<typeof rectificationEvidenceRequestSchema>;

/** One candidate's full evidence: every event's periods, promise and score for a birth at the moment. */
export const rectificationEvidenceAnswerSchema = z.object({
  moment: z.string().describe('yyyy-MM-dd HH:mm:ss: the birth evaluated'),
  ascendant: z.object({ signLord: z.string(), starLord: z.string(), subLord: z.string() }),
  score: z.number().int(),
  evidence: z.array(rectificationEvidenceSchema).describe("In the list's order"),
});
/** One candidate's full evidence. */
export type RectificationEvidenceAnswer = z.infer<typeof rectificationEvidenceAnswerSchema>;
