// Client search and atlas latency with 100,000 clients in one account, beside a 1,000-client account measured
// in the same run (the ratio shows whether search grows with the account: an index keeps it flat).
// Run after `npm run build`: it imports the built server modules.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertAstrologer } from '../apps/server/dist/src/db/astrologers.js';
import { insertClientsInBulk } from '../apps/server/dist/src/db/clients.js';
import { openDatabase } from '../apps/server/dist/src/db/connection.js';
import { searchClients } from '../apps/server/dist/src/services/clients/search.js';
import { getSharedPlaceIndex, searchPlaces } from '../apps/server/dist/src/services/places/index.js';

const NAMES = [
  'Ravi',
  'Lakshmi',
  'Arjun',
  'Meena',
  'Suresh',
  'Priya',
  'Karthik',
  'Divya',
  'Ganesh',
  'Anitha',
];
const CITIES = [
  'Chennai, Tamil Nadu, India',
  'Madurai, Tamil Nadu, India',
  'Coimbatore, Tamil Nadu, India',
  'Salem, Tamil Nadu, India',
  'Tiruchirappalli, Tamil Nadu, India',
  'Mumbai, Maharashtra, India',
  'Delhi, India',
  'Kolkata, West Bengal, India',
];

function fields(i) {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  return {
    firstName: `${NAMES[i % NAMES.length]}${i}`,
    lastName: 'Kumar',
    fatherName: null,
    sex: 'Male',
    dobDate: `${1940 + (i % 80)}-${month}-${day}`,
    dobTime: '06:15:00',
    birthTimezone: 5.5,
    birthCity: CITIES[i % CITIES.length],
    birthLatitude: 13,
    birthLongitude: 80,
    maritalStatus: '',
    marriageDate: null,
    email: `c${i}@example.com`,
    mobile: String(9000000000 + i),
  };
}

async function account(db, email, count) {
  const id = await insertAstrologer(db, {
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    mobile: String(8000000000 + count),
    pinHash: 'x',
    passwordHash: 'x',
    createdAt: Date.now(),
  });
  await insertClientsInBulk(
    db,
    id,
    Array.from({ length: count }, (_, i) => fields(i)),
    Date.now(),
  );
  return id;
}

async function latency(label, fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / runs;
  const p99 = times[Math.floor(runs * 0.99)];
  console.log(`${label.padEnd(34)} mean ${mean.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms`);
  return mean;
}

const dir = mkdtempSync(path.join(tmpdir(), 'kpdesk-bench-'));
const { db } = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'bench.db') });
const t0 = performance.now();
const big = await account(db, 'big@example.com', 100_000);
const small = await account(db, 'small@example.com', 1_000);
console.log(`seeded 101,000 clients in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const keywords = ['ravi1', 'Meena', 'chen', '1985-03', '90000', 'c123@', '4242', 'Madu'];
const deps = { db, clock: { now: () => Date.now() } };
const search = (id) => (i) =>
  searchClients(deps, id, { pageNumber: 0, pageSize: 5, keyword: keywords[i % keywords.length] });
const smallMean = await latency('search, 1,000 clients', search(small), 400);
const bigMean = await latency('search, 100,000 clients', search(big), 400);
console.log(`search 100,000 / 1,000 clients ratio: ${(bigMean / smallMean).toFixed(2)}`);
// Words inside a field ('tamil' in 'Chennai, Tamil Nadu, India'; 'kumar', a last name) go through the word index.
const words = ['tamil', 'india', 'kumar', 'bengal', 'nadu', 'maharash'];
const searchWords = (id) => (i) =>
  searchClients(deps, id, { pageNumber: 0, pageSize: 5, keyword: words[i % words.length] });
const smallWords = await latency('word search, 1,000 clients', searchWords(small), 400);
const bigWords = await latency('word search, 100,000 clients', searchWords(big), 400);
console.log(`word search 100,000 / 1,000 clients ratio: ${(bigWords / smallWords).toFixed(2)}`);
// Several words: each must start a word of the same field, as typed ('tamil nadu'; 'kumar ravi' finds nobody).
const phrases = ['tamil nadu', 'west bengal', 'delhi, india', 'nadu, india', 'kumar ravi', 'bengal, ind'];
const searchPhrases = (id) => (i) =>
  searchClients(deps, id, { pageNumber: 0, pageSize: 5, keyword: phrases[i % phrases.length] });
const smallPhrases = await latency('several-word search, 1,000', searchPhrases(small), 400);
const bigPhrases = await latency('several-word search, 100,000', searchPhrases(big), 400);
console.log(`several-word search 100,000 / 1,000 clients ratio: ${(bigPhrases / smallPhrases).toFixed(2)}`);
const t1 = performance.now();
const index = getSharedPlaceIndex();
console.log(`atlas index built in ${(performance.now() - t1).toFixed(0)} ms`);
const places = ['Chennai', 'Sao Paulo', 'Trichy', 'New York', 'Lond', 'Kolk', 'Swami', 'Tokyo'];
await latency('atlas query', (i) => searchPlaces(index, places[i % places.length]), 400);
await db.destroy();
rmSync(dir, { recursive: true, force: true });
