import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect.js';
import { astrologersMigration } from './2026-11-22-001-astrologers.js';
import { clientsMigration } from './2026-11-22-002-clients.js';
import { optionsMigration } from './2026-11-23-003-options.js';
import { clientSearchWordsMigration } from './2026-11-23-004-client-search-words.js';
import { timezoneDoubleMigration } from './2026-11-23-005-timezone-double.js';
import { eventsMigration } from './2026-11-23-006-events.js';
import { importPreviewsMigration } from './2026-11-24-007-import-previews.js';
import { horaryQuestionsMigration } from './2026-11-24-008-horary-questions.js';
import { searchKeysTextMigration } from './2026-11-24-009-search-keys-text.js';
import { clientSearchPairsMigration } from './2026-11-24-010-client-search-pairs.js';
import { lifeEventsMigration } from './2026-11-25-011-life-events.js';
import { shareLinksMigration } from './2026-11-25-012-share-links.js';
import { savedMuhurtasMigration } from './2026-11-29-015-saved-muhurtas.js';
import { workClaimsMigration } from './2026-11-29-016-work-claims.js';
import { rateCountersMigration } from './2026-11-29-017-rate-counters.js';
import { shareMatchMigration } from './2026-11-29-018-share-match.js';
import { lifeEventZonesMigration } from './2026-11-29-019-life-event-zones.js';
import { deviceKeysMigration } from './2026-11-30-021-device-keys.js';
import { importJournalMigration } from './2026-11-30-022-import-journal.js';

/**
 * Every migration, by name (date first, so the order is the name order). A static list rather than a folder
 * scan, so the built server needs no file-system lookups. Add one line per new migration.
 */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '2026-11-22-001-astrologers': astrologersMigration(dialect),
    '2026-11-22-002-clients': clientsMigration(dialect),
    '2026-11-23-003-options': optionsMigration(dialect),
    '2026-11-23-004-client-search-words': clientSearchWordsMigration(),
    '2026-11-23-005-timezone-double': timezoneDoubleMigration(dialect),
    '2026-11-23-006-events': eventsMigration(dialect),
    '2026-11-24-007-import-previews': importPreviewsMigration(),
    '2026-11-24-008-horary-questions': horaryQuestionsMigration(dialect),
    '2026-11-24-009-search-keys-text': searchKeysTextMigration(dialect),
    '2026-11-24-010-client-search-pairs': clientSearchPairsMigration(),
    '2026-11-25-011-life-events': lifeEventsMigration(dialect),
    '2026-11-25-012-share-links': shareLinksMigration(dialect),
    '2026-11-29-015-saved-muhurtas': savedMuhurtasMigration(dialect),
    '2026-11-29-016-work-claims': workClaimsMigration(dialect),
    '2026-11-29-017-rate-counters': rateCountersMigration(),
    '2026-11-29-018-share-match': shareMatchMigration(),
    '2026-11-29-019-life-event-zones': lifeEventZonesMigration(),
    '2026-11-30-021-device-keys': deviceKeysMigration(),
    '2026-11-30-022-import-journal': importJournalMigration(dialect),
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}
