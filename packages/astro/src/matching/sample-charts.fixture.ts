/**
 * Test fixture: charts of made-up births spread over 1950–2004 and over Indian and foreign places, computed
 * by the engine with the default settings, for tests that recompute a matching rule from a chart's tables.
 */
import { computeChart, type Chart } from '../chart.js';

const PLACES = [
  { latitude: 13.0827, longitude: 80.2707, utcOffsetHours: 5.5 },
  { latitude: 28.6139, longitude: 77.209, utcOffsetHours: 5.5 },
  { latitude: 17.385, longitude: 78.4867, utcOffsetHours: 5.5 },
  { latitude: 51.5072, longitude: -0.1276, utcOffsetHours: 0 },
  { latitude: 40.7128, longitude: -74.006, utcOffsetHours: -5 },
] as const;

/** `count` charts, the k-th born 331 days and 7 h 13 min after the (k−1)-th, from 1950-01-03 05:20. */
export function sampleCharts(count: number): Chart[] {
  const start = Date.UTC(1950, 0, 3, 5, 20);
  return Array.from({ length: count }, (_, k) => {
    const place = PLACES[k % PLACES.length] as (typeof PLACES)[number];
    const local = new Date(start + k * (331 * 86_400_000 + 433 * 60_000));
    const iso = local.toISOString();
    return computeChart({
      date: iso.slice(0, 10),
      time: iso.slice(11, 19),
      utcOffsetHours: place.utcOffsetHours,
      place: { latitude: place.latitude, longitude: place.longitude },
    });
  });
}
