/**
 * The muhurta words (every id in four languages, each in its own script) and the profile rules of
 * muhurta.md §1 and §2: the shipped table as the doc prints it, and every rule refusing under its field.
 */
import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGE_CODES, type DisplayLanguage } from './languages.js';
import {
  MUHURTA_CUTS,
  MUHURTA_EVENTS,
  MUHURTA_GATES,
  MUHURTA_LABELS,
  MUHURTA_REASONS,
  MUHURTA_RULING_SLOTS,
  MUHURTA_VETO_DEFAULTS,
  MUHURTA_VETOES,
} from './muhurta.js';
import {
  completeMuhurtaProfile,
  findMuhurtaProfileProblems,
  isMuhurtaEvent,
  MUHURTA_PROFILES,
} from './muhurta-profiles.js';
import { KARANAS, PANCHANG_PERIODS } from './panchang.js';
import { nameOf, type Vocabulary } from './vocabulary.js';

const VOCABULARIES: Record<string, Vocabulary<string>> = {
  MUHURTA_EVENTS,
  MUHURTA_VETOES,
  MUHURTA_CUTS,
  MUHURTA_REASONS,
  MUHURTA_RULING_SLOTS,
  MUHURTA_GATES,
  MUHURTA_LABELS,
};

const SCRIPTS: Record<Exclude<DisplayLanguage, 'en'>, RegExp> = {
  hi: /[\u0900-\u097F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
};
const INDIC = /[\u0900-\u0DFF]/gu;

describe.each(Object.entries(VOCABULARIES))('%s', (_name, vocabulary) => {
  it('has unique ids, a source and words in every language in its own script', () => {
    expect(new Set(vocabulary.ids).size).toBe(vocabulary.ids.length);
    expect(vocabulary.sources.length).toBeGreaterThan(0);
    for (const id of vocabulary.ids) {
      for (const language of DISPLAY_LANGUAGE_CODES) {
        const words = nameOf(vocabulary, id, language);
        expect(words.trim(), `${id} ${language}`).not.toBe('');
        const indic = words.match(INDIC) ?? [];
        if (language === 'en') expect(indic, `${id} en`).toEqual([]);
        else
          expect(indic.length > 0 && indic.every((c) => SCRIPTS[language].test(c)), `${id} ${language}`).toBe(
            true,
          );
      }
    }
  });
});

describe('the vetoes and cut points', () => {
  it('name the seven vetoes of M5, four on by default', () => {
    expect(MUHURTA_VETOES.ids).toEqual([
      'rahuKalam',
      'yamaganda',
      'gulika',
      'durMuhurta',
      'vishti',
      'combustVenus',
      'combustJupiter',
    ]);
    const on = MUHURTA_VETOES.ids.filter((id) => MUHURTA_VETO_DEFAULTS[id]);
    expect(on).toEqual(['rahuKalam', 'yamaganda', 'gulika', 'durMuhurta']);
  });

  it("take the day's periods and Vishti from the panchang's words, under the same ids", () => {
    for (const id of ['rahuKalam', 'yamaganda', 'gulika', 'durMuhurta'] as const) {
      expect(MUHURTA_VETOES.names[id]).toBe(PANCHANG_PERIODS.names[id]);
    }
    expect(MUHURTA_VETOES.names.vishti).toBe(KARANAS.names.vishti);
  });

  it('never name a cut point and a veto alike, so an edge has one meaning', () => {
    const vetoes = new Set<string>(MUHURTA_VETOES.ids);
    expect(MUHURTA_CUTS.ids.filter((id) => vetoes.has(id))).toEqual([]);
  });

  it('name the two rejections as muhurta.md §6 writes them', () => {
    expect(MUHURTA_REASONS.ids).toEqual(['chandrashtama', 'janma-tara']);
  });
});

describe('the event profiles of §2', () => {
  // The table of muhurta.md §2, typed in from the document.
  const TABLE = [
    ['marriage', [2, 7, 11], [1, 6, 10, 12], 7],
    ['engagement', [2, 5, 7, 11], [1, 6, 12], 7],
    ['business', [2, 6, 10, 11], [5, 8, 12], 10],
    ['contract', [2, 9, 11], [6, 8, 12], 3],
    ['job', [2, 6, 10, 11], [5, 8, 12], 10],
    ['house-warming', [2, 4, 11], [3, 8, 12], 4],
    ['vehicle', [3, 4, 11], [8, 12], 4],
    ['surgery', [1, 5, 11], [6, 8, 12], 1],
    ['travel', [3, 9, 12], [2, 8], 9],
  ] as const;

  it('ships the nine events in the order of the table, with its houses and cusps', () => {
    expect(MUHURTA_EVENTS.ids).toEqual(TABLE.map(([key]) => key));
    for (const [event, favourable, negating, cusp] of TABLE) {
      expect(MUHURTA_PROFILES[event], event).toEqual({ event, favourable, negating, cusp });
      expect(findMuhurtaProfileProblems({ event }), event).toEqual([]);
    }
  });

  it('fills what an edit leaves out from the event and says whether it was edited', () => {
    expect(completeMuhurtaProfile({ event: 'marriage' })).toEqual({
      event: 'marriage',
      favourable: [2, 7, 11],
      negating: [1, 6, 10, 12],
      cusp: 7,
      edited: false,
    });
    expect(completeMuhurtaProfile({ event: 'travel', favourable: [12, 3, 3], cusp: 3 })).toEqual({
      event: 'travel',
      favourable: [3, 12],
      negating: [2, 8],
      cusp: 3,
      edited: true,
    });
    expect(completeMuhurtaProfile({ event: 'job', favourable: [11, 10, 6, 2] }).edited).toBe(false);
  });
});

describe('the rules of §1', () => {
  it('refuses an unknown event under `event`', () => {
    expect(isMuhurtaEvent('wedding')).toBe(false);
    expect(isMuhurtaEvent('toString')).toBe(false);
    expect(findMuhurtaProfileProblems({ event: 'wedding' })).toEqual([
      { field: 'event', rule: 'unknown-event' },
    ]);
  });

  it('refuses an empty F, a house outside 1..12, F and N sharing a house, a bad cusp', () => {
    expect(findMuhurtaProfileProblems({ event: 'marriage', favourable: [] })).toEqual([
      { field: 'favourable', rule: 'no-favourable' },
    ]);
    expect(findMuhurtaProfileProblems({ event: 'marriage', favourable: [2, 13] })).toEqual([
      { field: 'favourable', rule: 'house-range' },
    ]);
    expect(findMuhurtaProfileProblems({ event: 'marriage', negating: [0, 1.5] })).toEqual([
      { field: 'negating', rule: 'house-range' },
    ]);
    expect(findMuhurtaProfileProblems({ event: 'marriage', negating: [7] })).toEqual([
      { field: 'negating', rule: 'overlap' },
    ]);
    expect(findMuhurtaProfileProblems({ event: 'marriage', cusp: 13 })).toEqual([
      { field: 'cusp', rule: 'house-range' },
    ]);
  });

  it('accepts the impossible profile of §8 (it is valid, only never satisfied)', () => {
    const negating = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(findMuhurtaProfileProblems({ event: 'marriage', favourable: [12], negating })).toEqual([]);
  });
});
