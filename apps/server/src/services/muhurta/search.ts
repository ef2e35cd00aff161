/**
 * POST /muhurta/search: the astrologer's settings (ayanamsa, correction, node, Sunrise) cast the moment
 * charts; each participant brings their own client chart, cached like every chart of the client (M11). A
 * participant who is not the astrologer's client is the client's 404, before anything is computed.
 */
import { toEngineSettings, toJulianDay } from '@kpdesk/chart-answers';
import {
  type MuhurtaParticipantInput,
  type MuhurtaSearch,
  type MuhurtaSearchInput as EngineSearchInput,
} from '@kpdesk/astro';
import {
  resolveEffectiveSettings,
  type EffectiveSettings,
  type MuhurtaSearchAnswer,
  type MuhurtaSearchRequest,
  type MuhurtaVetoSwitches,
} from '@kpdesk/contract';
import type { MuhurtaVetoKey } from '@kpdesk/contract';
import { findAstrologerSettings } from '../../db/settings.js';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { toSearchAnswer } from './window-answer.js';

/** The veto switches of the engine: the call's one combustion switch sets Venus's and Jupiter's (M5). */
export function toEngineVetoes(switches: MuhurtaVetoSwitches = {}): Partial<Record<MuhurtaVetoKey, boolean>> {
  const { combustion, ...rest } = switches;
  return { ...rest, combustVenus: combustion, combustJupiter: combustion };
}

/** The participants with their natal charts, in the order asked; a client not the astrologer's is a 404. */
async function loadParticipants(
  deps: ChartDeps,
  astrologerId: number,
  runningIds: readonly number[],
): Promise<MuhurtaParticipantInput[]> {
  const charts = await Promise.all(runningIds.map((id) => loadClientChart(deps, astrologerId, id)));
  return charts.map(({ chart }, i) => ({
    runningId: runningIds[i]!,
    chart: { bodies: chart.bodies, cusps: chart.cusps, profile: chart.profile },
  }));
}

/** The engine's input of a search request with the astrologer's settings. */
export function toEngineSearch(
  request: MuhurtaSearchRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
  participants: readonly MuhurtaParticipantInput[],
): EngineSearchInput {
  const julianDay = (moment: MuhurtaSearchRequest['from']) => toJulianDay(moment, request.timezone);
  return {
    profile: {
      event: request.event,
      favourable: request.favourable,
      negating: request.negating,
      cusp: request.cusp,
    },
    from: julianDay(request.from),
    to: julianDay(request.to),
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    participants,
    vetoes: toEngineVetoes(request.vetoes),
    settings: toEngineSettings(settings, ephePath),
  };
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
