/**
 * work.admit on the built server (its worker thread, so the event loop answers while a calculation runs):
 * while an astrologer's two rectifications run, a third call of theirs is refused with 429 before it reads
 * anything, which shows as a 429 for a client they do not have (reading it would answer 404); once both end,
 * the same call reads again and answers 404.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  callApi,
  signUpOn,
  startServer,
  type ServerProcess,
} from '../../test/server-process.js';
import { WORK_MESSAGES } from './work-pool.js';

// A build check and a server start on a busy machine: a guard against a hang only.
const START_TIMEOUT_MS = 240_000;
const CLIENT = {
  firstName: 'Admit',
  sex: 'Male',
  birthDate: '1984-11-03',
  birthTime: '06:20:00',
  birthCity: 'Chennai',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};
const WINDOW = { from: '1984-11-03 02:20:00', to: '1984-11-03 10:20:00' };
const KEYS = ['marriage', 'childbirth', 'education', 'job', 'property'];

describe('refusing past the share before reading (built server, SQLite)', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    await buildServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-admit-'));
    server = await startServer({ DATA_DIR: dataDir, WORK_THREADS: '1', WORK_SHARE: '2' });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 429 without reading while two calculations run, and reads again after', async () => {
    const { token } = await signUpOn(server);
    expect((await callApi(server, 'POST', '/user/quickadd', CLIENT, token)).status).toBe(200);
    for (let i = 0; i < 300; i++) {
      const date = `${1990 + Math.floor(i / 12)}-${String(1 + (i % 12)).padStart(2, '0')}-10`;
      const event = { eventKey: KEYS[i % KEYS.length], date, time: '10:30', note: '' };
      expect((await callApi(server, 'POST', '/lifeevents/1', event, token)).status).toBe(200);
    }
    let running = 2;
    const heavy = [1, 2].map(() =>
      callApi(server, 'POST', '/rectification/1', WINDOW, token).finally(() => (running -= 1)),
    );
    const unknownClient = () => callApi(server, 'POST', '/rectification/999', WINDOW, token);
    const seen: { status: number; message: string }[] = [];
    while (running === 2) {
      const { status, message } = await unknownClient();
      seen.push({ status, message });
    }
    expect((await Promise.all(heavy)).map((a) => a.status)).toEqual([200, 200]);
    expect(seen).toContainEqual({ status: 429, message: WORK_MESSAGES.busy });
    expect((await unknownClient()).status).toBe(404);
  });
});
