/**
 * Requests and answers of the transit, interval search and birth time correction calls (chart-screens spec:
 * Transit Chart page, Cuspal In Interval, Planet In Interval, Birth Time Correction; §3 "Transit chart",
 * "Birth time chart", "Interval search result"; §5 validation). The spec gives no message for a malformed
 * moment or window; ours follow its 'Enter valid …' pattern and name the field.
 *
 * Moments on the wire are local clock times: 'yyyy-MM-dd HH:mm:ss' in bodies and answers, and the spec's
 * 'yyyy-MM-dd_HH:mm:ss' (date and time joined by an underscore) in paths and in POST /user/updatebirthtime.
 * 'HH:mm' is accepted for the time and gains ':00' (spec §5).
 */
import { z } from 'zod';
import { BIRTH_DATE_RANGE_MESSAGE, isInBirthDateRange } from './client-fields.js';
import { birthChartSchema } from './chart-drawing.js';
import { cuspalPositionLayout, planetaryPositionLayout } from './charts.js';
import { clientNumberParam } from './clients.js';
import { momentField, secondsBetween } from './moment.js';
import { defineRowLayout } from './row-layout.js';

/** The longest cuspal (or combined) search window, hours: a day lists about 3,000 cusp changes. */
export const MAX_CUSPAL_WINDOW_HOURS = 24;
/** The longest planet search window, days (the engine's search limit). */
export const MAX_PLANET_WINDOW_DAYS = 31;

/** Messages of the transit, interval and birth time calls. */
export const TRANSIT_MESSAGES = {
  momentInvalid: 'Enter valid date and time as yyyy-MM-dd_HH:mm:ss',
  birthTimeInvalid: 'Enter valid birth date and time as yyyy-MM-dd_HH:mm:ss',
  startDateInvalid: 'Enter valid start date and time as yyyy-MM-dd HH:mm:ss',
  endDateInvalid: 'Enter valid end date and time as yyyy-MM-dd HH:mm:ss',
  bothEnds: 'Enter both the start and the end date and time, or neither',
  endBeforeStart: 'The end date and time must not be before the start',
  cuspalWindowTooLarge: `A cuspal search spans at most ${MAX_CUSPAL_WINDOW_HOURS} hours: choose an end within a day of the start`,
  planetWindowTooLarge: `A planet search spans at most ${MAX_PLANET_WINDOW_DAYS} days: choose an end nearer the start`,
  searchInvalid: "Select valid search: 'cuspal', 'planet' or 'both'",
} as const;

/** The Transit Chart page's text when the profile has no city (spec "Transit Chart page"), with code '104'. */
export const TRANSIT_CHART_NO_PLACE_MESSAGE = 'Add the city in My Profile to view Transit Chart';

/** Spec §8 texts of the Birth Time Correction dialogs and the preview failure. */
export const BIRTH_TIME_MESSAGES = {
  updated: 'Birth Time is updated successfully.',
  reset: 'Birth Time is reset successfully.',
  updateFailed: 'Error occurred while updating Birth Time.',
  previewFailed: 'Error occurred',
} as const;

/** Path parameter `moment` of GET /chart/transituserchart/{userId}/{date}_{time}. */
export const transitMomentParams = z.object({
  userId: clientNumberParam,
  moment: momentField(TRANSIT_MESSAGES.momentInvalid),
});

/** Which lists an interval search fills: the cusps, the nine planets, or both on one date list. */
export const INTERVAL_SEARCHES = ['cuspal', 'planet', 'both'] as const;
/** One of them. */
export type IntervalSearchKind = (typeof INTERVAL_SEARCHES)[number];

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * POST /chart/dateintervalsearch. startDate and endDate local at the place searched (the astrologer's
 * profile place, or with runningId the client's birth place and zone); both or neither (neither = the
 * current hour for a cuspal search, the current day otherwise). The end may equal the start (one row) but
 * not precede it; a cuspal or combined window spans at most 24 hours, a planet window 31 days.
 */
export const intervalSearchRequestSchema = z
  .object({
    startDate: z.preprocess(blankAsMissing, momentField(TRANSIT_MESSAGES.startDateInvalid).optional()),
    endDate: z.preprocess(blankAsMissing, momentField(TRANSIT_MESSAGES.endDateInvalid).optional()),
    runningId: z.preprocess(blankAsMissing, clientNumberParam.optional()),
    search: z.enum(INTERVAL_SEARCHES, { error: TRANSIT_MESSAGES.searchInvalid }).default('both'),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((body.startDate === undefined) !== (body.endDate === undefined)) {
      issue(body.startDate === undefined ? 'startDate' : 'endDate', TRANSIT_MESSAGES.bothEnds);
      return;
    }
    if (!body.startDate || !body.endDate) return;
    const seconds = secondsBetween(body.startDate, body.endDate);
    if (seconds < 0) return issue('endDate', TRANSIT_MESSAGES.endBeforeStart);
    if (body.search === 'planet') {
      if (seconds > MAX_PLANET_WINDOW_DAYS * 86400) issue('endDate', TRANSIT_MESSAGES.planetWindowTooLarge);
    } else if (seconds > MAX_CUSPAL_WINDOW_HOURS * 3600) {
      issue('endDate', TRANSIT_MESSAGES.cuspalWindowTooLarge);
    }
  });
/** The interval search body as sent. */
export type IntervalSearchInput = z.input<typeof intervalSearchRequestSchema>;
/** The interval search body after validation. */
export type IntervalSearchRequest = z.output<typeof intervalSearchRequestSchema>;

/**
 * One cell of an interval table: the sign and the sign, star and sub lords in force from the row's moment
 * (full planet names). Screens show 'Sign Lord-Star Lord-Sub Lord' in short names.
 */
export const lordCellLayout = defineRowLayout(
  [
    ['sign', 'Sign'],
    ['signLord', 'Sign Lord'],
    ['starLord', 'Star Lord'],
    ['subLord', 'Sub Lord'],
  ],
  'Lords of one interval cell',
);
/** A lord cell on the wire. */
export type LordCellRow = z.infer<typeof lordCellLayout.row>;

// Answer matrices are whole numbers ≥ 0 by construction; a plain number schema keeps the answer check of a
// day of cusps (~64,000 numbers) cheap.
const spanMatrix = z
  .array(z.array(z.number()))
  .describe('[row][column]: the first row of a run of equal lords carries the run length, the others 0');

const cellIndexMatrix = z
  .array(z.array(z.number()))
  .describe("[row][column]: index into lordCells of the lords in force from the row's moment");

/**
 * POST /chart/dateintervalsearch answer (spec §3 "Interval search result"): one row per moment at which any
 * listed cusp or planet changes its sign, star or sub lord (exact to the second, by root-finding), plus the
 * window's start. A day has about 2,700 cusp rows, so a cell is an index into `lordCells`, the distinct lord
 * cells of the answer (at most the 249 KP rows), which keeps the answer small.
 */
export const intervalSearchResultSchema = z.object({
  startDate: z.string().describe("'yyyy-MM-dd HH:mm:ss', local at the place"),
  endDate: z.string(),
  search: z.enum(INTERVAL_SEARCHES),
  city: z.string(),
  timezone: z.number().describe('Hours east of UTC of every date of the answer'),
  latitude: z.number(),
  longitude: z.number(),
  dateList: z.array(z.string()).describe("Row moments 'yyyy-MM-dd HH:mm:ss', ascending"),
  lordCells: z.array(lordCellLayout.row).describe('The distinct lord cells that the lists point to'),
  cuspalNameList: z.array(z.string()).describe("'1' … '12' (empty for a planet search)"),
  cuspalList: cellIndexMatrix.describe('[row][cusp] index into lordCells'),
  cuspalSpanList: spanMatrix.describe('Sub Lord grouping spans, [row][cusp]'),
  planetNameList: z.array(z.string()).describe('Sun … Ketu (empty for a cuspal search)'),
  planetList: cellIndexMatrix.describe('[row][planet] index into lordCells'),
  planetSpanList: spanMatrix.describe('Sub Lord grouping spans, [row][planet]'),
  planetStarSpanList: spanMatrix.describe('Star Lord grouping spans, [row][planet]'),
  planetRetroList: z
    .array(z.array(z.boolean()))
    .describe("[row][planet]: retrograde at the row's moment (speed below zero; stations flip it)"),
});
/** The interval search answer. */
export type IntervalSearchResult = z.infer<typeof intervalSearchResultSchema>;

/** Path of the birth time preview: the client and the candidate moment 'yyyy-MM-dd_HH:mm:ss'. */
export const birthTimePreviewParams = transitMomentParams.extend({
  moment: momentField(TRANSIT_MESSAGES.birthTimeInvalid),
});

/**
 * The preview of a candidate birth time (spec §3 "Birth time chart"): the chart at the client's birth place
 * and zone with the client's settings. dateStd/time24 the candidate, birthdateStd/birthtime24 the recorded
 * birth, birthTimeCorrected the saved correction (null when none). Position rows carry the sub-lord margins.
 */
export const birthTimeChartSchema = z.object({
  dateStd: z.string(),
  time24: z.string(),
  birthdateStd: z.string(),
  birthtime24: z.string(),
  birthTimeCorrected: z.string().nullable(),
  date: z.string(),
  day: z.string(),
  time: z.string(),
  timezone: z.number(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  ayanamsaName: z.string(),
  ayanamsaDegree: z.string(),
  birthChart: birthChartSchema,
  planetPosition: planetaryPositionLayout.table,
  cuspalPosition: cuspalPositionLayout.table,
});
/** The birth time preview. */
export type BirthTimeChart = z.infer<typeof birthTimeChartSchema>;

/**
 * POST /user/updatebirthtime (spec §7: "id, birthTime as date and time joined by an underscore"). id is the
 * client's number (runningId). A birthTime equal to the recorded birth date and time clears the correction.
 */
export const updateBirthTimeSchema = z.object({
  id: clientNumberParam,
  // A correction obeys the birth date's rules: the same range as the client form's birth date.
  birthTime: momentField(TRANSIT_MESSAGES.birthTimeInvalid, 'underscore').refine(
    (moment) => isInBirthDateRange(moment.date),
    BIRTH_DATE_RANGE_MESSAGE,
  ),
});
/** The update body as sent. */
export type UpdateBirthTimeInput = z.input<typeof updateBirthTimeSchema>;

/** Its answer: data.code '200' on success (spec §7) and the stored correction (null after a reset). */
export const birthTimeUpdatedSchema = z.object({
  code: z.literal('200'),
  birthTimeCorrected: z.string().nullable(),
});
