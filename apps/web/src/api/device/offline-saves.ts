import { buildCallUrl, horaryCalls, muhurtaCalls, optionsCalls } from '@kpdesk/contract';
import { answerMomentOffline, castHoraryOffline } from '../offline-engine';
import type { DeviceStore } from './device-store';
import { KEPT_FOR_LATER, type DeviceAnswer } from './offline-answers';
import { clientPath, HORARY_RECENT_PATH, OPTIONS_RECENT_PATH } from './kept-paths';
import { practiceOf } from './offline-charts';

/**
 * Saving offline (docs/offline.md, the outbox): a horary question, an Options Theory record and a saved
 * muhurta are additions, queued in order like a life event added offline. The device computes the record with
 * the browser engine, as the server would, and shows it at once in the kept lists under a negative number
 * (never the server's), which the pages mark as saved on this device until it is sent.
 */

type Body = Record<string, unknown>;
type Call = { method: string; path: string; body: unknown };

/** How many rows the recent lists hold (the server's "ten saved last"). */
const RECENT_ROWS = 10;

/** A number the server never gives: negative, and unique on this device. */
const madeNumber = () => -Date.now();

/** Queues the save as an addition (runningId 0) and keeps `row` first in the kept list at `listPath`. */
async function queueAddition(
  store: DeviceStore,
  path: string,
  body: Body,
  row: { runningId: number },
  listPath: string,
) {
  const madeId = row.runningId;
  const pending = await store.pending();
  const earlier = pending.find((q) => q.change.madeId === Number(body.runningId));
  // Saving again a record made offline (the form holds its number) replaces the queued addition.
  if (earlier) await store.update(earlier.seq, { ...earlier.change, body: { ...body, runningId: 0 } });
  else await store.enqueue({ method: 'POST', path, body: { ...body, runningId: 0 }, madeId });
  const list = (await store.read<{ runningId: number }[]>(listPath)) ?? [];
  const others = list.filter((item) => item.runningId !== Number(body.runningId));
  await store.keep(listPath, [row, ...others].slice(0, RECENT_ROWS));
}

/** The number a save offline gets: the record's own when it was made offline (saved again), else a new one. */
const numberOf = (body: Body) => (Number(body.runningId) < 0 ? Number(body.runningId) : madeNumber());

async function saveHorary(store: DeviceStore, body: Body): Promise<DeviceAnswer | null> {
  const cast = await castHoraryOffline(body, await practiceOf(store));
  if (!cast) return null;
  if ('refused' in cast) return { ...cast.refused, data: null };
  const runningId = numberOf(body);
  const record = { ...(cast.data as Body), runningId };
  const client = body.clientRunningId
    ? await store.read<Body>(clientPath(Number(body.clientRunningId)))
    : undefined;
  const clientName = [client?.firstName, client?.lastName].filter(Boolean).join(' ') || null;
  const { horaryNumber, question, date } = body;
  const row = { runningId, horaryNumber, question, clientName, date };
  await queueAddition(store, horaryCalls.save.path, body, row, HORARY_RECENT_PATH);
  await store.keep(buildCallUrl(horaryCalls.get, { runningId }), record);
  return { message: KEPT_FOR_LATER, data: record };
}

async function saveOptions(store: DeviceStore, body: Body): Promise<DeviceAnswer | null> {
  const answer = await answerMomentOffline(optionsCalls.calculate, { body }, await practiceOf(store));
  if (!answer) return null;
  const runningId = numberOf(body);
  const { name, question, options, date } = body;
  const record = { ...(answer.data as Body), runningId, name, question, options };
  const row = { runningId, firstName: name, lastName: null, date };
  await queueAddition(store, optionsCalls.save.path, body, row, OPTIONS_RECENT_PATH);
  await store.keep(buildCallUrl(optionsCalls.get, { runningId }), record);
  return { message: KEPT_FOR_LATER, data: record };
}

/** A window of a search saved to a client: the window is found again by the engine, as the server does. */
async function saveMuhurta(store: DeviceStore, body: Body): Promise<DeviceAnswer | null> {
  const runningId = Number(body.runningId);
  const listPath = buildCallUrl(muhurtaCalls.list, { runningId });
  const list = await store.read<Body[]>(listPath);
  const search = body.search as Body;
  const found = await answerMomentOffline(muhurtaCalls.search, { body: search }, await practiceOf(store));
  if (!list || !found) return null;
  const { profile, windows, timezone } = found.data as {
    profile: unknown;
    windows: Body[];
    timezone: number;
  };
  const window = windows.find((w) => w.start === body.start && w.end === body.end);
  if (!window) return null;
  const id = madeNumber();
  const { place, latitude, longitude, participants } = search;
  const saved = { id, runningId, profile, window, timezone, place, latitude, longitude, participants };
  const made = { ...saved, note: body.note ?? '', savedAt: '' };
  await store.enqueue({ method: 'POST', path: muhurtaCalls.save.path, body, madeId: id });
  const byStart = (a: Body, b: Body) =>
    String((a.window as Body).start).localeCompare(String((b.window as Body).start));
  await store.keep(listPath, [...list, made].sort(byStart));
  return { message: KEPT_FOR_LATER, data: made };
}

/** The first message of a ZodError (the call's schema refused the body, naming the field). */
function refusalOf(error: unknown): string | null {
  const issues = (error as { issues?: { message?: unknown }[] } | null)?.issues;
  const message = Array.isArray(issues) ? issues[0]?.message : undefined;
  return typeof message === 'string' ? message : null;
}

/**
 * The device's answer to a save the network could not carry (queued), or null when the call is none of the
 * three saves, replaces a record the server holds (an edit: it waits for the network), or names a client the
 * device does not keep. A body the call refuses is refused as the server does: 400 with the first message.
 */
export async function answerSaveOffline(store: DeviceStore, call: Call): Promise<DeviceAnswer | null> {
  if (call.method !== 'POST') return null;
  const body = { ...((call.body ?? {}) as Body) };
  const addition = !(Number(body.runningId) > 0);
  try {
    if (call.path === horaryCalls.save.path && addition) return await saveHorary(store, body);
    if (call.path === optionsCalls.save.path && addition) return await saveOptions(store, body);
    if (call.path === muhurtaCalls.save.path) return await saveMuhurta(store, body);
  } catch (error) {
    const message = refusalOf(error);
    if (message !== null) return { code: '400', message, data: null };
    throw error;
  }
  return null;
}
