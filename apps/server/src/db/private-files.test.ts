import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createOutboxMailer } from '../services/mailer.js';
import { openDatabase } from './connection.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('private files (owner only)', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-modes-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the data folder 0700 and the generated JWT secret 0600', () => {
    const dataDir = path.join(freshDir(), 'data');
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('creates the SQLite file and its WAL 0600, runs synchronous=FULL, and tightens an existing file', async () => {
    const file = path.join(freshDir(), 'kpdesk.db');
    const { db } = await openDatabase({ dialect: 'sqlite', file });
    await sql`select count(*) from astrologers`.execute(db);
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous).toBe(2);
    for (const each of [file, `${file}-wal`]) expect(modeOf(each), each).toBe(0o600);
    // The file is this process's alone (locking_mode EXCLUSIVE): the WAL index is in memory, no SHM file.
    expect(existsSync(`${file}-shm`)).toBe(false);
    await db.destroy();

    chmodSync(file, 0o644);
    const reopened = await openDatabase({ dialect: 'sqlite', file });
    expect(modeOf(file)).toBe(0o600);
    await reopened.db.destroy();
  });

  it('writes the mail outbox folder 0700 and each mail 0600 (they hold live OTPs)', async () => {
    const outbox = path.join(freshDir(), 'outbox');
    await createOutboxMailer(outbox, 'desk@example.com').send({
      to: 'meena@example.com',
      subject: 'OTP 123456',
      text: 'Your OTP is 123456',
    });
    expect(modeOf(outbox)).toBe(0o700);
    const [mail] = readdirSync(outbox);
    expect(modeOf(path.join(outbox, mail ?? ''))).toBe(0o600);
  });
});
