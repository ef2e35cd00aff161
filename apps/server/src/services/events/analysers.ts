/**
 * GET /chart/prosperitychart/{userId}/{eventId} and GET /chart/piltchart/{userId}/{eventId}: the Prosperity
 * and Time Analyser tables, and the coming periods of the planets the astrologer ranked highest.
 */
import {
  PLANET_SHORT_NAMES,
  VIMSHOTTARI_ORDER,
  computeProsperityTables,
  computeTimeAnalyserTables,
  findHouseGroups,
  type EventHouseGroups,
  type Planet,
} from '@kpdesk/astro';
import { categoryClassOf } from '@kpdesk/contract';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { formatLocalDateTime, toJulianDayFromMs } from '../chart-core/dates.js';
import { loadEventContext, parseValues, requireEventById, type EventContext } from './event-context.js';

/** How many top-ranked planets the Time Analyser lists periods for, and how many periods at most. */
export const RANKED_PLANET_COUNT = 3;
export const PERIOD_LIMIT = 12;

interface Target {
  userId: number;
  eventId: number;
}

async function loadTarget(deps: ChartDeps, astrologerId: number, target: Target): Promise<EventContext> {
  return loadEventContext(deps, astrologerId, target.userId, requireEventById(target.eventId));
}

const withGroups = (groups: EventHouseGroups, houses: readonly number[]) =>
  houses.map((house) => ({ house, group: findHouseGroups(groups, house)[0] ?? null }));

/** Nine tables, Vimshottari order: the chain planet → star → sub → sub-sub lord with grouped houses. */
export async function getProsperityChart(deps: ChartDeps, astrologerId: number, target: Target) {
  const { lords, event } = await loadTarget(deps, astrologerId, target);
  const groups = event.groups;
  return computeProsperityTables(lords, groups).map((table) => ({
    planet: PLANET_SHORT_NAMES[table.planet],
    rows: table.rows.map((row) => ({
      element: row.element,
      planet: PLANET_SHORT_NAMES[row.planet],
      cl: withGroups(groups, row.cl),
      occ: withGroups(groups, [row.occ]),
      cst: withGroups(groups, row.cst),
      csl: withGroups(groups, row.csl),
      houseClass: row.class,
      category: row.category,
    })),
  }));
}

/** Each planet's category for timing: the saved Result where there is one, else the proposal. */
export function effectiveCategories(context: EventContext): Map<Planet, number> {
  const saved = parseValues(context.userEvent.planetCategory, VIMSHOTTARI_ORDER.length);
  return new Map(context.categories.map((c, i) => [c.planet, saved[i] || c.category]));
}

/** Planets by rank: saved Order 1..9 first (ascending), then unranked ones by category, then table order. */
export function rankPlanets(context: EventContext) {
  const orders = parseValues(context.userEvent.planetOrder, VIMSHOTTARI_ORDER.length);
  const categories = effectiveCategories(context);
  const rows = VIMSHOTTARI_ORDER.map((planet, i) => ({
    planet,
    order: orders[i] ?? 0,
    category: categories.get(planet) ?? 0,
    index: i,
  }));
  // Order first (0 = unranked, after 9), then category (1 best), then the table's order.
  const rank = (r: (typeof rows)[number]) => (r.order || 10) * 1000 + (r.category || 10) * 10 + r.index;
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** Coming antaras (from now) whose bhukti and antara lords are both among the top-ranked planets. */
export function findComingPeriods(context: EventContext, top: readonly Planet[], nowMs: number) {
  const now = toJulianDayFromMs(nowMs);
  const offset = context.clientChart.client.birth_timezone;
  const periods = [];
  for (const dasha of context.clientChart.chart.dasha.mahadashas) {
    for (const bhukti of dasha.periods) {
      if (bhukti.end <= now || !top.includes(bhukti.lord)) continue;
      for (const antara of bhukti.periods) {
        if (antara.end <= now || !top.includes(antara.lord)) continue;
        const start = formatLocalDateTime(Math.max(antara.start, now), offset);
        const end = formatLocalDateTime(antara.end, offset);
        periods.push({ dasha: dasha.lord, bhukti: bhukti.lord, antara: antara.lord, start, end });
        if (periods.length === PERIOD_LIMIT) return periods;
      }
    }
  }
  return periods;
}

/** The Time Analyser: nine tables, the planet order and the coming periods of the top-ranked planets. */
export async function getPiltChart(deps: ChartDeps, astrologerId: number, target: Target) {
  const context = await loadTarget(deps, astrologerId, target);
  const categories = effectiveCategories(context);
  const tables = computeTimeAnalyserTables(context.lords, context.event.groups).map((table) => ({
    planet: PLANET_SHORT_NAMES[table.planet],
    rows: table.rows.map((row) => {
      const support = categories.get(row.planet) ?? row.support;
      return {
        element: row.element,
        planet: PLANET_SHORT_NAMES[row.planet],
        sign: row.sign,
        support,
        supportClass: categoryClassOf(support),
      };
    }),
  }));
  const ranked = rankPlanets(context);
  const top = ranked.slice(0, RANKED_PLANET_COUNT).map((r) => r.planet);
  return {
    tables,
    planetOrder: ranked.map((r) => ({
      planet: PLANET_SHORT_NAMES[r.planet],
      order: r.order,
      category: r.category,
    })),
    rankedPlanets: top.map((planet) => PLANET_SHORT_NAMES[planet]),
    periods: findComingPeriods(context, top, deps.clock.now()),
  };
}
