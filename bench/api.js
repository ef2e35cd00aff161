// Chart and event API throughput: requests per second and p99 latency of every chart call and the three event
// data calls under 50 concurrent connections, each printed against the same server's health call
// (GET /api/health: routing, one `select 1`, the envelope) measured in the same run, before and after the
// calls, so the machine's noise shows in the two health rows. Starts the BUILT server (run `npm run build`
// first) on a free port with a temporary DATA_DIR, signs up, adds a client, measures, and stops the server.
// Target (issue 27): every call >= 0.7x health's req/s with p99 <= 2x health's.
//   BENCH_SECONDS=<n>          seconds per call (default 5)
//   BENCH_ONLY=<regex>         measure only the calls whose path matches (health always)
//   BENCH_CPU_PROFILE_DIR=<d>  write the server's CPU profile there (bench/support/server.js)
import autocannon from 'autocannon';
// The contract's call list (built by `npm run build`): paths come from it, as in the server and the browser.
import {
  buildCallUrl,
  chartCalls,
  eventCalls,
  momentParam,
  systemCalls,
} from '../packages/contract/dist/src/index.js';
import { readCpuMs, setProfilePlace, signUpWithClient, withServer } from './support/server.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TARGET_RATIO = 0.7;
const TARGET_P99_RATIO = 2;
// Client 1 (Appendix A), its third mahadasha and a period in it, a moment, and the first event of the
// catalogue (marriage).
const PARAMS = {
  userId: 1,
  runningId: 1,
  dashaIndex: 2,
  bhuktiIndex: 1,
  antaraIndex: 1,
  moment: momentParam({ date: '2026-01-01', time: '12:00:00' }),
  eventKey: 'marriage',
  eventId: 1,
};
const HEALTH = `/api${buildCallUrl(systemCalls.health, {})}`;
const CALLS = [
  ...Object.values(chartCalls),
  eventCalls.eventData,
  eventCalls.prosperityChart,
  eventCalls.piltChart,
]
  .map((call) => `/api${buildCallUrl(call, PARAMS)}`)
  .filter((url) => !ONLY || ONLY.test(url));

/** Rate, p99 and the server's CPU time per request (µs; steadier than the rate when others load the machine). */
async function measure(pid, url, headers = {}) {
  const cpuBefore = readCpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuUs = ((readCpuMs(pid) - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
}

function printRow(name, m, health) {
  const rate = health ? m.rps / health.rps : 1;
  const p99 = health ? m.p99 / health.p99 : 1;
  const isMet = rate >= TARGET_RATIO && p99 <= TARGET_P99_RATIO;
  console.log(
    `${name.padEnd(52)} ${m.rps.toFixed(0).padStart(7)} req/s ${rate.toFixed(2).padStart(5)}x  ` +
      `p99 ${String(m.p99).padStart(4)} ms ${p99.toFixed(2).padStart(5)}x  ` +
      `cpu ${m.cpuUs.toFixed(0).padStart(4)} µs/req${health && !isMet ? '  MISSES TARGET' : ''}`,
  );
  return isMet;
}

/**
 * Each call once before measuring, so the chart, its margins and every answer are computed and cached.
 * Answers the calls that answered; one that does not (a call of the contract the server does not serve yet)
 * is named and left out.
 */
async function warmUp(base, headers) {
  const answered = [];
  for (const url of CALLS) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers });
    await res.text();
    const ms = performance.now() - started;
    if (!res.ok) console.log(`left out: GET ${url} answers HTTP ${res.status}`);
    else answered.push(url);
    if (res.ok && ms > 20) console.log(`first GET ${url}: ${ms.toFixed(0)} ms`);
  }
  return answered;
}

await withServer(async (base, pid) => {
  const headers = await signUpWithClient(base);
  await setProfilePlace(base, headers);
  const calls = await warmUp(base, headers);
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per call; ratios against health in the same run`);
  console.log(
    `${''.padEnd(52)} ${'rate'.padStart(7)}       ${'ratio'.padStart(5)}   ${'latency'.padStart(7)}    ratio`,
  );
  // One untimed second of health first, so the server's code is compiled before the baseline is taken.
  await autocannon({ url: `${base}${HEALTH}`, connections: CONNECTIONS, duration: 1 });
  const before = await measure(pid, `${base}${HEALTH}`);
  printRow(`GET ${HEALTH} (baseline, before)`, before, null);
  const results = [];
  for (const url of calls) results.push([url, await measure(pid, `${base}${url}`, headers)]);
  const after = await measure(pid, `${base}${HEALTH}`);
  printRow(`GET ${HEALTH} (after)`, after, null);
  // The baseline is the mean of the two health runs, so load that came and went during the run counts half.
  const health = {
    rps: (before.rps + after.rps) / 2,
    p99: (before.p99 + after.p99) / 2,
    cpuUs: (before.cpuUs + after.cpuUs) / 2,
  };
  console.log(
    `health mean: ${health.rps.toFixed(0)} req/s, p99 ${health.p99} ms, cpu ${health.cpuUs.toFixed(0)} µs/req`,
  );
  const missed = results.filter(([url, m]) => !printRow(`GET ${url}`, m, health)).length;
  console.log(
    `\n${results.length - missed} of ${results.length} calls meet >= ${TARGET_RATIO}x health req/s ` +
      `with p99 <= ${TARGET_P99_RATIO}x health's`,
  );
});
