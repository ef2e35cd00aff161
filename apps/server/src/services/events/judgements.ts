/**
 * The four saves of the Advanced Stellar System (POST /chart/event/planetcategory, /destiny,
 * /planetCombinedCategory, /prediction). Each checks the client is the astrologer's and the event is in the
 * catalogue, writes only its own fields (the first save of a client and event starts from the proposal),
 * and answers the reloaded judgement.
 */
import { EVENT_MESSAGES } from '@kpdesk/contract';
import { saveUserEvent, type UserEventFields } from '../../db/events.js';
import { badRequest } from '../../errors.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { isDestinyOf } from './destiny-rule.js';
import { loadEventContext, requireEventById, toUserEvent, type UserEvent } from './event-context.js';

interface Target {
  userId: number;
  eventId: number;
}

async function saveFields(
  deps: ChartDeps,
  astrologerId: number,
  target: Target,
  changes: Partial<UserEventFields>,
  check?: (context: Awaited<ReturnType<typeof loadEventContext>>) => void,
): Promise<UserEvent> {
  const event = requireEventById(target.eventId);
  const context = await loadEventContext(deps, astrologerId, target.userId, event);
  check?.(context);
  const clientId = context.clientChart.client.id;
  const row = await saveUserEvent(deps.db, clientId, event.id, context.defaults, changes, deps.clock.now());
  return toUserEvent(row, true);
}

/** Saves the Event Analyser's Result and Order (nine values each). */
export async function savePlanetCategory(
  deps: ChartDeps,
  astrologerId: number,
  input: Target & { planetCategory: string; planetOrder: string },
): Promise<UserEvent> {
  return saveFields(deps, astrologerId, input, {
    planet_category: input.planetCategory,
    planet_order: input.planetOrder,
  });
}

/** Saves the Prosperity combined results (nine values). */
export async function saveCombinedCategory(
  deps: ChartDeps,
  astrologerId: number,
  input: Target & { planetCombinedCategory: string },
): Promise<UserEvent> {
  return saveFields(deps, astrologerId, input, { planet_combined_category: input.planetCombinedCategory });
}

/** Saves the Destiny Results: exactly one value per supportive and per opposing row of the event. */
export async function saveDestiny(
  deps: ChartDeps,
  astrologerId: number,
  input: Target & { supportiveDestinyCategory: string; opposingDestinyCategory: string },
): Promise<UserEvent> {
  const changes = {
    supportive_destiny_category: input.supportiveDestinyCategory,
    opposing_destiny_category: input.opposingDestinyCategory,
  };
  return saveFields(deps, astrologerId, input, changes, ({ event }) => {
    if (!isDestinyOf(event, input.supportiveDestinyCategory, input.opposingDestinyCategory))
      throw badRequest(EVENT_MESSAGES.destinyInvalid);
  });
}

/** Saves the report comment (the contract has refused &, < and > and more than 1000 characters). */
export async function savePrediction(
  deps: ChartDeps,
  astrologerId: number,
  input: Target & { prediction: string },
): Promise<UserEvent> {
  return saveFields(deps, astrologerId, input, { prediction: input.prediction });
}
