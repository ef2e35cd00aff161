/**
 * The horary services: cast (nothing stored), save, reopen, the recent list and the search. A question is
 * cast with its client's effective settings when it names a client (client, else astrologer, else default),
 * else with the astrologer's; a saved question keeps the calculation settings it was cast with and reopens
 * with them, drawn in the chart style in force now.
 */
import { findEventById } from '@kpdesk/astro';
import { buildHoraryChart, HoraryInputError, type HoraryClient } from '@kpdesk/chart-answers';
import {
  EVENT_MESSAGES,
  HORARY_MESSAGES,
  resolveEffectiveSettings,
  type EffectiveSettings,
  type HoraryChartData,
  type HoraryListItem,
  type HoraryQuestion,
  type HoraryRecord,
  type HorarySave,
} from '@kpdesk/contract';
import {
  findHoraryQuestion,
  findHoraryQuestionsByWord,
  findRecentHoraryQuestions,
  insertHoraryQuestion,
  updateHoraryQuestion,
  type HoraryQuestionRow,
} from '../../db/horary.js';
import { findAstrologerSettings } from '../../db/settings.js';
import { badRequest, notFound } from '../../errors.js';
import { writeWithinBounds } from '../collection-bounds.js';
import { toKeywordKey } from '../keyword-search.js';
import type { EngineDeps } from '../chart-core/chart-loader.js';
import { loadChartInputs } from '../chart-core/chart-inputs.js';

/** What the horary services need: database, clock and the ephemeris folder (null = Moshier). */
export type HoraryDeps = EngineDeps;

/** Rows of the dashboard's recent list; most rows of one search. */
export const RECENT_HORARY_LIMIT = 10;
export const HORARY_SEARCH_LIMIT = 20;

/** The calculation settings a saved question keeps (the chart style stays the one in force). */
type CalculationSettings = Pick<
  EffectiveSettings,
  'ayanamsa' | 'ayanamsaCorrection' | 'nodeType' | 'dashaYearDays'
>;

interface Context {
  settings: EffectiveSettings;
  client: (HoraryClient & { id: number }) | null;
}

/** The question's client (404 when not the astrologer's) and the effective settings it is cast with. */
async function loadContext(
  deps: HoraryDeps,
  astrologerId: number,
  clientRunningId: number | null,
): Promise<Context> {
  if (clientRunningId === null) {
    const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
    return { settings, client: null };
  }
  const { client, settings } = await loadChartInputs(deps, astrologerId, clientRunningId);
  const name = [client.first_name, client.last_name ?? ''].join(' ').trim();
  return { settings, client: { id: client.id, runningId: client.running_id, name } };
}

/** The horary chart of a question (the engine's work, in @kpdesk/chart-answers); an uncastable one is a 400. */
function horaryChartOf(
  question: HoraryQuestion,
  settings: EffectiveSettings,
  ephePath: string | null,
  client: HoraryClient | null,
): HoraryChartData {
  try {
    return buildHoraryChart(question, settings, ephePath, client);
  } catch (error) {
    if (error instanceof HoraryInputError) throw badRequest(error.message);
    throw error;
  }
}

function checkEvent(eventId: number | null): void {
  if (eventId !== null && !findEventById(eventId)) throw notFound(EVENT_MESSAGES.eventNotFound);
}

/** POST /horary/chart: the horary chart of a question; stores nothing. */
export async function castHorary(
  deps: HoraryDeps,
  astrologerId: number,
  question: HoraryQuestion,
): Promise<HoraryChartData> {
  checkEvent(question.eventId);
  const { settings, client } = await loadContext(deps, astrologerId, question.clientRunningId);
  return horaryChartOf(question, settings, deps.ephePath, client);
}

/** The columns of a question, with the calculation settings it was cast with. */
function toQuestionFields(input: HoraryQuestion, settings: EffectiveSettings, client: Context['client']) {
  const kept: CalculationSettings = {
    ayanamsa: settings.ayanamsa,
    ayanamsaCorrection: settings.ayanamsaCorrection,
    nodeType: settings.nodeType,
    dashaYearDays: settings.dashaYearDays,
  };
  return {
    client_id: client?.id ?? null,
    horary_number: input.horaryNumber,
    question: input.question,
    judgement_date: input.date,
    judgement_time: input.time,
    timezone: input.timezone,
    place: input.place,
    latitude: input.latitude,
    longitude: input.longitude,
    method: input.method,
    rotate_house: input.rotateHouse,
    event_id: input.eventId,
    settings: JSON.stringify(kept),
  };
}

/**
 * POST /horary/save: casts (a refused cast stores nothing), then adds a question with the next number
 * (runningId 0) or replaces the astrologer's; another astrologer's number is "Horary question is not found."
 * A new question past the practice's bound is refused by name; replacing a question is not bounded.
 */
export async function saveHorary(
  deps: HoraryDeps,
  astrologerId: number,
  input: HorarySave,
): Promise<HoraryRecord> {
  checkEvent(input.eventId);
  const { settings, client } = await loadContext(deps, astrologerId, input.clientRunningId);
  const chart = horaryChartOf(input, settings, deps.ephePath, client);
  const fields = toQuestionFields(input, settings, client);
  const now = deps.clock.now();
  let runningId = input.runningId;
  if (runningId === 0)
    runningId = await writeWithinBounds(() => insertHoraryQuestion(deps.db, astrologerId, fields, now));
  else if (!(await updateHoraryQuestion(deps.db, astrologerId, runningId, fields, now))) {
    throw notFound(HORARY_MESSAGES.notFound);
  }
  return { ...chart, runningId };
}

/** The question of a saved row, as the form sent it. */
function toQuestion(row: HoraryQuestionRow): HoraryQuestion {
  return {
    horaryNumber: row.horary_number,
    question: row.question,
    clientRunningId: row.client_running_id,
    timezone: row.timezone,
    date: row.judgement_date,
    time: row.judgement_time,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    method: row.method === 'nearestRising' ? 'nearestRising' : 'judgementMoment',
    rotateHouse: row.rotate_house,
    eventId: row.event_id,
  };
}

/** GET /horary/{runningId}: the astrologer's question with its chart, cast with its kept settings. */
export async function getHorary(
  deps: HoraryDeps,
  astrologerId: number,
  runningId: number,
): Promise<HoraryRecord> {
  const row = await findHoraryQuestion(deps.db, astrologerId, runningId);
  if (!row) throw notFound(HORARY_MESSAGES.notFound);
  const question = toQuestion(row);
  const { settings, client } = await loadContext(deps, astrologerId, question.clientRunningId);
  const kept = JSON.parse(row.settings) as CalculationSettings;
  return { ...horaryChartOf(question, { ...settings, ...kept }, deps.ephePath, client), runningId };
}

function toListItem(row: HoraryQuestionRow): HoraryListItem {
  const clientName = [row.client_first_name ?? '', row.client_last_name ?? ''].join(' ').trim();
  return {
    runningId: row.running_id,
    horaryNumber: row.horary_number,
    question: row.question,
    clientName: clientName === '' ? null : clientName,
    date: row.judgement_date,
  };
}

/** GET /horary/recent: the ten questions saved last, newest first. */
export async function listRecentHorary(deps: HoraryDeps, astrologerId: number): Promise<HoraryListItem[]> {
  return (await findRecentHoraryQuestions(deps.db, astrologerId, RECENT_HORARY_LIMIT)).map(toListItem);
}

/**
 * POST /horary/search: questions with a word of the question or of the client's name starting with the
 * keyword (case and accents ignored). A keyword with other characters than letters, digits and spaces
 * matches nothing.
 */
export async function searchHorary(
  deps: HoraryDeps,
  astrologerId: number,
  { keyword }: { keyword: string },
): Promise<HoraryListItem[]> {
  const key = toKeywordKey(keyword);
  if (key === null) return [];
  return (await findHoraryQuestionsByWord(deps.db, astrologerId, key, HORARY_SEARCH_LIMIT)).map(toListItem);
}
