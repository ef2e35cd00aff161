import type { DeviceKey } from '@kpdesk/contract';
import { Dexie } from 'dexie';
import { importDeviceKey, seal, unseal } from './device-crypto';
import { openPracticeDb, PRACTICE_DB_NAME, type PracticeDb } from './device-db';

/** A change made while the network was down, as it will be sent (docs/offline.md, "Outbox"). */
export interface Change {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The id the device gave a record it added (negative): a later edit or delete of it changes this entry. */
  madeId?: number;
  /**
   * The record as the device last read it from the server, and where the server's copy is read (a kept
   * answer's path and how to pick the record from it): before the change is sent, a server copy that no
   * longer matches it is a conflict the astrologer decides.
   */
  base?: { path: string; pick: 'whole' | { eventId: number }; record: unknown };
  /**
   * Set when the change cannot go as it is: the server's copy changed since the device read it (the
   * astrologer keeps theirs or the server's), or the server refused it (its message; only dropping is left).
   * The outbox waits at it.
   */
  problem?:
    | { kind: 'conflict'; server: unknown }
    | { kind: 'refused'; message: string }
    | { kind: 'captcha'; message?: string };
  /**
   * A client added offline: the server takes it only with its captcha answered, so before it is sent the
   * outbox waits for the astrologer to answer a captcha the server shows then (docs/offline.md).
   */
  needsCaptcha?: boolean;
}

/** A change in the outbox with its place in the order. */
export interface QueuedChange {
  seq: number;
  change: Change;
}

/** The practice kept on this device, opened under the astrologer's key. */
export interface DeviceStore {
  keep(path: string, data: unknown): Promise<void>;
  read<T>(path: string): Promise<T | undefined>;
  drop(paths: string[]): Promise<void>;
  /** The paths of the kept answers that start with `prefix`. */
  pathsUnder(prefix: string): Promise<string[]>;
  enqueue(change: Change): Promise<void>;
  /** The outbox, oldest first. */
  pending(): Promise<QueuedChange[]>;
  update(seq: number, change: Change): Promise<void>;
  remove(seq: number): Promise<void>;
}

const OUTBOX_NAME = (id: string) => `outbox:${id}`;

function storeOver(db: PracticeDb, key: CryptoKey): DeviceStore {
  return {
    keep: async (path, data) => void (await db.answers.put({ path, sealed: await seal(key, path, data) })),
    read: async <T>(path: string) => {
      const row = await db.answers.get(path);
      return row ? unseal<T>(key, path, row.sealed) : undefined;
    },
    drop: (paths) => db.answers.bulkDelete(paths),
    pathsUnder: (prefix) => db.answers.where('path').startsWith(prefix).primaryKeys(),
    // Sealed before the write (an IndexedDB transaction cannot wait for WebCrypto), under a random name of
    // its own, so one write adds the change whole.
    enqueue: async (change) => {
      const name = OUTBOX_NAME(crypto.randomUUID());
      await db.outbox.add({ name, sealed: await seal(key, name, change) });
    },
    pending: async () => {
      const rows = await db.outbox.orderBy('seq').toArray();
      const queued = rows.map(async (row) => ({
        seq: row.seq ?? 0,
        change: await unseal<Change>(key, row.name, row.sealed),
      }));
      return Promise.all(queued);
    },
    update: async (seq, change) => {
      const row = await db.outbox.get(seq);
      if (row) await db.outbox.put({ seq, name: row.name, sealed: await seal(key, row.name, change) });
    },
    remove: (seq) => db.outbox.delete(seq),
  };
}

/** The one connection of this page (Dexie closes it when another tab deletes the database). */
let opened: PracticeDb | null = null;
const practiceDb = () => (opened ??= openPracticeDb());

/** The kept practice, or null when this device keeps none (never opted in, or wiped). */
export async function openDeviceStore(): Promise<DeviceStore | null> {
  const db = practiceDb();
  const row = await db.keys.get('key');
  return row ? storeOver(db, row.key) : null;
}

/**
 * Opens the kept practice under the key the server handed to the signed-in session. A store kept under
 * another key (another astrologer signed in on this device) is wiped first: nobody reads another's practice.
 */
export async function adoptDeviceKey(answer: DeviceKey): Promise<DeviceStore> {
  const row = await practiceDb().keys.get('key');
  if (row?.keyId === answer.keyId) return storeOver(practiceDb(), row.key);
  if (row) await wipeDevice();
  const db = practiceDb();
  const key = await importDeviceKey(answer.key);
  await db.keys.put({ name: 'key', key, keyId: answer.keyId });
  return storeOver(db, key);
}

/** Deletes the kept practice, its key and its outbox (sign-out, or the opt-in turned off). */
export async function wipeDevice(): Promise<void> {
  opened?.close();
  opened = null;
  await Dexie.delete(PRACTICE_DB_NAME);
}
