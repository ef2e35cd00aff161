import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedMuhurtasTable } from './schema.js';

/** A saved muhurta with the number of the client it is saved to. */
export type SavedMuhurtaRow = Selectable<SavedMuhurtasTable> & { client_running_id: number };

/** The columns a save writes; the service builds them. */
export type SavedMuhurtaFields = Pick<
  SavedMuhurtasTable,
  'client_id' | 'window_start' | 'window_end' | 'search' | 'found' | 'note' | 'created_at'
>;

/** Saved muhurtas joined with their client's number; every query filters by astrologer first. */
function selectSaved(db: Kysely<Database>, astrologerId: number) {
  return db
    .selectFrom('saved_muhurtas as m')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .selectAll('m')
    .select('c.running_id as client_running_id')
    .where('m.astrologer_id', '=', astrologerId);
}

/** The muhurtas saved to the astrologer's client (by its row id), earliest window first. */
export async function findSavedMuhurtas(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
): Promise<SavedMuhurtaRow[]> {
  return selectSaved(db, astrologerId)
    .where('m.client_id', '=', clientId)
    .orderBy('m.window_start')
    .orderBy('m.id')
    .execute();
}

/** How many muhurtas are saved to the client. */
export async function countSavedMuhurtas(db: Kysely<Database>, astrologerId: number, clientId: number) {
  const row = await db
    .selectFrom('saved_muhurtas')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Saves a muhurta; answers its id. */
export async function insertSavedMuhurta(
  db: Kysely<Database>,
  astrologerId: number,
  fields: SavedMuhurtaFields,
): Promise<number> {
  const row = await db
    .insertInto('saved_muhurtas')
    .values({ ...fields, astrologer_id: astrologerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The saved muhurta with this id on the astrologer's client, if any. */
export async function findSavedMuhurta(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  id: number,
): Promise<SavedMuhurtaRow | undefined> {
  return selectSaved(db, astrologerId)
    .where('m.client_id', '=', clientId)
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Deletes the saved muhurta; false when the astrologer's client has no such muhurta. */
export async function deleteSavedMuhurta(
  db: Kysely<Database>,
  astrologerId: number,
  clientId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_muhurtas')
    .where('astrologer_id', '=', astrologerId)
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
