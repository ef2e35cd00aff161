// The divisional charts in the engine: all sixteen varga charts of one birth with every body's
// margins (ten bodies × sixteen divisions, each margin both ways, by the all-divisions call) and the
// all-vargas table, printed in ms and as a ratio against a chart's raw ephemeris calls (eight bodies, the
// houses, the ayanamsa) measured in the same run, in alternating rounds so that a busy machine slows both
// alike. Each birth takes another minute, so no cache answers; each round times several births, as the raw
// calls are timed many times. Uses the BUILT engine (`npm run build`).
// Aim: the charts, the table and all the margins within 3x of the raw chart. The one-division margin
// search, 160 times, is printed beside for comparison, and the all-divisions call with the true node (whose
// jittering longitude is read second by second near each exit, see packages/astro/src/margin/noisy-exit.ts).
import sweph from 'sweph';
import {
  VARGA_DIVISIONS,
  computeChart,
  computeInputJulianDay,
  computeVargaChart,
  computeVargaMargin,
  computeVargaMargins,
  computeVargaTable,
  resolveSettings,
} from '@kpdesk/astro';

const C = sweph.constants;
const ROUNDS = 15;
const BIRTHS_PER_ROUND = 20;
const RAW_RUNS = 1000;
const CHENNAI = { latitude: 13.0878, longitude: 80.2785 };
const settings = resolveSettings({});
const trueNodeSettings = resolveSettings({ node: 'true' });

function rawChartCalls(jd) {
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  sweph.set_sid_mode(5, 0, 0);
  for (const ipl of [0, 1, 4, 2, 5, 3, 6, C.SE_MEAN_NODE]) sweph.calc_ut(jd, ipl, flags);
  sweph.houses_ex2(jd, C.SEFLG_SIDEREAL, CHENNAI.latitude, CHENNAI.longitude, 'P');
  sweph.get_ayanamsa_ex_ut(jd, C.SEFLG_MOSEPH);
}

function timeRaw(jd) {
  const started = performance.now();
  for (let i = 0; i < RAW_RUNS; i++) rawChartCalls(jd + i * 0.013);
  return (performance.now() - started) / RAW_RUNS;
}

function chartAt(k, node = 'mean') {
  const minute = String(k % 60).padStart(2, '0');
  const hour = String(10 + Math.floor(k / 60)).padStart(2, '0');
  const input = {
    date: '1996-12-07',
    time: `${hour}:${minute}`,
    utcOffsetHours: 5.5,
    place: CHENNAI,
    settings: { node },
  };
  return { chart: computeChart(input), jdUT: computeInputJulianDay(input) };
}

function longitudesOf(chart) {
  const map = new Map([['Ascendant', chart.ascendant.longitude]]);
  for (const b of chart.bodies) map.set(b.name, b.longitude);
  return map;
}

/** Milliseconds for the charts and the table, with the margins by `margins` ('none', 'all', 'each'). */
function vargasOf({ chart, jdUT }, margins) {
  const longitudes = longitudesOf(chart);
  for (const n of VARGA_DIVISIONS) computeVargaChart(n, longitudes);
  computeVargaTable(longitudes);
  if (margins === 'all') computeVargaMargins(jdUT, CHENNAI, settings, chart);
  if (margins === 'true node') computeVargaMargins(jdUT, CHENNAI, trueNodeSettings, chart);
  if (margins === 'each') {
    for (const n of VARGA_DIVISIONS)
      for (const body of longitudes.keys()) computeVargaMargin(body, n, jdUT, CHENNAI, settings);
  }
}

function timeVargas(births, margins) {
  const started = performance.now();
  for (const birth of births) vargasOf(birth, margins);
  return (performance.now() - started) / births.length;
}

const raw = [];
const plain = [];
const all = [];
const each = [];
const trueNode = [];
// One round first, untimed, so that the engine's code is compiled before either side is measured.
for (const margins of ['none', 'all']) timeVargas([chartAt(599)], margins);
timeVargas([chartAt(599, 'true')], 'true node');
for (let round = 0; round < ROUNDS; round++) {
  const births = Array.from({ length: BIRTHS_PER_ROUND }, (_, i) => chartAt(round * BIRTHS_PER_ROUND + i));
  raw.push(timeRaw(births[0].jdUT));
  plain.push(timeVargas(births, 'none'));
  all.push(timeVargas(births, 'all'));
  const trueNodeBirths = births.map((_, i) => chartAt(round * BIRTHS_PER_ROUND + i, 'true'));
  trueNode.push(timeVargas(trueNodeBirths, 'true node'));
  if (round < 2) each.push(timeVargas(births.slice(0, 2), 'each'));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r = median(raw);
const line = (label, ms) => `${label}: ${ms.toFixed(3)} ms (${(ms / r).toFixed(2)}x raw)`;
console.log(`raw chart ephemeris calls: ${r.toFixed(3)} ms`);
console.log(line('16 varga charts + table', median(plain)));
console.log(line('16 varga charts + table + all margins (computeVargaMargins)', median(all)));
console.log(line('the same with the true node', median(trueNode)));
console.log(line('for comparison, 160 one-division margins (computeVargaMargin)', median(each)));
