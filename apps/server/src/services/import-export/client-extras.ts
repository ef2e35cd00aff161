/**
 * What a practice file adds to a client beyond the Add Client fields, each read through the rule of the save
 * that stores it: the corrected birth time (POST /user/updatebirthtime), the settings (Client Settings) and
 * the saved event judgements (the four saves of the Advanced Stellar System, one judgement per event).
 */
import { findEventByKey } from '@kpdesk/astro';
import {
  LIFE_EVENT_MESSAGES,
  clientSettingsSchema,
  combinedCategorySaveSchema,
  destinySaveSchema,
  EVENT_MESSAGES,
  formatMoment,
  parseMoment,
  lifeEventWriteSchema,
  planetCategorySaveSchema,
  predictionSaveSchema,
  type ImportProblem,
  BOUND_MESSAGES,
  COLLECTION_BOUNDS,
} from '@kpdesk/contract';
import { z } from 'zod';
import type { LifeEventFields } from '../../db/life-events.js';
import type { ImportedClient } from '../../db/practice-import.js';
import { isDestinyOf } from '../events/destiny-rule.js';
import { findLifeEventProblem, toLifeEventFields } from '../life-events/life-events.js';
import { errorProblem, issuesToProblems } from './problems.js';

/** A client's list naming one event twice: the saves keep one judgement per client and event. */
export const EVENT_LISTED_TWICE = 'The event is listed twice for this client: keep one';
const CORRECTION_INVALID = 'Enter valid corrected birth time as yyyy-MM-dd HH:mm:ss';

const eventSchema = z.object({
  eventKey: z.string({ error: 'eventKey is missing' }),
  planetCategory: planetCategorySaveSchema.shape.planetCategory,
  planetOrder: planetCategorySaveSchema.shape.planetOrder,
  planetCombinedCategory: combinedCategorySaveSchema.shape.planetCombinedCategory,
  supportiveDestinyCategory: destinySaveSchema.shape.supportiveDestinyCategory,
  opposingDestinyCategory: destinySaveSchema.shape.opposingDestinyCategory,
  prediction: predictionSaveSchema.shape.prediction,
});

/** The corrected birth time, 'yyyy-MM-dd HH:mm:ss' as exported (or with the save's underscore). */
export function checkCorrection(value: unknown): { corrected: string | null; problems: ImportProblem[] } {
  if (value === undefined || value === null || value === '') return { corrected: null, problems: [] };
  const moment = typeof value === 'string' ? parseMoment(value) : null;
  if (moment) return { corrected: formatMoment(moment), problems: [] };
  const text = typeof value === 'string' ? value : null;
  return { corrected: null, problems: [errorProblem('birthTimeCorrected', CORRECTION_INVALID, text)] };
}

/** The client's settings (config0..config11, null = Default), or null when the file has none. */
export function checkSettings(value: unknown) {
  if (value === undefined || value === null) return { settings: null, problems: [] };
  const parsed = clientSettingsSchema.safeParse(value);
  if (!parsed.success) return { settings: null, problems: issuesToProblems(parsed.error.issues, 'settings') };
  return { settings: parsed.data as Record<string, unknown>, problems: [] };
}

type ImportedEvent = ImportedClient['events'][number];

/** One saved judgement: the four saves' rules, the catalogue, the destiny rows, once per event. */
function checkEvent(item: unknown, at: string, seen: Set<number>): ImportedEvent | ImportProblem[] {
  const parsed = eventSchema.safeParse(item);
  if (!parsed.success) return issuesToProblems(parsed.error.issues, at);
  const d = parsed.data;
  const event = findEventByKey(d.eventKey);
  if (!event) return [errorProblem(`${at}.eventKey`, 'Event is not found.', d.eventKey)];
  if (seen.has(event.id)) return [errorProblem(`${at}.eventKey`, EVENT_LISTED_TWICE, d.eventKey)];
  seen.add(event.id);
  if (!isDestinyOf(event, d.supportiveDestinyCategory, d.opposingDestinyCategory))
    return [errorProblem(`${at}.supportiveDestinyCategory`, EVENT_MESSAGES.destinyInvalid)];
  const fields = {
    planet_category: d.planetCategory,
    planet_order: d.planetOrder,
    planet_combined_category: d.planetCombinedCategory,
    supportive_destiny_category: d.supportiveDestinyCategory,
    opposing_destiny_category: d.opposingDestinyCategory,
    prediction: d.prediction,
  };
  return { eventId: event.id, fields };
}

/** The client's saved judgements, each checked; the problems name the judgement and its field. */
export function checkEvents(value: unknown) {
  if (value === undefined || value === null) return { events: [], problems: [] };
  if (!Array.isArray(value))
    return { events: [], problems: [errorProblem('events', 'events must be a list')] };
  const events: ImportedEvent[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<number>();
  value.forEach((item, i) => {
    const checked = checkEvent(item, `events.${i}`, seen);
    if (Array.isArray(checked)) problems.push(...checked);
    else events.push(checked);
  });
  return { events, problems };
}

/**
 * The client's life events (an older file without them has none), each read through the save's rules: its
 * fields, the catalogue, not before the birth date, not after today on the birth zone's clock.
 */
export function checkLifeEvents(value: unknown, birth: { date: string; timezone: number }, nowMs: number) {
  const lifeEvents: LifeEventFields[] = [];
  if (value === undefined || value === null) return { lifeEvents, problems: [] };
  if (!Array.isArray(value))
    return { lifeEvents, problems: [errorProblem('lifeEvents', 'lifeEvents must be a list')] };
  if (value.length > COLLECTION_BOUNDS.lifeEventsPerClient) {
    return { lifeEvents, problems: [errorProblem('lifeEvents', BOUND_MESSAGES.lifeEventsPerClient)] };
  }
  const problems: ImportProblem[] = [];
  value.forEach((item, i) => {
    const at = `lifeEvents.${i}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return problems.push(errorProblem(at, LIFE_EVENT_MESSAGES.eventNotRecord));
    const parsed = lifeEventWriteSchema.safeParse(item);
    if (!parsed.success) return problems.push(...issuesToProblems(parsed.error.issues, at));
    const problem = findLifeEventProblem(birth, parsed.data, nowMs);
    if (problem) return problems.push(errorProblem(`${at}.${problem.field}`, problem.message));
    lifeEvents.push(toLifeEventFields(parsed.data));
  });
  return { lifeEvents, problems };
}
