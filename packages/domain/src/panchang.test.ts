/**
 * The words of the panchang: every id has words in all four languages, each in its own script, ids unique;
 * the karana of each number and the months' naming follow panchang.md §4.4 and §6.
 */
import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGE_CODES, type DisplayLanguage } from './languages.js';
import {
  AYANAS,
  KARANA_OF_NUMBER,
  KARANAS,
  LUNAR_MONTH_QUALIFIERS,
  LUNAR_MONTHS,
  PAKSHAS,
  PANCHANG_LABELS,
  PANCHANG_PERIODS,
  RITUS,
  SAMVATSARAS,
  SUNRISE_CONVENTION_MEANINGS,
  SUNRISE_CONVENTIONS,
  YOGAS,
  findKaranaName,
  nameLunarMonth,
} from './panchang.js';
import { nameOf, type Vocabulary } from './vocabulary.js';

const VOCABULARIES: Record<string, Vocabulary<string | number>> = {
  YOGAS,
  KARANAS,
  LUNAR_MONTHS,
  LUNAR_MONTH_QUALIFIERS,
  RITUS,
  AYANAS,
  PAKSHAS,
  SAMVATSARAS,
  PANCHANG_PERIODS,
  SUNRISE_CONVENTIONS,
  SUNRISE_CONVENTION_MEANINGS,
  PANCHANG_LABELS,
};

/** The letters each language is written in (punctuation aside). */
const SCRIPTS: Record<Exclude<DisplayLanguage, 'en'>, RegExp> = {
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};
const OTHER_INDIC = /[\u0900-\u0DFF]/gu;

describe.each(Object.entries(VOCABULARIES))('%s', (_name, vocabulary) => {
  it('has unique ids and a source', () => {
    expect(new Set(vocabulary.ids).size).toBe(vocabulary.ids.length);
    expect(vocabulary.sources.length).toBeGreaterThan(0);
  });

  it('has words for every id in every language, each in its own script', () => {
    for (const id of vocabulary.ids) {
      for (const language of DISPLAY_LANGUAGE_CODES) {
        const words = nameOf(vocabulary, id, language);
        expect(words.trim(), `${id} ${language}`).not.toBe('');
        const indic = words.match(OTHER_INDIC) ?? [];
        if (language === 'en') {
          expect(indic, `${id} en`).toEqual([]);
        } else {
          expect(SCRIPTS[language].test(words), `${id} ${language}: ${words}`).toBe(true);
          expect(
            indic.every((c) => SCRIPTS[language].test(c)),
            `${id} ${language}: ${words}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('the numbered cycles', () => {
  it('number the yogas 1..27, the months 0..11 and the samvatsaras 1..60 in the order of panchang.md', () => {
    expect(YOGAS.ids).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(LUNAR_MONTHS.ids).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(SAMVATSARAS.ids).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect([1, 7, 27].map((y) => nameOf(YOGAS, y, 'en'))).toEqual(['Vishkambha', 'Sukarma', 'Vaidhriti']);
    expect([35, 48, 40, 53].map((n) => nameOf(SAMVATSARAS, n, 'en'))).toEqual([
      'Plava',
      'Ananda',
      'Parabhava',
      'Siddharthi',
    ]);
  });
});

describe('the karana of each number (panchang.md §4.4)', () => {
  // The doc's table, karana by karana, with the numbers it lists.
  const TABLE: Record<string, number[]> = {
    kimstughna: [1],
    bava: [2, 9, 16, 23, 30, 37, 44, 51],
    balava: [3, 10, 17, 24, 31, 38, 45, 52],
    kaulava: [4, 11, 18, 25, 32, 39, 46, 53],
    taitila: [5, 12, 19, 26, 33, 40, 47, 54],
    garaja: [6, 13, 20, 27, 34, 41, 48, 55],
    vanija: [7, 14, 21, 28, 35, 42, 49, 56],
    vishti: [8, 15, 22, 29, 36, 43, 50, 57],
    shakuni: [58],
    chatushpada: [59],
    naga: [60],
  };

  it('names every number 1..60 as the table does', () => {
    const expected: string[] = [];
    for (const [name, numbers] of Object.entries(TABLE)) for (const k of numbers) expected[k - 1] = name;
    expect(KARANA_OF_NUMBER).toEqual(expected);
    expect(Object.keys(TABLE)).toEqual(KARANAS.ids);
  });

  it('agrees with the check of 24 Jan 2022: Vanija 42, Vishti 43, Bava 44', () => {
    expect([42, 43, 44].map(findKaranaName)).toEqual(['vanija', 'vishti', 'bava']);
  });

  it('refuses a number outside 1..60', () => {
    expect(() => findKaranaName(0)).toThrow(/karana must be 1..60: 0/);
    expect(() => findKaranaName(61)).toThrow(RangeError);
  });
});

describe('the name of a lunar month (panchang.md §6)', () => {
  const plain = { isAdhika: false, isKshaya: false, secondMonth: null };
  it('writes a plain, an adhika and a kshaya month', () => {
    expect(nameLunarMonth({ month: 9, ...plain }, 'en')).toBe('Pausha');
    expect(nameLunarMonth({ month: 4, ...plain, isAdhika: true }, 'en')).toBe('Adhika Shravana');
    expect(nameLunarMonth({ month: 4, ...plain, isAdhika: true }, 'hi')).toBe('अधिक श्रावण');
    expect(nameLunarMonth({ month: 9, isAdhika: false, isKshaya: true, secondMonth: 10 }, 'en')).toBe(
      'Kshaya Pausha–Magha',
    );
  });
});
