/**
 * The calls an astrologer answers for the moment at hand, by their name in the contract (`area.call` of
 * CALLS_BY_AREA): Options Theory, the panchang of a day and of a month, the muhurta search and the chart of
 * a window's start, the transit chart of a chosen moment and the transit chart of now (with its ruling
 * planets). Each is answered from the call's parsed input, the astrologer's settings, the profile place, the
 * moment taken as now and the charts of the clients it names: what a caller without the server needs.
 */
import {
  muhurtaCalls,
  optionsCalls,
  panchangCalls,
  transitCalls,
  type CallAnswer,
  type CallSpec,
  type EffectiveSettings,
  type ParsedInput,
} from '@kpdesk/contract';
import type { CastChart } from './cast-chart.js';
import { answerMuhurtaChart, answerMuhurtaSearch, muhurtaParticipantOf } from './muhurta.js';
import { answerQuickOptions } from './options-judgement.js';
import { answerPanchangDay, answerPanchangMonth } from './panchang.js';
import { answerTransitOfMoment, answerTransitOfNow, type TransitPlace } from './transit-chart.js';

const MOMENT_CALLS = {
  'options.calculate': optionsCalls.calculate,
  'panchang.day': panchangCalls.day,
  'panchang.month': panchangCalls.month,
  'muhurta.search': muhurtaCalls.search,
  'muhurta.chart': muhurtaCalls.chart,
  'transit.transitOfMoment': transitCalls.transitOfMoment,
  'transit.transitChart': transitCalls.transitChart,
} as const;

type MomentCalls = typeof MOMENT_CALLS;

/** The name of a call answered for the moment at hand: its area and its name there. */
export type MomentCallName = keyof MomentCalls;

/** What the moment calls are answered from, as the API gives it to a device. */
export interface MomentContext {
  /** The astrologer's own effective settings: resolveEffectiveSettings(GET /config/astrologer, null). */
  settings: EffectiveSettings;
  /** The Swiss Ephemeris data folder; null = Moshier. */
  ephePath: string | null;
  /** The profile place, transitPlaceOf(GET /astrologer/view); null when the profile names none. */
  place: TransitPlace | null;
  /** The moment taken as now, ms since the epoch (the transit chart of now reads it). */
  nowMs: number;
  /** A client's cast chart (with that client's settings); asked only for the clients momentCallClients names. */
  chartOf: (runningId: number) => CastChart;
}

type Answerer<N extends MomentCallName> = (
  input: ParsedInput<MomentCalls[N]>,
  c: MomentContext,
) => CallAnswer<MomentCalls[N]>;

const ANSWERERS: { [N in MomentCallName]: Answerer<N> } = {
  'options.calculate': ({ body }, c) => answerQuickOptions(body, c.settings, c.ephePath),
  'panchang.day': ({ body }, c) => answerPanchangDay(body, c.settings, c.ephePath),
  'panchang.month': ({ body }, c) => answerPanchangMonth(body, c.settings, c.ephePath),
  'muhurta.search': ({ body }, c) => {
    const participants = body.participants.map((id) => muhurtaParticipantOf(id, c.chartOf(id)));
    return answerMuhurtaSearch(body, c.settings, c.ephePath, participants);
  },
  'muhurta.chart': ({ body }, c) => answerMuhurtaChart(body, c.settings, c.ephePath),
  'transit.transitOfMoment': ({ params }, c) =>
    answerTransitOfMoment(c.chartOf(params.userId), c.place, params.moment, c.ephePath),
  'transit.transitChart': ({ params }, c) =>
    answerTransitOfNow(c.chartOf(params.userId), c.place, c.nowMs, c.ephePath),
};

const NAME_OF_CALL = new Map<CallSpec, MomentCallName>(
  (Object.keys(MOMENT_CALLS) as MomentCallName[]).map((name) => [MOMENT_CALLS[name], name]),
);

/** The name of the moment call `call` is, or null when it is none. */
export function momentCallNameOf(call: CallSpec): MomentCallName | null {
  return NAME_OF_CALL.get(call) ?? null;
}

/**
 * The running numbers of the clients whose charts the call needs (the participants of a muhurta search, the
 * client of a transit chart): a caller loads them first, and waits for the network when one is not kept.
 */
export function momentCallClients<N extends MomentCallName>(
  name: N,
  input: ParsedInput<MomentCalls[N]>,
): number[] {
  if (name === 'muhurta.search')
    return [...(input as ParsedInput<MomentCalls['muhurta.search']>).body.participants];
  if (name.startsWith('transit.')) {
    return [(input as ParsedInput<MomentCalls['transit.transitChart']>).params.userId];
  }
  return [];
}

/**
 * The answer of the moment call `name` to its parsed input (params or body as the call's schemas give them),
 * in context `c`: the `data` the server answers (null for a transit chart when the profile has no place, the
 * server's code 104).
 */
export function answerMomentCall<N extends MomentCallName>(
  name: N,
  input: ParsedInput<MomentCalls[N]>,
  c: MomentContext,
): CallAnswer<MomentCalls[N]> {
  return (ANSWERERS[name] as Answerer<N>)(input, c);
}
