/**
 * The five-level Vimshottari chain (domain §12): the dasha, bhukti, antara, sookshma and prana
 * running at a moment, the balance of the birth dasha at birth, and the schedule's drilldown below an antara.
 * Every start and end is 'yyyy-MM-dd HH:mm:ss' on the client's birth clock (the birth UTC offset), as in the
 * schedule calls.
 */
import { DASHA_LEVEL_IDS, type DashaLevelId } from '@kpdesk/domain';
import { z } from 'zod';
import { schedulePeriodSchema } from './charts.js';
import { dashaBalanceSchema } from './dasha-balance.js';
import { clientNumberParam } from './clients.js';
import { parseMoment, type LocalMoment } from './moment.js';

/** The five Vimshottari levels, longest first (dasha = mahadasha, antara = andharam): the domain's ids. */
export const DASHA_LEVELS = DASHA_LEVEL_IDS;
/** One of them. */
export type DashaLevel = DashaLevelId;

/** Messages of the dasha chain and sub-period calls. */
export const DASHA_CHAIN_MESSAGES = {
  momentInvalid: "Enter valid date and time as yyyy-MM-dd_HH:mm:ss, or 'now'",
  dashaIndex: 'Dasha index must be a number from 0 to 8',
  bhuktiIndex: 'Bhukti index must be a number from 0 to 8',
  antaraIndex: 'Antara index must be a number from 0 to 8',
} as const;

/** The word a path may carry instead of a moment: the client's birth clock now. */
export const NOW_MOMENT = 'now';

/**
 * A path moment of the chain: 'yyyy-MM-dd_HH:mm:ss' on the client's birth clock, or 'now' (the server's
 * clock read at the birth UTC offset).
 */
export const chainMomentParam = z
  .string({ error: DASHA_CHAIN_MESSAGES.momentInvalid })
  .transform((text, ctx): ChainMoment => {
    if (text === NOW_MOMENT) return NOW_MOMENT;
    const moment = parseMoment(text, 'underscore');
    if (moment) return moment;
    ctx.addIssue({ code: 'custom', message: DASHA_CHAIN_MESSAGES.momentInvalid });
    return z.NEVER;
  });
/** A parsed chain moment. */
export type ChainMoment = LocalMoment | typeof NOW_MOMENT;

/** GET /chart/dashachain/{runningId}/{moment}: the client and the moment. */
export const dashaChainParams = z.object({ runningId: clientNumberParam, moment: chainMomentParam });

/** One period of a running chain. */
export const chainPeriodSchema = z.object({
  level: z.enum(DASHA_LEVELS),
  lord: z.string(),
  start: z.string().describe("'yyyy-MM-dd HH:mm:ss' on the birth clock"),
  end: z.string().describe("'yyyy-MM-dd HH:mm:ss' on the birth clock (the next period's start)"),
});
/** A chain period. */
export type ChainPeriod = z.infer<typeof chainPeriodSchema>;

/** GET /chart/dashachain answer: the five running periods at the moment (empty outside the 120 years). */
export const dashaChainSchema = z.object({
  moment: z.string().describe("The moment the chain is of, 'yyyy-MM-dd HH:mm:ss' on the birth clock"),
  balanceAtBirth: dashaBalanceSchema,
  chain: z
    .array(chainPeriodSchema)
    .max(5)
    .describe('dasha, bhukti, antara, sookshma, prana; empty outside the 120-year schedule'),
});
/** The dasha chain. */
export type DashaChain = z.infer<typeof dashaChainSchema>;

function indexField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(0, message).max(8, message),
  );
}

/**
 * GET /chart/subperiods/{runningId}/{dashaIndex}/{bhuktiIndex}/{antaraIndex}: the antara chosen by its
 * indices in the schedule drilldown (mahadasha 0..8 from the birth one, as /chart/allplanetschedule; its
 * bhukti 0..8; the bhukti's antara 0..8).
 */
export const subPeriodsParams = z.object({
  runningId: clientNumberParam,
  dashaIndex: indexField(DASHA_CHAIN_MESSAGES.dashaIndex),
  bhuktiIndex: indexField(DASHA_CHAIN_MESSAGES.bhuktiIndex),
  antaraIndex: indexField(DASHA_CHAIN_MESSAGES.antaraIndex),
});

/** The chosen antara's nine sookshmas, each with its nine pranas (the schedule's drilldown to prana). */
export const subPeriodsSchema = z.object({
  dasha: schedulePeriodSchema,
  bhukti: schedulePeriodSchema,
  antara: schedulePeriodSchema,
  sookshmas: z
    .array(schedulePeriodSchema.extend({ pranas: z.array(schedulePeriodSchema).length(9) }))
    .length(9),
});
/** The sub-periods of one antara. */
export type SubPeriods = z.infer<typeof subPeriodsSchema>;
