import { describe, expect, it } from 'vitest';
import { defineVocabulary, nameOf } from './vocabulary.js';

describe('defineVocabulary', () => {
  const paksha = defineVocabulary(
    [
      ['shukla', { en: 'Shukla', hi: 'शुक्ल', ta: 'சுக்ல', te: 'శుక్ల' }],
      ['krishna', { en: 'Krishna', hi: 'कृष्ण', ta: 'கிருஷ்ண', te: 'కృష్ణ' }],
    ],
    ['test'],
  );

  it('keeps the ids in the order given and answers the words of each language', () => {
    expect(paksha.ids).toEqual(['shukla', 'krishna']);
    expect(nameOf(paksha, 'krishna', 'hi')).toBe('कृष्ण');
    expect(nameOf(paksha, 'shukla', 'en')).toBe('Shukla');
  });
});
