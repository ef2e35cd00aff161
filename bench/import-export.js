// Import and export of a large practice: a CSV of 1,000 and of 10,000 clients previewed and
// committed, each practice exported as JSON and CSV, and the 10,000-client practice file imported back into a
// fresh account; every time printed beside a plain client list call (GET /users/recent) measured in the same
// run, and the 10,000 figures beside the 1,000 ones (linear work gives about 10x). Then how long another
// account's plain call waits while a 10,000-client commit runs (p50 and max of the calls made during it, beside
// the same call alone). Starts the BUILT server (run `npm run build` first) on a free port with a temporary
// DATA_DIR.
// The contract's call list (built by `npm run build`): paths come from it, as in the server and the browser.
import { accountCalls, clientCalls, importExportCalls } from '../packages/contract/dist/src/index.js';
import { send, withServer } from './support/server.js';

const SIZES = [1_000, 10_000];
const LIST_CALLS = 50;

/** Letters only (client names are letters): 0 → 'a', 12 → 'bc'. */
const lettersOf = (n) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

function clientsCsv(count) {
  const lines = ['First name,Last name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude'];
  for (let i = 0; i < count; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `Client,${lettersOf(i)},1980-01-${day},10:${String(i % 60).padStart(2, '0')},5.5,Chennai city,13.0827,80.2707`,
    );
  }
  return lines.join('\n');
}

let accounts = 0;
async function signUp(base) {
  accounts += 1;
  const emailId = `bench${accounts}@example.com`;
  const account = {
    firstName: 'Bench',
    lastName: 'Mark',
    emailId,
    mobile: `98400000${String(accounts).padStart(2, '0')}`,
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
    emailOrMobile: emailId,
    pin: '246810',
  });
  return { authorization: `Bearer ${token}` };
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function download(base, call, headers) {
  const res = await fetch(`${base}/api${call.path}`, { headers });
  if (!res.ok) throw new Error(`${call.path}: HTTP ${res.status}`);
  return res.text();
}

async function importFile(base, headers, format, content) {
  const preview = await timed(() =>
    send('POST', `${base}/api${importExportCalls.preview.path}`, { format, content }, headers),
  );
  const { importId, counts } = preview.result;
  if (counts.reject > 0) throw new Error(`${counts.reject} rows rejected`);
  const commit = await timed(() =>
    send('POST', `${base}/api${importExportCalls.commit.path}`, { importId }, headers),
  );
  return { previewMs: preview.ms, commitMs: commit.ms, stored: commit.result.clients };
}

/** The p-th fraction (0..1) of sorted `values`. */
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/**
 * Commits `importId` while another account calls GET /users/recent one call after another: answers the
 * commit's time and the times of the calls started before the commit ended.
 */
async function commitWhileCalling(base, importer, importId, caller) {
  const commit = { isDone: false };
  const committing = timed(() =>
    send('POST', `${base}/api${importExportCalls.commit.path}`, { importId }, importer),
  ).finally(() => (commit.isDone = true));
  const calls = [];
  while (!commit.isDone) {
    const call = await timed(() => send('GET', `${base}/api${clientCalls.recent.path}`, undefined, caller));
    calls.push(call.ms);
  }
  const { ms, result } = await committing;
  if (result.clients !== SIZES[1]) throw new Error(`stored ${result.clients} of ${SIZES[1]}`);
  return { commitMs: ms, calls };
}

function printRow(name, ms, baseline, smaller) {
  const versus =
    smaller === undefined ? '' : `  ${(ms / smaller).toFixed(1).padStart(5)}x the 1,000-client time`;
  console.log(
    `${name.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms  ${(ms / baseline).toFixed(0).padStart(6)}x baseline${versus}`,
  );
}

await withServer(async (base) => {
  const headers = await signUp(base);
  await send(
    'POST',
    `${base}/api${clientCalls.quickAdd.path}`,
    {
      firstName: 'Appendix',
      birthDate: '1935-09-12',
      birthTime: '21:08:00',
      birthCity: 'Guna',
      birthLatitude: 24.65,
      birthLongitude: 77.3,
    },
    headers,
  );
  await send('GET', `${base}/api${clientCalls.recent.path}`, undefined, headers);
  const alone = [];
  for (let i = 0; i < LIST_CALLS; i += 1) {
    const call = await timed(() => send('GET', `${base}/api${clientCalls.recent.path}`, undefined, headers));
    alone.push(call.ms);
  }
  const baseline = alone.reduce((sum, ms) => sum + ms, 0) / LIST_CALLS;
  console.log('Import and export of a practice (same server, same run)');
  printRow('GET /users/recent (baseline, mean of 50)', baseline, baseline);

  const times = {};
  let practiceFile = '';
  for (const size of SIZES) {
    const account = await signUp(base);
    const csv = clientsCsv(size);
    const imported = await importFile(base, account, 'csv', csv);
    if (imported.stored !== size) throw new Error(`stored ${imported.stored} of ${size}`);
    const json = await timed(() => download(base, importExportCalls.exportPractice, account));
    const clientsCsvFile = await timed(() => download(base, importExportCalls.exportClients, account));
    if (size === SIZES[1]) practiceFile = json.result;
    times[size] = { ...imported, jsonMs: json.ms, csvMs: clientsCsvFile.ms, jsonBytes: json.result.length };
    const smaller = size === SIZES[1] ? times[SIZES[0]] : undefined;
    const label = size.toLocaleString('en');
    printRow(
      `CSV preview, ${label} clients (${(csv.length / 1024).toFixed(0)} KB)`,
      imported.previewMs,
      baseline,
      smaller?.previewMs,
    );
    printRow(`commit, ${label} clients`, imported.commitMs, baseline, smaller?.commitMs);
    printRow(
      `export practice JSON, ${label} clients (${(json.result.length / 1024).toFixed(0)} KB)`,
      json.ms,
      baseline,
      smaller?.jsonMs,
    );
    printRow(`export clients CSV, ${label} clients`, clientsCsvFile.ms, baseline, smaller?.csvMs);
  }
  const restore = await importFile(base, await signUp(base), 'json', practiceFile);
  printRow('JSON preview, 10,000-client practice file', restore.previewMs, baseline);
  printRow('commit, 10,000-client practice file', restore.commitMs, baseline);

  const importer = await signUp(base);
  const preview = await send(
    'POST',
    `${base}/api${importExportCalls.preview.path}`,
    { format: 'csv', content: clientsCsv(SIZES[1]) },
    importer,
  );
  const during = await commitWhileCalling(base, importer, preview.importId, headers);
  const figures = (values) =>
    `p50 ${percentile(values, 0.5).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  console.log(
    `Another account's GET /users/recent during a 10,000-client CSV commit (${during.commitMs.toFixed(0)} ms)`,
  );
  console.log(`  alone (${LIST_CALLS} calls):           ${figures(alone)}`);
  console.log(`  during the commit (${during.calls.length} calls): ${figures(during.calls)}`);
});
