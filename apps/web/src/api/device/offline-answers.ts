import type { Change, DeviceStore } from './device-store';
import {
  CLIENT_ADD_PATH,
  CLIENT_EDIT_PATH,
  CLIENT_SEARCH_PATH,
  clientPath,
  clientRequestPath,
  EVENT_CATALOGUE_PATH,
  isClientPath,
  LIFE_EVENT_LIST,
  LIFE_EVENT_ONE,
  lifeEventsPath,
} from './kept-paths';
import { editableEventFields } from './outbox';

/** What the device answers in the server's place: the envelope's message and data. */
export interface DeviceAnswer {
  /** The envelope's code when not a success ('200'): a refusal the server would give in the same case. */
  code?: string;
  message: string;
  data: unknown;
}

/** The message of a change kept for later (the pages show a call's message as they would the server's). */
export const KEPT_FOR_LATER = 'Saved on this device. It is sent when the network returns.';

interface KeptEvent {
  id: number;
  [field: string]: unknown;
}
type EventList = { events: KeptEvent[] };

/** The client search of the header (POST /users/search) over the kept clients: number, then name prefixes. */
async function searchKept(store: DeviceStore, body: unknown): Promise<unknown[]> {
  const { keyword = '', pageSize = 10 } = (body ?? {}) as { keyword?: string; pageSize?: number };
  const word = keyword.trim().toLowerCase();
  const paths = (await store.pathsUnder('/')).filter(isClientPath);
  const clients = await Promise.all(
    paths.map((path) => store.read<Record<string, string | number | null>>(path)),
  );
  const hits = clients.filter((c) => {
    if (!c) return false;
    const fields = [c.firstName, c.lastName, `${c.firstName} ${c.lastName ?? ''}`, c.dobDate, c.birthCity];
    const texts = [...fields, c.mobile, c.email].map((f) => String(f ?? '').toLowerCase());
    return String(c.runningId) === word || texts.some((text) => text.startsWith(word));
  });
  return hits.slice(0, pageSize).map((c) => {
    const name = [c?.firstName, c?.lastName].filter(Boolean).join(' ');
    const { runningId, firstName, lastName, dobDate, birthCity } = c ?? {};
    const uniqueKey = `${runningId} - ${name} (${dobDate}, ${birthCity})`;
    return { uniqueKey, uniqueValue: String(runningId), runningId, firstName, lastName, date: dobDate };
  });
}

/** A client edited offline: queued with the server's copy as read, and shown edited on this device. */
async function editClient(store: DeviceStore, body: Record<string, unknown>): Promise<DeviceAnswer | null> {
  const runningId = Number(body.runningId);
  const path = clientPath(runningId);
  const kept = await store.read<Record<string, unknown>>(path);
  if (!kept) return null;
  const base = (await baseOf(store, path, 'whole')) ?? kept;
  await store.enqueue({
    method: 'PUT',
    path: CLIENT_EDIT_PATH,
    body,
    base: { path, pick: 'whole', record: base },
  });
  const { birthDate, birthTime, ...same } = body;
  await store.keep(path, { ...kept, ...same, dobDate: birthDate, dobTime: birthTime });
  const request = await store.read<Record<string, unknown>>(clientRequestPath(runningId));
  const edited = { ...same, dobDate: birthDate, dobTime: birthTime, birthDate, birthTime };
  if (request) await store.keep(clientRequestPath(runningId), { ...request, ...edited });
  return { message: KEPT_FOR_LATER, data: null };
}

/**
 * A client added offline: queued without a captcha answer (the server's captcha cannot be shown offline); the
 * outbox asks for one when the network returns. It has no number until the server gives it one.
 */
async function addClient(store: DeviceStore, body: unknown): Promise<DeviceAnswer> {
  const client = { ...(body as Record<string, unknown>) };
  delete client.captcha;
  delete client.checksum;
  await store.enqueue({ method: 'POST', path: CLIENT_ADD_PATH, body: client, needsCaptcha: true });
  return { message: KEPT_FOR_LATER, data: { runningId: null } };
}

/** The server's copy an earlier queued change of the same record was checked against (the first read wins). */
async function baseOf(store: DeviceStore, path: string, pick: NonNullable<Change['base']>['pick']) {
  const same = (await store.pending()).find(
    (q) => q.change.base?.path === path && JSON.stringify(q.change.base.pick) === JSON.stringify(pick),
  );
  return same?.change.base?.record;
}

/** An event added, edited or deleted offline (see docs/offline.md for the ids of events made offline). */
async function changeEvent(
  store: DeviceStore,
  change: { method: string; path: string; body: unknown },
): Promise<DeviceAnswer | null> {
  const [, runningId = '', id] = LIFE_EVENT_ONE.exec(change.path) ?? LIFE_EVENT_LIST.exec(change.path) ?? [];
  const listPath = lifeEventsPath(runningId);
  const list = await store.read<EventList>(listPath);
  if (!list || (change.method === 'POST') === (id !== undefined)) return null;
  const fields = (change.body ?? {}) as Record<string, unknown>;
  if (change.method === 'POST') return addEvent(store, listPath, list, fields);
  const eventId = Number(id);
  const events =
    change.method === 'DELETE'
      ? list.events.filter((event) => event.id !== eventId)
      : list.events.map((event) => (event.id === eventId ? { ...event, ...fields } : event));
  await queueEventChange(
    store,
    { ...change, method: change.method as Change['method'] },
    listPath,
    eventId,
    list,
  );
  await store.keep(listPath, { ...list, events });
  return {
    message: KEPT_FOR_LATER,
    data: change.method === 'DELETE' ? { message: KEPT_FOR_LATER } : { id: eventId },
  };
}

/** An event's name from the kept catalogue (menu group → key → name); its key when the device has none. */
function nameInCatalogue(
  catalogue: Record<string, Record<string, string>> | undefined,
  key: unknown,
): string {
  const names = Object.assign({}, ...Object.values(catalogue ?? {})) as Record<string, string>;
  return names[String(key)] ?? String(key);
}

async function addEvent(
  store: DeviceStore,
  listPath: string,
  list: EventList,
  fields: Record<string, unknown>,
) {
  // Negative ids are never the server's; the list shows such an event as waiting (no periods or score yet).
  const madeId = -Date.now();
  await store.enqueue({ method: 'POST', path: listPath, body: fields, madeId });
  const eventName = nameInCatalogue(await store.read(EVENT_CATALOGUE_PATH), fields.eventKey);
  const made = { id: madeId, eventName, moment: '', periods: [], score: 0, ...fields };
  await store.keep(listPath, { ...list, events: [...list.events, made] });
  return { message: KEPT_FOR_LATER, data: { id: madeId } };
}

/** Queues an edit or delete; one of an event made offline changes (or drops) the queued addition instead. */
async function queueEventChange(
  store: DeviceStore,
  change: Change,
  listPath: string,
  eventId: number,
  list: EventList,
) {
  if (eventId < 0) {
    const added = (await store.pending()).find((q) => q.change.madeId === eventId);
    if (!added) return;
    if (change.method === 'DELETE') return store.remove(added.seq);
    return store.update(added.seq, { ...added.change, body: change.body });
  }
  const pick = { eventId };
  const record =
    (await baseOf(store, listPath, pick)) ?? editableEventFields(list.events.find((e) => e.id === eventId));
  await store.enqueue({ ...change, base: { path: listPath, pick, record } });
}

/**
 * The device's answer to a call the network could not carry, or null when it has none (the call then fails
 * as it would have). Reads come from the kept answers; client edits and life-event changes go to the outbox.
 */
export async function answerOffline(
  store: DeviceStore,
  call: { method: string; path: string; body: unknown },
): Promise<DeviceAnswer | null> {
  if (call.method === 'GET') {
    const data = await store.read(call.path);
    return data === undefined ? null : { message: 'Success', data };
  }
  if (call.method === 'POST' && call.path === CLIENT_SEARCH_PATH) {
    return { message: 'Success', data: await searchKept(store, call.body) };
  }
  if (call.method === 'POST' && call.path === CLIENT_ADD_PATH) return addClient(store, call.body);
  if (call.method === 'PUT' && call.path === CLIENT_EDIT_PATH) {
    return editClient(store, (call.body ?? {}) as Record<string, unknown>);
  }
  if (LIFE_EVENT_ONE.test(call.path) || LIFE_EVENT_LIST.test(call.path)) return changeEvent(store, call);
  return null;
}
