/**
 * A client's life events: add, replace, delete, and the list with how each falls in the client's
 * chart (the saved birth time correction included, through the chart core). Everything is the astrologer's
 * own: another astrologer's client is "Client is not found.", another client's event "Life event is not
 * found." (both 404). A refused event changes nothing.
 */
import { findEventByKey } from '@kpdesk/astro';
import {
  LIFE_EVENT_MESSAGES,
  formatMoment,
  momentAtOffset,
  type LifeEvent,
  type LifeEventList,
  type LifeEventWrite,
  BOUND_MESSAGES,
  COLLECTION_BOUNDS,
} from '@kpdesk/contract';
import type { ClientRow } from '../../db/clients.js';
import {
  deleteLifeEvent,
  countLifeEvents,
  insertLifeEvent,
  listLifeEvents,
  updateLifeEvent,
  type LifeEventFields,
  type LifeEventRow,
} from '../../db/life-events.js';
import { badRequest, notFound } from '../../errors.js';
import { loadChartInputs } from '../chart-core/chart-inputs.js';
import { chartAt, type ChartDeps } from '../chart-core/chart-loader.js';
import type { ClientChart } from '../chart-core/client-chart.js';
import { requireClient } from '../clients/clients.js';
import type { ClientDeps } from '../clients/deps.js';
import { evaluateEvent, eventMomentOf } from './event-view.js';

/**
 * What is wrong with an event of a client born on `birth.date` in a zone `birth.timezone` hours east of UTC,
 * beyond its fields' own rules (the save and the practice import share it): an event key outside the
 * catalogue, a date before the recorded birth date, a date after today on the birth zone's clock.
 */
export function findLifeEventProblem(
  birth: { date: string; timezone: number },
  body: LifeEventWrite,
  nowMs: number,
): { field: 'eventKey' | 'date'; message: string } | null {
  if (!findEventByKey(body.eventKey)) return { field: 'eventKey', message: LIFE_EVENT_MESSAGES.eventUnknown };
  if (body.date < birth.date) return { field: 'date', message: LIFE_EVENT_MESSAGES.dateBeforeBirth };
  const today = momentAtOffset(nowMs, birth.timezone).date;
  return body.date > today ? { field: 'date', message: LIFE_EVENT_MESSAGES.dateInFuture } : null;
}

/** The stored fields of an event; a zone left out of the body stays out, so an edit keeps the stored one. */
export const toLifeEventFields = (body: LifeEventWrite): LifeEventFields => ({
  event_key: body.eventKey,
  event_date: body.date,
  event_time: body.time,
  note: body.note,
  ...(body.timezone === undefined ? {} : { event_timezone: body.timezone }),
});

/** The stored fields of a valid event of this client, or a 400 naming the field (findLifeEventProblem). */
function checkLifeEvent(client: ClientRow, body: LifeEventWrite, nowMs: number): LifeEventFields {
  const problem = findLifeEventProblem(
    { date: client.dob_date, timezone: client.birth_timezone },
    body,
    nowMs,
  );
  if (problem) throw badRequest(problem.message);
  return toLifeEventFields(body);
}

/** One event as listed, evaluated in the client's chart. */
function toLifeEvent(chart: ClientChart, row: LifeEventRow): LifeEvent {
  return {
    id: row.id,
    eventKey: row.event_key,
    eventName: findEventByKey(row.event_key)?.name ?? row.event_key,
    date: row.event_date,
    time: row.event_time,
    timezone: row.event_timezone,
    note: row.note,
    moment: formatMoment(eventMomentOf(row, chart.client.birth_timezone)),
    ...evaluateEvent(chart, row),
  };
}

/** Events in time order: by moment on the birth clock (an event without a time at noon), then by id. */
export function sortByMoment(rows: LifeEventRow[], birthZone: number): LifeEventRow[] {
  const key = (row: LifeEventRow) => formatMoment(eventMomentOf(row, birthZone));
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
}

/** GET /lifeevents/:runningId. */
export async function listClientLifeEvents(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<LifeEventList> {
  const inputs = await loadChartInputs(deps, astrologerId, runningId);
  const rows = await listLifeEvents(deps.db, astrologerId, inputs.client.id);
  const chart = await chartAt(deps, inputs);
  return { events: sortByMoment(rows, inputs.client.birth_timezone).map((row) => toLifeEvent(chart, row)) };
}

/** POST /lifeevents/:runningId: answers the new event's id. */
export async function addLifeEvent(
  deps: ClientDeps,
  astrologerId: number,
  runningId: number,
  body: LifeEventWrite,
): Promise<{ id: number }> {
  const client = await requireClient(deps, astrologerId, runningId);
  const now = deps.clock.now();
  const fields = checkLifeEvent(client, body, now);
  if ((await countLifeEvents(deps.db, astrologerId, client.id)) >= COLLECTION_BOUNDS.lifeEventsPerClient) {
    throw badRequest(BOUND_MESSAGES.lifeEventsPerClient);
  }
  return { id: await insertLifeEvent(deps.db, astrologerId, client.id, fields, now) };
}

/** PUT /lifeevents/:runningId/:id: replaces every field of the event. */
export async function editLifeEvent(
  deps: ClientDeps,
  astrologerId: number,
  params: { runningId: number; id: number },
  body: LifeEventWrite,
): Promise<{ id: number }> {
  const client = await requireClient(deps, astrologerId, params.runningId);
  const now = deps.clock.now();
  const fields = checkLifeEvent(client, body, now);
  const isUpdated = await updateLifeEvent(deps.db, astrologerId, client.id, params.id, fields, now);
  if (!isUpdated) throw notFound(LIFE_EVENT_MESSAGES.notFound);
  return { id: params.id };
}

/** DELETE /lifeevents/:runningId/:id. */
export async function removeLifeEvent(
  deps: ClientDeps,
  astrologerId: number,
  params: { runningId: number; id: number },
): Promise<{ message: string }> {
  const client = await requireClient(deps, astrologerId, params.runningId);
  const isDeleted = await deleteLifeEvent(deps.db, astrologerId, client.id, params.id);
  if (!isDeleted) throw notFound(LIFE_EVENT_MESSAGES.notFound);
  return { message: LIFE_EVENT_MESSAGES.deleted };
}
