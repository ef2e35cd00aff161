/**
 * The births of the chart answers' parity test (routes/charts/chart-answers-parity.test.ts): births of the
 * shared oracle files, seeded random ones, and the settings each client is cast with, as API bodies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const testData = path.resolve(import.meta.dirname, '../../../../packages/astro/test-data');

/** A client to add (POST /user/add) and the client settings to save for it (POST /config/user/edit). */
export interface ParityClient {
  id: string;
  body: Record<string, unknown>;
  settings: Record<string, unknown>;
}

interface OracleInput {
  date?: string;
  time?: string;
  tzOffsetHours?: number;
  lat?: number;
  lon?: number;
  latitude?: number;
  longitude?: number;
}

interface Birth {
  id: string;
  date: string;
  time: string;
  offset: number;
  latitude: number;
  longitude: number;
}

function readBirths(file: string): Birth[] {
  const parsed = JSON.parse(readFileSync(path.join(testData, file), 'utf8')) as
    { id: string; input: OracleInput }[] | { cases: { id: string; input: OracleInput }[] };
  const cases = Array.isArray(parsed) ? parsed : parsed.cases;
  return cases.flatMap(({ id, input }) => {
    const latitude = input.lat ?? input.latitude;
    const longitude = input.lon ?? input.longitude;
    const { date, time, tzOffsetHours: offset } = input;
    if (!date || !time || offset === undefined || latitude === undefined || longitude === undefined)
      return [];
    return [{ id, date, time, offset, latitude, longitude }];
  });
}

/** mulberry32: the random births are the same on every run. */
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

const pad = (n: number) => String(n).padStart(2, '0');

function randomBirths(count: number, seed: number): Birth[] {
  const next = seededRandom(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(1900, 0, 1) + Math.floor(between(0, 200 * 365.25)) * 86_400_000);
    const seconds = Math.floor(between(0, 86_400));
    return {
      id: `random-${seed}-${i}`,
      date: day.toISOString().slice(0, 10),
      time: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`,
      offset: Math.round(between(-10, 12) * 2) / 2,
      latitude: Math.round(between(-55, 65) * 1e4) / 1e4,
      longitude: Math.round(between(-179, 179) * 1e4) / 1e4,
    };
  });
}

/**
 * The client settings the births cycle through: both node types, two ayanamsas, a correction, the chart
 * styles and a dasha year (null = the astrologer's).
 */
const SETTINGS_CYCLE: Record<string, unknown>[] = [
  {},
  { config4: 1, config9: 'true', config8: 3 },
  { config4: 5, config5: '0.25', config9: 'true', config10: 360 },
  { config4: 1, config9: 'mean', config8: 2 },
];

function toClient(birth: Birth, index: number): ParityClient {
  return {
    id: birth.id,
    body: {
      firstName: 'Parity',
      lastName: `Client ${String.fromCharCode(65 + (index % 26))}`,
      fatherName: null,
      sex: index % 2 ? 'Female' : 'Male',
      birthTimezone: birth.offset,
      birthDate: birth.date,
      birthTime: birth.time,
      birthCity: birth.id.startsWith('random') ? 'Random Place' : 'Oracle Place',
      birthLatitude: birth.latitude,
      birthLongitude: birth.longitude,
      maritalStatus: 'Single',
      marriageDate: null,
      mobile: null,
      email: null,
    },
    settings: SETTINGS_CYCLE[index % SETTINGS_CYCLE.length] ?? {},
  };
}

/**
 * Every `step`-th birth of the oracle files (the first is the worked Appendix A chart of turn4-public-cases),
 * then `random` seeded random births.
 */
export function parityClients(step: number, random: number): ParityClient[] {
  const oracle = [...readBirths('turn4-public-cases.json'), ...readBirths('reference-cases.json')];
  const chosen = oracle.filter((_, i) => i % step === 0);
  return [...chosen, ...randomBirths(random, 41)].map(toClient);
}
