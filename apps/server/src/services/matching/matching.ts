/**
 * POST /match and POST /match/rank: each person's chart is their own client chart (client settings, which
 * inherit the astrologer's; C2), from the chart cache; the ruling planets and the start of the timing window
 * are those of now at the astrologer's profile place with the astrologer's settings (C16, C17).
 */
import {
  computeMatch,
  computeMatchPerson,
  computeMatchRanking,
  resolveMatchContext,
  summarizeMatch,
} from '@kpdesk/astro';
import {
  MATCH_RANK_MAX_CANDIDATES,
  resolveEffectiveSettings,
  type MatchAnswer,
  type MatchRankAnswer,
  type MatchRankRequest,
  type MatchRequest,
} from '@kpdesk/contract';
import type { TransitPlace } from '@kpdesk/chart-answers';
import { findAstrologerById } from '../../db/astrologers.js';
import { findMatchCandidates } from '../../db/clients.js';
import { findAstrologerSettings } from '../../db/settings.js';
import { notFound } from '../../errors.js';
import { loadChartInputs } from '../chart-core/chart-inputs.js';
import { chartAt, type ChartDeps } from '../chart-core/chart-loader.js';
import type { ClientChart } from '../chart-core/client-chart.js';
import { loadTransitAt, loadTransitOfNow } from '../chart-core/transit-charts.js';
import { toMatchAnswer, type MatchClient } from './match-answer.js';

const nameOf = (chart: ClientChart) =>
  [chart.client.first_name, chart.client.last_name ?? ''].join(' ').trim();

/** A client's own chart (404 when not the astrologer's). */
async function chartOf(deps: ChartDeps, astrologerId: number, runningId: number): Promise<ClientChart> {
  return chartAt(deps, await loadChartInputs(deps, astrologerId, runningId));
}

/** A client's birth place as the place of a chart of now. */
const birthPlaceOf = ({ client }: ClientChart): TransitPlace => ({
  city: client.birth_city,
  latitude: client.birth_latitude,
  longitude: client.birth_longitude,
  timezone: client.birth_timezone,
});

/**
 * The match options: the chart of now with the astrologer's settings at the profile place (C16), or, while
 * the profile has no place, at the first person's birth place (so a new astrologer still gets a report); the
 * answer names the place. Times are on the astrologer's clock.
 */
async function contextOf(deps: ChartDeps, astrologerId: number, fallback: ClientChart) {
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  const minuteMs = Math.floor(deps.clock.now() / 60_000) * 60_000;
  const now =
    (await loadTransitOfNow(deps, astrologerId, settings)) ??
    loadTransitAt(deps, birthPlaceOf(fallback), minuteMs, settings);
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  if (!astrologer) throw notFound();
  const options = { moment: { ...now.chart, profile: { julianDayUT: now.julianDayUT } } };
  return {
    options,
    context: resolveMatchContext(options),
    offset: astrologer.timezone,
    place: now.place.city,
  };
}

/** A match with the two client charts it was read from (the PDF words it in their display language). */
interface MatchOfCharts {
  answer: MatchAnswer;
  bride: ClientChart;
  groom: ClientChart;
}

/** POST /match, with the charts: both clients must be the astrologer's (else the client 404). */
export async function matchClientCharts(
  deps: ChartDeps,
  astrologerId: number,
  request: MatchRequest,
): Promise<MatchOfCharts> {
  const bride = await chartOf(deps, astrologerId, request.brideRunningId);
  const groom = await chartOf(deps, astrologerId, request.groomRunningId);
  const { options, offset, place } = await contextOf(deps, astrologerId, bride);
  const match = computeMatch(bride.chart, groom.chart, options);
  const clients: { bride: MatchClient; groom: MatchClient } = {
    bride: { runningId: request.brideRunningId, name: nameOf(bride) },
    groom: { runningId: request.groomRunningId, name: nameOf(groom) },
  };
  return { answer: toMatchAnswer(match, clients, offset, place), bride, groom };
}

/** POST /match. */
export async function matchClients(
  deps: ChartDeps,
  astrologerId: number,
  request: MatchRequest,
): Promise<MatchAnswer> {
  return (await matchClientCharts(deps, astrologerId, request)).answer;
}

/** The recorded sex of the people who cannot take the other role of `role` (C1: female = bride). */
const SEX_OF_ROLE = { bride: 'Female', groom: 'Male' } as const;

/** POST /match/rank: every client who can take the other role, in the decided order (§9). */
export async function rankMatchClients(
  deps: ChartDeps,
  astrologerId: number,
  request: MatchRankRequest,
): Promise<MatchRankAnswer> {
  const searched = await chartOf(deps, astrologerId, request.runningId);
  const { context } = await contextOf(deps, astrologerId, searched);
  const rows = await findMatchCandidates(
    deps.db,
    astrologerId,
    request.runningId,
    SEX_OF_ROLE[request.role],
    MATCH_RANK_MAX_CANDIDATES,
  );
  const names = new Map<number, string>();
  const candidates = [];
  for (const row of rows) {
    const chart = await chartOf(deps, astrologerId, row.running_id);
    names.set(row.running_id, nameOf(chart));
    candidates.push({ runningId: row.running_id, chart: chart.chart });
  }
  const person = computeMatchPerson(searched.chart, context);
  const ranked = computeMatchRanking(person, request.role, candidates, context);
  return {
    runningId: request.runningId,
    role: request.role,
    rows: ranked.map(({ runningId, match }) => ({
      runningId,
      name: names.get(runningId) ?? String(runningId),
      ...summarizeMatch(match),
      verdicts: { bride: match.kp.bride.verdict, groom: match.kp.groom.verdict },
      totalWithCancellations: match.ashtakoota.totalWithCancellations,
      sharedPeriods: match.kp.periods.length,
    })),
  };
}
