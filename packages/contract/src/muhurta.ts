/**
 * The KP muhurta finder's calls (shared/domain/muhurta.md): the search body with its refusals under their
 * fields, the answer's windows in local clock times, and the saved muhurtas of a client. The profile rules
 * come from the vocabulary package (findMuhurtaProfileProblems), so the form, this schema and the engine
 * refuse the same profiles.
 */
import {
  MUHURTA_EVENTS,
  MUHURTA_MAX_RANGE_DAYS,
  findMuhurtaProfileProblems,
  type MuhurtaEventKey,
  type MuhurtaProfileRule,
} from '@kpdesk/domain';
import { z } from 'zod';

// The finder's vocabulary, handed on to the browser (which depends on the contract only).
export {
  DISPLAY_LANGUAGE_CODES,
  MUHURTA_CUTS,
  MUHURTA_EVENTS,
  MUHURTA_GATES,
  MUHURTA_LABELS,
  MUHURTA_PROFILES,
  MUHURTA_REASONS,
  MUHURTA_RULING_SLOTS,
  MUHURTA_VETO_DEFAULTS,
  MUHURTA_VETOES,
  type MuhurtaEventKey,
  type MuhurtaLabelKey,
  type MuhurtaVetoKey,
} from '@kpdesk/domain';
import { birthChartSchema } from './chart-drawing.js';
import { calculationProfileSchema, cuspalPositionLayout, planetaryPositionLayout } from './charts.js';
import { latitudeField, longitudeField } from './client-fields.js';
import { decimalIdField } from './clients.js';
import { momentField, secondsBetween } from './moment.js';
import { optionPlaceField, optionTimezoneField } from './options.js';

/** Most people one search checks: the couple and their parents fit. */
export const MUHURTA_MAX_PARTICIPANTS = 8;
/** Longest note kept with a saved muhurta, characters. */
export const MUHURTA_NOTE_MAX_LENGTH = 500;

/**
 * The refusals of the muhurta calls, each a sentence about the field it sits under; the bounds are written
 * out so each message is one phrase of the resources (muhurta.test.ts checks they match the constants).
 */
export const MUHURTA_MESSAGES = {
  event: 'Choose one of the events in the list',
  favourableEmpty: 'Choose at least one favourable house',
  houseRange: 'Houses are numbered 1 to 12',
  overlap: 'A house cannot be both favourable and negating',
  cusp: 'The event cusp is a house from 1 to 12',
  from: 'Enter the start of the range as a date and time',
  to: 'Enter the end of the range as a date and time',
  toNotAfterFrom: 'The end of the range must be after its start',
  rangeTooLong: 'The range can span at most 31 days',
  participants: 'Choose at most 8 clients, each once',
  participant: 'Choose a client from your list',
  vetoes: 'Each bad period is either avoided or not',
  window: 'Choose a window the search found',
  note: 'A note can be at most 500 characters',
  saved: 'Muhurta is saved successfully',
  removed: 'Muhurta is deleted successfully',
  notFound: 'Muhurta is not found.',
} as const;

const PROBLEM_MESSAGES: Readonly<Record<MuhurtaProfileRule, string>> = {
  'unknown-event': MUHURTA_MESSAGES.event,
  'no-favourable': MUHURTA_MESSAGES.favourableEmpty,
  'house-range': MUHURTA_MESSAGES.houseRange,
  overlap: MUHURTA_MESSAGES.overlap,
};

const EVENT_KEYS = MUHURTA_EVENTS.ids as [MuhurtaEventKey, ...MuhurtaEventKey[]];

const houseList = z.array(z.number({ error: MUHURTA_MESSAGES.houseRange }), {
  error: MUHURTA_MESSAGES.houseRange,
});

const vetoSwitch = z.boolean({ error: MUHURTA_MESSAGES.vetoes }).optional();

/** The bad periods a search avoids; one combustion switch covers Venus and Jupiter (M5). */
export const muhurtaVetoesSchema = z.strictObject(
  {
    rahuKalam: vetoSwitch,
    yamaganda: vetoSwitch,
    gulika: vetoSwitch,
    durMuhurta: vetoSwitch,
    vishti: vetoSwitch,
    combustion: vetoSwitch,
  },
  { error: MUHURTA_MESSAGES.vetoes },
);
/** The veto switches after validation. */
export type MuhurtaVetoSwitches = z.output<typeof muhurtaVetoesSchema>;

const clientNumber = decimalIdField(MUHURTA_MESSAGES.participant, 1);

/**
 * POST /muhurta/search: the event and any edited houses or cusp, the range on the clock of `timezone` (at
 * most 31 days), the place, the clients concerned and the vetoes switched.
 */
export const muhurtaSearchSchema = z
  .object({
    event: z.enum(EVENT_KEYS, { error: MUHURTA_MESSAGES.event }),
    favourable: houseList.optional(),
    negating: houseList.optional(),
    cusp: z.number({ error: MUHURTA_MESSAGES.cusp }).int(MUHURTA_MESSAGES.cusp).optional(),
    from: momentField(MUHURTA_MESSAGES.from),
    to: momentField(MUHURTA_MESSAGES.to),
    timezone: optionTimezoneField,
    place: optionPlaceField,
    latitude: latitudeField(),
    longitude: longitudeField,
    participants: z
      .array(clientNumber, { error: MUHURTA_MESSAGES.participants })
      .max(MUHURTA_MAX_PARTICIPANTS, MUHURTA_MESSAGES.participants)
      .refine((ids) => new Set(ids).size === ids.length, MUHURTA_MESSAGES.participants)
      .default([]),
    vetoes: muhurtaVetoesSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const problem of findMuhurtaProfileProblems(body)) {
      issue(problem.field, problem.field === 'cusp' ? MUHURTA_MESSAGES.cusp : PROBLEM_MESSAGES[problem.rule]);
    }
    const seconds = secondsBetween(body.from, body.to);
    if (seconds <= 0) issue('to', MUHURTA_MESSAGES.toNotAfterFrom);
    else if (seconds > MUHURTA_MAX_RANGE_DAYS * 86_400) issue('to', MUHURTA_MESSAGES.rangeTooLong);
  });
/** The search body as sent. */
export type MuhurtaSearchInput = z.input<typeof muhurtaSearchSchema>;
/** The search body after validation. */
export type MuhurtaSearchRequest = z.output<typeof muhurtaSearchSchema>;

const planet = z
  .string()
  .describe('A planet id: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu');
const houses = z.array(z.number().int()).describe('Houses 1..12, ascending');
const localTime = z.string().describe("'yyyy-MM-dd HH:mm:ss' on the clock of the request's zone");

const gateSchema = z.object({
  subLord: planet,
  steps: z.array(z.object({ step: z.string(), planet, houses })),
  houses,
  passes: z.boolean(),
});

/** A participant's check at a window (muhurta.md §6). */
export const muhurtaParticipantSchema = z.object({
  runningId: z.number().int(),
  rejected: z.boolean(),
  reasons: z.array(z.string()).describe('chandrashtama, janma-tara'),
  score: z.number().int().describe('Tarabala + Chandrabala + periods, -2..5'),
  tara: z.string(),
  tarabala: z.number().int(),
  moonHouse: z.number().int(),
  chandrabala: z.number().int(),
  periods: z.array(z.object({ level: z.number().int(), lord: planet, signifiesFavourable: z.boolean() })),
});

/** One window, exact to the second, with everything the verdict was read from. */
export const muhurtaWindowSchema = z.object({
  start: localTime,
  end: localTime,
  seconds: z.number().int(),
  lagna: z.object({ signLord: planet, starLord: planet, subLord: planet }),
  cuspSubLord: planet,
  lagnaHouses: houses,
  cuspHouses: houses,
  gates: z.object({ lagna: gateSchema, cusp: gateSchema }),
  dayLord: planet,
  rulingPlanets: z.array(
    z.object({
      planet,
      slots: z.array(z.string()),
      retrograde: z.boolean(),
      houses,
      signifiesFavourable: z.boolean(),
      counted: z.boolean(),
    }),
  ),
  rpScore: z.number().int(),
  score: z.number().int(),
  participants: z.array(muhurtaParticipantSchema),
  edges: z.object({ start: z.array(z.string()), end: z.array(z.string()) }),
  houseSystem: z.enum(['Placidus', 'Porphyry']),
  polarDay: z.boolean(),
});
/** A window of an answer. */
export type MuhurtaWindowData = z.infer<typeof muhurtaWindowSchema>;

/** The profile a search used: the event's defaults with the astrologer's edits. */
export const muhurtaProfileSchema = z.object({
  event: z.enum(EVENT_KEYS),
  favourable: houses,
  negating: houses,
  cusp: z.number().int(),
  edited: z.boolean(),
});

/** POST /muhurta/search answer. */
export const muhurtaSearchAnswerSchema = z.object({
  profile: muhurtaProfileSchema,
  windows: z.array(muhurtaWindowSchema).describe('Score descending, then length descending, then start'),
  rejectedByParticipants: z
    .array(muhurtaWindowSchema)
    .describe('Windows a participant rejects, in time order'),
  next: muhurtaWindowSchema.nullable().describe('When none qualifies: the first window within 90 days after'),
  vetoPeriods: z.array(z.object({ veto: z.string(), start: localTime, end: localTime })),
  sunriseConvention: z.enum(['hindu', 'drik']),
  timezone: z.number(),
});
/** The search answer. */
export type MuhurtaSearchAnswer = z.infer<typeof muhurtaSearchAnswerSchema>;

/** Most muhurtas saved to one client; the next save is refused by name. */
export const MUHURTA_SAVED_PER_CLIENT_MAX = 200;
/** The refusal of a save past the bound. */
export const MUHURTA_SAVED_FULL_MESSAGE = 'A client keeps at most 200 saved muhurtas: delete one first';

/**
 * POST /muhurta/save: the client it is saved to, the search it came from and the chosen window's start and
 * end. The server searches that window again and refuses one that does not qualify as a whole, so a saved
 * muhurta is always one the finder would give.
 */
export const muhurtaSaveSchema = z
  .object({
    runningId: decimalIdField(MUHURTA_MESSAGES.participant, 1),
    search: muhurtaSearchSchema,
    start: momentField(MUHURTA_MESSAGES.window),
    end: momentField(MUHURTA_MESSAGES.window),
    note: z
      .string({ error: MUHURTA_MESSAGES.note })
      .trim()
      .max(MUHURTA_NOTE_MAX_LENGTH, MUHURTA_MESSAGES.note)
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (secondsBetween(body.start, body.end) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: MUHURTA_MESSAGES.window });
    }
  });
/** The save body as sent. */
export type MuhurtaSaveInput = z.input<typeof muhurtaSaveSchema>;
/** The save body after validation. */
export type MuhurtaSave = z.output<typeof muhurtaSaveSchema>;

/** A saved muhurta: the window as found, the profile and place it was found for, and the note. */
export const savedMuhurtaSchema = z.object({
  id: z.number().int(),
  runningId: z.number().int().describe('The client it is saved to'),
  profile: muhurtaProfileSchema,
  window: muhurtaWindowSchema,
  timezone: z.number(),
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  participants: z.array(z.number().int()),
  note: z.string(),
  savedAt: z.string().describe("'yyyy-MM-dd HH:mm:ss' on the astrologer's clock"),
});
/** A saved muhurta. */
export type SavedMuhurta = z.infer<typeof savedMuhurtaSchema>;

/** Path of the list: the client's number. */
export const muhurtaListParams = z.object({ runningId: decimalIdField(MUHURTA_MESSAGES.participant, 1) });
/** Path of a delete: the client's number and the saved muhurta's id. */
export const muhurtaRemoveParams = z.object({
  runningId: decimalIdField(MUHURTA_MESSAGES.participant, 1),
  id: decimalIdField(MUHURTA_MESSAGES.notFound, 1),
});

/** POST /muhurta/chart: the moment (a window's start) and the place of a search. */
export const muhurtaChartRequestSchema = z.object({
  moment: momentField(MUHURTA_MESSAGES.window),
  timezone: optionTimezoneField,
  latitude: latitudeField(),
  longitude: longitudeField,
});
/** The chart request as sent. */
export type MuhurtaChartInput = z.input<typeof muhurtaChartRequestSchema>;
/** The chart request after validation. */
export type MuhurtaChartRequest = z.output<typeof muhurtaChartRequestSchema>;

/** The chart of a window's start, horary-style: the drawing, the KP positions and the profile. */
export const muhurtaChartSchema = z.object({
  moment: localTime,
  birthChart: birthChartSchema,
  planetPosition: planetaryPositionLayout.table,
  cuspalPosition: cuspalPositionLayout.table,
  profile: calculationProfileSchema,
});
/** The chart of a window's start. */
export type MuhurtaChartData = z.infer<typeof muhurtaChartSchema>;

/** A window's length as the page, the PDF and the calendar write it: "12 min 5 s". */
export function formatWindowLength(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
