import { API_PREFIX } from '@kpdesk/contract';
import { readToken } from '../token';
import type { DeviceStore } from './device-store';
import { LinkError, readServer } from './server-link';

/** Where the device keeps the event catalogue (api/events.ts reads it offline from this path). */
export const EVENT_CATALOGUE_PATH = '/device/event-catalogue';

/** The practice's own reads the device keeps: settings, recently viewed, birthdays, saved records. */
const PRACTICE_PATHS = [
  '/config/astrologer',
  '/users/recent',
  '/users/birthday',
  '/horary/recent',
  '/options/recent',
];
/** Each client's reads the device keeps: the client, its chart-page record, settings, life events, muhurtas. */
const clientPaths = (id: number) => [
  `/user/${id}`,
  `/userrequest/${id}`,
  `/config/user/${id}`,
  `/lifeevents/${id}`,
  `/muhurta/list/${id}`,
];
const CLIENT_READ = /^\/(user|userrequest|config\/user|lifeevents|muhurta\/list)\/(\d+)$/;

/** An event's data (GET /chart/event/{runningId}/{eventKey}), which carries the event catalogue. */
const EVENT_DATA = /^\/chart\/event\/\d+\/[a-zA-Z]+$/;

/** Whether a successful answer is one the device keeps (a GET of the practice's records). */
export function keepsAnswerOf(method: string, path: string): boolean {
  return method === 'GET' && (PRACTICE_PATHS.includes(path) || CLIENT_READ.test(path));
}

/** What the device keeps of an answer it does not keep whole: the event catalogue of an event's data. */
export async function keepPartOf(store: DeviceStore, path: string, data: unknown): Promise<void> {
  const catalogue = (data as { allEvents?: unknown } | null)?.allEvents;
  if (EVENT_DATA.test(path) && catalogue) await store.keep(EVENT_CATALOGUE_PATH, catalogue);
}

/** Reads `paths` from the server and keeps each (a path the server no longer has is dropped). */
async function refreshPaths(store: DeviceStore, paths: string[]): Promise<void> {
  for (const path of paths) {
    const data = await readServer(path);
    if (data === null) await store.drop([path]);
    else await store.keep(path, data);
  }
}

/** The running numbers of the astrologer's clients, from the practice file (one call, however many). */
async function runningIdsOnServer(): Promise<number[]> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/export/practice`, {
      headers: { authorization: `Bearer ${readToken() ?? ''}` },
    });
  } catch {
    throw new LinkError('network', 'network');
  }
  if (!response.ok) throw new LinkError('network', 'export', response.status);
  const practice = (await response.json()) as { clients: { runningId: number }[] };
  return practice.clients.map((client) => client.runningId);
}

/**
 * Refreshes everything the device keeps from the server: the practice's reads and every client's, and drops
 * the clients the server no longer has (deleted elsewhere).
 */
export async function refreshAll(store: DeviceStore): Promise<void> {
  const ids = await runningIdsOnServer();
  await refreshPaths(store, PRACTICE_PATHS);
  const onServer = new Set(ids);
  const kept = await store.pathsUnder('/');
  const gone = kept.filter((path) => {
    const id = CLIENT_READ.exec(path)?.[2];
    return id !== undefined && !onServer.has(Number(id));
  });
  await store.drop(gone);
  const first = ids[0];
  if (first !== undefined && !(await store.read(EVENT_CATALOGUE_PATH))) {
    await keepPartOf(
      store,
      `/chart/event/${first}/marriage`,
      await readServer(`/chart/event/${first}/marriage`),
    );
  }
  for (const id of ids) await refreshPaths(store, clientPaths(id));
}

/** The client a change was made to: from its path, its body or its answer (added clients). */
function clientOf(change: { path: string; data: unknown; body: unknown }): number | null {
  const inPath = /\/(\d+)(?:\/|$)/.exec(change.path)?.[1];
  const fromBody = (change.body as { runningId?: unknown } | undefined)?.runningId;
  const fromData = (change.data as { runningId?: unknown } | null)?.runningId;
  const id = Number(inPath ?? fromBody ?? fromData);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** After a change made online: reads again what it may have changed (its client's records and the practice's). */
export async function refreshAfter(
  store: DeviceStore,
  change: { path: string; data: unknown; body: unknown },
): Promise<void> {
  const id = clientOf(change);
  await refreshPaths(store, [...PRACTICE_PATHS, ...(id === null ? [] : clientPaths(id))]);
}
