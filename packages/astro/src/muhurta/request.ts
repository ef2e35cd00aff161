/**
 * The input of a muhurta search checked once where it enters the engine (muhurta.md §1, M9): each bad
 * value is refused with a RangeError whose message starts with the field's name, and nothing is computed.
 */
import {
  completeMuhurtaProfile,
  findMuhurtaProfileProblems,
  isMuhurtaEvent,
  MUHURTA_MAX_RANGE_DAYS,
  MUHURTA_MIN_WINDOW_SECONDS,
  MUHURTA_MIN_WINDOW_SECONDS_MAX,
  MUHURTA_VETO_DEFAULTS,
  MUHURTA_VETOES,
  type CompletedMuhurtaProfile,
  type MuhurtaProfileRule,
  type MuhurtaVetoKey,
} from '@kpdesk/domain';
import { checkPlace, resolveSettings, type ChartSettings, type Place } from '../settings.js';
import type { MuhurtaParticipantInput } from './participants.js';
import type { MuhurtaSearchInput } from './search.js';

/** A search input with every default filled and every value checked. */
export interface MuhurtaRequest {
  profile: CompletedMuhurtaProfile;
  from: number;
  to: number;
  utcOffsetHours: number;
  place: Place;
  participants: readonly MuhurtaParticipantInput[];
  vetoes: Readonly<Record<MuhurtaVetoKey, boolean>>;
  settings: ChartSettings;
  minWindowSeconds: number;
}

const PROFILE_MESSAGES: Readonly<Record<MuhurtaProfileRule, string>> = {
  'unknown-event':
    'must be one of marriage, engagement, business, contract, job, house-warming, vehicle, surgery, travel',
  'no-favourable': 'must list at least one house',
  'house-range': 'houses must be whole numbers 1..12',
  overlap: 'a house cannot be both favourable and negating',
};

function resolveProfile(input: MuhurtaSearchInput['profile']): CompletedMuhurtaProfile {
  const problem = findMuhurtaProfileProblems(input)[0];
  if (problem !== undefined) throw new RangeError(`${problem.field}: ${PROFILE_MESSAGES[problem.rule]}`);
  if (!isMuhurtaEvent(input.event)) throw new RangeError(`event: ${PROFILE_MESSAGES['unknown-event']}`);
  return completeMuhurtaProfile({ ...input, event: input.event });
}

function checkRange(from: number, to: number): void {
  if (!Number.isFinite(from)) throw new RangeError(`from: must be a Julian day: ${from}`);
  if (!Number.isFinite(to)) throw new RangeError(`to: must be a Julian day: ${to}`);
  if (!(to > from)) throw new RangeError('to: must be after from');
  if (to - from > MUHURTA_MAX_RANGE_DAYS) {
    throw new RangeError(`to: must be at most ${MUHURTA_MAX_RANGE_DAYS} days after from`);
  }
}

function resolveVetoes(vetoes: MuhurtaSearchInput['vetoes'] = {}): Record<MuhurtaVetoKey, boolean> {
  const resolved = { ...MUHURTA_VETO_DEFAULTS };
  for (const [key, on] of Object.entries(vetoes)) {
    if (!(MUHURTA_VETOES.ids as readonly string[]).includes(key))
      throw new RangeError(`vetoes: unknown veto ${key}`);
    if (on === undefined) continue;
    if (typeof on !== 'boolean') throw new RangeError(`vetoes: ${key} must be true or false`);
    resolved[key as MuhurtaVetoKey] = on;
  }
  return resolved;
}

function checkParticipants(participants: readonly MuhurtaParticipantInput[]): void {
  const seen = new Set<number>();
  for (const p of participants) {
    if (!Number.isInteger(p.runningId))
      throw new RangeError(`participants: runningId must be a whole number`);
    if (seen.has(p.runningId)) throw new RangeError(`participants: ${p.runningId} is listed twice`);
    seen.add(p.runningId);
  }
}

function checkMinWindow(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MUHURTA_MIN_WINDOW_SECONDS_MAX) {
    throw new RangeError(`minWindowSeconds: must be a whole number 0..${MUHURTA_MIN_WINDOW_SECONDS_MAX}`);
  }
  return seconds;
}

/** Checks and completes a search input; throws a RangeError naming the first bad field. */
export function resolveMuhurtaRequest(input: MuhurtaSearchInput): MuhurtaRequest {
  const profile = resolveProfile(input.profile);
  checkRange(input.from, input.to);
  if (!Number.isFinite(input.utcOffsetHours) || Math.abs(input.utcOffsetHours) > 14) {
    throw new RangeError(`utcOffsetHours: must be within -14..14 hours: ${input.utcOffsetHours}`);
  }
  const participants = input.participants ?? [];
  checkParticipants(participants);
  return {
    profile,
    from: input.from,
    to: input.to,
    utcOffsetHours: input.utcOffsetHours,
    place: checkPlace(input.place),
    participants,
    vetoes: resolveVetoes(input.vetoes),
    settings: resolveSettings(input.settings),
    minWindowSeconds: checkMinWindow(input.minWindowSeconds ?? MUHURTA_MIN_WINDOW_SECONDS),
  };
}
