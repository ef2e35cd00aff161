// Interval searches through the API: the latency of a day-long Cuspal In Interval search, a day-long and a
// 31-day (the longest window) Planet In Interval search (POST /chart/dateintervalsearch, exact lord-change
// moments by root-finding), printed beside a single chart call measured in the same run: the transit chart
// of a new moment (one full chart computed per request), a cached chart table and the birth time preview (a
// chart with its margins). Starts the BUILT server (run `npm run build` first) on a free port with a temporary DATA_DIR,
// signs up, adds a client, measures, and stops the server.
// Aim: a day-long cuspal search answers in under 50 ms on a 2-core machine.

// The contract's call list (built by `npm run build`): paths come from it, as in the server and the browser.
import { accountCalls, buildCallUrl, chartCalls, transitCalls } from '../packages/contract/dist/src/index.js';
import { send, signUpWithClient, withServer } from './support/server.js';

const RUNS = 30;
const WARM_UP = 3;

/** The day `i` days after 2026-01-01, 'yyyy-MM-dd'. */
const dayOf = (i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);

/** Median and p95 of RUNS sequential requests (after a warm-up); `request(i)` makes the i-th one. */
async function time(request) {
  for (let i = 0; i < WARM_UP; i++) await request(1000 + i);
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await request(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(RUNS / 2)], p95: ms[Math.ceil(RUNS * 0.95) - 1] };
}

function printRow(name, m, baseline, extra = '') {
  const ratio = (m.median / baseline.median).toFixed(2);
  console.log(
    `${name.padEnd(52)} median ${m.median.toFixed(1).padStart(7)} ms  p95 ${m.p95.toFixed(1).padStart(7)} ms  ${ratio.padStart(6)}x chart call${extra}`,
  );
}

/** The astrologer's profile place (the transit chart is cast there). */
const PROFILE = {
  firstName: 'Bench',
  lastName: 'Mark',
  address: '12 Car Street, Mylapore, Chennai',
  city: 'Chennai',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: 80.2707,
};

await withServer(async (base) => {
  const headers = await signUpWithClient(base);
  await send('POST', `${base}/api${accountCalls.editProfile.path}`, PROFILE, headers);
  const api = (call, params) => `${base}/api${buildCallUrl(call, params)}`;
  const search = `${base}/api${transitCalls.intervalSearch.path}`;
  let rows = { cuspal: 0, planet: 0, month: 0 };
  const daySearch = (kind) => async (i) => {
    const day = dayOf(i);
    const body = { runningId: 1, search: kind, startDate: `${day} 00:00:00`, endDate: `${day} 23:59:59` };
    rows[kind] = (await send('POST', search, body, headers)).dateList.length;
  };
  // The longest planet window, 31 days from the i-th day.
  const monthSearch = async (i) => {
    const body = {
      runningId: 1,
      search: 'planet',
      startDate: `${dayOf(i)} 00:00:00`,
      endDate: `${dayOf(i + 31)} 00:00:00`,
    };
    rows.month = (await send('POST', search, body, headers)).dateList.length;
  };
  console.log(`Interval searches through the API, ${RUNS} sequential requests each (same server, same run)`);
  const chart = await time((i) =>
    send(
      'GET',
      api(transitCalls.transitOfMoment, { userId: 1, moment: `${dayOf(i)}_10:00:00` }),
      undefined,
      headers,
    ),
  );
  printRow('GET transit chart of a new moment (one chart)', chart, chart, '  (baseline)');
  const cached = await time(() =>
    send('GET', api(chartCalls.planetaryPosition, { userId: 1 }), undefined, headers),
  );
  printRow('GET planetary positions (cached chart)', cached, chart);
  const preview = await time((i) =>
    send(
      'GET',
      api(transitCalls.birthTimePreview, {
        userId: 1,
        moment: `1935-09-12_21:${String(10 + (i % 40)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      }),
      undefined,
      headers,
    ),
  );
  printRow('GET birth time preview of a new moment (margins)', preview, chart);
  const cuspal = await time(daySearch('cuspal'));
  printRow('POST day-long Cuspal In Interval', cuspal, chart, `  (${rows.cuspal} rows; aim < 50 ms)`);
  const planet = await time(daySearch('planet'));
  printRow('POST day-long Planet In Interval', planet, chart, `  (${rows.planet} rows)`);
  const month = await time(monthSearch);
  printRow('POST 31-day Planet In Interval', month, chart, `  (${rows.month} rows)`);
});
