import { describe, expect, it } from 'vitest';
import {
  CLIENT_SEARCH_MESSAGES,
  locationSearchSchema,
  locationSuggestionSchema,
  searchRequestSchema,
  toSuggestionKey,
} from './client-search.js';

describe('searchRequestSchema', () => {
  it('defaults to page 0 of 5', () => {
    expect(searchRequestSchema.parse({ keyword: ' Ravi ' })).toEqual({
      pageNumber: 0,
      pageSize: 5,
      keyword: 'Ravi',
    });
  });

  it('asks for a keyword with the spec message', () => {
    expect(searchRequestSchema.safeParse({ keyword: '  ' }).error?.issues[0]?.message).toBe(
      'Enter search keyword like Id, Name, DOB, Mobile, Email, Birth Place.',
    );
  });

  it('carries the modal messages verbatim', () => {
    expect(CLIENT_SEARCH_MESSAGES.notFound).toBe('Client is not found with the search keyword.');
    expect(CLIENT_SEARCH_MESSAGES.multipleFound).toBe(
      'Multiple Client details found. Search with specific keyword.',
    );
  });

  it('writes suggestion keys as "id - text"', () => {
    expect(toSuggestionKey(12, 'Ravi Kumar')).toBe('12 - Ravi Kumar');
  });
});

describe('location search', () => {
  it('needs 3 characters', () => {
    expect(locationSearchSchema.safeParse({ text: 'Ch' }).success).toBe(false);
    expect(locationSearchSchema.parse({ text: 'Che' }).text).toBe('Che');
  });

  it('describes a suggestion with its time zone', () => {
    const chennai = {
      locationName: 'Chennai, Tamil Nadu, India',
      latitude: 13.08784,
      longitude: 80.27847,
      timeZone: 'Asia/Kolkata',
      population: 4646732,
    };
    expect(locationSuggestionSchema.parse(chennai)).toEqual(chennai);
    expect(locationSuggestionSchema.safeParse({ ...chennai, latitude: 91 }).success).toBe(false);
  });
});
