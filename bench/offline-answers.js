// Offline answers benchmark: every client chart call of one client (the KP tables with their margins,
// the drawings, userdata, schedules, the dasha chain and sub-periods) answered by @kpdesk/chart-answers from a
// fresh chart, with the native Swiss Ephemeris (the server) and with the WebAssembly build (the browser), in this
// same run; prints the ratio and the WebAssembly time (the aim for a chart in the browser: under 5 ms).
import { NATIVE_EPHEMERIS, useEphemeris } from '@kpdesk/astro';
import { loadWasmEphemeris } from '@kpdesk/astro/wasm';
import { answerClientCall, castChart, isClientChartCall, toBirthInputs } from '@kpdesk/chart-answers';
import { chartCalls, NOW_MOMENT, resolveEffectiveSettings } from '@kpdesk/contract';

const client = {
  running_id: 1,
  dob_date: '1935-09-12',
  dob_time: '21:08:00',
  birth_time_corrected: null,
  birth_timezone: 5.5,
  birth_latitude: 24.65,
  birth_longitude: 77.3,
};
const inputs = toBirthInputs(client, resolveEffectiveSettings(null, null));
const nowMs = Date.UTC(2026, 10, 22, 6, 0, 0);
const paramsOf = (name) =>
  name === 'drilldown'
    ? { userId: 1, dashaIndex: 4 }
    : name === 'dashaChain'
      ? { runningId: 1, moment: NOW_MOMENT }
      : name === 'subPeriods'
        ? { runningId: 1, dashaIndex: 2, bhuktiIndex: 3, antaraIndex: 4 }
        : { userId: 1 };
const calls = Object.keys(chartCalls)
  .filter(isClientChartCall)
  .map((name) => [name, chartCalls[name].params.parse(paramsOf(name))]);
const runs = 100;

/** Mean milliseconds of a fresh chart and every call's answer, over `runs` (after 10 to warm up). */
function timeAnswers(label) {
  const answerAll = () => {
    const chart = castChart(inputs, inputs.birth, null);
    for (const [name, params] of calls) answerClientCall(name, chart, params, nowMs);
  };
  for (let i = 0; i < 10; i++) answerAll();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) answerAll();
  return { label, ms: (performance.now() - t0) / runs };
}

const wasm = await loadWasmEphemeris();
useEphemeris(NATIVE_EPHEMERIS);
const native = timeAnswers('native');
useEphemeris(wasm);
const web = timeAnswers('wasm');
useEphemeris(NATIVE_EPHEMERIS);

console.log(
  `${calls.length} client chart calls from a fresh chart: wasm ${web.ms.toFixed(3)} ms vs native ${native.ms.toFixed(3)} ms, ratio ${(web.ms / native.ms).toFixed(2)} (aim in the browser: under 5 ms)`,
);
