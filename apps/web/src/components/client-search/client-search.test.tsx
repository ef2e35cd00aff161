import { describe, expect, it } from 'vitest';
import { decideSearch } from './client-search';

const hit = (runningId: number) => ({
  runningId,
  firstName: 'Ravi',
  lastName: null,
  date: '1985-03-12',
  uniqueKey: `${runningId} - Ravi`,
  uniqueValue: String(runningId),
});

describe('header search decisions (spec §8)', () => {
  it('asks for a keyword', () => {
    expect(decideSearch('  ', [])).toEqual({
      message: 'Enter search keyword like Id, Name, DOB, Mobile, Email, Birth Place.',
    });
  });
  it('says when nothing is found', () => {
    expect(decideSearch('zz', [])).toEqual({ message: 'Client is not found with the search keyword.' });
  });
  it('asks for a narrower keyword when several clients match', () => {
    expect(decideSearch('ra', [hit(1), hit(2)])).toEqual({
      message: 'Multiple Client details found. Search with specific keyword.',
    });
  });
  it('opens the one client found', () => {
    expect(decideSearch('ravi', [hit(7)])).toEqual({ open: 7 });
  });
});
