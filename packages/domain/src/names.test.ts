import { describe, expect, it } from 'vitest';
import * as domain from './index.js';
import { DISPLAY_LANGUAGE_CODES } from './languages.js';
import type { Vocabulary } from './vocabulary.js';

const isVocabulary = (value: unknown): value is Vocabulary<string | number> =>
  typeof value === 'object' && value !== null && 'ids' in value && 'names' in value && 'sources' in value;

const vocabularies = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, Vocabulary<string | number>] => isVocabulary(entry[1]),
);

describe('every vocabulary of the domain', () => {
  it('is found (the check below runs over all of them)', () => {
    const found = vocabularies.map(([name]) => name);
    expect(found).toEqual(
      expect.arrayContaining(['BODIES', 'ZODIAC_SIGNS', 'STARS', 'TITHIS', 'LIFE_EVENTS']),
    );
  });

  it.each(vocabularies)(
    '%s has non-empty words in all four languages for every id, and its sources',
    (_: string, v: Vocabulary<string | number>) => {
      const missing = v.ids.flatMap((id) =>
        DISPLAY_LANGUAGE_CODES.filter((language) => !v.names[id]?.[language]?.trim()).map(
          (l) => `${id}:${l}`,
        ),
      );
      expect(missing).toEqual([]);
      expect(new Set(v.ids).size).toBe(v.ids.length);
      expect(v.sources.length).toBeGreaterThan(0);
    },
  );
});

describe('the counts of the cycles', () => {
  it('has 9 planets and the Ascendant, 12 signs, 27 stars, 30 tithis, 7 weekdays, 15 events, 9 categories', () => {
    const counts = [domain.BODIES, domain.ZODIAC_SIGNS, domain.STARS, domain.TITHIS, domain.WEEKDAY_NAMES];
    expect(counts.map((v) => v.ids.length)).toEqual([10, 12, 27, 30, 7]);
    expect([domain.LIFE_EVENTS.ids.length, domain.PLANET_CATEGORIES.ids.length]).toEqual([15, 9]);
  });

  it('names a dark-half tithi as its bright-half twin and ends each half with the full and the new moon', () => {
    expect(domain.nameOf(domain.TITHIS, 16, 'en')).toBe(domain.nameOf(domain.TITHIS, 1, 'en'));
    expect([15, 30].map((n) => domain.nameOf(domain.TITHIS, n, 'te'))).toEqual(['పౌర్ణమి', 'అమావాస్య']);
  });
});

describe('the chart abbreviations', () => {
  const letters = (text: string) =>
    [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)].length;

  it.each(['hi', 'ta', 'te'] as const)(
    'are of one length in %s, so no planet stands out in a chart square',
    (language) => {
      const lengths = new Set(
        domain.BODY_ABBREVIATIONS.ids.map((id) =>
          letters(domain.nameOf(domain.BODY_ABBREVIATIONS, id, language)),
        ),
      );
      expect([...lengths]).toHaveLength(1);
    },
  );

  it('are all different within a language', () => {
    for (const language of DISPLAY_LANGUAGE_CODES) {
      const words = domain.BODY_ABBREVIATIONS.ids.map((id) =>
        domain.nameOf(domain.BODY_ABBREVIATIONS, id, language),
      );
      expect(new Set(words).size).toBe(words.length);
    }
  });
});
