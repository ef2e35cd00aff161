/**
 * What every Advanced Stellar System call starts from: the event of the catalogue, the client's cached chart
 * (one ownership check), the method's proposals for that chart and event (shaped once per chart), and the
 * saved judgement with the proposal filling what was never saved.
 */
import {
  computeEventDestiny,
  computePlanetEventCategories,
  findEventById,
  findEventByKey,
  toChartLords,
  type ChartLords,
  type EventDefinition,
  type EventDestiny,
  type PlanetEventCategory,
} from '@kpdesk/astro';
import { EVENT_MESSAGES } from '@kpdesk/contract';
import { findUserEvent, type UserEventFields } from '../../db/events.js';
import { notFound } from '../../errors.js';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import type { ClientChart } from '../chart-core/client-chart.js';

/** The saved judgement as the page reads it (spec "userEvent"), isSaved false for the proposal. */
export interface UserEvent {
  isSaved: boolean;
  planetCategory: string;
  planetOrder: string;
  planetCombinedCategory: string;
  supportiveDestinyCategory: string;
  opposingDestinyCategory: string;
  prediction: string;
}

/** One client and event with the method's proposals and the judgement. */
export interface EventContext {
  event: EventDefinition;
  clientChart: ClientChart;
  lords: ChartLords;
  categories: PlanetEventCategory[];
  destiny: EventDestiny;
  /** The judgement a first save starts from (the proposal). */
  defaults: UserEventFields;
  userEvent: UserEvent;
  /**
   * The text of userEvent as the variant of the answers that show it (keepVariant): a save changes it, so
   * the next request makes those answers afresh.
   */
  userEventVariant: string;
}

const NONE = Array.from({ length: 9 }, () => '0').join(',');

/** The catalogue event with this key, or "Event is not found." (404). */
export function requireEventByKey(key: string): EventDefinition {
  const event = findEventByKey(key);
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return event;
}

/** The catalogue event with this id, or "Event is not found." (404). */
export function requireEventById(id: number): EventDefinition {
  const event = findEventById(id);
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return event;
}

function proposeJudgement(categories: PlanetEventCategory[], destiny: EventDestiny): UserEventFields {
  return {
    planet_category: categories.map((c) => c.category).join(','),
    planet_order: NONE,
    planet_combined_category: NONE,
    supportive_destiny_category: destiny.supportive.map((row) => row.category).join(','),
    opposing_destiny_category: destiny.opposing.map((row) => row.category).join(','),
    prediction: '',
  };
}

/** The judgement as the page reads it. */
export function toUserEvent(fields: UserEventFields, isSaved: boolean): UserEvent {
  return {
    isSaved,
    planetCategory: fields.planet_category,
    planetOrder: fields.planet_order,
    planetCombinedCategory: fields.planet_combined_category,
    supportiveDestinyCategory: fields.supportive_destiny_category,
    opposingDestinyCategory: fields.opposing_destiny_category,
    prediction: fields.prediction,
  };
}

/** The client's chart (404 when not the astrologer's) with its lords as the event rules read them. */
export async function loadEventChart(deps: ChartDeps, astrologerId: number, runningId: number) {
  const clientChart = await loadClientChart(deps, astrologerId, runningId);
  return { clientChart, lords: clientChart.shaped('event-lords', () => toChartLords(clientChart.chart)) };
}

/** Loads the client's chart (404 when not the astrologer's), the proposals and the saved judgement. */
export async function loadEventContext(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
  event: EventDefinition,
): Promise<EventContext> {
  const { clientChart, lords } = await loadEventChart(deps, astrologerId, runningId);
  // The proposal depends on the chart and the event only, so it is made once with the chart, not per request.
  const proposed = clientChart.shaped(`event-${event.id}`, () => {
    const made = {
      categories: computePlanetEventCategories(lords, event.groups),
      destiny: computeEventDestiny(lords, event.groups),
    };
    const defaults = proposeJudgement(made.categories, made.destiny);
    const proposal = toUserEvent(defaults, false);
    return { ...made, defaults, proposal, proposalVariant: JSON.stringify(proposal) };
  });
  const { categories, destiny, defaults } = proposed;
  const saved = await findUserEvent(deps.db, astrologerId, clientChart.client.id, event.id);
  const userEvent = saved ? toUserEvent(saved, true) : proposed.proposal;
  const userEventVariant = saved ? JSON.stringify(userEvent) : proposed.proposalVariant;
  return { event, clientChart, lords, categories, destiny, defaults, userEvent, userEventVariant };
}

/** Comma values → numbers (0 for a missing place). */
export function parseValues(list: string, count: number): number[] {
  const parts = list === '' ? [] : list.split(',').map(Number);
  return Array.from({ length: count }, (_, i) => parts[i] ?? 0);
}
