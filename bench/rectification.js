// Rectification over HTTP: a ±2 h window of a client with 10 life events (POST
// /rectification/:runningId), printed in ms and as a ratio against one chart cast through the API in the same
// run (the birth time preview of a new moment: one chart with its margins, nothing cached). Each run uses a
// client of its own (birth times a few minutes apart), so no chart of an earlier run is served from the cache.
// Starts the BUILT server (run `npm run build` first). Aim: the rectification answers within 1 s.
import {
  buildCallUrl,
  clientCalls,
  lifeEventCalls,
  momentParam,
  transitCalls,
} from '../packages/contract/dist/src/index.js';
import { send, setProfilePlace, signUpWithClient, withServer } from './support/server.js';

const RUNS = 5;
const AIM_MS = 1000;
const BIRTH_DATE = '1975-04-18';
/** Ten events across the life: every scored period and promise is computed per candidate. */
const EVENTS = [
  ['education', '1991-06-01', null],
  ['higherEducation', '1996-07-15', '10:00:00'],
  ['job', '1997-09-01', '09:30:00'],
  ['marriage', '2001-02-11', '08:45:00'],
  ['childbirth', '2003-11-20', '04:10:00'],
  ['property', '2006-03-05', null],
  ['foreignTravel', '2009-08-14', '23:30:00'],
  ['loan', '2011-01-10', null],
  ['business', '2014-05-02', '11:00:00'],
  ['health', '2019-12-01', '16:20:00'],
];

/** Median of the runs, after sorting. */
const median = (ms) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Adds a client born at `time` with the ten events; answers its running number. */
async function addClientWithEvents(base, headers, time) {
  const client = {
    firstName: 'Rectify',
    sex: 'Female',
    birthDate: BIRTH_DATE,
    birthTime: time,
    birthCity: 'Chennai',
    birthLatitude: 13.0827,
    birthLongitude: 80.2707,
  };
  const { runningId } = await send('POST', `${base}/api${clientCalls.quickAdd.path}`, client, headers);
  for (const [eventKey, date, eventTime] of EVENTS) {
    const url = `${base}/api${buildCallUrl(lifeEventCalls.add, { runningId })}`;
    await send('POST', url, { eventKey, date, time: eventTime, note: '' }, headers);
  }
  return runningId;
}

await withServer(async (base) => {
  const headers = await signUpWithClient(base);
  await setProfilePlace(base, headers);
  const chartMs = [];
  const rectifyMs = [];
  const counts = [];
  // One warm-up run each, then RUNS measured ones.
  for (let run = -1; run < RUNS; run++) {
    const minute = String(10 + run * 7).padStart(2, '0');
    const runningId = await addClientWithEvents(base, headers, `06:${minute}:00`);
    const moment = momentParam({ date: BIRTH_DATE, time: `07:${minute}:30` });
    const chartUrl = `${base}/api${buildCallUrl(transitCalls.birthTimePreview, { userId: runningId, moment })}`;
    const chart = await timed(() => send('GET', chartUrl, undefined, headers));
    const window = { from: `${BIRTH_DATE} 04:${minute}:00`, to: `${BIRTH_DATE} 08:${minute}:00` };
    const rectifyUrl = `${base}/api${buildCallUrl(lifeEventCalls.rectify, { runningId })}`;
    const rectified = await timed(() => send('POST', rectifyUrl, window, headers));
    if (run < 0) continue;
    chartMs.push(chart.ms);
    rectifyMs.push(rectified.ms);
    counts.push(rectified.result.candidates.length);
  }
  const chart = median(chartMs);
  const rectify = median(rectifyMs);
  console.log(`One chart over the API (birth time preview, baseline): median ${chart.toFixed(1)} ms`);
  console.log(
    `Rectification ±2 h, 10 events, ${median(counts)} candidates: median ${rectify.toFixed(1)} ms ` +
      `(${(rectify / chart).toFixed(1)}x one chart; aim < ${AIM_MS} ms${rectify < AIM_MS ? '' : ' MISSED'})`,
  );
  if (rectify >= AIM_MS) process.exitCode = 1;
});
