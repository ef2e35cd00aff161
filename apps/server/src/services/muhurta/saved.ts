/**
 * Muhurtas saved to a client: a save searches the chosen window again with the search it came from and keeps
 * it only when the finder gives exactly that window (so a saved muhurta is never one the finder would not
 * give, whatever the browser sent); the list and the delete are the astrologer's client's only.
 */
import {
  formatMoment,
  momentAtOffset,
  muhurtaProfileSchema,
  muhurtaSearchSchema,
  muhurtaWindowSchema,
  MUHURTA_MESSAGES,
  MUHURTA_SAVED_FULL_MESSAGE,
  MUHURTA_SAVED_PER_CLIENT_MAX,
  type MuhurtaSave,
  type SavedMuhurta,
} from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import {
  countSavedMuhurtas,
  deleteSavedMuhurta,
  findSavedMuhurta,
  findSavedMuhurtas,
  insertSavedMuhurta,
  type SavedMuhurtaRow,
} from '../../db/saved-muhurtas.js';
import { badRequest, notFound } from '../../errors.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { requireClient } from '../clients/clients.js';
import { searchChosenWindow } from './chosen-windows.js';

/** The astrologer's clock (hours east of UTC) that saved times are shown on. */
async function astrologerOffset(deps: ChartDeps, astrologerId: number): Promise<number> {
  return (await findAstrologerById(deps.db, astrologerId))?.timezone ?? 0;
}

/** A saved row in the call's shape; the stored JSON was validated when it was written. */
function toSavedMuhurta(row: SavedMuhurtaRow, offsetHours: number): SavedMuhurta {
  const search = muhurtaSearchSchema.parse(JSON.parse(row.search));
  const found = JSON.parse(row.found) as { profile: unknown; window: unknown };
  return {
    id: row.id,
    runningId: row.client_running_id,
    profile: muhurtaProfileSchema.parse(found.profile),
    window: muhurtaWindowSchema.parse(found.window),
    timezone: search.timezone,
    place: search.place,
    latitude: search.latitude,
    longitude: search.longitude,
    participants: search.participants,
    note: row.note,
    savedAt: formatMoment(momentAtOffset(Number(row.created_at), offsetHours)),
  };
}

/** The search as the call takes it (moments as text), so a stored search reads back through its schema. */
function storableSearch(search: MuhurtaSave['search']) {
  return { ...search, from: formatMoment(search.from), to: formatMoment(search.to) };
}

/** POST /muhurta/save. */
export async function saveMuhurta(
  deps: ChartDeps,
  astrologerId: number,
  body: MuhurtaSave,
): Promise<SavedMuhurta> {
  const client = await requireClient(deps, astrologerId, body.runningId);
  if ((await countSavedMuhurtas(deps.db, astrologerId, client.id)) >= MUHURTA_SAVED_PER_CLIENT_MAX) {
    throw badRequest(MUHURTA_SAVED_FULL_MESSAGE);
  }
  const start = formatMoment(body.start);
  const end = formatMoment(body.end);
  const { answer, window } = await searchChosenWindow(deps, astrologerId, body.search, { start, end });
  const id = await insertSavedMuhurta(deps.db, astrologerId, {
    client_id: client.id,
    window_start: start,
    window_end: end,
    search: JSON.stringify(storableSearch(body.search)),
    found: JSON.stringify({ profile: answer.profile, window }),
    note: body.note,
    created_at: deps.clock.now(),
  });
  const row = await findSavedMuhurta(deps.db, astrologerId, client.id, id);
  if (!row) throw notFound(MUHURTA_MESSAGES.notFound);
  return toSavedMuhurta(row, await astrologerOffset(deps, astrologerId));
}

/** GET /muhurta/list/{runningId}: the client's saved muhurtas, earliest window first. */
export async function listSavedMuhurtas(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<SavedMuhurta[]> {
  const client = await requireClient(deps, astrologerId, runningId);
  const offset = await astrologerOffset(deps, astrologerId);
  return (await findSavedMuhurtas(deps.db, astrologerId, client.id)).map((row) =>
    toSavedMuhurta(row, offset),
  );
}

/** DELETE /muhurta/{runningId}/{id}. */
export async function removeSavedMuhurta(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
  id: number,
): Promise<null> {
  const client = await requireClient(deps, astrologerId, runningId);
  if (!(await deleteSavedMuhurta(deps.db, astrologerId, client.id, id)))
    throw notFound(MUHURTA_MESSAGES.notFound);
  return null;
}
