// The divisional charts in the engine: all sixteen varga charts of one birth with every body's
// margins (ten bodies × sixteen divisions, each margin both ways, by the all-divisions call) and the
// all-vargas table, printed in ms and as a ratio against a chart's raw ephemeris calls (eight bodies, the
// houses, the ayanamsa) at the same births: each birth's raw calls (ten times) are timed right before its
// varga work, so that a machine whose speed drifts slows both alike, and the ratio is taken per round and
// its median printed. The births are seeded random ones, 1900–2100 at latitudes −60° to 65°, each
// round its own, so no cache answers and the cases that cost more (a planet near the Sun, a station, a
// high latitude) come as often as in a practice. Uses the BUILT engine (`npm run build`).
// Aim: the charts, the table and all the margins within 3x of the raw chart. The one-division margin
// search, 160 times, is printed beside for comparison, and the all-divisions call with the true node (whose
// jittering longitude is read second by second near each exit, see packages/astro/src/margin/noisy-exit.ts).
// The margins read their samples from the motion table the build wrote, as the server does; the same
// without it (as in the browser, and for births outside 1900–2100) is printed beside.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sweph from 'sweph';
import {
  VARGA_DIVISIONS,
  agreesWithEphemeris,
  decodeMotionTable,
  useMotionTable,
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
/** Each birth's raw calls are timed this many times for one timing of its varga work. */
const RAW_RUNS = 10;
const settings = resolveSettings({});
const motionTable = decodeMotionTable(
  readFileSync(fileURLToPath(import.meta.resolve('@kpdesk/astro/motion-table.bin'))),
);
if (motionTable === null || !agreesWithEphemeris(motionTable))
  throw new Error("the motion table is not this build's: run npm run build");
useMotionTable(motionTable);
const trueNodeSettings = resolveSettings({ node: 'true' });

function rawChartCalls(jd, place) {
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  sweph.set_sid_mode(5, 0, 0);
  for (const ipl of [0, 1, 4, 2, 5, 3, 6, C.SE_MEAN_NODE]) sweph.calc_ut(jd, ipl, flags);
  sweph.houses_ex2(jd, C.SEFLG_SIDEREAL, place.latitude, place.longitude, 'P');
  sweph.get_ayanamsa_ex_ut(jd, C.SEFLG_MOSEPH);
}

/**
 * Milliseconds for one chart's raw calls near this birth: each run a little later (SE keeps the last
 * instant's positions, so the same instant again would cost next to nothing).
 */
function timeRaw(birth) {
  const started = performance.now();
  for (let i = 0; i < RAW_RUNS; i++) rawChartCalls(birth.jdUT + i * 0.0137, birth.place);
  return (performance.now() - started) / RAW_RUNS;
}

let seed = 20_261_129;
const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
const pad = (n) => String(n).padStart(2, '0');

/** A seeded random birth, 1900–2100, at latitudes −60° to 65°. */
function randomBirth() {
  const date = `${1900 + Math.floor(random() * 200)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
  const time = `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`;
  const place = { latitude: -60 + random() * 125, longitude: -180 + random() * 360 };
  return { date, time, utcOffsetHours: 0, place };
}

function chartOf(birth, node) {
  const input = { ...birth, settings: { node } };
  return { chart: computeChart(input), jdUT: computeInputJulianDay(input), place: birth.place };
}

function longitudesOf(chart) {
  const map = new Map([['Ascendant', chart.ascendant.longitude]]);
  for (const b of chart.bodies) map.set(b.name, b.longitude);
  return map;
}

/** Milliseconds for the charts and the table, with the margins by `margins` ('none', 'all', 'each'). */
function vargasOf({ chart, jdUT, place }, margins) {
  const longitudes = longitudesOf(chart);
  for (const n of VARGA_DIVISIONS) computeVargaChart(n, longitudes);
  computeVargaTable(longitudes);
  if (margins === 'all') computeVargaMargins(jdUT, place, settings, chart);
  if (margins === 'no table') {
    useMotionTable(null);
    computeVargaMargins(jdUT, place, settings, chart);
    useMotionTable(motionTable);
  }
  if (margins === 'true node') computeVargaMargins(jdUT, place, trueNodeSettings, chart);
  if (margins === 'each') {
    for (const n of VARGA_DIVISIONS)
      for (const body of longitudes.keys()) computeVargaMargin(body, n, jdUT, place, settings);
  }
}

/** Milliseconds for one birth's charts and table, with the margins by `margins`. */
function timeVargas(birth, margins) {
  const started = performance.now();
  vargasOf(birth, margins);
  return performance.now() - started;
}

/** A round's births, with the mean node's charts and the true node's. */
function roundOf() {
  const births = Array.from({ length: BIRTHS_PER_ROUND }, randomBirth);
  return { mean: births.map((b) => chartOf(b, 'mean')), true: births.map((b) => chartOf(b, 'true')) };
}

/** One round's milliseconds per birth: raw calls, and the varga work of each kind, birth by birth. */
function timeRound(births, withEach) {
  const sums = { raw: 0, none: 0, all: 0, 'no table': 0, 'true node': 0, each: 0 };
  births.mean.forEach((birth, i) => {
    sums.raw += timeRaw(birth);
    sums.none += timeVargas(birth, 'none');
    sums.all += timeVargas(birth, 'all');
    sums['no table'] += timeVargas(birth, 'no table');
    sums['true node'] += timeVargas(births.true[i], 'true node');
    if (withEach && i < 2) sums.each += timeVargas(birth, 'each') / 2;
  });
  for (const kind of ['raw', 'none', 'all', 'no table', 'true node']) sums[kind] /= births.mean.length;
  return sums;
}

// Three rounds first, untimed, so that the engine's code is compiled (and optimised) before either side is
// measured, as in a server that has answered a few charts: one birth left the first timed rounds 2-4x slower.
for (let round = 0; round < 3; round++) timeRound(roundOf(), false);
const rounds = Array.from({ length: ROUNDS }, (_, round) => timeRound(roundOf(), round < 2));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const msOf = (kind) => median(rounds.filter((r) => r[kind] > 0).map((r) => r[kind]));
const ratioOf = (kind) => median(rounds.filter((r) => r[kind] > 0).map((r) => r[kind] / r.raw));
const line = (label, kind) => `${label}: ${msOf(kind).toFixed(3)} ms (${ratioOf(kind).toFixed(2)}x raw)`;
console.log(`raw chart ephemeris calls: ${msOf('raw').toFixed(3)} ms`);
console.log(line('16 varga charts + table', 'none'));
console.log(line('16 varga charts + table + all margins (computeVargaMargins)', 'all'));
console.log(line('the same without the motion table (the browser, births outside 1900–2100)', 'no table'));
console.log(line('the same with the true node', 'true node'));
console.log(line('for comparison, 160 one-division margins (computeVargaMargin)', 'each'));
