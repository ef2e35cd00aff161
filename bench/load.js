// No astrologer can make another wait: while astrologer A runs the heaviest request of each kind at once
// (a ±4 h rectification over 300 life events, a 20-year sub-level transit timing, a 31-day interval search, a
// 31-day muhurta search, the KP sheet, event report, life-events and match PDFs, a practice export, the preview
// and commit of a 10,000-client CSV import), astrologer B reads GET /api/health
// and a cached chart call; their p50 and p99 are printed beside the same calls measured on the idle server in
// the same run, and the server's resident memory before, at the peak and after the load. Loopback only,
// bounded in time. Starts the BUILT server (run `npm run build` first) with a temporary DATA_DIR.
// Aim: p99 of both of B's calls under 100 ms during the load; memory back within 20% of idle after it.
//   BENCH_SECONDS=<n>   seconds of load (default 20)
//   BENCH_KINDS=<regex> only the heavy kinds whose name matches (e.g. 'kpSheet|eventReport'), to find which one waits
import { readFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';
import {
  buildCallUrl,
  chartCalls,
  clientCalls,
  importExportCalls,
  lifeEventCalls,
  muhurtaCalls,
  pdfCalls,
  systemCalls,
  transitCalls,
} from '../packages/contract/dist/src/index.js';
import { send, setProfilePlace, signUpWithClient, withServer } from './support/server.js';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SAMPLE_EVERY_MS = 25;
const TARGET_P99_MS = 100;
const MEMORY_SLACK = 0.2;
/** How many of each heavy request A keeps in flight. */
const IN_FLIGHT = 2;
const KINDS = process.env.BENCH_KINDS ? new RegExp(process.env.BENCH_KINDS) : null;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Resident memory of the server process (MB), from /proc/<pid>/status (Linux). */
function residentMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) / 1024;
}

/** One timed GET of B's; any answer but 200 counts as a failure of the bench. */
async function timedGet(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - started;
}

/** B's two calls, sampled one after the other every SAMPLE_EVERY_MS until `until()` says stop. */
async function sampleReader(urls, headers, until) {
  const ms = { health: [], chart: [] };
  while (!until()) {
    ms.health.push(await timedGet(urls.health, {}));
    ms.chart.push(await timedGet(urls.chart, headers));
    await sleep(SAMPLE_EVERY_MS);
  }
  return ms;
}

/** Astrologer A's client with 300 life events (the bound), spread over 40 years after the birth. */
async function clientWithEvents(base, headers) {
  const url = `${base}/api${buildCallUrl(lifeEventCalls.add, { runningId: 1 })}`;
  const keys = ['marriage', 'childbirth', 'education', 'job', 'property'];
  for (let i = 0; i < 300; i++) {
    const year = 1960 + Math.floor(i / 8);
    const month = String(1 + (i % 12)).padStart(2, '0');
    const day = String(1 + (i % 27)).padStart(2, '0');
    const eventKey = keys[i % keys.length];
    await send(
      'POST',
      url,
      { eventKey, date: `${year}-${month}-${day}`, time: '10:30', note: '' },
      headers,
    ).catch(() => undefined);
  }
}

/** A CSV of `count` clients (letters-only names, as names take letters only). */
function clientsCsv(count) {
  const letters = (n) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
  const lines = ['First name,Last name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude'];
  for (let i = 0; i < count; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `Load,${letters(i)},1980-01-${day},10:${String(i % 60).padStart(2, '0')},5.5,Chennai,13.08,80.27`,
    );
  }
  return lines.join('\n');
}

/**
 * The largest import (10,000 clients, the bound of one file): its preview, then its commit; answers the
 * commit's status, or the preview's when it was refused (429 past A's share of the worker threads).
 */
function importRequest(base) {
  const content = clientsCsv(10_000);
  return async (headers) => {
    const json = { ...headers, 'content-type': 'application/json' };
    const preview = await fetch(`${base}/api${importExportCalls.preview.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ format: 'csv', content }),
    });
    const previewed = await preview.json().catch(() => ({}));
    if (preview.status !== 200) return preview.status;
    const commit = await fetch(`${base}/api${importExportCalls.commit.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ importId: previewed.data?.importId }),
    });
    await commit.arrayBuffer();
    return commit.status;
  };
}

/** The heavy requests of each kind, as A sends them: method, path, body; or a function answering a status. */
function heavyRequests(base) {
  const api = (call, params = {}) => `${base}/api${buildCallUrl(call, params)}`;
  return {
    rectification: [
      'POST',
      api(lifeEventCalls.rectify, { runningId: 1 }),
      { from: '1935-09-12 17:08:00', to: '1935-09-13 01:08:00' },
    ],
    transitTiming: [
      'POST',
      api(transitCalls.transitTiming, { runningId: 1 }),
      {
        planet: 'Rahu',
        kind: 'lordEntry',
        lord: 'Venus',
        level: 'sub',
        from: '2026-01-01 00:00:00',
        to: '2045-12-31 00:00:00',
      },
    ],
    intervalSearch: [
      'POST',
      api(transitCalls.intervalSearch),
      { runningId: 1, search: 'planet', startDate: '2026-01-01 00:00:00', endDate: '2026-02-01 00:00:00' },
    ],
    muhurtaSearch: [
      'POST',
      api(muhurtaCalls.search),
      {
        event: 'marriage',
        from: '2026-12-01 00:00:00',
        to: '2026-12-31 23:59:59',
        timezone: 5.5,
        place: 'Chennai',
        latitude: 13.0827,
        longitude: 80.2707,
        participants: [1],
      },
    ],
    kpSheet: ['GET', api(pdfCalls.kpSheet, { runningId: 1 })],
    eventReport: ['GET', api(pdfCalls.eventReport, { runningId: 1, eventKey: 'marriage' })],
    lifeEventsPdf: ['GET', api(pdfCalls.lifeEvents, { runningId: 1 })],
    matchPdf: ['GET', api(pdfCalls.match, { brideRunningId: 2, groomRunningId: 1 })],
    exportPractice: ['GET', api(importExportCalls.exportPractice)],
    importPractice: importRequest(base),
  };
}

/** Sends one heavy request of A's; answers its HTTP status (0 when the connection failed). */
async function sendHeavy(request, headers) {
  if (typeof request === 'function') return request(headers).catch(() => 0);
  const [method, url, body] = request;
  const res = await fetch(url, {
    method,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: body ? JSON.stringify(body) : undefined,
  }).catch(() => null);
  await res?.arrayBuffer().catch(() => undefined);
  return res?.status ?? 0;
}

/** Keeps IN_FLIGHT of one kind running until `until()`; counts answers by status. */
async function keepBusy(request, headers, until, counts) {
  const one = async () => {
    while (!until()) {
      const status = await sendHeavy(request, headers);
      counts[status] = (counts[status] ?? 0) + 1;
      // A 429 asks to come back later: come back at once, as a greedy client would.
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, one));
}

const summary = (label, ms) =>
  `${label}: ${ms.length} samples, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`;

await withServer(async (base, pid) => {
  const heavy = await signUpWithClient(base, 1);
  await setProfilePlace(base, heavy);
  await clientWithEvents(base, heavy);
  // A bride (client 2) for the match of client 1.
  const bride = { firstName: 'Bride', sex: 'Female', birthDate: '1940-02-14', birthTime: '06:30:00' };
  const place = { birthCity: 'Chennai', birthLatitude: 13.0827, birthLongitude: 80.2707 };
  await send('POST', `${base}/api${clientCalls.quickAdd.path}`, { ...bride, ...place }, heavy);
  const reader = await signUpWithClient(base, 2);
  const urls = {
    health: `${base}/api${systemCalls.health.path}`,
    chart: `${base}/api${buildCallUrl(chartCalls.planetaryPosition, { userId: 1 })}`,
  };
  await timedGet(urls.chart, reader);

  // The same calls on the idle server, the baseline of this run.
  const idleUntil = performance.now() + 5000;
  const idle = await sampleReader(urls, reader, () => performance.now() > idleUntil);
  const idleMb = residentMb(pid);

  let peakMb = idleMb;
  const loadUntil = performance.now() + LOAD_SECONDS * 1000;
  const until = () => performance.now() > loadUntil;
  const memory = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 200);
  const counts = {};
  const requests = Object.fromEntries(
    Object.entries(heavyRequests(base)).filter(([kind]) => KINDS === null || KINDS.test(kind)),
  );
  const [loaded] = await Promise.all([
    sampleReader(urls, reader, until),
    ...Object.entries(requests).map(([kind, request]) =>
      keepBusy(request, heavy, until, (counts[kind] = {})),
    ),
  ]);
  clearInterval(memory);

  // Memory after the load: the largest of the readings over the next 30 s, after giving the heap time to shrink.
  await sleep(30_000);
  const afterMb = residentMb(pid);

  console.log(`Load: astrologer A keeps ${IN_FLIGHT} of each heavy request in flight for ${LOAD_SECONDS} s`);
  for (const [kind, byStatus] of Object.entries(counts))
    console.log(`  ${kind}: ${JSON.stringify(byStatus)}`);
  console.log(`Astrologer B, idle server (same run):`);
  console.log(`  ${summary('health', idle.health)}`);
  console.log(`  ${summary('cached chart', idle.chart)}`);
  console.log(`Astrologer B during A's load:`);
  console.log(`  ${summary('health', loaded.health)}`);
  console.log(`  ${summary('cached chart', loaded.chart)}`);
  const p99 = Math.max(percentile(loaded.health, 99), percentile(loaded.chart, 99));
  console.log(
    `  p99 ${p99.toFixed(1)} ms against the aim of ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
  const ratio = afterMb / idleMb;
  console.log(
    `Memory: idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, 30 s after ${afterMb.toFixed(0)} MB ` +
      `(${ratio.toFixed(2)}x idle; aim within ${1 + MEMORY_SLACK}x): ${ratio <= 1 + MEMORY_SLACK ? 'met' : 'NOT met'}`,
  );
});
