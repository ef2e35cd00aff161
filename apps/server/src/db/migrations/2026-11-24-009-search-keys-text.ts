import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Every column that holds a search key (toSearchKey of db/clients.ts) or a word of one, as `text`. A key is
 * the name decomposed (NFD) without marks, and a Hangul syllable decomposes into 2 or 3 letters (jamo), so
 * a key can be three times as long as its field: the 24-character option name '서울대학교 연세대학교 고려대학교
 * 중에서 선택' has a 52-letter key, and PostgreSQL refused it in varchar(50). No length is declared, so none
 * can be too short; the fields the keys come from keep their length checks. PostgreSQL's index entries stay
 * under its limit: the longest indexed key (a 200-character place, 600 jamo) is 1,800 bytes in UTF-8. SQLite keeps
 * every varchar as text and never checks a length, so only PostgreSQL changes.
 */
const SEARCH_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['clients', 'name_key'],
  ['clients', 'city_key'],
  ['clients', 'email_key'],
  ['client_search_words', 'word'],
  ['option_records', 'name_key'],
  ['horary_questions', 'question_key'],
];

export function searchKeysTextMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const [table, column] of SEARCH_COLUMNS) {
        await db.schema
          .alterTable(table)
          .alterColumn(column, (c) => c.setDataType('text'))
          .execute();
      }
    },
  };
}
