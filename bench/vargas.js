// The divisional charts in the engine: all sixteen varga charts of one birth with every body's
// margins (ten bodies × sixteen divisions, each margin both ways) and the all-vargas table, printed in ms and
// as a ratio against a chart's raw ephemeris calls (eight bodies, the houses, the ayanamsa) measured in the
// same run, in alternating rounds so that a busy machine slows both alike. Each round takes another birth
// minute, so no cache answers. Uses the BUILT engine (`npm run build`).
// Aim: within 3x of the raw chart for the charts and table; the margins reported beside.
import sweph from 'sweph';
import {
  VARGA_DIVISIONS,
  computeChart,
  computeInputJulianDay,
  computeVargaChart,
  computeVargaMargin,
  computeVargaTable,
  resolveSettings,
} from '../packages/astro/dist/src/index.js';

const C = sweph.constants;
const ROUNDS = 5;
const RAW_RUNS = 1000;
const CHENNAI = { latitude: 13.0878, longitude: 80.2785 };
const settings = resolveSettings({});

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

function chartAt(round) {
  const minute = String(10 + round).padStart(2, '0');
  const input = { date: '1996-12-07', time: `10:${minute}`, utcOffsetHours: 5.5, place: CHENNAI };
  return { chart: computeChart(input), jdUT: computeInputJulianDay(input) };
}

function longitudesOf(chart) {
  const map = new Map([['Ascendant', chart.ascendant.longitude]]);
  for (const b of chart.bodies) map.set(b.name, b.longitude);
  return map;
}

function timeVargas({ chart, jdUT }, withMargins) {
  const started = performance.now();
  const longitudes = longitudesOf(chart);
  for (const n of VARGA_DIVISIONS) {
    computeVargaChart(n, longitudes);
    if (!withMargins) continue;
    for (const body of longitudes.keys()) computeVargaMargin(body, n, jdUT, CHENNAI, settings);
  }
  computeVargaTable(longitudes);
  return performance.now() - started;
}

const raw = [];
const plain = [];
const margins = [];
for (let round = 0; round < ROUNDS; round++) {
  const birth = chartAt(round);
  raw.push(timeRaw(birth.jdUT));
  plain.push(timeVargas(birth, false));
  margins.push(timeVargas(birth, true));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r = median(raw);
console.log(`raw chart ephemeris calls: ${r.toFixed(3)} ms`);
console.log(
  `16 varga charts + table: ${median(plain).toFixed(3)} ms (${(median(plain) / r).toFixed(2)}x raw)`,
);
console.log(
  `16 varga charts + table + 160 margins: ${median(margins).toFixed(1)} ms (${(median(margins) / r).toFixed(1)}x raw)`,
);
