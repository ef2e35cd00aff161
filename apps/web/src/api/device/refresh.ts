import { API_PREFIX, importExportCalls } from '@kpdesk/contract';
import { readToken } from '../token';
import type { DeviceStore } from './device-store';
import {
  calculationProfilePath,
  catalogueSourcePath,
  clientOfRead,
  clientPaths,
  EPHEMERIS_PATH,
  EVENT_CATALOGUE_PATH,
  EVENT_DATA,
  PRACTICE_PATHS,
  PROFILE_CARRIERS,
} from './kept-paths';
import { LinkError, readServer } from './server-link';

/** Whether a successful answer is one the device keeps (a GET of the practice's records). */
export function keepsAnswerOf(method: string, path: string): boolean {
  return method === 'GET' && (PRACTICE_PATHS.includes(path) || clientOfRead(path) !== null);
}

type ProfileCarrier = { ephemeris?: unknown; profile?: { ephemeris?: unknown } } | null;

/**
 * What the device keeps of an answer it does not keep whole: the event catalogue of an event's data, and the
 * ephemeris a calculation profile names (of /chart/profile, or inside /chart/userdata).
 */
export async function keepPartOf(store: DeviceStore, path: string, data: unknown): Promise<void> {
  const catalogue = (data as { allEvents?: unknown } | null)?.allEvents;
  if (EVENT_DATA.test(path) && catalogue) await store.keep(EVENT_CATALOGUE_PATH, catalogue);
  const carrier = data as ProfileCarrier;
  const ephemeris = carrier?.ephemeris ?? carrier?.profile?.ephemeris;
  if (PROFILE_CARRIERS.some((pattern) => pattern.test(path)) && typeof ephemeris === 'string') {
    await store.keep(EPHEMERIS_PATH, { ephemeris });
  }
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
    response = await fetch(`${API_PREFIX}${importExportCalls.exportPractice.path}`, {
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
    const id = clientOfRead(path);
    return id !== null && !onServer.has(id);
  });
  await store.drop(gone);
  const first = ids[0];
  if (first !== undefined && !(await store.read(EVENT_CATALOGUE_PATH))) {
    await keepPartOf(store, catalogueSourcePath(first), await readServer(catalogueSourcePath(first)));
  }
  // Which ephemeris the server casts with, so the browser engine casts offline from the same one.
  if (first !== undefined) {
    const profilePath = calculationProfilePath(first);
    await keepPartOf(store, profilePath, await readServer(profilePath));
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
