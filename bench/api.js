// Chart and event API throughput: requests per second and p99 latency of every chart call and the three event
// data calls under 50 concurrent connections, each printed against the same server's health call
// (GET /api/health: routing, one `select 1`, the envelope). Health is measured again just before each call and
// the call is compared with that run: this 2-core machine drifts by a fifth within a minute, so one baseline at
// the start and one at the end would judge the calls in the middle by a machine that was not there. The
// server's CPU per request is printed too (steadier than the rate when other work comes and goes). Starts
// the BUILT server (run `npm run build` first) on a free port with a temporary DATA_DIR, signs up, adds a
// client, measures, and stops the server.
// Target: every call >= 0.7x health's req/s with p99 <= 2x health's.
//   BENCH_SECONDS=<n>          seconds per call and per health run (default 5)
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
      `cpu ${m.cpuUs.toFixed(0).padStart(4)} µs/req` +
      (health ? `  (health ${health.rps.toFixed(0)} req/s, ${health.cpuUs.toFixed(0)} µs/req)` : '') +
      (health && !isMet ? '  MISSES TARGET' : ''),
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
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per call; each against a health run just before it`,
  );
  console.log(
    `${''.padEnd(52)} ${'rate'.padStart(7)}       ${'ratio'.padStart(5)}   ${'latency'.padStart(7)}    ratio`,
  );
  // One untimed second of health first, so the server's code is compiled before the first baseline.
  await autocannon({ url: `${base}${HEALTH}`, connections: CONNECTIONS, duration: 1 });
  const healthRuns = [];
  let missed = 0;
  for (const url of calls) {
    const health = await measure(pid, `${base}${HEALTH}`);
    healthRuns.push(health);
    if (!printRow(`GET ${url}`, await measure(pid, `${base}${url}`, headers), health)) missed += 1;
  }
  const rates = healthRuns.map((h) => h.rps);
  const cpu = healthRuns.map((h) => h.cpuUs);
  console.log(
    `\nhealth over the run: ${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)} req/s, ` +
      `${Math.min(...cpu).toFixed(0)}-${Math.max(...cpu).toFixed(0)} µs/req`,
  );
  console.log(
    `${calls.length - missed} of ${calls.length} calls meet >= ${TARGET_RATIO}x the health req/s measured ` +
      `just before them, with p99 <= ${TARGET_P99_RATIO}x its`,
  );
});
