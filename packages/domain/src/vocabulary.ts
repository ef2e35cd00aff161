/**
 * The shape of every name of the domain: an id that calculations and answers carry, and its words in each
 * display language, written once. Pages and PDFs choose the words at the edge with `nameOf`; nothing parses
 * or compares the words.
 */
import type { DisplayLanguage } from './languages.js';

/** One name in every display language. */
export type Names = Readonly<Record<DisplayLanguage, string>>;

/**
 * A vocabulary: the ids of one kind of name in their canonical order, the words of each id, and where the
 * words come from (the panchangs, books or programs whose spellings they follow).
 */
export interface Vocabulary<Id extends string | number> {
  readonly ids: readonly Id[];
  readonly names: Readonly<Record<Id, Names>>;
  readonly sources: readonly string[];
}

/**
 * Builds a vocabulary from its entries in canonical order, so the ids and the words cannot drift apart. Marked
 * free of side effects, so a bundle keeps only the vocabularies a screen uses (the sign-in screen's budget).
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineVocabulary<Id extends string | number>(
  entries: readonly (readonly [id: Id, names: Names])[],
  sources: readonly string[],
): Vocabulary<Id> {
  const names = Object.fromEntries(entries) as Record<Id, Names>;
  return { ids: entries.map(([id]) => id), names, sources };
}

/** The words of `id` in `language`. */
export function nameOf<Id extends string | number>(
  vocabulary: Vocabulary<Id>,
  id: Id,
  language: DisplayLanguage,
): string {
  return vocabulary.names[id][language];
}
