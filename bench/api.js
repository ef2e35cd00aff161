// Chart API throughput: requests per second and p99 latency of a few chart calls under 50 concurrent
// connections, printed beside the same server's static-file baseline (GET / of the built web app) measured
// in the same run. Starts the BUILT server (run `npm run build` first) on a free port with a temporary
// DATA_DIR, signs up, adds a client, measures, and stops the server.
import autocannon from 'autocannon';
// The contract's call list (built by `npm run build`): paths come from it, as in the server and the browser.
import { buildCallUrl, chartCalls } from '../packages/contract/dist/src/index.js';
import { signUpWithClient, withServer } from './support/server.js';

const CONNECTIONS = 50;
const SECONDS = 5;
const CLIENT = { userId: 1 };
const CHART_CALLS = [
  chartCalls.userData,
  chartCalls.planetaryPosition,
  chartCalls.cuspalSignificatorCuspalView,
  chartCalls.birthChart,
  chartCalls.schedule,
].map((call) => `/api${buildCallUrl(call, CLIENT)}`);

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

function printRow(name, m, baseline) {
  const ratio = baseline ? (m.rps / baseline.rps).toFixed(2) : '1.00';
  console.log(
    `${name.padEnd(48)} ${m.rps.toFixed(0).padStart(8)} req/s  p99 ${String(m.p99).padStart(5)} ms  ${ratio}x baseline`,
  );
}

await withServer(async (base) => {
  const headers = await signUpWithClient(base);
  // A client's first call computes its chart; the position tables then add the sub-lord margins.
  for (const [url, work] of [
    [CHART_CALLS[0], 'computes the chart'],
    [CHART_CALLS[1], 'adds the sub-lord margins'],
  ]) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    await res.json();
    console.log(`first GET ${url} (${work}): ${(performance.now() - started).toFixed(0)} ms`);
  }
  console.log(`Chart API, ${CONNECTIONS} connections, ${SECONDS} s per call (same server, same run)`);
  const baseline = await measure(`${base}/`);
  printRow('GET / (static web app, baseline)', baseline, null);
  for (const url of CHART_CALLS) {
    printRow(`GET ${url}`, await measure(`${base}${url}`, headers), baseline);
  }
});
