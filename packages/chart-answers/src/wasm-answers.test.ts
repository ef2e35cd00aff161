/**
 * The answers the browser computes offline: every client chart call (the divisional charts D1, D9, D60 too) answered under the WebAssembly Swiss
 * Ephemeris (the browser's binding, here under Node) against the native one (the server's), for oracle-like
 * and seeded random births under several settings. Every text is the same and every number within 0.001″ (issue
 * 41's bound: the two builds' maths libraries differ in the last bits, most on the true node, up to about 1e-5″
 * and nine times that in the navamsa). The one text allowed to differ is a sub-lord margin's whole seconds: by 1
 * where the root lies at a half second, and for the slow true node by up to 1e-4 of a margin of days.
 */
import { NATIVE_EPHEMERIS, useEphemeris } from '@kpdesk/astro';
import { loadWasmEphemeris, type SwissEphemerisBinding } from '@kpdesk/astro/wasm';
import {
  NOW_MOMENT,
  planetaryPositionLayout,
  resolveEffectiveSettings,
  type StoredSettings,
} from '@kpdesk/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { castChart, toBirthInputs, type ChartClient } from './cast-chart.js';
import {
  answerClientCall,
  clientChartCalls,
  isClientChartCall,
  type ClientChartCallName,
} from './client-calls.js';
import { answerTransitOfNow } from './transit-chart.js';

const NOW_MS = Date.UTC(2026, 10, 22, 6, 0, 0);
const CHENNAI = { city: 'Chennai', latitude: 13.0827, longitude: 80.2707, timezone: 5.5 };
/** 0.001″ in degrees. */
const NUMBER_TOLERANCE = 0.001 / 3600;
/** Margins (whole seconds) agree within a second or this share of the margin. */
const MARGIN_SHARE = 1e-4;
const MARGIN_COLUMNS = ['marginEarlier', 'marginLater'].map((name) =>
  planetaryPositionLayout.fields.findIndex(([field]) => field === name),
);

/** Births: Appendix A (Guna 1935), a polar-circle one, a southern one, and seeded random ones. */
function births(): ChartClient[] {
  const fixed: [string, string, number, number, number][] = [
    ['1935-09-12', '21:08:00', 5.5, 24.65, 77.3],
    ['1969-07-20', '22:56:00', 1, 65.9, 25.5],
    ['2003-03-04', '04:05:06', -3, -34.6, -58.4],
  ];
  let seed = 41;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 5 }, (): [string, string, number, number, number] => {
    const day = new Date(Date.UTC(1900, 0, 1) + Math.floor(next() * 73_000) * 86_400_000);
    const time = new Date(Math.floor(next() * 86_400) * 1000).toISOString().slice(11, 19);
    return [
      day.toISOString().slice(0, 10),
      time,
      Math.round(next() * 44 - 20) / 2,
      next() * 120 - 55,
      next() * 358 - 179,
    ];
  });
  return [...fixed, ...random].map(([date, time, zone, latitude, longitude], i) => ({
    running_id: i + 1,
    dob_date: date,
    dob_time: time,
    birth_time_corrected: null,
    birth_timezone: zone,
    birth_latitude: latitude,
    birth_longitude: longitude,
  }));
}

const SETTINGS: StoredSettings[] = [
  {},
  { config4: 1, config9: 'true', config8: 3 },
  { config4: 5, config5: 0.25, config9: 'true', config10: 360 },
];

/** The divisions asked of the divisional chart call: the Rashi, the navamsa and the finest, D60. */
const DIVISIONS = [1, 9, 60];

/** Each client chart call with its parameters for the client `n` (the divisional chart once per division). */
function casesOf(n: number): [ClientChartCallName, Record<string, unknown>][] {
  return Object.keys(clientChartCalls)
    .filter(isClientChartCall)
    .flatMap((name): [ClientChartCallName, Record<string, unknown>][] => {
      if (name === 'varga') return DIVISIONS.map((d) => [name, { runningId: n, division: String(d) }]);
      if (name === 'vargaTable') return [[name, { runningId: n }]];
      if (name === 'drilldown') return [[name, { userId: n, dashaIndex: 4 }]];
      if (name === 'dashaChain') return [[name, { runningId: n, moment: NOW_MOMENT }]];
      if (name === 'subPeriods')
        return [[name, { runningId: n, dashaIndex: 2, bhuktiIndex: 3, antaraIndex: 8 }]];
      return [[name, { userId: n }]];
    });
}

/** Every client chart call's answer for the client and settings, under the binding selected now. */
function answersOf(client: ChartClient, stored: StoredSettings) {
  const inputs = toBirthInputs(client, resolveEffectiveSettings(null, stored));
  const chart = castChart(inputs, inputs.birth, null);
  const answers = casesOf(client.running_id).map(([name, raw]) => {
    const params = clientChartCalls[name].params.parse(raw) as never;
    return [name, answerClientCall(name, chart, params, NOW_MS)] as const;
  });
  const transit = ['transitOfNow', answerTransitOfNow(chart, CHENNAI, NOW_MS, null)] as const;
  return JSON.parse(JSON.stringify([...answers, transit])) as [string, unknown][];
}

/** Where two answers differ beyond the tolerances above (empty when they agree). */
function differences(a: unknown, b: unknown, path: string[]): string[] {
  if (typeof a === 'number' && typeof b === 'number') {
    // A divisional margin (seconds) has the sub-lord margins' tolerance.
    if (path.at(-2) === 'margin' && Math.abs(a - b) <= Math.max(1, MARGIN_SHARE * Math.abs(b))) return [];
    return Math.abs(a - b) <= NUMBER_TOLERANCE ? [] : [`${path.join('.')}: ${a} vs ${b}`];
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], [...path, k]),
    );
  }
  const column = Number(path.at(-1));
  const isMargin = path.includes('rows') && MARGIN_COLUMNS.includes(column);
  if (isMargin && typeof a === 'string' && typeof b === 'string') {
    const allowed = Math.max(1, MARGIN_SHARE * Math.abs(Number(b)));
    if (Math.abs(Number(a) - Number(b)) <= allowed) return [];
  }
  return a === b ? [] : [`${path.join('.')}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`];
}

describe('the chart answers under the WebAssembly binding (the browser) and the native one (the server)', () => {
  let wasm: SwissEphemerisBinding;
  beforeAll(async () => {
    wasm = await loadWasmEphemeris();
  });
  afterEach(() => useEphemeris(NATIVE_EPHEMERIS));

  it.each(births().flatMap((client) => SETTINGS.map((s, i) => [client.dob_date, i, client, s] as const)))(
    'agree for the birth of %s with settings %i',
    (_date, _i, client, stored) => {
      useEphemeris(NATIVE_EPHEMERIS);
      const native = answersOf(client, stored);
      useEphemeris(wasm);
      const browser = answersOf(client, stored);
      const names = casesOf(client.running_id).map(([name]) => name);
      expect(browser.map(([name]) => name)).toEqual([...names, 'transitOfNow']);
      expect(differences(browser, native, [])).toEqual([]);
    },
  );
});
