import type { Kysely } from 'kysely';
import { idColumn, idColumnType, type DialectName } from '../dialect.js';

/**
 * The Advanced Stellar System: the event catalogue's ids, keys and names as seed data (the house groups stay
 * with the engine's catalogue, which is data too), and the saved judgement of each client and event
 * (userEvent), removed with its client. A new catalogue event needs a new migration that inserts its row.
 */
const EVENT_ROWS: readonly [number, string, string][] = [
  [1, 'marriage', 'Marriage'],
  [2, 'loveMarriage', 'Love affair to marriage'],
  [3, 'divorce', 'Divorce / separation'],
  [4, 'childbirth', 'Childbirth'],
  [5, 'education', 'Education'],
  [6, 'higherEducation', 'Higher education'],
  [7, 'job', 'Job / service'],
  [8, 'business', 'Business'],
  [9, 'loan', 'Obtaining a loan'],
  [10, 'repayDebt', 'Repaying debt'],
  [11, 'property', 'Property / house'],
  [12, 'foreignTravel', 'Foreign travel / residence'],
  [13, 'health', 'Health / cure'],
  [14, 'longevity', 'Longevity'],
  [15, 'litigation', 'Winning litigation / elections'],
];

export function eventsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('events')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('event_key', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .execute();
      const rows = EVENT_ROWS.map(([id, key, name]) => ({ id, event_key: key, name }));
      await (db as Kysely<{ events: { id: number; event_key: string; name: string } }>)
        .insertInto('events')
        .values(rows)
        .execute();
      await db.schema
        .createTable('user_events')
        .addColumn('id', idColumnType(dialect), idColumn(dialect))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
        .addColumn('planet_category', 'varchar(17)', (c) => c.notNull())
        .addColumn('planet_order', 'varchar(17)', (c) => c.notNull())
        .addColumn('planet_combined_category', 'varchar(17)', (c) => c.notNull())
        .addColumn('supportive_destiny_category', 'varchar(23)', (c) => c.notNull())
        .addColumn('opposing_destiny_category', 'varchar(23)', (c) => c.notNull())
        .addColumn('prediction', 'varchar(1000)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('user_events_client_event', ['client_id', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('user_events').execute();
      await db.schema.dropTable('events').execute();
    },
  };
}
