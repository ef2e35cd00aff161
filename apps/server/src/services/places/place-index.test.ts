import { locationSuggestionSchema } from '@kpdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlaceIndex, type PlaceIndex, searchPlaces } from './place-index.js';

let index: PlaceIndex;

beforeAll(() => {
  index = createPlaceIndex();
}, 30_000);

function first(text: string) {
  const [top] = searchPlaces(index, text);
  if (top === undefined) throw new Error(`no place found for '${text}'`);
  return top;
}

describe('searchPlaces', () => {
  it('finds Chennai with its region, coordinates and zone', () => {
    const chennai = first('Chennai');
    expect(chennai.locationName).toBe('Chennai, Tamil Nadu, India');
    // Chennai: 13°05′N 80°16′E.
    expect(chennai.latitude).toBeCloseTo(13.08, 1);
    expect(chennai.longitude).toBeCloseTo(80.27, 1);
    expect(chennai.timeZone).toBe('Asia/Kolkata');
  });

  it('finds Mumbai first for "mumb" and lower case', () => {
    expect(first('mumb')).toMatchObject({
      locationName: 'Mumbai, Maharashtra, India',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('ranks London, England above the smaller Londons', () => {
    const names = searchPlaces(index, 'London').map((place) => place.locationName);
    expect(names[0]).toBe('London, England, United Kingdom');
    expect(names).toContain('London, Ontario, Canada');
    expect(first('London').timeZone).toBe('Europe/London');
  });

  it('narrows by the text after a comma', () => {
    expect(first('London, Canada')).toMatchObject({
      locationName: 'London, Ontario, Canada',
      timeZone: 'America/Toronto',
    });
    expect(first('London, ohio').locationName).toBe('London, Ohio, United States');
  });

  it('finds New York City from "New York", west of Greenwich', () => {
    const newYork = first('New York');
    expect(newYork.locationName).toBe('New York City, New York, United States');
    expect(newYork.longitude).toBeCloseTo(-74.0, 0);
    expect(newYork.timeZone).toBe('America/New_York');
  });

  it('finds São Paulo typed without the accent, south of the equator', () => {
    const saoPaulo = first('Sao Paulo');
    expect(saoPaulo.locationName).toBe('São Paulo, Brazil');
    expect(saoPaulo.latitude).toBeCloseTo(-23.5, 0);
    expect(saoPaulo.timeZone).toBe('America/Sao_Paulo');
  });

  it('matches accents either way', () => {
    expect(first('Kodaikanal').locationName).toBe('Kodaikānāl, Tamil Nadu, India');
    expect(first('ZÜRICH').locationName.startsWith('Zürich, ')).toBe(true);
    expect(first('são').locationName).toBe('São Paulo, Brazil');
  });

  it('finds a small town', () => {
    expect(first('Swamimalai')).toMatchObject({
      locationName: 'Swāmimalai, Tamil Nadu, India',
      timeZone: 'Asia/Kolkata',
    });
    expect(first('Swamimalai').population).toBeLessThan(10_000);
  });

  it('knows common former and short names', () => {
    expect(first('Trichy').locationName).toBe('Tiruchirappalli, Tamil Nadu, India');
    expect(first('Bombay').locationName).toBe('Mumbai, Maharashtra, India');
    expect(first('Madras').locationName).toBe('Chennai, Tamil Nadu, India');
  });

  it('ranks name prefixes by population, before later-word prefixes', () => {
    const results = searchPlaces(index, 'york');
    expect(results[0]?.locationName).toBe('York, England, United Kingdom');
    const populations = results
      .filter((place) => !place.locationName.includes(' York'))
      .map((place) => place.population);
    expect([...populations].sort((a, b) => b - a)).toEqual(populations);
    expect(searchPlaces(index, 'san').map((place) => place.locationName)[0]).toBe(
      'Santiago, Santiago Metropolitan, Chile',
    );
  });

  it('answers in the shape of the contract location suggestion', () => {
    for (const place of searchPlaces(index, 'Kol'))
      expect(locationSuggestionSchema.parse(place)).toEqual(place);
  });

  it('answers from 3 characters, at most 10 places', () => {
    expect(searchPlaces(index, 'Lo')).toEqual([]);
    expect(searchPlaces(index, ' a, ')).toEqual([]);
    expect(searchPlaces(index, 'Lon')).toHaveLength(10);
    expect(searchPlaces(index, 'Lon', 50)).toHaveLength(10);
    expect(searchPlaces(index, 'Lon', 3)).toHaveLength(3);
    expect(searchPlaces(index, 'Qqqxz')).toEqual([]);
  });

  it('answers in well under 10 ms a query', () => {
    const queries = ['Chennai', 'lon', 'san', 'Sao Paulo', 'new', 'ban', 'mar', 'kol', 'tok', 'ber'];
    searchPlaces(index, 'warm up');
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) for (const query of queries) searchPlaces(index, query);
    expect((performance.now() - started) / 50).toBeLessThan(10);
  });
});
