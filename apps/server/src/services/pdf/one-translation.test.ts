import { ENGLISH_PHRASES, PHRASE_RESOURCES, translationTable, type DisplayLanguage } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LABELS, type LabelKey } from './pdf-labels.js';
import { pdfWords } from './pdf-words.js';

const LANGUAGES: readonly DisplayLanguage[] = ['hi', 'ta', 'te'];
const LABEL_KEYS = Object.keys(ENGLISH_LABELS) as LabelKey[];

/**
 * One phrase, one translation: every PDF label is a key of the one phrase system the screens use (a screen
 * phrase, a name of the domain or a printout's own text), so an English phrase that a screen and a PDF both say
 * is one entry with one translation per language.
 */
describe.each(LANGUAGES)('screens and PDFs in %s', (language) => {
  const table = translationTable(language);
  const words = pdfWords(language);

  it('print every label in the words of the one phrase system', () => {
    const outside = LABEL_KEYS.filter((key) => !(ENGLISH_LABELS[key] in table));
    expect(outside).toEqual([]);
    const twoWays = LABEL_KEYS.map((key) => [key, table[ENGLISH_LABELS[key]], words.label(key)]).filter(
      ([, screen, pdf]) => screen !== pdf,
    );
    expect(twoWays).toEqual([]);
  });

  it('share many phrases with the screens', () => {
    const screenPhrases = new Set<string>(ENGLISH_PHRASES);
    const printouts = new Set(Object.keys(PHRASE_RESOURCES[language]));
    const shared = LABEL_KEYS.filter((key) => screenPhrases.has(ENGLISH_LABELS[key]));
    expect(shared.length).toBeGreaterThan(20);
    expect(shared.every((key) => printouts.has(ENGLISH_LABELS[key]))).toBe(true);
  });
});

describe('the phrase resources', () => {
  it('hold each English phrase once, so it cannot be translated two ways', () => {
    const seen = new Map<string, number>();
    for (const phrase of ENGLISH_PHRASES) seen.set(phrase, (seen.get(phrase) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('fill a label’s slots where the language puts them', () => {
    expect(pdfWords('en').label('page', { page: 2, pages: 3 })).toBe('Page 2 of 3');
    expect(pdfWords('hi').label('kpSheetHeading', { client: 'राम' })).toBe('के.पी. पत्रक: राम');
    // The screens' word for the event group, where the PDF once said प्रतिकूल.
    expect(pdfWords('hi').label('bad')).toBe('अशुभ भाव');
  });
});
