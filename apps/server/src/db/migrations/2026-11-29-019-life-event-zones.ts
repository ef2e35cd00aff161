import type { Kysely } from 'kysely';

/**
 * A life event's own clock: the zone (hours east of UTC) its date and time were read on when it happened away
 * from the birth zone; null, as every event before it, means the birth clock. A double, as the zones of
 * clients and profiles, so quarter-hour zones keep every digit on PostgreSQL.
 */
export function lifeEventZonesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('life_events').addColumn('event_timezone', 'double precision').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('life_events').dropColumn('event_timezone').execute();
    },
  };
}
