/**
 * The matching calls (shared/domain/compatibility.md): two of the astrologer's clients as bride and groom,
 * and the ranking of every client who can take the other role. Answers carry ids and numbers; the words are
 * the domain vocabulary's (KOOTAS, PORUTHAMS, DOSHA_RULES, MANGLIK_RULES, MATCH_BANDS, …), handed on below.
 */
import { z } from 'zod';
import { decimalIdField } from './clients.js';

export {
  DOSHA_RULES,
  DOSHAS,
  GANAS,
  KOOTA_RULES,
  KOOTAS,
  MANGLIK_REFERENCES,
  MANGLIK_RULES,
  MANGLIK_STATUSES,
  MARRIAGE_VERDICTS,
  MATCH_BANDS,
  MATCH_LABELS,
  NADIS,
  PORUTHAMS,
  TARAS,
  VARNAS,
  VASHYA_GROUPS,
  YONIS,
  type MatchLabelKey,
} from '@kpdesk/domain';

/** The refusals of the matching calls, each a sentence about its field. */
export const MATCH_MESSAGES = {
  bride: 'Choose the bride from your clients',
  groom: 'Choose the groom from your clients',
  sameClient: 'Choose two different clients: one person cannot marry themselves',
  client: 'Choose a client from your list',
  role: 'Choose whether the client is the bride or the groom',
} as const;

/** Most candidates one ranking reads (the answer lists each with its figures in brief). */
export const MATCH_RANK_MAX_CANDIDATES = 2000;

/** POST /match: the two clients by their numbers. */
export const matchRequestSchema = z
  .object({
    brideRunningId: decimalIdField(MATCH_MESSAGES.bride, 1),
    groomRunningId: decimalIdField(MATCH_MESSAGES.groom, 1),
  })
  .refine((body) => body.brideRunningId !== body.groomRunningId, {
    message: MATCH_MESSAGES.sameClient,
    path: ['groomRunningId'],
  });
/** The match request after validation. */
export type MatchRequest = z.output<typeof matchRequestSchema>;

/** POST /match/rank: the client searched for and the role that client takes. */
export const matchRankRequestSchema = z.object({
  runningId: decimalIdField(MATCH_MESSAGES.client, 1),
  role: z.enum(['bride', 'groom'], { error: MATCH_MESSAGES.role }),
});
/** The ranking request after validation. */
export type MatchRankRequest = z.output<typeof matchRankRequestSchema>;

const planet = z.string().describe('A planet id');
const houses = z.array(z.number().int());
const localTime = z.string().describe("'yyyy-MM-dd HH:mm:ss' on the astrologer's clock");

/** A person of a match: the client and their Moon. */
const matchPersonSchema = z.object({
  runningId: z.number().int(),
  name: z.string(),
  moon: z.object({
    longitude: z.number().describe('Sidereal, degrees [0, 360)'),
    sign: z.number().int().describe('0 = Aries … 11 = Pisces'),
    nakshatra: z.number().int().describe('1 = Ashwini … 27 = Revati'),
    pada: z.number().int(),
  }),
});

const personKpSchema = z.object({
  cusp7SubLord: planet,
  steps: z.array(z.object({ step: z.string(), planet, houses })),
  houses,
  verdict: z.enum(['promised', 'denied', 'mixed']),
  separation: z.boolean(),
  marriageSignificators: z.array(z.object({ planet, houses: houses, marriageHouses: houses })),
});

const personManglikSchema = z.object({
  present: z.boolean(),
  from: z.object({ lagna: z.number().nullable(), moon: z.number().nullable(), venus: z.number().nullable() }),
  cancellations: z.array(z.string()),
  status: z.string(),
});

/** A bhukti of one person over the window: dasha and bhukti lords, and whether both signify marriage. */
const windowBhuktiSchema = z.object({
  from: localTime,
  to: localTime,
  lords: z.array(planet).describe('Dasha and bhukti lords'),
  supports: z.boolean().describe('Both lords are significators of 2, 7, 11'),
});

/** POST /match answer. */
export const matchAnswerSchema = z.object({
  bride: matchPersonSchema,
  groom: matchPersonSchema,
  ayanamsaDiffers: z.boolean(),
  ashtakoota: z.object({
    kootas: z.array(
      z.object({
        key: z.string(),
        points: z.number(),
        max: z.number(),
        bride: z.unknown(),
        groom: z.unknown(),
      }),
    ),
    total: z.number(),
    max: z.literal(36),
    doshas: z.array(z.object({ key: z.string(), present: z.boolean(), cancelledBy: z.array(z.string()) })),
    totalWithCancellations: z.number(),
    band: z.string(),
    bandWithCancellations: z.string(),
  }),
  poruthams: z.array(z.object({ key: z.string(), passed: z.boolean(), mustPass: z.boolean() })),
  poruthamTotal: z.number().int(),
  manglik: z.object({ bride: personManglikSchema, groom: personManglikSchema, reducedByBoth: z.boolean() }),
  kp: z.object({
    bride: personKpSchema,
    groom: personKpSchema,
    bothPromise: z.boolean(),
    moment: localTime,
    place: z
      .string()
      .describe('Where the ruling planets of now are read: the profile place, else the bride’s birth place'),
    rulingPlanets: z.array(z.object({ planet, isRetrograde: z.boolean() })),
    crossRulingPlanets: z.object({
      bride: z.object({ planets: z.array(planet), count: z.number().int() }),
      groom: z.object({ planets: z.array(planet), count: z.number().int() }),
    }),
    window: z.object({ from: localTime, to: localTime }),
    periods: z.array(
      z.object({ from: localTime, to: localTime, bride: z.array(planet), groom: z.array(planet) }),
    ),
    bhuktis: z
      .object({ bride: z.array(windowBhuktiSchema), groom: z.array(windowBhuktiSchema) })
      .describe("Each person's bhuktis overlapping the window, unclipped: the picture of both lives"),
  }),
});
/** A match. */
export type MatchAnswer = z.infer<typeof matchAnswerSchema>;

/** One row of a ranking: the candidate and the figures it was ranked by. */
export const matchRankRowSchema = z.object({
  runningId: z.number().int(),
  name: z.string(),
  promisedCount: z.number().int().describe('How many of the two charts promise marriage by KP: 0, 1 or 2'),
  verdicts: z.object({ bride: z.string(), groom: z.string() }),
  total: z.number(),
  totalWithCancellations: z.number(),
  mustPassPassed: z.boolean(),
  poruthamTotal: z.number().int(),
  sharedPeriods: z.number().int(),
});

/** POST /match/rank answer. */
export const matchRankAnswerSchema = z.object({
  runningId: z.number().int(),
  role: z.enum(['bride', 'groom']),
  rows: z.array(matchRankRowSchema),
});
/** A ranking. */
export type MatchRankAnswer = z.infer<typeof matchRankAnswerSchema>;
