// The KP muhurta finder in the engine: a 31-day marriage search at one place with two participants,
// printed in ms and as a ratio against a chart's raw ephemeris calls (the Swiss Ephemeris calls one chart needs:
// eight bodies, the houses, the ayanamsa and a sunrise) measured in the same run, in alternating rounds so that
// a busy machine slows both alike. Also a one-day search and the 90-day `next` search of a profile that never
// qualifies. Each run searches another range, so no cache answers. Uses the BUILT engine (`npm run build`).
// Aim: the 31-day search under 500 ms.
import sweph from 'sweph';
import { computeChart, searchMuhurta, toJulianDayUT } from '@kpdesk/astro';

const C = sweph.constants;
const SEARCH_AIM_MS = 500;
const ROUNDS = 5;
const RAW_RUNS = 1000;
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const FROM = toJulianDayUT({
  year: 2026,
  month: 3,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
  utcOffsetHours: 5.5,
});

/** The raw ephemeris calls of one chart at a Julian day (as bench/engine.js counts them). */
function rawChartCalls(jd) {
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  sweph.set_sid_mode(5, 0, 0);
  for (const ipl of [0, 1, 4, 2, 5, 3, 6, C.SE_MEAN_NODE]) sweph.calc_ut(jd, ipl, flags);
  sweph.houses_ex2(jd, C.SEFLG_SIDEREAL, NEW_DELHI.latitude, NEW_DELHI.longitude, 'P');
  sweph.get_ayanamsa_ex_ut(jd, C.SEFLG_MOSEPH);
  const rsmi = C.SE_CALC_RISE | C.SE_BIT_HINDU_RISING;
  sweph.rise_trans(
    jd - 0.6,
    C.SE_SUN,
    null,
    C.SEFLG_MOSEPH,
    rsmi,
    [NEW_DELHI.longitude, NEW_DELHI.latitude, 0],
    0,
    0,
  );
}

/** Mean ms of one raw chart's calls, over RAW_RUNS moments. */
function timeRawChart(round) {
  const started = performance.now();
  for (let i = 0; i < RAW_RUNS; i++) rawChartCalls(FROM + round + i * 0.013);
  return (performance.now() - started) / RAW_RUNS;
}

const participants = [
  {
    runningId: 1,
    chart: computeChart({ date: '1995-03-10', time: '06:20', utcOffsetHours: 5.5, place: NEW_DELHI }),
  },
  {
    runningId: 2,
    chart: computeChart({
      date: '1993-11-22',
      time: '21:45',
      utcOffsetHours: 5.5,
      place: { latitude: 13.0827, longitude: 80.2707 },
    }),
  },
];

const search = (from, days, profile = { event: 'marriage' }) =>
  searchMuhurta({
    profile,
    from,
    to: from + days,
    utcOffsetHours: 5.5,
    place: NEW_DELHI,
    participants,
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * ROUNDS rounds, each timing a raw chart's calls and then `work(round)`: the median ms of the work, the
 * median of the raw chart, their ratio, and the answer of the last round.
 */
function measure(work) {
  const raws = [];
  const works = [];
  let answer;
  for (let round = 0; round < ROUNDS; round++) {
    raws.push(timeRawChart(round));
    const started = performance.now();
    answer = work(round);
    works.push(performance.now() - started);
  }
  const [ms, raw] = [median(works), median(raws)];
  return { ms, raw, ratio: ms / raw, answer };
}

search(FROM - 40, 31); // warm-up: the first search also compiles the code
const month = measure((round) => search(FROM + round * 3, 31));
const day = measure((round) => search(FROM + round * 3 + 0.2, 1));
const impossible = { event: 'marriage', favourable: [12], negating: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };
const never = measure((round) => search(FROM + round * 3, 1, impossible));

console.log(`One chart's raw ephemeris calls (baseline): ${month.raw.toFixed(3)} ms`);
const ok = month.ms < SEARCH_AIM_MS;
const windows = month.answer.windows.length;
console.log(
  `31-day marriage search, two participants: median ${month.ms.toFixed(1)} ms ` +
    `(${month.ratio.toFixed(0)}x one chart's raw calls; ${windows} windows; aim < ${SEARCH_AIM_MS} ms${ok ? '' : ' MISSED'})`,
);
console.log(
  `1-day marriage search, two participants: median ${day.ms.toFixed(1)} ms (${day.ratio.toFixed(0)}x)`,
);
console.log(
  `1-day search that never qualifies, with its 90-day next search: median ${never.ms.toFixed(1)} ms ` +
    `(${never.ratio.toFixed(0)}x)`,
);
if (!ok) process.exitCode = 1;
