/**
 * Long-range transit timing: the moments a transiting planet conjoins a natal point (its sidereal
 * longitude equals the point's), and the moments it enters and leaves the signs, stars or subs ruled by a
 * chosen lord, to the second, over up to 20 years (the Moon: 1 year). Moments are 'yyyy-MM-dd HH:mm:ss' on
 * the client's birth clock (the birth UTC offset), with the client's settings.
 */
import { PLANET_IDS, type PlanetId } from '@kpdesk/domain';
import { z } from 'zod';
import { momentField, secondsBetween } from './moment.js';

/** The nine planets by id, Sun … Ketu (the domain's planet ids, as the chart tables spell them). */
export const TIMING_PLANETS = PLANET_IDS;
/** One of them. */
export type TimingPlanet = PlanetId;

/** The natal cusps as natal points: 'cusp1' (the Ascendant) … 'cusp12'. */
export const NATAL_CUSP_POINTS = [
  'cusp1',
  'cusp2',
  'cusp3',
  'cusp4',
  'cusp5',
  'cusp6',
  'cusp7',
  'cusp8',
  'cusp9',
  'cusp10',
  'cusp11',
  'cusp12',
] as const;
/** A natal point of a conjunction: a KP (Placidus) cusp or a natal planet. */
export const NATAL_POINTS = [...NATAL_CUSP_POINTS, ...TIMING_PLANETS] as const;
/** One of them. */
export type NatalPoint = (typeof NATAL_POINTS)[number];

/** The two searches. */
export const TIMING_KINDS = ['conjunction', 'lordEntry'] as const;
/** One of them. */
export type TimingKind = (typeof TIMING_KINDS)[number];

/**
 * The division a lord entry is searched at. Adjacent divisions of one lord count as one stretch of its rule
 * (Capricorn and Aquarius for Saturn; the two parts of a sub split by a sign boundary), so a row marks
 * where the planet comes under or leaves the lord's rule at that level.
 */
export const TIMING_LEVELS = ['sign', 'star', 'sub'] as const;
/** One of them. */
export type TimingLevel = (typeof TIMING_LEVELS)[number];

/** What a row records: the exact conjunction, or entering or leaving the lord's division. */
export const TIMING_ROW_KINDS = ['conjunct', 'enters', 'leaves'] as const;

/** The longest window of a timing search, days: 20 years of 365.25 days (any 20 calendar years fit). */
export const MAX_TIMING_WINDOW_DAYS = 7305;
/** The Moon's longest window, days (any calendar year fits). */
export const MAX_MOON_TIMING_WINDOW_DAYS = 366;

/** Messages of the timing call, each naming its field. */
export const TIMING_MESSAGES = {
  planet: `planet must be one of ${TIMING_PLANETS.join(', ')}`,
  kind: "kind must be 'conjunction' or 'lordEntry'",
  natalPoint: `natalPoint must be cusp1 … cusp12 or one of ${TIMING_PLANETS.join(', ')}`,
  natalPointMissing: 'natalPoint is missing: a conjunction needs the natal point',
  lord: `lord must be one of ${TIMING_PLANETS.join(', ')}`,
  lordMissing: 'lord is missing: a lord entry needs the lord',
  level: "level must be 'sign', 'star' or 'sub'",
  levelMissing: 'level is missing: a lord entry needs the level',
  from: 'Enter the start of the search as a date and time',
  to: 'Enter the end of the search as a date and time',
  toNotAfterFrom: 'The end of the search must be after its start',
  windowTooLong: 'A search spans at most 20 years: choose an end nearer the start',
  moonWindowTooLong: 'A search for the Moon spans at most 1 year: choose an end nearer the start',
} as const;

/**
 * POST /transit/timing/{runningId} body. natalPoint is required for a conjunction; lord and level for a
 * lord entry (each is ignored by the other kind). from < to, at most 20 years apart (the Moon: 366 days).
 */
export const transitTimingRequestSchema = z
  .object({
    planet: z.enum(TIMING_PLANETS, { error: TIMING_MESSAGES.planet }),
    kind: z.enum(TIMING_KINDS, { error: TIMING_MESSAGES.kind }),
    natalPoint: z.enum(NATAL_POINTS, { error: TIMING_MESSAGES.natalPoint }).optional(),
    lord: z.enum(TIMING_PLANETS, { error: TIMING_MESSAGES.lord }).optional(),
    level: z.enum(TIMING_LEVELS, { error: TIMING_MESSAGES.level }).optional(),
    from: momentField(TIMING_MESSAGES.from),
    to: momentField(TIMING_MESSAGES.to),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'conjunction' && body.natalPoint === undefined) {
      issue('natalPoint', TIMING_MESSAGES.natalPointMissing);
    }
    if (body.kind === 'lordEntry' && body.lord === undefined) issue('lord', TIMING_MESSAGES.lordMissing);
    if (body.kind === 'lordEntry' && body.level === undefined) issue('level', TIMING_MESSAGES.levelMissing);
    const seconds = secondsBetween(body.from, body.to);
    if (seconds <= 0) return issue('to', TIMING_MESSAGES.toNotAfterFrom);
    const isMoon = body.planet === 'Moon';
    const maxDays = isMoon ? MAX_MOON_TIMING_WINDOW_DAYS : MAX_TIMING_WINDOW_DAYS;
    if (seconds > maxDays * 86400) {
      issue('to', isMoon ? TIMING_MESSAGES.moonWindowTooLong : TIMING_MESSAGES.windowTooLong);
    }
  });
/** The timing body as sent. */
export type TransitTimingInput = z.input<typeof transitTimingRequestSchema>;
/** The timing body after validation. */
export type TransitTimingRequest = z.output<typeof transitTimingRequestSchema>;

const runningLord = z
  .string()
  .nullable()
  .describe('Lord running at the row’s moment (null outside the 120-year schedule)');

/** One moment of a timing answer. */
export const transitTimingRowSchema = z.object({
  moment: z.string().describe("'yyyy-MM-dd HH:mm:ss' on the birth clock, to the second"),
  kind: z.enum(TIMING_ROW_KINDS),
  longitude: z
    .number()
    .describe('Sidereal longitude of the transiting planet at the moment, degrees [0, 360)'),
  retrograde: z.boolean().describe('The transiting planet moves backwards at the moment (speed < 0)'),
  lord: z.string().optional().describe('Lord entry rows: the lord whose division is entered or left'),
  level: z.enum(TIMING_LEVELS).optional().describe('Lord entry rows: sign, star or sub'),
  dasha: runningLord,
  bhukti: runningLord,
  antara: runningLord,
});
/** A timing row. */
export type TransitTimingRow = z.infer<typeof transitTimingRowSchema>;

/** POST /transit/timing answer: the rows in time order. */
export const transitTimingResultSchema = z.object({
  natalLongitude: z
    .number()
    .nullable()
    .describe("Conjunction: the natal point's sidereal longitude, degrees; null for a lord entry"),
  rows: z.array(transitTimingRowSchema),
});
/** The timing answer. */
export type TransitTimingResult = z.infer<typeof transitTimingResultSchema>;
