/**
 * The astrological names as translation entries: the words live once in @kpdesk/domain (with their sources);
 * this module keys them by the English word the answers carry today, so `t(name)` and the PDFs translate a
 * planet, short name, sign, star, dasha level, weekday, tithi, tithi type, ruling slot, house group or planet
 * category without the server knowing the language.
 */
import {
  BODIES,
  BODY_ABBREVIATIONS,
  DASHA_LEVEL_NAMES,
  HOUSE_GROUPS,
  PLANET_CATEGORIES,
  SUNRISE_CONVENTIONS,
  RULING_ROLE_NAMES,
  STARS,
  TITHI_TYPES,
  TITHIS,
  WEEKDAY_NAMES,
  ZODIAC_SIGNS,
  nameOf,
  type BodyId,
  type Vocabulary,
} from '@kpdesk/domain';
import type { DisplayLanguage } from './display-languages.js';

/** A body's full name and chart abbreviation. */
type BodyName = readonly [name: string, abbreviation: string];

interface LanguageNames {
  bodies: Readonly<Record<BodyId, BodyName>>;
  /** Aries … Pisces. */
  signs: readonly string[];
  /** Ashwini … Revati. */
  nakshatras: readonly string[];
  /** Dasha, Bhukti, Antara, Sookshma, Prana. */
  dashaLevels: readonly string[];
}

const wordsOf = <Id extends string | number>(v: Vocabulary<Id>, language: DisplayLanguage): string[] =>
  v.ids.map((id) => nameOf(v, id, language));

function languageNames(language: DisplayLanguage): LanguageNames {
  const bodies = {} as Record<BodyId, BodyName>;
  for (const id of BODIES.ids)
    bodies[id] = [nameOf(BODIES, id, language), nameOf(BODY_ABBREVIATIONS, id, language)];
  return {
    bodies,
    signs: wordsOf(ZODIAC_SIGNS, language),
    nakshatras: wordsOf(STARS, language),
    dashaLevels: wordsOf(DASHA_LEVEL_NAMES, language),
  };
}

/** The English names: the keys every other language translates (the engine's own spellings). */
export const ENGLISH_NAMES: LanguageNames = languageNames('en');

/** The names of each display language, by list. */
export const ASTRO_NAMES: Readonly<Record<DisplayLanguage, LanguageNames>> = {
  en: ENGLISH_NAMES,
  hi: languageNames('hi'),
  ta: languageNames('ta'),
  te: languageNames('te'),
};

/**
 * A body's chart abbreviation in `language` ('Sun' → 'सू', 'Moon' → 'चं'), by its English name; undefined for any
 * other name. The translation table cannot answer it: 'Sun' is both the Sun's name and its short name there,
 * and reads as the name.
 */
export function chartAbbreviation(language: string, name: string): string | undefined {
  const names = ASTRO_NAMES[language as DisplayLanguage] ?? ENGLISH_NAMES;
  return (names.bodies as Readonly<Record<string, BodyName>>)[name]?.[1];
}

/** The vocabularies whose English words are translation keys, after the bodies. */
const KEYED_VOCABULARIES: readonly Vocabulary<string | number>[] = [
  ZODIAC_SIGNS,
  STARS,
  DASHA_LEVEL_NAMES,
  WEEKDAY_NAMES,
  TITHIS,
  TITHI_TYPES,
  RULING_ROLE_NAMES,
  HOUSE_GROUPS,
  PLANET_CATEGORIES,
  SUNRISE_CONVENTIONS,
];

/**
 * Every English astrological name and short name with its form in `language`: the translation entries of
 * the names (full names map to full names, the three-letter short names to the chart abbreviations).
 */
export function astroNameEntries(language: DisplayLanguage): Record<string, string> {
  const entries: Record<string, string> = {};
  // Short names first: 'Sun' is both the Sun's name and its short name, and reads as the full name.
  for (const id of BODIES.ids)
    entries[nameOf(BODY_ABBREVIATIONS, id, 'en')] = nameOf(BODY_ABBREVIATIONS, id, language);
  for (const v of [BODIES, ...KEYED_VOCABULARIES]) {
    for (const id of v.ids) entries[nameOf(v, id, 'en')] = nameOf(v, id, language);
  }
  return entries;
}
