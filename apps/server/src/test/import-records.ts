import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { insertImportPreview } from '../db/import-previews.js';
import type { ImportedClient } from '../db/practice-import.js';
import type { Database } from '../db/schema.js';

/**
 * Import rows made in the test, for the suites that call db/practice-import.ts directly (a file checked
 * through the preview gives the same shapes; building them here keeps a 3,000-client import fast).
 *
 * - `importedClients(count, { badEventAt })`: clients with settings, one judgement and three life events
 *   each; the client at `badEventAt` judges an event that does not exist, which only the database's foreign
 *   key refuses (the preview's check never lets such a judgement through).
 * - `addPreview(db, astrologerId, now)`: an unused preview of the astrologer's, answered by its id.
 * - `countImportRows(db, astrologerId)`: the astrologer's rows in every table an import writes.
 */
const MISSING_EVENT_ID = 9999;

export function importedClients(count: number, { badEventAt = -1 } = {}): ImportedClient[] {
  return Array.from({ length: count }, (_, i) => ({
    fields: {
      firstName: 'Imported',
      lastName: `Client ${String(i)}`,
      fatherName: null,
      sex: 'Male',
      dobDate: '1980-01-15',
      dobTime: '10:30:00',
      birthTimezone: 5.5,
      birthCity: 'Chennai, Tamil Nadu, India',
      birthLatitude: 13.0827,
      birthLongitude: 80.2707,
      maritalStatus: '',
      marriageDate: null,
      email: null,
      mobile: null,
    },
    birthTimeCorrected: null,
    settings: { config4: 1 },
    events: [
      {
        eventId: i === badEventAt ? MISSING_EVENT_ID : 1,
        fields: {
          planet_category: '1,2,3,4,5,6,7,8,9',
          planet_order: '1,2,3,0,0,0,0,0,0',
          planet_combined_category: '',
          supportive_destiny_category: '',
          opposing_destiny_category: '',
          prediction: '',
        },
      },
    ],
    lifeEvents: ['2005-06-01', '2010-05-20', '2015-01-10'].map((date) => ({
      event_key: 'marriage',
      event_date: date,
      event_time: null,
      note: 'from the import',
    })),
  }));
}

export async function addPreview(db: Kysely<Database>, astrologerId: number, now: number) {
  const id = randomUUID();
  const expiresAt = now + 60 * 60 * 1000;
  await insertImportPreview(db, { id, astrologerId, format: 'json', payload: '{}', now, expiresAt });
  return id;
}

type ImportTable =
  'clients' | 'client_settings' | 'user_events' | 'life_events' | 'client_search_words' | 'option_records';

/** Tables whose rows name the astrologer; the others belong to a client of theirs. */
const OWN_TABLES = new Set<ImportTable>(['clients', 'life_events', 'client_search_words', 'option_records']);

export async function countImportRows(db: Kysely<Database>, astrologerId: number) {
  const count = async (table: ImportTable) => {
    const query = OWN_TABLES.has(table)
      ? sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
          where astrologer_id = ${astrologerId}`
      : sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} t
          join clients c on c.id = t.client_id where c.astrologer_id = ${astrologerId}`;
    return Number((await query.execute(db)).rows[0]?.n);
  };
  return {
    clients: await count('clients'),
    settings: await count('client_settings'),
    judgements: await count('user_events'),
    lifeEvents: await count('life_events'),
    searchWords: await count('client_search_words'),
    options: await count('option_records'),
  };
}
