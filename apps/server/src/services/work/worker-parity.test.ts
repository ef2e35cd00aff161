/**
 * The worker threads answer what the inline path answers, byte for byte: the built worker (apps/server/dist,
 * what `npm start` runs) and the tasks of the sources run on the same plain input, from a client, its life
 * events and a panchang day made through the API on each database. The route tests (rectification, PDFs) run
 * the tasks inline and prove the answers; this proves the threads change nothing of them.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { shiftMoment, type PanchangDayData } from '@kpdesk/contract';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLifeEvents } from '../../db/life-events.js';
import {
  PROFILE_IN_CHENNAI,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';
import { buildServer } from '../../test/server-process.js';
import { vargaMarginInputOf, type VargaMargins } from '@kpdesk/chart-answers';
import { loadChartInputs } from '../chart-core/chart-inputs.js';
import { buildClientChart } from '../chart-core/client-chart.js';
import { runTask, type WorkInput, type WorkTask } from './tasks.js';

const WORKER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/src/services/work/worker.js',
);
// tsc -b of the server on a busy machine: a guard against a hang only.
const BUILD_TIMEOUT_MS = 240_000;

const CLIENT = {
  firstName: 'Parity',
  sex: 'Female',
  birthDate: '1990-04-12',
  birthTime: '14:05:00',
  birthCity: 'Chennai',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};
const EVENTS = [
  { eventKey: 'education', date: '2008-06-10', time: null, note: '' },
  { eventKey: 'marriage', date: '2016-02-20', time: '18:45', note: '' },
  { eventKey: 'job', date: '2013-09-01', time: '09:30', note: 'First post' },
];
const NEW_DELHI = { timezone: 5.5, place: 'New Delhi, Delhi, India', latitude: 28.6139, longitude: 77.209 };

let pool: Piscina;
beforeAll(async () => {
  await buildServer();
  // No flags of the test process (its `--conditions=@kpdesk/source` would load the packages' TypeScript):
  // the thread runs as under `npm start`.
  pool = new Piscina({ filename: pathToFileURL(WORKER).href, maxThreads: 1, execArgv: [] });
}, BUILD_TIMEOUT_MS);
afterAll(async () => pool?.destroy());

/** The task's answer from the worker thread and inline, both as the bytes the routes would send. */
async function bothWays<T extends WorkTask>(task: T, input: WorkInput<T>) {
  const bytes = (answer: unknown) =>
    answer instanceof Uint8Array ? Buffer.from(answer).toString('base64') : JSON.stringify(answer);
  return { worker: bytes(await pool.run({ task, input })), inline: bytes(await runTask(task, input)) };
}

describe.each(dialects())('the worker threads against the inline path on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    expect((await post('/astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
    expect((await post('/user/quickadd', CLIENT)).statusCode).toBe(200);
    for (const event of EVENTS) expect((await post('/lifeevents/1', event)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  /** The scoring's plain input, read as the rectification service reads it. */
  async function scoringData() {
    const { db, clock } = t.app.context;
    const astrologer = await db.selectFrom('clients').select('astrologer_id').executeTakeFirstOrThrow();
    const inputs = await loadChartInputs({ db, clock }, astrologer.astrologer_id, 1);
    const events = await listLifeEvents(db, astrologer.astrologer_id, inputs.client.id);
    expect(events).toHaveLength(EVENTS.length);
    return { inputs, ephePath: null, events };
  }

  it('scores the rectification candidates and opens a candidate identically', async () => {
    const data = await scoringData();
    const birth = data.inputs.birth;
    const stretches = [-3600, -600, 0, 900].map((s) => ({
      from: shiftMoment(birth, s - 60),
      to: shiftMoment(birth, s + 60),
      middle: shiftMoment(birth, s),
    }));
    const scores = await bothWays('rectificationScores', { ...data, stretches, rulers: ['Moon', 'Saturn'] });
    expect(JSON.parse(scores.worker)).toHaveLength(stretches.length);
    expect(scores.worker).toBe(scores.inline);
    const evidence = await bothWays('rectificationEvidence', { ...data, moment: shiftMoment(birth, -600) });
    expect((JSON.parse(evidence.worker) as { evidence: unknown[] }).evidence).toHaveLength(EVENTS.length);
    expect(evidence.worker).toBe(evidence.inline);
  });

  it("computes the divisional charts' margins identically", async () => {
    const { inputs } = await scoringData();
    const input = vargaMarginInputOf(buildClientChart(inputs, inputs.birth, null));
    const entries = (margins: VargaMargins) => [...margins];
    const worker = entries((await pool.run({ task: 'vargaMargins', input })) as VargaMargins);
    expect(worker).toHaveLength(10);
    expect(worker).toEqual(entries(await runTask('vargaMargins', input)));
  });

  it('draws the panchang PDF identically', async () => {
    const res = await post('/panchang/day', { date: '2026-01-24', ...NEW_DELHI });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<{ data: PanchangDayData }>().data;
    const author = { first_name: 'A', last_name: 'B', email: 'a@b.in', mobile: '9000000000', timezone: 5.5 };
    const input = { day, language: 'ta' as const, author, nowMs: t.clock.now() };
    const pdf = await bothWays('panchangPdf', input);
    expect(Buffer.from(pdf.worker, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.worker).toBe(pdf.inline);
  });

  it('reads and checks an import file identically', async () => {
    const csv = [
      'First name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude',
      'Meena,1990-01-02,10:00,5.5,Madurai city,9.92,78.12',
      'Parity,1990-04-12,14:05,5.5,Chennai,13.0827,80.2707',
      'Late,2999-13-01,10:00,5.5,Chennai,13.0827,80.2707',
    ].join('\n');
    const request = { format: 'csv' as const, content: csv, mapping: undefined };
    const preview = { importId: '3f1c2b9e-6a1d-4c1e-9d3b-2f7a8c9e0b1d', expiresAt: t.clock.now() + 60_000 };
    const check = await bothWays('importCheck', {
      request,
      existing: '[]',
      held: { clients: 0, options: 0 },
      now: t.clock.now(),
      preview,
    });
    const answer = (JSON.parse(check.worker) as { answerJson: string }).answerJson;
    expect((JSON.parse(answer) as { rows: unknown[] }).rows).toHaveLength(3);
    expect(check.worker).toBe(check.inline);
  });
});
