/**
 * A window the browser names by its start and end is searched again with the search it came from: only a
 * window the finder gives exactly is saved, printed or put in a calendar, whatever the browser sent.
 */
import { toSearchAnswer } from '@kpdesk/chart-answers';
import {
  MUHURTA_MESSAGES,
  formatMoment,
  parseMoment,
  type MuhurtaSearchAnswer,
  type MuhurtaSearchRequest,
  type MuhurtaWindowData,
} from '@kpdesk/contract';
import { badRequest } from '../../errors.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { runMuhurtaSearch } from './search.js';

/** A chosen window as the browser names it: local start and end on the search's clock. */
export interface WindowEdges {
  start: string;
  end: string;
}

/** The finder's answer over one chosen window, and the window itself; a window that does not qualify whole is refused. */
export async function searchChosenWindow(
  deps: ChartDeps,
  astrologerId: number,
  search: MuhurtaSearchRequest,
  edges: WindowEdges,
): Promise<{ answer: MuhurtaSearchAnswer; window: MuhurtaWindowData }> {
  const from = parseMoment(edges.start);
  const to = parseMoment(edges.end);
  if (from === null || to === null) throw badRequest(MUHURTA_MESSAGES.window);
  const request = { ...search, from, to };
  const { search: found, settings } = await runMuhurtaSearch(deps, astrologerId, request);
  const answer = toSearchAnswer(found, request.timezone, settings.sunrise);
  const start = formatMoment(from);
  const end = formatMoment(to);
  const window = answer.windows.find((w) => w.start === start && w.end === end);
  if (!window) throw badRequest(MUHURTA_MESSAGES.window);
  return { answer, window };
}

/** Each chosen window searched again, in the order given, with the profile they were found for. */
export async function searchChosenWindows(
  deps: ChartDeps,
  astrologerId: number,
  search: MuhurtaSearchRequest,
  chosen: readonly WindowEdges[],
): Promise<{ profile: MuhurtaSearchAnswer['profile']; windows: MuhurtaWindowData[] }> {
  const windows: MuhurtaWindowData[] = [];
  let profile: MuhurtaSearchAnswer['profile'] | undefined;
  for (const edges of chosen) {
    const found = await searchChosenWindow(deps, astrologerId, search, edges);
    profile = found.answer.profile;
    windows.push(found.window);
  }
  if (profile === undefined) throw badRequest(MUHURTA_MESSAGES.window);
  return { profile, windows };
}
