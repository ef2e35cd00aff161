// What the API benchmarks share: the BUILT server (run `npm run build` first) started on a free port with a
// temporary DATA_DIR, and an astrologer with the domain's Appendix A client signed in through the API.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The contract's call list (built by `npm run build`): paths come from it, as in the server and the browser.
import { accountCalls, clientCalls, systemCalls } from '../../packages/contract/dist/src/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/**
 * Node options of the server process: those of `npm start`, and with BENCH_CPU_PROFILE_DIR=<folder> writes a V8 CPU profile of the whole run
 * there (node --cpu-prof, written when the server exits on SIGTERM), to see where a request's time goes.
 */
function nodeArgsOf() {
  const folder = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
  // The young generation's bound of `npm start` (apps/server/package.json), so the bench measures its memory.
  return ['--max-semi-space-size=4', ...profile];
}

/**
 * The built server to start: BENCH_SERVER=<server.js> names another build (e.g. one made with `tsc -p
 * apps/server/tsconfig.build.json --outDir <folder>`), so a benchmark is not disturbed by others rebuilding
 * apps/server/dist in the same checkout.
 */
const SERVER_ENTRY = process.env.BENCH_SERVER
  ? path.resolve(process.env.BENCH_SERVER)
  : path.join(ROOT, 'apps/server/dist/src/server.js');

function startServer(port, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_DISABLED: '1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    // As `npm start` sets it: glibc's malloc otherwise keeps an arena per thread that has run (the worker
    // threads') and hands little of it back (docs/robustness.md, Memory).
    MALLOC_ARENA_MAX: '2',
  };
  delete env.DATABASE_URL;
  return spawn(process.execPath, [...nodeArgsOf(), SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

/**
 * CPU time the server process has used so far (user + system, ms), from /proc/<pid>/stat (Linux): under the
 * load of other processes the server's CPU per request stays put while its requests per second do not.
 */
export function readCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5), 12 and 13 after the name; in clock ticks (100 per s).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `measure(base, pid)` against a fresh server, then stops it and removes its data. */
export async function withServer(measure) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kpdesk-bench-'));
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer(port, dataDir);
  try {
    await waitUntilUp(base, child);
    await measure(base, child.pid);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Sends a JSON call and answers the envelope's data; throws on any refusal. */
export async function send(method, url, body, headers = {}) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== '200') throw new Error(`${url}: ${json.message}`);
  return json.data;
}

/**
 * Signs up an astrologer, signs in, adds the Appendix A client (runningId 1); answers the auth headers.
 * `n` tells astrologers apart when a benchmark needs more than one (0: bench@example.com).
 */
export async function signUpWithClient(base, n = 0) {
  const account = {
    firstName: 'Bench',
    lastName: 'Mark',
    emailId: n === 0 ? 'bench@example.com' : `bench${n}@example.com`,
    mobile: String(9840000001 + n),
    pin: '246810',
    confirmPin: '246810',
    password: 'Stars@2025',
    confirmPasword: 'Stars@2025',
    captcha: 'any',
    checksum: 'disabled',
    termsAccepted: true,
  };
  await send('POST', `${base}/api${accountCalls.signUp.path}`, account);
  const { token } = await send('POST', `${base}/api${accountCalls.signIn.path}`, {
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
  await send('POST', `${base}/api${clientCalls.quickAdd.path}`, client, headers);
  return headers;
}

/** Gives the signed-in astrologer a profile place (Chennai), so transit calls cast a chart instead of code 104. */
export async function setProfilePlace(base, headers) {
  await send(
    'POST',
    `${base}/api${accountCalls.editProfile.path}`,
    {
      firstName: 'Bench',
      lastName: 'Mark',
      address: '12 Temple Street, Mylapore, Chennai',
      city: 'Chennai',
      timezone: 5.5,
      latitude: 13.0827,
      longitude: 80.2707,
    },
    headers,
  );
}
