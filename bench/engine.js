// Engine benchmark: times each part of a chart against the raw Swiss Ephemeris calls it needs, measured in
// the same run, and prints the ratios; also times a 24-hour cuspal interval search. Figures only.
import sweph from 'sweph';
import {
  computeBodyPositions,
  computeChart,
  computeDayInfo,
  computeHouses,
  computeInputJulianDay,
  computeSubLordMargins,
  resolveSettings,
  searchLordChanges,
} from '@kpdesk/astro';

const C = sweph.constants;
const place = { latitude: 24.65, longitude: 77.3 };
const input = { date: '1935-09-12', time: '21:08:00', utcOffsetHours: 5.5, place };
const jd = computeInputJulianDay(input);
const settings = resolveSettings();

function time(label, runs, fn) {
  for (let i = 0; i < Math.min(50, runs); i++) fn(i);
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) fn(i);
  const ms = (performance.now() - t0) / runs;
  return { label, ms };
}

function rawChartCalls(i) {
  const t = jd + i * 1e-6;
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  sweph.set_sid_mode(5, 0, 0);
  for (const ipl of [0, 1, 4, 2, 5, 3, 6, C.SE_MEAN_NODE]) sweph.calc_ut(t, ipl, flags);
  sweph.houses_ex2(t, C.SEFLG_SIDEREAL, place.latitude, place.longitude, 'P');
  sweph.get_ayanamsa_ex_ut(t, C.SEFLG_MOSEPH);
  const rsmi = C.SE_CALC_RISE | C.SE_BIT_HINDU_RISING;
  sweph.rise_trans(t - 0.6, C.SE_SUN, null, C.SEFLG_MOSEPH, rsmi, [place.longitude, place.latitude, 0], 0, 0);
}

const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
const rawBodies = (i) => {
  sweph.set_sid_mode(5, 0, 0);
  for (const ipl of [0, 1, 4, 2, 5, 3, 6, C.SE_MEAN_NODE]) sweph.calc_ut(jd + i * 1e-6, ipl, FLAGS);
};
const rawHouses = (i) =>
  sweph.houses_ex2(jd + i * 1e-6, C.SEFLG_SIDEREAL, place.latitude, place.longitude, 'P');
const rawSunrise = (i) =>
  sweph.rise_trans(
    jd + i * 1e-6 - 0.6,
    C.SE_SUN,
    null,
    C.SEFLG_MOSEPH,
    C.SE_CALC_RISE | C.SE_BIT_HINDU_RISING,
    [place.longitude, place.latitude, 0],
    0,
    0,
  );

const runs = 500;
// Each part against the raw ephemeris calls it needs, timed in this same run.
const parts = [
  [
    time('raw calc_ut x8', runs, rawBodies),
    time('computeBodyPositions', runs, (i) => computeBodyPositions(jd + i * 1e-6, settings)),
  ],
  [
    time('raw houses_ex2', runs, rawHouses),
    time('computeHouses', runs, (i) => computeHouses(jd + i * 1e-6, place, settings)),
  ],
  [
    time('raw rise_trans', runs, rawSunrise),
    time('computeDayInfo', runs, (i) => computeDayInfo(jd + i * 1e-6, 5.5, place, settings)),
  ],
];
for (const [base, part] of parts) {
  console.log(
    `${part.label.padEnd(28)} ${part.ms.toFixed(3)} ms  vs ${base.label.padEnd(16)} ${base.ms.toFixed(3)} ms  ratio ${(part.ms / base.ms).toFixed(2)}`,
  );
}
const raw = time('raw ephemeris calls of a chart', runs, rawChartCalls);
const chart = time('computeChart (no margins)', runs, (i) =>
  computeChart({ ...input, time: `21:08:${String(i % 60).padStart(2, '0')}` }),
);
// Margins on top of a chart (its positions and speeds handed in, as a chart page has them), and alone
// (their own positions at the birth first): each birth moment a few seconds apart, so no answer repeats.
const charts = Array.from({ length: 60 }, (_, s) =>
  computeChart({ ...input, time: `21:08:${String(s).padStart(2, '0')}` }),
);
const marginsFromChart = (i) => {
  const chartAt = charts[i % 60];
  return computeSubLordMargins(chartAt.profile.julianDayUT, place, settings, 'sub', chartAt);
};
const margins = time('computeSubLordMargins (from the chart)', 200, (i) => marginsFromChart(i));
const marginsAlone = time('computeSubLordMargins (alone)', 200, (i) =>
  computeSubLordMargins(jd + (i % 60) / 86400, place, settings),
);
const search = time('24-hour cuspal interval search', 20, (i) =>
  searchLordChanges(jd + i * 1e-3, jd + 1 + i * 1e-3, place, settings, { cusps: true, bodies: false }),
);
const planets = time('24-hour planet interval search', 20, (i) =>
  searchLordChanges(jd + i * 1e-3, jd + 1 + i * 1e-3, place, settings, { cusps: false, bodies: true }),
);

for (const r of [raw, chart, margins, marginsAlone, search, planets])
  console.log(`${r.label.padEnd(40)} ${r.ms.toFixed(3)} ms`);
console.log(`full chart / raw ephemeris ratio: ${(chart.ms / raw.ms).toFixed(2)} (target <= 1.3)`);
// The ratio in rounds that alternate the two, so a busy machine slows both alike; the median round.
function pairedRatio(baseFn, fn, rounds = 15, runs = 20) {
  const ratios = [];
  for (let r = 0; r < rounds; r++) {
    const base = time('base', runs, baseFn).ms;
    ratios.push(time('part', runs, fn).ms / base);
  }
  return ratios.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}
console.log(
  `margins / raw ephemeris of a chart, alternating rounds (median): ${pairedRatio(rawChartCalls, marginsFromChart).toFixed(2)} (target <= 5)`,
);
console.log(
  `margins / raw ephemeris ratio: ${(margins.ms / raw.ms).toFixed(2)} from the chart, ${(marginsAlone.ms / raw.ms).toFixed(2)} alone (target <= 5)`,
);
console.log(`24-hour cuspal search: ${search.ms.toFixed(1)} ms (target < 20 ms)`);
