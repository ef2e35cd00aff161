// The panchang in the engine: the panchang of a day and of a month at New Delhi, under each sunrise
// convention, each printed in ms and as a ratio against a chart's raw ephemeris calls (eight bodies, houses,
// ayanamsa, one sunrise) measured in the same run. Uses the BUILT engine (run `npm run build` first).
// Aims: a day under 10 ms, a month under 150 ms.
import sweph from 'sweph';
import { computePanchangDay, computePanchangMonth } from '@kpdesk/astro';

const RUNS = 9;
const DAY_AIM_MS = 10;
const MONTH_AIM_MS = 150;
const C = sweph.constants;
const place = { latitude: 28.6139, longitude: 77.209 };
const JD_2022 = 2459580.5;

/** Median ms of RUNS runs of `work(i)` after one warm-up run. */
function time(work, runs = RUNS) {
  work(-1);
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(runs / 2)];
}

// The raw Swiss Ephemeris calls one chart needs, at a new moment each run so no cache answers.
function rawChartCalls(i) {
  const t = JD_2022 + 0.3 + i * 0.37;
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  sweph.set_sid_mode(5, 0, 0);
  for (const ipl of [0, 1, 4, 2, 5, 3, 6, C.SE_MEAN_NODE]) sweph.calc_ut(t, ipl, flags);
  sweph.houses_ex2(t, C.SEFLG_SIDEREAL, place.latitude, place.longitude, 'P');
  sweph.get_ayanamsa_ex_ut(t, C.SEFLG_MOSEPH);
  const rsmi = C.SE_CALC_RISE | C.SE_BIT_HINDU_RISING;
  sweph.rise_trans(t - 0.6, C.SE_SUN, null, C.SEFLG_MOSEPH, rsmi, [place.longitude, place.latitude, 0], 0, 0);
}
// Many calls per run, so the baseline is well above the timer's resolution.
const BASELINE_CALLS = 50;
const raw =
  time((i) => {
    for (let k = 0; k < BASELINE_CALLS; k++) rawChartCalls(i * BASELINE_CALLS + k);
  }) / BASELINE_CALLS;
console.log(`A chart's raw ephemeris calls (baseline): median ${raw.toFixed(3)} ms`);

const dateOf = (i) => {
  const d = new Date(Date.UTC(2022, 0, 10 + 3 * (i + 1)));
  return d.toISOString().slice(0, 10);
};

const CASES = [
  ['a day, hindu', (i) => computePanchangDay({ date: dateOf(i), utcOffsetHours: 5.5, place }), DAY_AIM_MS],
  [
    'a day, drik (Lahiri)',
    (i) =>
      computePanchangDay({
        date: dateOf(i),
        utcOffsetHours: 5.5,
        place,
        settings: { sunrise: 'drik', ayanamsa: 1 },
      }),
    DAY_AIM_MS,
  ],
  [
    'a month, hindu',
    (i) => computePanchangMonth({ year: 2022, month: ((i + 12) % 12) + 1, utcOffsetHours: 5.5, place }),
    MONTH_AIM_MS,
  ],
  [
    'a month, drik (Lahiri)',
    (i) =>
      computePanchangMonth({
        year: 2023,
        month: ((i + 12) % 12) + 1,
        utcOffsetHours: 5.5,
        place,
        settings: { sunrise: 'drik', ayanamsa: 1 },
      }),
    MONTH_AIM_MS,
  ],
];

let missed = 0;
for (const [name, work, aim] of CASES) {
  const ms = time(work);
  const verdict = ms < aim ? 'within the aim' : 'OVER THE AIM';
  if (ms >= aim) missed++;
  console.log(
    `${name.padEnd(24)} median ${ms.toFixed(2).padStart(7)} ms  ${(ms / raw).toFixed(1).padStart(6)}x a chart's raw calls  (aim ${aim} ms: ${verdict})`,
  );
}
console.log(
  `Aims: a day under ${DAY_AIM_MS} ms, a month under ${MONTH_AIM_MS} ms${missed ? `; ${missed} missed` : '; met'}`,
);
