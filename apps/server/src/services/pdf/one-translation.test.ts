import { translationTable, type DisplayLanguage } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LABELS, type LabelKey } from './pdf-labels.js';
import { PDF_LABELS, pdfWords } from './pdf-words.js';

const LANGUAGES: readonly DisplayLanguage[] = ['hi', 'ta', 'te'];

/**
 * One phrase, one translation: wherever an English phrase is both a screen's and a printout's, the PDF says
 * it as the screen does, in every language (the screens' resources are one table per language, so a phrase
 * has one translation there by construction).
 */
describe.each(LANGUAGES)('screens and PDFs in %s', (language) => {
  const screens = translationTable(language);
  const words = pdfWords(language);

  it('translate every English phrase they share the same way', () => {
    const shared = (Object.keys(ENGLISH_LABELS) as LabelKey[]).filter(
      (key) => ENGLISH_LABELS[key] in screens,
    );
    expect(shared.length).toBeGreaterThan(20);
    const twoWays = shared
      .map((key) => [ENGLISH_LABELS[key], screens[ENGLISH_LABELS[key]], words.label(key)])
      .filter(([, screen, pdf]) => screen !== pdf);
    expect(twoWays).toEqual([]);
  });

  it("were said two ways before the PDFs took the screens' words (the tables this test guards against)", () => {
    const table = PDF_LABELS[language];
    const differing = (Object.keys(ENGLISH_LABELS) as LabelKey[]).filter(
      (key) => ENGLISH_LABELS[key] in screens && table[key] !== screens[ENGLISH_LABELS[key]],
    );
    // The PDF's own tables still differ on some shared phrases; the words above never use them for those.
    expect(differing.length).toBeGreaterThan(0);
  });
});
