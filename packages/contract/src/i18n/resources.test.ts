import { describe, expect, it } from 'vitest';
import {
  ASTRO_NAMES,
  astroNameEntries,
  ENGLISH_NAMES,
  ENGLISH_PHRASES,
  PHRASE_RESOURCES,
  translationTable,
} from './index.js';
import { LIFE_EVENT_CATEGORIES } from '../life-events.js';
import { PLANET_COLUMN_TITLES } from '../charts.js';
import { BODY_ABBREVIATIONS, nameOf, PLANET_CATEGORIES, PLANET_IDS } from '../names.js';

const LANGUAGES = ['hi', 'ta', 'te'] as const;
/** The interpolation slots of a text, e.g. ['{{name}}']. */
const slotsOf = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

describe.each(LANGUAGES)('the %s resource', (language) => {
  const resource: Record<string, string> = PHRASE_RESOURCES[language];

  it('translates every English phrase, none empty', () => {
    const missing = ENGLISH_PHRASES.filter((phrase) => !resource[phrase]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(resource).sort()).toEqual([...ENGLISH_PHRASES].sort());
  });

  it('keeps every interpolation slot of the English phrase', () => {
    const changed = ENGLISH_PHRASES.filter(
      (phrase) => slotsOf(phrase).join() !== slotsOf(resource[phrase] ?? '').join(),
    );
    expect(changed).toEqual([]);
  });

  it('names every planet, sign, star and dasha level', () => {
    const names = ASTRO_NAMES[language];
    expect(Object.keys(names.bodies).sort()).toEqual(Object.keys(ENGLISH_NAMES.bodies).sort());
    expect(names.signs).toHaveLength(12);
    expect(names.nakshatras).toHaveLength(27);
    expect(names.dashaLevels).toHaveLength(5);
    const all = [
      ...Object.values(names.bodies).flat(),
      ...names.signs,
      ...names.nakshatras,
      ...names.dashaLevels,
    ];
    expect(all.filter((name) => !name.trim())).toEqual([]);
    // Every name is in the language's own script, not English left untranslated.
    expect(all.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });
});

describe('the translation table', () => {
  it('maps the engine’s names and short names to the language’s forms', () => {
    const hindi = translationTable('hi');
    expect(hindi.Sun).toBe('सूर्य');
    expect(hindi.Mon).toBe('चं');
    expect(hindi.Aries).toBe('मेष');
    expect(hindi.Revati).toBe('रेवती');
    expect(translationTable('ta').Moon).toBe('சந்திரன்');
    expect(translationTable('te').Sun).toBe('సూర్యుడు');
    expect(translationTable('en').Rag).toBe('Rag');
  });
});

describe('the names of the domain', () => {
  it('are written once: no phrase list repeats a name the domain vocabularies key', () => {
    const names = Object.keys(astroNameEntries('en'));
    const phrases = new Set<string>(ENGLISH_PHRASES);
    expect(names.filter((name) => phrases.has(name))).toEqual([]);
  });

  it('translate weekdays, tithis, ruling slots and planet categories from the domain', () => {
    const tamil = translationTable('ta');
    expect(tamil.Sunday).toBe('ஞாயிற்றுக்கிழமை');
    expect(translationTable('te').Pratipada).toBe('పాడ్యమి');
    expect(translationTable('hi')['Day lord']).toBe('वार स्वामी');
    expect(tamil['Favourable (More)']).toBe('மிக சாதகம்');
  });
});

describe('the spec-typed copies of domain words', () => {
  it('spell the categories and the planet columns exactly as the domain does', () => {
    const categories = PLANET_CATEGORIES.ids.map((id) => nameOf(PLANET_CATEGORIES, id, 'en'));
    expect(LIFE_EVENT_CATEGORIES.map((c) => c.name)).toEqual(categories);
    expect([...PLANET_COLUMN_TITLES]).toEqual(PLANET_IDS.map((id) => nameOf(BODY_ABBREVIATIONS, id, 'en')));
  });
});
