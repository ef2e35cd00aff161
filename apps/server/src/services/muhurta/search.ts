/**
 * POST /muhurta/search: the astrologer's settings (ayanamsa, correction, node, Sunrise) cast the moment
 * charts; each participant brings their own client chart, cached like every chart of the client (M11). A
 * participant who is not the astrologer's client is the client's 404, before anything is computed. The
 * engine's input and the answer's shape are @kpdesk/chart-answers'; the search runs in a worker thread.
 */
import { muhurtaParticipantOf, toEngineSearch, toSearchAnswer } from '@kpdesk/chart-answers';
import type { MuhurtaParticipantInput, MuhurtaSearch } from '@kpdesk/astro';
import {
  resolveEffectiveSettings,
  type EffectiveSettings,
  type MuhurtaSearchAnswer,
  type MuhurtaSearchRequest,
} from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';

/** The participants with their natal charts, in the order asked; a client not the astrologer's is a 404. */
async function loadParticipants(
  deps: ChartDeps,
  astrologerId: number,
  runningIds: readonly number[],
): Promise<MuhurtaParticipantInput[]> {
  const charts = await Promise.all(runningIds.map((id) => loadClientChart(deps, astrologerId, id)));
  return charts.map((e, i) => muhurtaParticipantOf(runningIds[i]!, e));
}

/** Runs a search with the astrologer's settings; the raw engine answer (saves read its windows). */
export async function runMuhurtaSearch(
  deps: ChartDeps,
  astrologerId: number,
  request: MuhurtaSearchRequest,
): Promise<{ search: MuhurtaSearch; settings: EffectiveSettings }> {
  deps.work.admit(astrologerId);
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  const participants = await loadParticipants(deps, astrologerId, request.participants);
  const input = toEngineSearch(request, settings, deps.ephePath, participants);
  return { search: await deps.work.run('muhurtaSearch', input, astrologerId), settings };
}

/** POST /muhurta/search. */
export async function searchMuhurtaWindows(
  deps: ChartDeps,
  astrologerId: number,
  request: MuhurtaSearchRequest,
): Promise<MuhurtaSearchAnswer> {
  const { search, settings } = await runMuhurtaSearch(deps, astrologerId, request);
  return toSearchAnswer(search, request.timezone, settings.sunrise);
}
