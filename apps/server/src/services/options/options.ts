import { answerQuickOptions, computeJudgement } from '@kpdesk/chart-answers';
import {
  OPTIONS_MESSAGES,
  resolveEffectiveSettings,
  type ClientListItem,
  type OptionRecord,
  type OptionResult,
  type OptionSave,
  type OptionsSearch,
  type QuickOptions,
  type QuickOptionsAnswer,
} from '@kpdesk/contract';
import {
  findOptionRecord,
  findOptionRecordsByName,
  findRecentOptionRecords,
  insertOptionRecord,
  updateOptionRecord,
  type OptionRecordFields,
  type OptionRecordRow,
} from '../../db/options.js';
import { findAstrologerSettings } from '../../db/settings.js';
import { notFound } from '../../errors.js';
import { writeWithinBounds } from '../collection-bounds.js';
import { toKeywordKey } from '../keyword-search.js';
import type { OptionsDeps } from './deps.js';

/** Rows of the home panel's recent list. */
export const RECENT_OPTIONS_LIMIT = 10;
/** Most rows of one name search. */
export const OPTIONS_SEARCH_LIMIT = 20;

/** The astrologer's effective settings (their own, else the product's defaults): options cast with them. */
async function settingsOf(deps: OptionsDeps, astrologerId: number) {
  return resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
}

async function judge(deps: OptionsDeps, astrologerId: number, input: QuickOptions): Promise<OptionResult> {
  return computeJudgement(input, await settingsOf(deps, astrologerId), deps.ephePath);
}

/** POST /chart/options: the option chosen at a moment and place, with the astrologer's settings. */
export async function calculateOptions(
  deps: OptionsDeps,
  astrologerId: number,
  input: QuickOptions,
): Promise<QuickOptionsAnswer> {
  return answerQuickOptions(input, await settingsOf(deps, astrologerId), deps.ephePath);
}

/** The stored columns of a saved record and its result. */
export function toFields(input: OptionSave, r: OptionResult): OptionRecordFields {
  return {
    name: input.name,
    question: input.question,
    option_date: input.date,
    option_time: input.time,
    timezone: input.timezone,
    place: input.place,
    latitude: input.latitude,
    longitude: input.longitude,
    options_count: input.optionsCount,
    options: JSON.stringify(input.options),
    result: r.result,
    ascendant_lord: r.ascendantLord,
    ascendant_retro: Number(r.ascendantRetro),
    ascendant_value: r.ascendantValue,
    moon_star_lord: r.moonStarLord,
    moon_star_retro: Number(r.moonStarRetro),
    moon_star_value: r.moonStarValue,
    moon_sign_lord: r.moonSignLord,
    moon_sign_retro: Number(r.moonSignRetro),
    moon_sign_value: r.moonSignValue,
    day_lord: r.dayLord,
    day_retro: Number(r.dayRetro),
    day_value: r.dayValue,
    total: r.total,
    profile: JSON.stringify(r.profile),
  };
}

/** The Option record of chart-screens spec §3 from its row. */
export function toOptionRecord(row: OptionRecordRow): OptionRecord {
  return {
    runningId: row.running_id,
    name: row.name,
    question: row.question,
    date: row.option_date,
    time: row.option_time,
    timezone: row.timezone,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    optionsCount: row.options_count,
    options: JSON.parse(row.options) as string[],
    result: row.result,
    ascendantLord: row.ascendant_lord,
    ascendantRetro: row.ascendant_retro === 1,
    ascendantValue: row.ascendant_value,
    moonStarLord: row.moon_star_lord,
    moonStarRetro: row.moon_star_retro === 1,
    moonStarValue: row.moon_star_value,
    moonSignLord: row.moon_sign_lord,
    moonSignRetro: row.moon_sign_retro === 1,
    moonSignValue: row.moon_sign_value,
    dayLord: row.day_lord,
    dayRetro: row.day_retro === 1,
    dayValue: row.day_value,
    total: row.total,
    profile: JSON.parse(row.profile) as OptionRecord['profile'],
  };
}

/**
 * POST /options/save: calculates, then adds a record with the next number (runningId 0) or replaces the
 * astrologer's record; another astrologer's number is "Option is not found." and nothing changes. A new
 * record past the practice's bound is refused by name; replacing a record is not bounded.
 */
export async function saveOption(
  deps: OptionsDeps,
  astrologerId: number,
  input: OptionSave,
): Promise<OptionRecord> {
  const fields = toFields(input, await judge(deps, astrologerId, input));
  const now = deps.clock.now();
  const row =
    input.runningId === 0
      ? await writeWithinBounds(() => insertOptionRecord(deps.db, astrologerId, fields, now))
      : await updateOptionRecord(deps.db, astrologerId, input.runningId, fields, now);
  if (!row) throw notFound(OPTIONS_MESSAGES.notFound);
  return toOptionRecord(row);
}

/** GET /options/{runningId}: the astrologer's record, else 404. */
export async function getOption(
  deps: OptionsDeps,
  astrologerId: number,
  runningId: number,
): Promise<OptionRecord> {
  const row = await findOptionRecord(deps.db, astrologerId, runningId);
  if (!row) throw notFound(OPTIONS_MESSAGES.notFound);
  return toOptionRecord(row);
}

function toListItem(row: Pick<OptionRecordRow, 'running_id' | 'name' | 'option_date'>): ClientListItem {
  return { runningId: row.running_id, firstName: row.name, lastName: null, date: row.option_date };
}

/** GET /options/recent: the ten records calculated last, newest first. */
export async function listRecentOptions(deps: OptionsDeps, astrologerId: number): Promise<ClientListItem[]> {
  return (await findRecentOptionRecords(deps.db, astrologerId, RECENT_OPTIONS_LIMIT)).map(toListItem);
}

/**
 * POST /options/search: records whose name or a word of it starts with the keyword (case and accents
 * ignored). A keyword with other characters than letters, digits and spaces matches no name.
 */
export async function searchOptions(
  deps: OptionsDeps,
  astrologerId: number,
  { keyword }: OptionsSearch,
): Promise<ClientListItem[]> {
  const key = toKeywordKey(keyword);
  if (key === null) return [];
  return (await findOptionRecordsByName(deps.db, astrologerId, key, OPTIONS_SEARCH_LIMIT)).map(toListItem);
}
