/**
 * GET /chart/prosperitychart/{userId}/{eventId} and GET /chart/piltchart/{userId}/{eventId}: the Prosperity
 * and Time Analyser tables, and the coming periods of the planets the astrologer ranked highest.
 */
import { formatLocalDateTime, toJulianDayFromMs } from '@kpdesk/chart-answers';
import {
  PLANET_SHORT_NAMES,
  VIMSHOTTARI_ORDER,
  computeProsperityTables,
  computeTimeAnalyserTables,
  findHouseGroups,
  type ChartLords,
  type EventHouseGroups,
  type Planet,
} from '@kpdesk/astro';
import { categoryClassOf } from '@kpdesk/contract';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { keepVariant } from '../chart-core/kept-answers.js';
import {
  loadEventChart,
  loadEventContext,
  parseValues,
  requireEventById,
  type EventContext,
} from './event-context.js';

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

/**
 * Nine tables, Vimshottari order: the chain planet → star → sub → sub-sub lord with grouped houses. They
 * depend on the chart and the event only, so they are made once per chart and event and kept with the chart.
 */
export async function getProsperityChart(deps: ChartDeps, astrologerId: number, target: Target) {
  const event = requireEventById(target.eventId);
  // The tables need no saved judgement, so only the chart is read.
  const { clientChart, lords } = await loadEventChart(deps, astrologerId, target.userId);
  return clientChart.shaped(`prosperity-${event.id}`, () => describeProsperityTables(lords, event.groups));
}

function describeProsperityTables(lords: ChartLords, groups: EventHouseGroups) {
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

/** The Time Analyser's nine tables with each planet's category for timing in its support column. */
function describeTimeAnalyserTables(context: EventContext) {
  const categories = effectiveCategories(context);
  const { clientChart, lords, event } = context;
  const tables = clientChart.shaped(`time-analyser-${event.id}`, () =>
    computeTimeAnalyserTables(lords, event.groups),
  );
  return tables.map((table) => ({
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
}

function describePiltChart(context: EventContext, nowMs: number) {
  const ranked = rankPlanets(context);
  const top = ranked.slice(0, RANKED_PLANET_COUNT).map((r) => r.planet);
  return {
    tables: describeTimeAnalyserTables(context),
    planetOrder: ranked.map((r) => ({
      planet: PLANET_SHORT_NAMES[r.planet],
      order: r.order,
      category: r.category,
    })),
    rankedPlanets: top.map((planet) => PLANET_SHORT_NAMES[planet]),
    periods: findComingPeriods(context, top, nowMs),
  };
}

/**
 * The Time Analyser: nine tables, the planet order and the coming periods of the top-ranked planets. The
 * answer depends on the chart, the event, the saved judgement and the clock; it is made once per second of
 * the clock (periods are shown to the second, so "now" is taken at its whole second) and kept with the chart.
 */
export async function getPiltChart(deps: ChartDeps, astrologerId: number, target: Target) {
  const context = await loadTarget(deps, astrologerId, target);
  const nowMs = Math.floor(deps.clock.now() / 1000) * 1000;
  const variant = `${context.userEventVariant}@${nowMs}`;
  return keepVariant(context.clientChart, `pilt-${context.event.id}`, variant, () =>
    describePiltChart(context, nowMs),
  );
}
