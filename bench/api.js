// Chart API throughput: requests per second and p99 latency of a few chart calls under 50 concurrent
// connections, printed beside the same server's static-file baseline (GET / of the built web app) measured
// in the same run. Starts the BUILT server (run `npm run build` first) on a free port with a temporary
// DATA_DIR, signs up, adds a client, measures, and stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
// The contract's call list (built by `npm run build`): paths come from it, as in the server and the browser.
import {
  accountCalls,
  buildCallUrl,
  chartCalls,
  clientCalls,
  systemCalls,
} from '../packages/contract/dist/src/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_DISABLED: '1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/src/server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUntilUp(base, child) {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api${systemCalls.health.path}`);
      if (res.ok) return;
    } catch {
      // Not listening yet: wait for the next try.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api${systemCalls.health.path} within 20 s`);
}

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== '200') throw new Error(`${url}: ${json.message}`);
  return json.data;
}

async function signUpWithClient(base) {
  const account = {
    firstName: 'Bench',
    lastName: 'Mark',
    emailId: 'bench@example.com',
    mobile: '9840000001',
    pin: '246810',
    confirmPin: '246810',
    password: 'Stars@2025',
    confirmPasword: 'Stars@2025',
    captcha: 'any',
    checksum: 'disabled',
    termsAccepted: true,
  };
  await postJson(`${base}/api${accountCalls.signUp.path}`, account);
  const { token } = await postJson(`${base}/api${accountCalls.signIn.path}`, {
    emailOrMobile: account.emailId,
    pin: '246810',
  });
  const headers = { authorization: `Bearer ${token}` };
  const client = {
    firstName: 'Appendix',
    sex: 'Male',
    birthDate: '1935-09-12',
    birthTime: '21:08:00',
    birthCity: 'Guna',
    birthLatitude: 24.65,
    birthLongitude: 77.3,
  };
  await postJson(`${base}/api${clientCalls.quickAdd.path}`, client, headers);
  return headers;
}

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

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-bench-api-'));
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer(port, dataDir);
  try {
    await waitUntilUp(base, child);
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
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
