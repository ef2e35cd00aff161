/**
 * Display languages: the phrase resources of each language and the astrological names, shared by
 * the browser (react-i18next) and the server's printouts.
 */
import { astroNameEntries } from './astro-names.js';
import { eventNameEntries } from './event-names.js';
import type { DisplayLanguage } from './display-languages.js';
import { en } from './en.js';
import { hi } from './hi.js';
import { ta } from './ta.js';
import { te } from './te.js';

export * from './display-languages.js';
export * from './astro-names.js';
export * from './event-names.js';
export { ENGLISH_PHRASES, type Phrase, type PhraseResource } from './en.js';
// Each language on its own, so the browser can load one language's resource when it is chosen.
export { en, hi, ta, te };

/** The phrase resource of each language. */
export const PHRASE_RESOURCES = { en, hi, ta, te } as const satisfies Record<DisplayLanguage, object>;

/**
 * Every translation of `language`: its phrases, its astrological names (planets, short names, signs,
 * nakshatras, dasha levels) and the event catalogue's names, one flat table keyed by the English text.
 */
export function translationTable(language: DisplayLanguage): Record<string, string> {
  return { ...PHRASE_RESOURCES[language], ...astroNameEntries(language), ...eventNameEntries(language) };
}
