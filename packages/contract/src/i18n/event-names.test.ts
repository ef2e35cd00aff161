import { describe, expect, it } from 'vitest';
import { ENGLISH_EVENT_NAMES, ENGLISH_PHRASES, EVENT_NAMES, translationTable } from './index.js';

describe.each(['hi', 'ta', 'te'] as const)('the %s event names', (language) => {
  const names: Record<string, string> = EVENT_NAMES[language];

  it('name every catalogue event and menu heading in the language’s own script', () => {
    expect(Object.keys(names).sort()).toEqual([...ENGLISH_EVENT_NAMES].sort());
    const untranslated = Object.values(names).filter((name) => !name.trim() || /[A-Za-z]/.test(name));
    expect(untranslated).toEqual([]);
  });

  it('reach every screen and printout through the translation table', () => {
    const table = translationTable(language);
    expect(ENGLISH_EVENT_NAMES.filter((name) => table[name] !== names[name])).toEqual([]);
  });
});

describe('the event names', () => {
  it('never take a screen phrase’s key, so neither table silently overrides the other', () => {
    const phrases = new Set<string>(ENGLISH_PHRASES);
    expect(ENGLISH_EVENT_NAMES.filter((name) => phrases.has(name))).toEqual([]);
  });

  it('read as the panchangs write them', () => {
    expect(translationTable('hi').Marriage).toBe('विवाह');
    expect(translationTable('ta').Longevity).toBe('ஆயுள்');
    expect(translationTable('te').Childbirth).toBe('సంతాన ప్రాప్తి');
    expect(translationTable('en')['Job / service']).toBe('Job / service');
  });
});
