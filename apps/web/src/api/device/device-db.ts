import { Dexie, type EntityTable } from 'dexie';
import type { Sealed } from './device-crypto';

/** The device key, kept as a non-extractable CryptoKey (IndexedDB stores it without its bytes). */
interface KeyRow {
  name: 'key';
  key: CryptoKey;
  /** The server's name of the key: a store written under another astrologer's key is wiped. */
  keyId: string;
}

/** A kept answer of a read call, by its path (e.g. '/user/12'), sealed. */
interface AnswerRow {
  path: string;
  sealed: Sealed;
}

/** A change waiting for the network, sealed; `seq` keeps the order it was made in. */
export interface OutboxRow {
  seq?: number;
  /** A random name the sealed change is bound to. */
  name: string;
  sealed: Sealed;
}

/** The IndexedDB database of the practice kept on this device. */
export type PracticeDb = Dexie & {
  keys: EntityTable<KeyRow, 'name'>;
  answers: EntityTable<AnswerRow, 'path'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
};

/** Its name: one per browser profile, whoever signs in (a new astrologer's key wipes the last one's). */
export const PRACTICE_DB_NAME = 'kpdesk-practice';

/** Opens (creating on first use) the database of the kept practice. */
export function openPracticeDb(): PracticeDb {
  const db = new Dexie(PRACTICE_DB_NAME) as PracticeDb;
  db.version(1).stores({ keys: 'name', answers: 'path', outbox: '++seq' });
  return db;
}
