/** The words of matching: every id has words in all four languages, each in its own script, ids unique. */
import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGE_CODES, type DisplayLanguage } from './languages.js';
import {
  DOSHA_RULES,
  DOSHAS,
  GANAS,
  KOOTA_RULES,
  KOOTAS,
  KP_STEPS,
  MANGLIK_REFERENCES,
  MANGLIK_RULES,
  MANGLIK_STATUSES,
  MARRIAGE_VERDICTS,
  MATCH_BANDS,
  MATCH_LABELS,
  NADIS,
  PORUTHAM_RULES,
  PORUTHAMS,
  RAJJUS,
  TARAS,
  VARNAS,
  VASHYA_GROUPS,
  YONIS,
} from './matching.js';
import { nameOf, type Vocabulary } from './vocabulary.js';

const VOCABULARIES: Record<string, Vocabulary<string>> = {
  KOOTAS,
  KOOTA_RULES,
  VARNAS,
  VASHYA_GROUPS,
  TARAS,
  YONIS,
  GANAS,
  NADIS,
  RAJJUS,
  PORUTHAMS,
  PORUTHAM_RULES,
  DOSHAS,
  DOSHA_RULES,
  MANGLIK_RULES,
  MANGLIK_STATUSES,
  MANGLIK_REFERENCES,
  MATCH_BANDS,
  MARRIAGE_VERDICTS,
  KP_STEPS,
  MATCH_LABELS,
};

/** The letters each language is written in (digits, punctuation and Latin abbreviations aside). */
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

describe('the rule phrases', () => {
  it('pair each koota and porutham with its rule', () => {
    expect(KOOTA_RULES.ids).toEqual(KOOTAS.ids);
    expect(PORUTHAM_RULES.ids).toEqual(PORUTHAMS.ids);
  });
});
