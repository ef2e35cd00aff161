// Long-range transit timing in the engine: 20-year conjunction and lord-entry searches of the slow
// planets (and the Moon over a year, the true node over 20 years), each printed in ms and as a ratio against
// one full chart computation measured in the same run. Uses the BUILT engine (run `npm run build` first).
// Aim: a 20-year search of a slow planet answers in under 300 ms on a 2-core machine.
import { computeChart, findConjunctions, findLordEntries } from '@kpdesk/astro';

const RUNS = 7;
const AIM_MS = 300;
const J2000 = 2451545;
const TWENTY_YEARS = 7305;
const SETTINGS = { ayanamsa: 5, correction: 0, node: 'mean', ephePath: null };

/** Median ms of RUNS runs of `work(i)` after one warm-up run, and the last run's result. */
function time(work) {
  work(-1);
  const ms = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = work(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(RUNS / 2)], result };
}

// A new moment each run, so no cache of the ephemeris or the engine answers.
const chart = time((i) =>
  computeChart({
    date: '2000-01-01',
    time: `10:${String(20 + i).padStart(2, '0')}:00`,
    utcOffsetHours: 5.5,
    place: { latitude: 13.0827, longitude: 80.2707 },
    settings: { ayanamsa: 5 },
  }),
);
console.log(`One chart computation (baseline): median ${chart.median.toFixed(2)} ms`);

const CASES = [
  [
    'Saturn over 100° for 20 years',
    (i) => findConjunctions('Saturn', 100 + i, J2000, J2000 + TWENTY_YEARS, SETTINGS),
    true,
  ],
  [
    'Jupiter over 100° for 20 years',
    (i) => findConjunctions('Jupiter', 100 + i, J2000, J2000 + TWENTY_YEARS, SETTINGS),
    true,
  ],
  [
    'Saturn into stars of Venus for 20 years',
    (i) => findLordEntries('Saturn', 'Venus', 'star', J2000 + i, J2000 + i + TWENTY_YEARS, SETTINGS),
    true,
  ],
  [
    'Jupiter into subs of Mercury for 20 years',
    (i) => findLordEntries('Jupiter', 'Mercury', 'sub', J2000 + i, J2000 + i + TWENTY_YEARS, SETTINGS),
    true,
  ],
  [
    'Rahu (mean) over 100° for 20 years',
    (i) => findConjunctions('Rahu', 100 + i, J2000, J2000 + TWENTY_YEARS, SETTINGS),
    true,
  ],
  [
    'Rahu (true) over 100° for 20 years',
    (i) => findConjunctions('Rahu', 100 + i, J2000, J2000 + TWENTY_YEARS, { ...SETTINGS, node: 'true' }),
    false,
  ],
  [
    'Mars into subs of Saturn for 20 years',
    (i) => findLordEntries('Mars', 'Saturn', 'sub', J2000 + i, J2000 + i + TWENTY_YEARS, SETTINGS),
    false,
  ],
  [
    'Moon into subs of Venus for 1 year',
    (i) => findLordEntries('Moon', 'Venus', 'sub', J2000 + i, J2000 + i + 366, SETTINGS),
    false,
  ],
];

let missed = 0;
for (const [name, work, isSlow] of CASES) {
  const m = time(work);
  const ratio = (m.median / chart.median).toFixed(1);
  const verdict = isSlow ? (m.median < AIM_MS ? '  within the aim' : '  OVER THE AIM') : '';
  if (isSlow && m.median >= AIM_MS) missed++;
  console.log(
    `${name.padEnd(44)} median ${m.median.toFixed(1).padStart(7)} ms  ${ratio.padStart(6)}x chart  ${String(m.result.length).padStart(4)} rows${verdict}`,
  );
}
console.log(
  `Aim: a slow planet's 20-year search under ${AIM_MS} ms${missed ? `; ${missed} missed` : '; met'}`,
);
