/**
 * GET /chart/event/prediction/{userId}/{eventId}: a plain-language summary of the judgement (decisions.md
 * "Report comment"): the planets by class of their category (saved Result, else the proposal), the destiny
 * rows with their results, the running periods and the next periods of the top-ranked planets. Stores
 * nothing; at most 1000 characters, without &, < or >.
 */
import { toJulianDayFromMs } from '@kpdesk/chart-answers';
import { findRunningPeriods, type DestinyRow, type Planet } from '@kpdesk/astro';
import {
  COMMENT_MAX_LENGTH,
  DASHA_LEVEL_IDS,
  DASHA_LEVEL_NAMES,
  PLANET_CATEGORIES,
  categoryClassOf,
  nameOf,
  sanitizeComment,
  type PlanetCategoryId,
} from '@kpdesk/contract';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { effectiveCategories, findComingPeriods, rankPlanets, RANKED_PLANET_COUNT } from './analysers.js';
import { loadEventContext, parseValues, requireEventById, type EventContext } from './event-context.js';
import { describeEvent } from './event-data.js';

const categoryName = (value: number) =>
  PLANET_CATEGORIES.ids.includes(value as PlanetCategoryId)
    ? nameOf(PLANET_CATEGORIES, value as PlanetCategoryId, 'en')
    : 'not judged';

function describePlanets(context: EventContext): string[] {
  const categories = effectiveCategories(context);
  const state = context.userEvent.isSaved ? 'as judged' : 'as proposed';
  return (['Favorable', 'Mixed', 'Unfavorable'] as const).map((name) => {
    const planets = [...categories].filter(([, value]) => categoryClassOf(value) === name);
    const list = planets.map(([planet, value]) => `${planet} (${categoryName(value)})`).join(', ');
    return `${name} planets ${state}: ${list || 'none'}.`;
  });
}

function describeDestinyRows(title: string, rows: readonly DestinyRow[], saved: string): string {
  if (rows.length === 0) return `${title}: none for this event.`;
  const results = parseValues(saved, rows.length);
  const parts = rows.map(
    (row, i) => `cusp ${row.cusp} sub lord ${row.subLord} ${categoryName(results[i] ?? 0)}`,
  );
  return `${title}: ${parts.join('; ')}.`;
}

function describePeriods(context: EventContext, nowMs: number): string[] {
  const running = findRunningPeriods(context.clientChart.chart.dasha, toJulianDayFromMs(nowMs), 3);
  const level = (i: number) => nameOf(DASHA_LEVEL_NAMES, DASHA_LEVEL_IDS[i] ?? 'dasha', 'en');
  const now = running.map((p, i) => `${level(i)} ${p.lord}`).join(', ');
  const top: Planet[] = rankPlanets(context)
    .slice(0, RANKED_PLANET_COUNT)
    .map((r) => r.planet);
  const next = findComingPeriods(context, top, nowMs).slice(0, 3);
  const coming = next
    .map((p) => `${p.dasha}-${p.bhukti}-${p.antara} from ${p.start.slice(0, 10)}`)
    .join('; ');
  return [
    `Running periods: ${now || 'outside the schedule'}.`,
    `Next periods of ${top.join(', ')}: ${coming || 'none within the schedule'}.`,
  ];
}

/** The generated comment text for one client and event. */
export async function generatePrediction(
  deps: ChartDeps,
  astrologerId: number,
  target: { userId: number; eventId: number },
): Promise<string> {
  const event = requireEventById(target.eventId);
  const context = await loadEventContext(deps, astrologerId, target.userId, event);
  const lists = describeEvent(event);
  const { userEvent, destiny } = context;
  const lines = [
    `Event: ${event.name} (Primary ${lists.primary}; Secondary ${lists.secondary || '-'}).`,
    ...describePlanets(context),
    describeDestinyRows('Supportive destiny', destiny.supportive, userEvent.supportiveDestinyCategory),
    describeDestinyRows('Opposing destiny', destiny.opposing, userEvent.opposingDestinyCategory),
    ...describePeriods(context, deps.clock.now()),
  ];
  return sanitizeComment(lines.join('\n')).slice(0, COMMENT_MAX_LENGTH);
}
