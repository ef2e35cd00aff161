import {
  BODIES,
  BODY_ABBREVIATIONS,
  chartAbbreviation,
  SIGN_NAMES,
  nameOf,
  type ChartCusp,
  type ChartItem,
  type ChartItemLabel,
} from '@kpdesk/contract';

/** Sign names by index (from the contract, shared with the server's answers). */
export { SIGN_NAMES };

/** Full names read out by screen readers for the short chart labels. */
export const ITEM_NAMES = Object.fromEntries(
  BODIES.ids.map((id) => [nameOf(BODY_ABBREVIATIONS, id, 'en'), nameOf(BODIES, id, 'en')]),
) as Readonly<Record<ChartItemLabel, string>>;

/**
 * A drawn label's chart abbreviation in the display language ('Sun' → 'सू'): never the translation of 'Sun',
 * which is the Sun's full name in the phrase system.
 */
export const abbreviationIn = (language: string, label: string): string =>
  chartAbbreviation(language, ITEM_NAMES[label as ChartItemLabel]) ?? label;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/** Cusp numeral I..XII for cusp 1..12. */
export function toRoman(cuspNumber: number): string {
  return ROMAN[cuspNumber - 1] ?? String(cuspNumber);
}

/**
 * Degrees within a sign as D°MM′, minutes truncated (not rounded) so 29.9999° stays 29°59′ and never
 * shows a 30° that belongs to the next sign.
 */
export function formatRelDegree(relDegree: number): string {
  const totalMinutes = Math.floor(relDegree * 60 + 1e-9);
  const degrees = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${degrees}°${String(minutes).padStart(2, '0')}′`;
}

/** Legend marks after a label: (R) retro, @ in own star, * not a star lord of any planet. */
export function formatItemMarks(item: ChartItem): string {
  if (item.label === 'Asc') return '';
  return `${item.retro ? '(R)' : ''}${item.inOwnStar ? '@' : ''}${item.notStarLord ? '*' : ''}`;
}

/** Shows a name in the display language (a translation function); names are English by default. */
export type NameOf = (englishName: string) => string;

const asWritten: NameOf = (name) => name;

/**
 * Says a screen text (its English wording is the key) with its `{{slot}}` values in the display language;
 * by default in English, the slots filled in.
 */
export type Say = (text: string, values?: Readonly<Record<string, string | number>>) => string;

const inEnglish: Say = (text, values = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (slot, key: string) => String(values[key] ?? slot));

/**
 * The drawn text of an item, e.g. "Ven(R)@ 19°17′" or "Ven(R)@" without degree; `nameOf` gives the short name
 * in the display language.
 */
export function formatItemText(item: ChartItem, showDegree: boolean, nameOf: NameOf = asWritten): string {
  const name = `${nameOf(item.label)}${formatItemMarks(item)}`;
  return showDegree ? `${name} ${formatRelDegree(item.relDegree)}` : name;
}

/** The drawn text of a cusp, e.g. "I 19°25′". */
export function formatCuspText(cusp: ChartCusp): string {
  return `${toRoman(cusp.number)} ${formatRelDegree(cusp.relDegree)}`;
}

/** The drawn house number of a cell, e.g. "H1" ("भा1" in Hindi). */
export function formatHouseNumber(houseNumber: number, say: Say = inEnglish): string {
  return say('H{{house}}', { house: houseNumber });
}

function describeItem(item: ChartItem, nameOf: NameOf, say: Say): string {
  // The (R) mark stays as the legend writes it in every language; the other notes are words.
  const notes = [
    item.retro ? 'R' : '',
    item.inOwnStar ? say('in own star') : '',
    item.notStarLord ? say('not a star lord') : '',
  ].filter(Boolean);
  const base = `${nameOf(ITEM_NAMES[item.label])} ${formatRelDegree(item.relDegree)}`;
  return notes.length > 0 ? `${base} (${notes.join(', ')})` : base;
}

/** What a cell's description needs besides its contents: names and sentences in the display language. */
export interface CellWords {
  nameOf?: NameOf;
  say?: Say;
}

/**
 * The accessible description of a cell, e.g. "Aries, house 1: Ascendant 19°25′, Mercury 3°10′ (R); cusp I 19°25′".
 * It always lists everything in the cell, whatever the toggles hide from the drawing.
 */
export function describeCell(
  heading: string,
  items: readonly ChartItem[],
  cusps: readonly ChartCusp[],
  { nameOf = asWritten, say = inEnglish }: CellWords = {},
): string {
  const planets =
    items.length > 0 ? items.map((item) => describeItem(item, nameOf, say)).join(', ') : say('no planets');
  if (cusps.length === 0) return say('{{heading}}: {{planets}}', { heading, planets });
  const sentence =
    cusps.length > 1
      ? '{{heading}}: {{planets}}; cusps {{cusps}}'
      : '{{heading}}: {{planets}}; cusp {{cusps}}';
  return say(sentence, { heading, planets, cusps: cusps.map(formatCuspText).join(', ') });
}
