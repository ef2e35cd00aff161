/**
 * The calls of the moment at hand answered offline: every moment call (options, panchang, muhurta, the transit
 * charts) answered by answerMomentCall under the WebAssembly Swiss Ephemeris (the browser's binding, here under
 * Node) against the native one (the server's), under the defaults and under changed settings: every text is
 * the same (lords, degrees, clock times to the second, window edges) and every raw number (a drawing's degree)
 * within 0.001″, the parity bound of the two bindings (the two builds' maths libraries differ in the last bits).
 */
import { NATIVE_EPHEMERIS, useEphemeris } from '@kpdesk/astro';
import { loadWasmEphemeris, type SwissEphemerisBinding } from '@kpdesk/astro/wasm';
import {
  CALLS_BY_AREA,
  resolveEffectiveSettings,
  type CallSpec,
  type StoredSettings,
} from '@kpdesk/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { castChart, toBirthInputs, type ChartClient } from './cast-chart.js';
import { answerMomentCall, type MomentCallName } from './moment-calls.js';

const NOW_MS = Date.UTC(2026, 10, 22, 6, 0, 0);
const CHENNAI = { city: 'Chennai', latitude: 13.0827, longitude: 80.2707, timezone: 5.5 };
const NEW_DELHI = { timezone: 5.5, place: 'New Delhi, Delhi, India', latitude: 28.6139, longitude: 77.209 };

/** 0.001″ in degrees. */
const NUMBER_TOLERANCE = 0.001 / 3600;

/** Where two answers differ: a text at all, a number beyond the tolerance (empty when they agree). */
function differences(a: unknown, b: unknown, path: string): string[] {
  if (typeof a === 'number' && typeof b === 'number') {
    return Math.abs(a - b) <= NUMBER_TOLERANCE ? [] : [`${path}: ${a} vs ${b}`];
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
    );
  }
  return a === b ? [] : [`${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`];
}

const CLIENTS: ChartClient[] = [
  ['1935-09-12', '21:08:00', 5.5, 24.65, 77.3],
  ['1990-06-01', '05:45:10', 5.5, 19.076, 72.8777],
].map(([date, time, zone, latitude, longitude], i) => ({
  running_id: i + 1,
  dob_date: date as string,
  dob_time: time as string,
  birth_time_corrected: null,
  birth_timezone: zone as number,
  birth_latitude: latitude as number,
  birth_longitude: longitude as number,
}));

const SETTINGS: StoredSettings[] = [{}, { config4: 1, config5: 0.25, config9: 'true', config12: 'drik' }];

const CASES: [MomentCallName, Record<string, unknown>][] = [
  ['options.calculate', { body: { optionsCount: 5, date: '1935-09-12', time: '21:08', ...NEW_DELHI } }],
  ['panchang.day', { body: { date: '2026-11-22', ...NEW_DELHI } }],
  ['panchang.month', { body: { year: 2026, month: 2, ...NEW_DELHI } }],
  [
    'muhurta.search',
    {
      body: {
        event: 'marriage',
        from: '2026-02-16 15:00:00',
        to: '2026-02-16 18:00:00',
        ...NEW_DELHI,
        participants: [1, 2],
      },
    },
  ],
  ['muhurta.chart', { body: { moment: '2026-02-16 17:23:26', ...NEW_DELHI } }],
  ['transit.transitOfMoment', { params: { userId: 2, moment: '2026-11-22_10:15:30' } }],
  ['transit.transitChart', { params: { userId: 1 } }],
];

function callOf(name: MomentCallName): CallSpec {
  const [area, call] = name.split('.') as [keyof typeof CALLS_BY_AREA, string];
  return (CALLS_BY_AREA[area] as Record<string, CallSpec>)[call]!;
}

/** Every moment call's answer under the settings, with the binding selected now. */
function answersOf(stored: StoredSettings): [string, unknown][] {
  const settings = resolveEffectiveSettings(stored, null);
  const charts = CLIENTS.map((client) => {
    const inputs = toBirthInputs(client, settings);
    return castChart(inputs, inputs.birth, null);
  });
  const context = {
    settings,
    ephePath: null,
    place: CHENNAI,
    nowMs: NOW_MS,
    chartOf: (n: number) => charts[n - 1]!,
  };
  return CASES.map(([name, raw]) => {
    const call = callOf(name);
    const input = { params: call.params?.parse(raw.params), body: call.body?.parse(raw.body) };
    return [name, JSON.parse(JSON.stringify(answerMomentCall(name, input as never, context)))];
  });
}

describe('the moment answers under the WebAssembly binding (the browser) and the native one (the server)', () => {
  let wasm: SwissEphemerisBinding;
  beforeAll(async () => {
    wasm = await loadWasmEphemeris();
  });
  afterEach(() => useEphemeris(NATIVE_EPHEMERIS));

  it.each(SETTINGS.map((s, i) => [i, s] as const))('agree under settings %i', (_i, stored) => {
    useEphemeris(NATIVE_EPHEMERIS);
    const native = answersOf(stored);
    useEphemeris(wasm);
    const browser = answersOf(stored);
    expect(browser.map(([name]) => name)).toEqual(CASES.map(([name]) => name));
    expect(browser.every(([, answer]) => answer !== null)).toBe(true);
    // The worked search finds windows (kept or rejected by a participant): the edges are compared, not nothing.
    const search = browser[3]![1] as { windows: unknown[]; rejectedByParticipants: unknown[] };
    expect(search.windows.length + search.rejectedByParticipants.length).toBeGreaterThan(0);
    expect(differences(browser, native, 'answers')).toEqual([]);
  });
});
