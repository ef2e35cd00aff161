// WebAssembly engine benchmark: the same chart computed with the native Swiss Ephemeris (`sweph`) and
// with the WebAssembly build the browser uses, in this same run; prints the ratio and the WebAssembly chart's
// absolute time after the engine has loaded (the aim: under 5 ms). Figures only, under Node.
import { NATIVE_EPHEMERIS, computeChart, useEphemeris } from '@kpdesk/astro';
import { loadWasmEphemeris } from '@kpdesk/astro/wasm';

const place = { latitude: 24.65, longitude: 77.3 };
const input = { date: '1935-09-12', time: '21:08:00', utcOffsetHours: 5.5, place };
const runs = 300;

/** Mean milliseconds of `runs` charts a few seconds apart (so no call is answered from SE's cache). */
function timeCharts(label, withMargins) {
  const chartAt = (i) =>
    computeChart({ ...input, time: `21:08:${String(i % 60).padStart(2, '0')}`, withMargins });
  for (let i = 0; i < 30; i++) chartAt(i);
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) chartAt(i);
  return { label, ms: (performance.now() - t0) / runs };
}

const t0 = performance.now();
const wasm = await loadWasmEphemeris();
const loadMs = performance.now() - t0;

const rows = [];
for (const withMargins of [false, true]) {
  const what = withMargins ? 'chart with margins' : 'chart';
  useEphemeris(NATIVE_EPHEMERIS);
  const native = timeCharts(`native ${what}`, withMargins);
  useEphemeris(wasm);
  const web = timeCharts(`wasm ${what}`, withMargins);
  rows.push([native, web]);
}
useEphemeris(NATIVE_EPHEMERIS);

console.log(`wasm engine load (instantiate SE and its data files)  ${loadMs.toFixed(1)} ms`);
for (const [native, web] of rows) {
  console.log(
    `${web.label.padEnd(24)} ${web.ms.toFixed(3)} ms  vs ${native.label.padEnd(26)} ${native.ms.toFixed(3)} ms  ratio ${(web.ms / native.ms).toFixed(2)}`,
  );
}
const chart = rows[0]?.[1];
console.log(`wasm chart after load: ${chart?.ms.toFixed(3)} ms (aim: under 5 ms)`);
