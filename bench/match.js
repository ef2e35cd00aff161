// Marriage matching in the engine: one match of two computed charts, and the matrimony search of one
// client against 1,000, each printed in ms and as a ratio against one full chart computation measured in the
// same run. Charts are computed first, as the server's chart cache holds them; the first ranking is printed apart
// (code not yet optimised by the JIT). Uses the BUILT engine (run `npm run build` first).
// Aims: one match under 20 ms; ranking 1,000 clients under 1 s.
import {
  computeChart,
  computeMatch,
  computeMatchPerson,
  computeMatchRanking,
  resolveMatchContext,
} from '@kpdesk/astro';

const RUNS = 7;
const MATCH_AIM_MS = 20;
const RANKING_AIM_MS = 1000;
const CLIENTS = 1000;
const PLACES = [
  { latitude: 13.0827, longitude: 80.2707 },
  { latitude: 28.6139, longitude: 77.209 },
  { latitude: 19.076, longitude: 72.8777 },
];

/** Median ms of RUNS runs of `work(i)` after one warm-up run. */
function time(work) {
  work(-1);
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    work(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(RUNS / 2)];
}

/** The k-th client: births a little over 11 days and 97 minutes apart from 1960, at three Indian places. */
function clientChart(k) {
  const birth = new Date(Date.UTC(1960, 0, 1, 4, 0) + k * (11 * 86_400_000 + 97 * 60_000));
  const iso = birth.toISOString();
  return computeChart({
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    utcOffsetHours: 5.5,
    place: PLACES[k % PLACES.length],
  });
}

// A new moment each run, so no cache of the ephemeris or the engine answers.
const chartMs = time((i) => clientChart(5000 + i));
console.log(`One chart computation (baseline): median ${chartMs.toFixed(2)} ms`);

const moment = computeChart({
  date: '2026-06-01',
  time: '12:00:00',
  utcOffsetHours: 5.5,
  place: PLACES[0],
});
const clients = Array.from({ length: CLIENTS + 1 }, (_, k) => clientChart(k));

// One match: a different pair of computed charts each run.
const matchMs = time((i) => computeMatch(clients[2 * (i + 2)], clients[2 * (i + 2) + 1], { moment }));
const matchOk = matchMs < MATCH_AIM_MS;
console.log(
  `One match of two computed charts: median ${matchMs.toFixed(2)} ms ` +
    `(${(matchMs / chartMs).toFixed(2)}x one chart; aim < ${MATCH_AIM_MS} ms${matchOk ? '' : ' MISSED'})`,
);

const context = resolveMatchContext({ moment });
const candidates = clients.slice(1).map((chart, k) => ({ runningId: k + 2, chart }));
const rank = () => computeMatchRanking(computeMatchPerson(clients[0], context), 'bride', candidates, context);
const started = performance.now();
const ranked = rank();
const firstMs = performance.now() - started;
const rankingMs = time(rank);
const rankingOk = Math.max(firstMs, rankingMs) < RANKING_AIM_MS;
console.log(
  `Ranking ${ranked.length} clients against one: first ${firstMs.toFixed(1)} ms, then median ` +
    `${rankingMs.toFixed(1)} ms (${(rankingMs / chartMs).toFixed(1)}x one chart; aim < ${RANKING_AIM_MS} ms` +
    `${rankingOk ? '' : ' MISSED'})`,
);
if (!matchOk || !rankingOk) process.exitCode = 1;
