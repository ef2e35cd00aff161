/** The words of the vargas: sixteen divisions, every id named in all four languages in its own script. */
import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGE_CODES } from './languages.js';
import { VARGA_METHODS, VARGA_NAMES, VIMSOPAKA_GROUP_NAMES } from './vargas.js';
import type { Vocabulary } from './vocabulary.js';

const SCRIPT: Record<string, RegExp> = {
  en: /^[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};

describe('varga words', () => {
  it('the sixteen divisions', () => {
    expect(VARGA_NAMES.ids).toEqual([1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]);
  });
  const all: Record<string, Vocabulary<string | number>> = {
    VARGA_NAMES,
    VARGA_METHODS,
    VIMSOPAKA_GROUP_NAMES,
  };
  for (const [name, v] of Object.entries(all)) {
    it(`${name}: unique ids, four languages in their scripts`, () => {
      expect(new Set(v.ids).size).toBe(v.ids.length);
      for (const id of v.ids)
        for (const lang of DISPLAY_LANGUAGE_CODES) expect(v.names[id]![lang]).toMatch(SCRIPT[lang]!);
    });
  }
});
