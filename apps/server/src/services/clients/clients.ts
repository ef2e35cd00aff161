import type { Client, ClientEdit, ClientWrite, QuickAdd } from '@kpdesk/contract';
import { WEEKDAYS } from '@kpdesk/astro';
import {
  deleteClient as deleteClientRow,
  findClient,
  insertClient,
  insertVisit,
  updateClient,
  type ClientFields,
  type ClientRow,
} from '../../db/clients.js';
import { notFound } from '../../errors.js';
import { writeWithinBounds } from '../collection-bounds.js';
import type { ClientDeps } from './deps.js';

/** The one answer for a client that does not exist or is another astrologer's (house-style rule 4). */
export const CLIENT_NOT_FOUND = 'Client is not found.';

export const CLIENT_SUCCESS = {
  added: 'Client details are added successfully.',
  updated: 'Client details are updated successfully.',
  deleted: 'Client details are deleted successfully.',
} as const;

/** The stored fields of an Add or Edit Client body (an imported client's too). */
export function toFields(w: ClientWrite): ClientFields {
  return {
    firstName: w.firstName,
    lastName: w.lastName,
    fatherName: w.fatherName,
    sex: w.sex,
    dobDate: w.birthDate,
    dobTime: w.birthTime,
    birthTimezone: w.birthTimezone,
    birthCity: w.birthCity,
    birthLatitude: w.birthLatitude,
    birthLongitude: w.birthLongitude,
    maritalStatus: w.maritalStatus,
    marriageDate: w.marriageDate,
    email: w.email,
    mobile: w.mobile,
  };
}

/** The client record of spec §3 (GET /user/{runningId}). */
export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    runningId: row.running_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fatherName: row.father_name,
    sex: row.sex as Client['sex'],
    dobDate: row.dob_date,
    dobTime: row.dob_time,
    birthTimezone: row.birth_timezone,
    birthCity: row.birth_city,
    birthLongitude: row.birth_longitude,
    birthLatitude: row.birth_latitude,
    maritalStatus: row.marital_status as Client['maritalStatus'],
    marriageDate: row.marriage_date,
    email: row.email,
    mobile: row.mobile,
  };
}

/** Civil weekday of a 'yyyy-MM-dd' date (proleptic Gregorian). */
export function weekdayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const utc = new Date(0);
  utc.setUTCFullYear(y ?? 0, (m ?? 1) - 1, d ?? 1);
  return WEEKDAYS[utc.getUTCDay()] ?? '';
}

/** The chart pages' client record (chart-screens spec §3 "user request record"). */
export function toClientRequest(row: ClientRow) {
  return {
    ...toClient(row),
    birthDate: row.dob_date,
    birthTime: row.dob_time,
    birthTimeCorrected: row.birth_time_corrected,
    birthDay: weekdayOf(row.dob_date),
  };
}

/** The astrologer's client, or 404 when absent or another astrologer's. */
export async function requireClient(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
): Promise<ClientRow> {
  const row = await findClient(deps.db, astrologerId, runningId);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

/** GET /user/{runningId}: the astrologer's client. */
export async function getClient(deps: ClientDeps, astrologerId: number, runningId: number): Promise<Client> {
  return toClient(await requireClient(deps, astrologerId, runningId));
}

/** GET /userrequest/{runningId}: the client as the chart pages show it. */
export async function getClientRequest(deps: ClientDeps, astrologerId: number, runningId: number) {
  return toClientRequest(await requireClient(deps, astrologerId, runningId));
}

/**
 * POST /user/add: a new client, with a visit recorded (spec §4 "Client visits"); `check` runs first. A
 * practice at its bound of clients is refused by name and nothing changes.
 */
export async function addClient(
  deps: ClientDeps,
  astrologerId: number,
  w: ClientWrite,
  check?: () => Promise<void>,
) {
  await check?.();
  const now = deps.clock.now();
  const row = await writeWithinBounds(() => insertClient(deps.db, astrologerId, toFields(w), now));
  await insertVisit(deps.db, astrologerId, row.id, now);
  return { runningId: row.running_id };
}

/** POST /user/quickadd: name, birth data and place only; the time zone is 5.5 (spec §7). */
export async function quickAddClient(deps: ClientDeps, astrologerId: number, q: QuickAdd) {
  return addClient(deps, astrologerId, {
    ...q,
    lastName: null,
    fatherName: null,
    mobile: null,
    email: null,
    maritalStatus: '',
    marriageDate: null,
  });
}

/** PUT /user/edit. */
export async function editClient(deps: ClientDeps, astrologerId: number, e: ClientEdit) {
  if (!(await updateClient(deps.db, astrologerId, e.runningId, toFields(e), deps.clock.now()))) {
    throw notFound(CLIENT_NOT_FOUND);
  }
  return CLIENT_SUCCESS.updated;
}

/** DELETE /user/{runningId}. */
export async function deleteClient(deps: ClientDeps, astrologerId: number, runningId: number) {
  if (!(await deleteClientRow(deps.db, astrologerId, runningId))) throw notFound(CLIENT_NOT_FOUND);
  return CLIENT_SUCCESS.deleted;
}

/** GET /users/history/{runningId}: records a chart visit. */
export async function recordVisit(deps: ClientDeps, astrologerId: number, runningId: number) {
  const row = await requireClient(deps, astrologerId, runningId);
  await insertVisit(deps.db, astrologerId, row.id, deps.clock.now());
}
