/**
 * Writes the motion table (src/ephemeris/motion-table.ts) to `dist/motion-table.bin`, the engine build's last
 * step: about 750,000 longitude calls, spread over two threads (the Moon and Mercury in one, the Sun and the
 * other planets, which share their instants, in the other). A file that already holds this build's table,
 * in agreement with this SE, is kept. The server reads it (`@kpdesk/astro/motion-table.bin`); without it
 * the margins read the ephemeris.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  MOTION_TABLE_RANGE,
  agreesWithEphemeris,
  buildBodySeries,
  decodeMotionTable,
  encodeMotionTable,
  joinMotionTable,
  type BodySeries,
  type TabulatedBody,
} from '../src/node.js';

const FILE = new URL('../motion-table.bin', import.meta.url);
const SHARES: readonly (readonly TabulatedBody[])[] = [
  ['Moon', 'Mercury'],
  ['Sun', 'Venus', 'Mars', 'Jupiter', 'Saturn'],
];

type Built = [TabulatedBody, BodySeries][];

function buildShare(bodies: readonly TabulatedBody[]): Built {
  return [...buildBodySeries(bodies, MOTION_TABLE_RANGE.fromJd, MOTION_TABLE_RANGE.toJd)];
}

function inThread(bodies: readonly TabulatedBody[]): Promise<Built> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: bodies });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const kept = existsSync(FILE) ? decodeMotionTable(readFileSync(FILE)) : null;
  if (kept !== null && agreesWithEphemeris(kept)) return;
  const started = Date.now();
  const shares = await Promise.all(SHARES.map(inThread));
  const table = joinMotionTable(new Map(shares.flat()), MOTION_TABLE_RANGE.fromJd, MOTION_TABLE_RANGE.toJd);
  writeFileSync(FILE, encodeMotionTable(table));
  console.log(`motion table written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (isMainThread) await main();
else parentPort!.postMessage(buildShare(workerData as TabulatedBody[]));
