/**
 * The cusps a search reads: samples from the Placidus table against the exact model at the end of a 31-day
 * stretch (where the obliquity has moved most), and the cusps read between samples against the ephemeris'
 * own houses (`swe_houses_ex2`) at instants between samples, from the tropics to 65° N, where the cubic is
 * not trusted and the exact model answers.
 */
import { describe, expect, it } from 'vitest';
import { calcTrueObliquity } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import { wrapDifference } from '../math/find-crossing.js';
import { resolveSettings } from '../settings.js';
import { readCusps, sampleCuspSpan } from './cusp-model.js';
import { buildPlacidusTable } from './placidus-table.js';

/** Table samples against the exact model, degrees (0.0036″: the Lagna moves that far in 0.3 ms). */
const TABLE_TOLERANCE_DEGREES = 1e-6;
/** Cusps read between samples against the ephemeris' houses, as time at the cusp's speed: 5 ms. */
const READ_TOLERANCE_SECONDS = 0.005;

const FROM = 2461100.5;
const settings = resolveSettings();

describe.each([
  ['Chennai', 13.0827, 80.2707],
  ['New Delhi', 28.6139, 77.209],
  ['London', 51.5074, -0.1278],
])('%s', (_name, latitude, longitude) => {
  const place = { latitude, longitude };
  const table = buildPlacidusTable(latitude, calcTrueObliquity(FROM));

  it('samples from the table as the exact model gives them, four months after the table was made', () => {
    const day = FROM + 121;
    const span = sampleCuspSpan(day, day + 1, place, settings, table);
    span.samples.times.forEach((t, k) => {
      const exact = span.model(t);
      span.samples.cusps.forEach((track, i) => {
        const error = Math.abs(wrapDifference(track[k]! - exact[i]!));
        expect(error, `cusp ${i + 1} at sample ${k}`).toBeLessThan(TABLE_TOLERANCE_DEGREES);
      });
    });
    expect(span.t0).toBeLessThanOrEqual(day);
    expect(span.samples.times.at(-1)).toBeGreaterThanOrEqual(day + 1);
  });
});

describe.each([
  ['New Delhi', 28.6139, 77.209],
  ['Reykjavik', 64.1466, -21.9426],
])('cusps read between samples at %s', (_name, latitude, longitude) => {
  const place = { latitude, longitude };
  const table = Math.abs(latitude) <= 60 ? buildPlacidusTable(latitude, calcTrueObliquity(FROM)) : null;
  const span = sampleCuspSpan(FROM, FROM + 1, place, settings, table);

  it('match the houses of the ephemeris at the same instants', () => {
    const out = new Array<number>(12).fill(0);
    for (let n = 0; n < 500; n++) {
      const t = FROM + (n + 0.37) / 500;
      readCusps(span, t, out);
      const houses = computeHouses(t, place, settings);
      houses.cusps.forEach((c, i) => {
        const error = Math.abs(wrapDifference(out[i]! - c));
        const seconds = error / (Math.abs(houses.cuspSpeeds[i]!) / 86400);
        expect(seconds, `cusp ${i + 1} at ${t}: ${error}°`).toBeLessThan(READ_TOLERANCE_SECONDS);
      });
    }
  });

  it('trusts the cubic everywhere at Indian latitudes and hands parts of the day to the exact model at 64°', () => {
    const untrusted = span.isTrusted.filter((x) => !x).length;
    if (latitude < 30) expect(untrusted).toBe(0);
    else expect(untrusted).toBeGreaterThan(0);
  });
});
