/**
 * Parity of the two bindings under Node: the shared oracle births and 50 seeded random births,
 * computed with the native `sweph` and with the WebAssembly SE, give identical sign, star, sub and sub-sub
 * lords and longitudes within PARITY_TOLERANCE_ARCSEC; so do houses, ayanamsas, sunrises and panchang days,
 * on the built-in Moshier ephemeris and on the Swiss Ephemeris data files.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { computeChart, computeInputJulianDay } from '../chart.js';
import { calcAyanamsa, calcHouses, findRiseSet } from '../ephemeris.js';
import { computePanchangDay } from '../panchang/panchang-day.js';
import { resolveSettings } from '../settings.js';

import { computeVargaMargins } from '../vargas/all-margins.js';
import { SE, type SwissEphemerisBinding } from './binding.js';
import {
  PARITY_TOLERANCE_DEGREES,
  compareCharts,
  compareTimes,
  makeRandomBirths,
  readOracleBirths,
  type ParityBirth,
} from './parity.fixture.js';
import { useEphemeris } from './session.js';
import { NATIVE_EPHEMERIS } from './use-native.js';
import { loadWasmEphemeris } from './wasm.js';

let wasm: SwissEphemerisBinding;
beforeAll(async () => {
  wasm = await loadWasmEphemeris();
});
afterEach(() => useEphemeris(NATIVE_EPHEMERIS));
// Removed only at the end: `sweph` keeps the files it opened and reads them again in later calls.
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Runs `compute` with the native binding, then with the WebAssembly one. */
function withBoth<T>(compute: () => T): [native: T, wasm: T] {
  useEphemeris(NATIVE_EPHEMERIS);
  const a = compute();
  useEphemeris(wasm);
  const b = compute();
  useEphemeris(NATIVE_EPHEMERIS);
  return [a, b];
}

function compareBirths(births: readonly ParityBirth[], ephePath: string | null = null): string[] {
  return births.flatMap(({ id, input }) => {
    const one = { ...input, settings: { ...input.settings, ephePath } };
    const [native, other] = withBoth(() => computeChart(one));
    return compareCharts(id, native, other);
  });
}

/** Degrees compared within the tolerance; a failure names the value, both answers and the difference. */
function compareDegrees(where: string, native: number, other: number): string[] {
  const d = Math.abs(native - other);
  return d <= PARITY_TOLERANCE_DEGREES
    ? []
    : [`${where}: expected ${native}, actual ${other}, difference ${d}°`];
}

/**
 * The SE data files (`sepl_18`, `semo_18`, `seas_18`, 1800–2400) that the WebAssembly package preloads, written
 * to a folder as a server's EPHE_PATH holds them, so the native binding reads the very files the browser does.
 */
function writeDataFilesFolder(): string {
  const require = createRequire(import.meta.url);
  const glue = path.join(path.dirname(require.resolve('swisseph-wasm/package.json')), 'wasm', 'swisseph.js');
  const data = readFileSync(path.join(path.dirname(glue), 'swisseph.data'));
  const folder = mkdtempSync(path.join(tmpdir(), 'kp-ephe-'));
  folders.push(folder);
  const entries = readFileSync(glue, 'utf8').matchAll(
    /filename:"\/sweph\/(\w+\.se1)",start:(\d+),end:(\d+)/g,
  );
  let count = 0;
  for (const [, name = '', start, end] of entries) {
    writeFileSync(path.join(folder, name), data.subarray(Number(start), Number(end)));
    count += 1;
  }
  expect(count).toBe(3);
  return folder;
}

const RANDOM = makeRandomBirths(50, 41);
const ORACLE = readOracleBirths();

describe('native and WebAssembly bindings agree', () => {
  it('answer from different SE instances', () => {
    expect([NATIVE_EPHEMERIS.kind, wasm.kind]).toEqual(['native', 'wasm']);
  });

  it(`on the ${ORACLE.length} births of the shared oracle cases`, () => {
    expect(ORACLE.length).toBeGreaterThan(100);
    expect(compareBirths(ORACLE)).toEqual([]);
  });

  it('on 50 seeded random births, 1900–2100, latitudes −60..66', () => {
    expect(compareBirths(RANDOM)).toEqual([]);
  });

  it('on the Swiss Ephemeris data files, when the server uses them', () => {
    const folder = writeDataFilesFolder();
    const births = [...ORACLE.slice(0, 20), ...RANDOM.slice(0, 20)];
    const [native, other] = withBoth(() =>
      computeChart({ ...births[0]!.input, settings: { ephePath: folder } }),
    );
    expect([native.profile.ephemeris, other.profile.ephemeris]).toEqual([
      'Swiss Ephemeris files',
      'Swiss Ephemeris files',
    ]);
    expect(compareBirths(births, folder)).toEqual([]);
  });

  it('on houses of both kinds, tropical and sidereal, and ayanamsas mean and true', () => {
    const failures = RANDOM.slice(0, 12).flatMap(({ id, input }, i) => {
      const jd = 2415020 + i * 6700.37;
      const mode = i % 2 === 0 ? null : (input.settings?.ayanamsa ?? 5) % 30;
      const [n, w] = withBoth(() => calcHouses(jd, input.place.latitude, input.place.longitude, mode));
      const cusps = n.cusps.flatMap((c, k) => compareDegrees(`${id} cusp ${k + 1}`, c, w.cusps[k] ?? NaN));
      const speeds = n.cuspSpeeds.flatMap((c, k) =>
        compareDegrees(`${id} speed ${k + 1}`, c, w.cuspSpeeds[k] ?? NaN),
      );
      const [an, aw] = withBoth(() => [calcAyanamsa(jd, i % 30, 'true'), calcAyanamsa(jd, i % 30, 'mean')]);
      const ayanamsas = an.flatMap((a, k) => compareDegrees(`${id} ayanamsa ${i % 30}`, a, aw[k] ?? NaN));
      const mc = compareDegrees(`${id} MC`, n.mc, w.mc);
      const system =
        n.systemUsed === w.systemUsed ? [] : [`${id} house system ${n.systemUsed} / ${w.systemUsed}`];
      return [...cusps, ...speeds, ...ayanamsas, ...mc, ...system];
    });
    expect(failures).toEqual([]);
  });

  it('on sunrises, sunsets and moonrises of both conventions, and on panchang days', () => {
    const failures = RANDOM.slice(0, 10).flatMap(({ id, input }, i) => {
      const jd = 2440000 + i * 2917.5;
      const convention = i % 2 === 0 ? 'hindu' : 'drik';
      const events = [
        ['Sun', 'rise'],
        ['Sun', 'set'],
        ['Moon', 'rise'],
      ] as const;
      const times = events.flatMap(([body, event]) => {
        const [n, w] = withBoth(() => findRiseSet(jd, body, event, input.place, convention));
        return compareTimes(`${id} ${body} ${event} (${convention})`, n, w);
      });
      const day = { date: input.date, utcOffsetHours: input.utcOffsetHours, place: input.place };
      const [pn, pw] = withBoth(() => computePanchangDay({ ...day, settings: { sunrise: convention } }));
      const panchang =
        JSON.stringify(pn) === JSON.stringify(pw)
          ? []
          : compareTimes(`${id} panchang`, pn.sunrise, pw.sunrise);
      return [...times, ...panchang, ...compareTimes(`${id} panchang moonrise`, pn.moonrise, pw.moonrise)];
    });
    expect(failures).toEqual([]);
  });

  it('on sidereal times from a given obliquity and nutation', () => {
    const differing = [2415020.5, 2440000.25, 2451545.0, 2469807.75].filter((jd) => {
      const [n, w] = [NATIVE_EPHEMERIS, wasm].map((b) => b.sidtime0(jd, 23.44, 0.0042));
      return !(Math.abs(n! - w!) < 1e-9 && n! >= 0 && n! < 24);
    });
    expect(differing).toEqual([]);
  });

  it('on ΔT', () => {
    const differing = [2415020.5, 2429629.7, 2440000.25, 2451545.0, 2469807.75].filter((jd) => {
      const [n, w] = [NATIVE_EPHEMERIS, wasm].map((b) => b.deltatEx(jd, SE.FLG_MOSEPH));
      return !(Math.abs(n! - w!) < 1e-12 && Math.abs(n!) < 0.01);
    });
    expect(differing).toEqual([]);
  });

  it("on the divisional charts' margins of 10 seeded births, to the second", () => {
    const births = RANDOM.filter(({ input }) => input.settings?.node === 'mean').slice(0, 10);
    expect(births).toHaveLength(10);
    const failures = births.flatMap(({ id, input }) => {
      const settings = resolveSettings(input.settings);
      const jdUT = computeInputJulianDay(input);
      const [n, w] = withBoth(() => computeVargaMargins(jdUT, input.place, settings));
      const differing = [...n].filter(
        ([body, margins]) => JSON.stringify(margins) !== JSON.stringify(w.get(body)),
      );
      return differing.map(([body]) => `${id} ${body}`);
    });
    expect(failures).toEqual([]);
  });
});
