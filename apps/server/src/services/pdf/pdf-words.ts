/**
 * The words of one PDF in the client's effective display language (config11 of the client, else of the
 * astrologer: the rule the pages follow): the labels of pdf-labels.ts and the planet, sign, star, dasha-level,
 * event and planet-category names, all through the contract's translation table, which the pages use too. A
 * name the table does not hold prints as it came.
 */
import { ASTRO_NAMES, ENGLISH_NAMES, translationTable, type DisplayLanguage } from '@kpdesk/contract';
import { ENGLISH_LABELS, fillLabel, type LabelKey } from './pdf-labels.js';

/** What the layout code asks for a word. */
export interface PdfWords {
  language: DisplayLanguage;
  /** The label `key`, its `{{slots}}` filled from `values`. */
  label: (key: LabelKey, values?: Record<string, string | number>) => string;
  /** An English planet, sign, star, dasha-level, event or category name (or short name) in the language. */
  name: (english: string) => string;
  /** A planet's short name (Sun, Mon, … in English; the chart abbreviation otherwise) for narrow cells. */
  shortPlanet: (english: string) => string;
  /** A comma list of planets as short names joined by spaces. */
  shortPlanets: (list: string) => string;
  /** A chart label (Asc, Sun, Mon, … Rag, Ket) as the language's chart abbreviation. */
  chartAbbreviation: (label: string) => string;
}

/** The words of `language`. */
export function pdfWords(language: DisplayLanguage): PdfWords {
  const names = translationTable(language);
  const name = (english: string) => names[english] ?? english;
  const bodies: Readonly<Record<string, readonly [string, string]>> = ASTRO_NAMES[language].bodies;
  // From the bodies table itself: 'Sun' is both a name and a short name, and the table reads it as the name.
  const shortPlanet = (english: string) => bodies[english]?.[1] ?? english;
  const abbreviations = new Map(
    Object.entries(ENGLISH_NAMES.bodies).map(([body, [, short]]) => [short, bodies[body]?.[1] ?? short]),
  );
  return {
    language,
    chartAbbreviation: (label) => abbreviations.get(label) ?? label,
    label: (key, values) => fillLabel(name(ENGLISH_LABELS[key]), values),
    name,
    shortPlanet,
    shortPlanets: (list) => (list === '' ? '' : list.split(',').map(shortPlanet).join(' ')),
  };
}
