/**
 * Cases and comparisons of the parity test (wasm-parity.test.ts): the births of the shared oracle files, seeded
 * random births, and the checks that the native and the WebAssembly binding agree on them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAyanamsaIndex } from '../ayanamsa/ayanamsas.js';
import type { Chart, ChartInput } from '../chart.js';
import type { KpLords } from '../kp/lords.js';
import type { NodeType } from '../ephemeris.js';

/** Longitudes of the two bindings agree within this many arcseconds: a thousandth of a second of arc, far below a sub-sub lord's width. */
export const PARITY_TOLERANCE_ARCSEC = 0.001;
/** The same in degrees, for values compared in degrees (ayanamsa, Ascendant, MC). */
export const PARITY_TOLERANCE_DEGREES = PARITY_TOLERANCE_ARCSEC / 3600;
/** Times (sunrise, sunset, moonrise) agree within this many seconds: 0.001″ of the Sun's motion is ~0.02 s. */
export const PARITY_TOLERANCE_SECONDS = 0.01;

const testData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-data');

interface OracleCase {
  id: string;
  input: {
    date?: string;
    time?: string;
    tzOffsetHours?: number;
    lat?: number;
    lon?: number;
    latitude?: number;
    longitude?: number;
    ayanamsa?: { mode: number } | null;
    nodeType?: NodeType | null;
  };
}

/** A named chart input: the case id travels into every failure message. */
export interface ParityBirth {
  id: string;
  input: ChartInput;
}

function readCases(file: string): OracleCase[] {
  const parsed = JSON.parse(readFileSync(path.join(testData, file), 'utf8')) as
    OracleCase[] | { cases: OracleCase[] };
  return Array.isArray(parsed) ? parsed : parsed.cases;
}

/** A birth of an oracle case that gives a date, a time, an offset and a place; null for the others. */
function toBirth(c: OracleCase): ParityBirth | null {
  const { date, time, tzOffsetHours, ayanamsa, nodeType } = c.input;
  const latitude = c.input.lat ?? c.input.latitude;
  const longitude = c.input.lon ?? c.input.longitude;
  if (!date || !time || tzOffsetHours === undefined || latitude === undefined || longitude === undefined) {
    return null;
  }
  // Tropical cases and SE modes the product does not offer are cast with the KP ayanamsa: the moment and the
  // place are what the bindings must agree on.
  const mode = ayanamsa?.mode ?? 5;
  const settings = { ayanamsa: isAyanamsaIndex(mode) ? mode : 5, node: nodeType ?? 'mean' };
  return {
    id: c.id,
    input: { date, time, utcOffsetHours: tzOffsetHours, place: { latitude, longitude }, settings },
  };
}

/** Every birth of reference-cases.json and turn4-public-cases.json (the shared oracle cases). */
export function readOracleBirths(): ParityBirth[] {
  const cases = [...readCases('reference-cases.json'), ...readCases('turn4-public-cases.json')];
  return cases.map(toBirth).filter((b): b is ParityBirth => b !== null);
}

/** mulberry32: a small seeded generator, so the random births are the same on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RANDOM_AYANAMSAS = [1, 3, 5, 27, 45] as const;
const RANDOM_OFFSETS = [-8, -5, 0, 1, 5.5, 9.5] as const;
const pad = (n: number): string => String(n).padStart(2, '0');

/** `count` births from `seed`: dates 1900–2100, latitudes −60..66, both node types, several ayanamsas. */
export function makeRandomBirths(count: number, seed: number): ParityBirth[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (from: number, to: number): number => from + Math.floor(random() * (to - from + 1));
  return Array.from({ length: count }, (_, i) => {
    const date = `${int(1900, 2100)}-${pad(int(1, 12))}-${pad(int(1, 28))}`;
    const time = `${pad(int(0, 23))}:${pad(int(0, 59))}:${pad(int(0, 59))}`;
    const place = { latitude: -60 + random() * 126, longitude: -180 + random() * 360 };
    const settings = {
      ayanamsa: pick(RANDOM_AYANAMSAS),
      node: i % 2 === 0 ? ('mean' as const) : ('true' as const),
    };
    const input = { date, time, utcOffsetHours: pick(RANDOM_OFFSETS), place, settings };
    return { id: `random-${seed}-${i} ${date} ${time}`, input };
  });
}

const LORDS = ['signLord', 'starLord', 'subLord', 'subSubLord'] as const;

/** Differences of one point (a body or a cusp): every lord identical, longitude within the tolerance. */
function comparePoint(where: string, native: KpLords, wasm: KpLords): string[] {
  const out: string[] = [];
  for (const lord of LORDS) {
    if (native[lord] !== wasm[lord])
      out.push(`${where} ${lord}: expected ${native[lord]}, actual ${wasm[lord]}`);
  }
  const arcsec = Math.abs(native.longitude - wasm.longitude) * 3600;
  if (!(arcsec <= PARITY_TOLERANCE_ARCSEC)) {
    out.push(
      `${where} longitude: expected ${native.longitude}, actual ${wasm.longitude}, difference ${arcsec}″`,
    );
  }
  return out;
}

/** Every difference between the native chart and the WebAssembly chart of one birth, as readable lines. */
export function compareCharts(id: string, native: Chart, wasm: Chart): string[] {
  const out = native.bodies.flatMap((b, i) => comparePoint(`${id} ${b.name}`, b, wasm.bodies[i] ?? b));
  out.push(...native.cusps.flatMap((c, i) => comparePoint(`${id} cusp ${c.house}`, c, wasm.cusps[i] ?? c)));
  out.push(...comparePoint(`${id} ascendant`, native.ascendant, wasm.ascendant));
  const ayanamsa = Math.abs(native.profile.ayanamsa.degrees - wasm.profile.ayanamsa.degrees);
  if (!(ayanamsa <= PARITY_TOLERANCE_DEGREES)) {
    out.push(
      `${id} ayanamsa: expected ${native.profile.ayanamsa.degrees}, actual ${wasm.profile.ayanamsa.degrees}`,
    );
  }
  if (native.profile.ephemeris !== wasm.profile.ephemeris) {
    out.push(`${id} ephemeris: expected ${native.profile.ephemeris}, actual ${wasm.profile.ephemeris}`);
  }
  if (native.day.dayLord !== wasm.day.dayLord)
    out.push(`${id} day lord: ${native.day.dayLord} / ${wasm.day.dayLord}`);
  out.push(...compareTimes(`${id} sunrise`, native.day.sunriseJdUT, wasm.day.sunriseJdUT));
  return out;
}

/** A difference between two instants (Julian days UT, or both null) beyond the tolerance, as a line. */
export function compareTimes(where: string, native: number | null, wasm: number | null): string[] {
  if (native === null || wasm === null) {
    return native === wasm ? [] : [`${where}: expected ${native}, actual ${wasm}`];
  }
  const seconds = Math.abs(native - wasm) * 86_400;
  return seconds <= PARITY_TOLERANCE_SECONDS
    ? []
    : [`${where}: expected ${native}, actual ${wasm}, difference ${seconds} s`];
}
