/**
 * The Advanced Stellar System (chart-screens spec: the Event Analyser page, "Event data" and "userEvent"
 * entities, §5 comment rules, §8 save dialogs, §9 constants; decisions.md event rows). Messages are the
 * spec's, verbatim; the server's refusals of a bad value (which the spec leaves unwritten) name the field.
 */
import { EVENT_GROUP_IDS, HOUSE_GROUPS, nameOf, type EventGroupId } from '@kpdesk/domain';
import { z } from 'zod';
import { CLIENT_NUMBER_MESSAGE, decimalIdField } from './clients.js';

/** Texts of the page and its save dialogs (spec §2 "Advanced Stellar System", §5, §8), verbatim. */
export const EVENT_MESSAGES = {
  loadingEvent: 'Loading - Event Anayser',
  loadingPosition: 'Loading - Planetary Position',
  loadingSelfSignificators: 'Loading - Self Significators',
  noSupportiveDestiny: 'No Supportive Destiny for this event',
  noOpposiveDestiny: 'No Opposive Destiny for this event',
  planetSaved: 'Planet values updated successfully.',
  destinySaved: 'Destiny values updated successfully.',
  prosperitySaved: 'Prosperity values updated successfully.',
  commentSaved: 'Comment is updated successfully.',
  planetSaveFailed: 'Error occurred while saving planet values.',
  destinySaveFailed: 'Error occurred while saving Destiny.',
  prosperitySaveFailed: 'Error occurred while saving prosperity.',
  commentSaveFailed: 'Error occurred while saving comment.',
  saveRequestFailed: 'Error occurred while saving',
  commentHint: 'Characters &, < , > are not allowed',
  commentCounterPrefix: 'Char : ',
  eventNotFound: 'Event is not found.',
  eventIdInvalid: 'Event id must be a whole number of the event catalogue',
  planetCategoryInvalid: 'Planet category must be nine values from 0 to 9, separated by commas',
  planetOrderInvalid: 'Planet order must be nine values from 0 to 9, separated by commas',
  combinedCategoryInvalid: 'Combined category must be nine values from 0 to 9, separated by commas',
  destinyInvalid: 'Destiny result must be one value from 0 to 9 per destiny row, separated by commas',
  commentTooLong: 'Comment must be at most 1000 characters',
} as const;

/** Save dialog titles, by panel (spec §8). */
export const EVENT_DIALOG_TITLES = {
  planet: 'Event Analyser',
  destiny: 'Destiny',
  prosperity: 'Prosperity',
  comment: 'Comment',
  error: 'Error',
} as const;

/** Longest event house list ("2,6,11"), characters (spec §5, §9). */
export const EVENT_FIELD_MAX_LENGTH = 10;
/** Longest report comment, characters (spec §5, §9). */
export const COMMENT_MAX_LENGTH = 1000;
/** Characters the comment may not hold (spec §5). */
export const COMMENT_FORBIDDEN_CHARACTERS = /[&<>]/g;
/** Event dropdown height, px (spec §9). */
export const EVENT_DROPDOWN_HEIGHT_PX = 250;

/** The nine planets of the event tables, in the spec's order (Vimshottari order). */
export const EVENT_PLANETS = ['Ket', 'Ven', 'Sun', 'Mon', 'Mar', 'Rag', 'Jup', 'Sat', 'Mer'] as const;

/**
 * The spec's planet order mapping (§9): for each row of EVENT_PLANETS, the planet's number in weekday
 * order (Sun 1, Moon 2, Mars 3, Mercury 4, Jupiter 5, Venus 6, Saturn 7, Rahu 8, Ketu 9).
 */
export const PLANET_ORDER_MAPPING = [9, 6, 1, 2, 3, 8, 5, 7, 4] as const;

/** Category values by class (spec §9): Favorable 1–3, Mixed 4–6, Unfavorable 7–9; 0 = none chosen. */
export const CATEGORY_CLASS_RANGES = {
  Favorable: [1, 3],
  Mixed: [4, 6],
  Unfavorable: [7, 9],
} as const;

/** The class name of a category value 1..9, or null for 0. */
export function categoryClassOf(value: number): keyof typeof CATEGORY_CLASS_RANGES | null {
  if (value >= 1 && value <= 3) return 'Favorable';
  if (value >= 4 && value <= 6) return 'Mixed';
  return value >= 7 && value <= 9 ? 'Unfavorable' : null;
}

/** The comment as the box keeps it: &, < and > removed (spec §5 "removed as typed"). */
export function sanitizeComment(text: string): string {
  return text.replace(COMMENT_FORBIDDEN_CHARACTERS, '');
}

const NINE_VALUES = /^[0-9](,[0-9]){8}$/;
const VALUE_LIST = /^([0-9](,[0-9]){0,11})?$/;

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

/**
 * Comma values of 0..9: a string as the page keeps it, or an array of numbers; stored as the string. Only a
 * flat list of numbers is joined: join() would also flatten [['1,2']] or ['1,2'] into a valid text.
 */
function commaValues(pattern: RegExp, message: string) {
  return z.preprocess(
    (value) =>
      isNumberList(value) ? value.join(',') : typeof value === 'string' ? value.replace(/\s/g, '') : value,
    z.string({ error: message }).regex(pattern, message),
  );
}

/** Nine comma values 0..9, in EVENT_PLANETS order. */
export const nineValuesField = (message: string) => commaValues(NINE_VALUES, message);

/** An event's numeric id (1..) in a path or body. */
export const eventIdField = decimalIdField(EVENT_MESSAGES.eventIdInvalid);

/** An event's key in a path ('marriage', 'job'): letters only, at most 40. */
export const eventKeyParam = z.string().regex(/^[A-Za-z]{1,40}$/, EVENT_MESSAGES.eventNotFound);

const target = { userId: decimalIdField(CLIENT_NUMBER_MESSAGE), eventId: eventIdField };

/** POST /chart/event/planetcategory: the Event Analyser's Result and Order columns. */
export const planetCategorySaveSchema = z.object({
  ...target,
  planetCategory: nineValuesField(EVENT_MESSAGES.planetCategoryInvalid),
  planetOrder: nineValuesField(EVENT_MESSAGES.planetOrderInvalid),
});

/** POST /chart/event/planetCombinedCategory: the Prosperity combined results. */
export const combinedCategorySaveSchema = z.object({
  ...target,
  planetCombinedCategory: nineValuesField(EVENT_MESSAGES.combinedCategoryInvalid),
});

/** POST /chart/event/destiny: one Destiny Result per supportive and opposing row (empty when none). */
export const destinySaveSchema = z.object({
  ...target,
  supportiveDestinyCategory: commaValues(VALUE_LIST, EVENT_MESSAGES.destinyInvalid),
  opposingDestinyCategory: commaValues(VALUE_LIST, EVENT_MESSAGES.destinyInvalid),
});

/** The report comment: at most 1000 characters, &, < and > refused (nothing is stored). */
export const commentField = z
  .string({ error: EVENT_MESSAGES.commentHint })
  .max(COMMENT_MAX_LENGTH, EVENT_MESSAGES.commentTooLong)
  .refine((text) => !/[&<>]/.test(text), EVENT_MESSAGES.commentHint);

/** POST /chart/event/prediction: the report comment. */
export const predictionSaveSchema = z.object({ ...target, prediction: commentField });

const houseList = z.string().max(EVENT_FIELD_MAX_LENGTH);

/** The event of the page with its six house lists ("2,11"), each at most 10 characters. */
export const currentEventSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  primary: houseList,
  secondary: houseList,
  supportive: houseList,
  bad: houseList,
  worse: houseList,
  worst: houseList,
});

/** One of the six event house groups. */
export const eventGroupSchema = z.enum(EVENT_GROUP_IDS);

/** An event group's English name, the key the screens translate (the words live in the domain's HOUSE_GROUPS). */
export const EVENT_GROUP_NAMES = Object.fromEntries(
  EVENT_GROUP_IDS.map((id) => [id, nameOf(HOUSE_GROUPS, id, 'en')]),
) as Readonly<Record<EventGroupId, string>>;

/** One planet category with its colours (the nine event colour slots of the effective settings). */
export const planetCategorySchema = z.object({
  value: z.number().int().min(1).max(9),
  shortName: z.string(),
  longName: z.string(),
  background: z.string(),
  text: z.string(),
});

/** A class of a house set for the event. */
export const eventClassSchema = z.enum(['favourable', 'mixed', 'unfavourable', 'none']);

/** One Event Analyser row: a planet's CL, OCC, CST, CSL ('-' when empty) and the proposed category. */
export const eventSignificatorSchema = z.object({
  planet: z.string().describe('Short name (Ket, Ven, …)'),
  name: z.string(),
  cl: z.string(),
  occ: z.string(),
  cst: z.string(),
  csl: z.string(),
  significators: z.string().describe("CL/OCC/CST/CSL joined by slashes, e.g. '9,12/7/-/-'"),
  houseClass: eventClassSchema,
  proposedCategory: z.number().int().min(1).max(9),
});

/** One destiny row: the cusp, its group, its sub lord and the sub lord's category. */
export const destinyRowSchema = z.object({
  cusp: z.number().int().min(1).max(12),
  group: eventGroupSchema,
  subLord: z.string(),
  category: z.number().int().min(0).max(9),
});

/**
 * The stored fields of a client's judgement of an event (userEvent): the planet categories, order and
 * combined categories, the two destiny results (comma lists as saved) and the prediction comment. The page's
 * userEvent and the practice file's exported events are these fields with their own key beside them.
 */
export const eventJudgementSchema = z.object({
  planetCategory: z.string(),
  planetOrder: z.string(),
  planetCombinedCategory: z.string(),
  supportiveDestinyCategory: z.string(),
  opposingDestinyCategory: z.string(),
  prediction: z.string(),
});

/** The saved judgement of a client and event (userEvent), or the proposal when nothing is saved. */
export const userEventSchema = z.object({ isSaved: z.boolean(), ...eventJudgementSchema.shape });

/** GET /chart/event/{userId}/{eventKey}: everything the page needs for one client and event. */
export const eventDataSchema = z.object({
  currentEvent: currentEventSchema,
  allEvents: z.record(z.string(), z.record(z.string(), z.string())).describe('Menu group → key → name'),
  allEventCategoryColor: z.array(z.object({ group: eventGroupSchema, name: z.string(), colour: z.string() })),
  allPlanetCategory: z.array(planetCategorySchema),
  eventSignificators: z.array(eventSignificatorSchema),
  supportiveDestiny: z.array(z.string()).describe("Row labels: 'Primary 7', 'Secondary 2', …"),
  supportiveDestinyPlanet: z.array(z.string()).describe('The sub lord of each row'),
  supportiveEventDestiny: z.array(z.string()).describe("Rows as 'cusp,group,sub lord,category'"),
  supportiveDestinyRows: z.array(destinyRowSchema),
  opposingDestiny: z.array(z.string()),
  opposingDestinyPlanet: z.array(z.string()),
  opposingEventDestiny: z.array(z.string()),
  opposingDestinyRows: z.array(destinyRowSchema),
  userEvent: userEventSchema,
});

/** A house of a prosperity cell with the event group it belongs to (null when in none). */
const groupedHouse = z.object({ house: z.number().int(), group: eventGroupSchema.nullable() });

/**
 * Nine tables, one per planet in Vimshottari order, each with a row per element of the planet's chain (the
 * planet, its star lord, sub lord, …): the shape the Prosperity and the Time Analyser share; `cells` are the
 * analyser's own columns after the element and its planet.
 */
function planetChainTables<const Cells extends z.ZodRawShape>(cells: Cells) {
  return z.array(
    z.object({
      planet: z.string(),
      rows: z.array(z.object({ element: z.string(), planet: z.string(), ...cells })),
    }),
  );
}

/** GET /chart/prosperitychart/{userId}/{eventId}: nine tables (Vimshottari order) of a planet's chain. */
export const prosperityChartSchema = planetChainTables({
  cl: z.array(groupedHouse),
  occ: z.array(groupedHouse),
  cst: z.array(groupedHouse),
  csl: z.array(groupedHouse),
  houseClass: eventClassSchema,
  category: z.number().int().min(0).max(9),
});

/** One coming period whose lords the astrologer ranked highest. */
export const favourablePeriodSchema = z.object({
  dasha: z.string().describe('Full planet names, as in the planet schedule'),
  bhukti: z.string(),
  antara: z.string(),
  start: z.string().describe("Local 'yyyy-MM-dd HH:mm:ss' at the birth zone"),
  end: z.string(),
});

/** GET /chart/piltchart/{userId}/{eventId}: the Time Analyser. */
export const piltChartSchema = z.object({
  tables: planetChainTables({
    sign: z.string(),
    support: z.number().int().min(0).max(9),
    supportClass: z.enum(['Favorable', 'Mixed', 'Unfavorable']).nullable(),
  }),
  planetOrder: z
    .array(z.object({ planet: z.string(), order: z.number().int(), category: z.number().int() }))
    .describe('Planets by rank: the saved Order (1 first), then by category'),
  rankedPlanets: z.array(z.string()).describe('The three top-ranked planets whose periods are listed'),
  periods: z.array(favourablePeriodSchema),
});

/** GET /chart/event/prediction/{userId}/{eventId}: the generated comment text. */
export const predictionTextSchema = z.string().max(COMMENT_MAX_LENGTH);

export type EventData = z.infer<typeof eventDataSchema>;
export type UserEvent = z.infer<typeof userEventSchema>;
export type EventSignificator = z.infer<typeof eventSignificatorSchema>;
export type DestinyRow = z.infer<typeof destinyRowSchema>;
export type PlanetCategory = z.infer<typeof planetCategorySchema>;
export type ProsperityChart = z.infer<typeof prosperityChartSchema>;
export type PiltChart = z.infer<typeof piltChartSchema>;
