/**
 * The words of a match answer in a display language, for the Match page and its printout alike, so the screen
 * and the PDF say the same thing: every name comes from the domain's vocabularies by key, id or number.
 */
import {
  BODIES,
  BODY_ABBREVIATIONS,
  DOSHA_RULES,
  DOSHAS,
  GANAS,
  KOOTA_RULES,
  KOOTAS,
  MANGLIK_RULES,
  MARRIAGE_VERDICTS,
  MATCH_BANDS,
  MATCH_LABELS,
  NADIS,
  PORUTHAMS,
  STARS,
  TARAS,
  VARNAS,
  VASHYA_GROUPS,
  YONIS,
  ZODIAC_SIGNS,
  type DisplayLanguage,
  type MatchLabelKey,
} from '@kpdesk/domain';

type Names = Readonly<Record<string | number, Record<DisplayLanguage, string>>>;

/** The vocabulary each koota's partner values are words of (Bhakoot: the Moon's sign). */
const VALUE_NAMES: Readonly<Record<string, Names>> = {
  varna: VARNAS.names,
  vashya: VASHYA_GROUPS.names,
  tara: TARAS.names,
  yoni: YONIS.names,
  grahaMaitri: BODIES.names,
  gana: GANAS.names,
  bhakoot: ZODIAC_SIGNS.names,
  nadi: NADIS.names,
};

/** The words of a match in one language; a key no vocabulary holds is shown as it came. */
export interface MatchWords {
  language: DisplayLanguage;
  label: (key: MatchLabelKey) => string;
  koota: (key: string) => string;
  kootaRule: (key: string) => string;
  /** A partner's value of a koota (a varna, a yoni, the sign lord, …) in words. */
  kootaValue: (key: string, value: unknown) => string;
  porutham: (key: string) => string;
  dosha: (key: string) => string;
  doshaRule: (key: string) => string;
  manglikRule: (key: string) => string;
  verdict: (key: string) => string;
  band: (key: string) => string;
  planet: (id: string) => string;
  /** A planet's chart abbreviation (Sun, Mon, … in English), for narrow places. */
  shortPlanet: (id: string) => string;
  /** Nakshatra 1 = Ashwini … 27 = Revati. */
  star: (n: number) => string;
  /** Sign 0 = Aries … 11 = Pisces. */
  sign: (n: number) => string;
}

/** The words of `language`. */
export function matchWords(language: DisplayLanguage): MatchWords {
  const pick = (names: Names, id: string | number) => names[id]?.[language] ?? String(id);
  return {
    language,
    label: (key) => MATCH_LABELS.names[key][language],
    koota: (key) => pick(KOOTAS.names, key),
    kootaRule: (key) => pick(KOOTA_RULES.names, key),
    kootaValue: (key, value) => pick(VALUE_NAMES[key] ?? {}, value as string | number),
    porutham: (key) => pick(PORUTHAMS.names, key),
    dosha: (key) => pick(DOSHAS.names, key),
    doshaRule: (key) => pick(DOSHA_RULES.names, key),
    manglikRule: (key) => pick(MANGLIK_RULES.names, key),
    verdict: (key) => pick(MARRIAGE_VERDICTS.names, key),
    band: (key) => pick(MATCH_BANDS.names, key),
    planet: (id) => pick(BODIES.names, id),
    shortPlanet: (id) => pick(BODY_ABBREVIATIONS.names, id),
    star: (n) => pick(STARS.names, n),
    sign: (n) => pick(ZODIAC_SIGNS.names, n),
  };
}
