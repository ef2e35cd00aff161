/**
 * The words of a muhurta printout and calendar file in the astrologer's display language: the finder's
 * labels and event names from the one vocabulary, planet names from the table the pages use.
 */
import { MUHURTA_EVENTS, MUHURTA_LABELS, nameOf, type MuhurtaLabelKey } from '@kpdesk/contract';
import type { DisplayLanguage, MuhurtaSearchRequest, MuhurtaWindowData } from '@kpdesk/contract';
import { pdfWords } from '../pdf/pdf-words.js';

/** What a muhurta file says, in one language. */
export interface MuhurtaWords {
  language: DisplayLanguage;
  label: (key: MuhurtaLabelKey) => string;
  event: (search: MuhurtaSearchRequest) => string;
  planet: (id: string) => string;
}

/** The words of `language`. */
export function muhurtaWords(language: DisplayLanguage): MuhurtaWords {
  const planets = pdfWords(language);
  return {
    language,
    label: (key) => nameOf(MUHURTA_LABELS, key, language),
    event: (search) => nameOf(MUHURTA_EVENTS, search.event, language),
    planet: (id) => planets.name(id),
  };
}

/** "Lagna Moon / Mercury / Rahu · cusp sub lord Rahu" in the language's planet names. */
export function lordsLine(window: MuhurtaWindowData, words: MuhurtaWords): string {
  const { signLord, starLord, subLord } = window.lagna;
  const lagna = [signLord, starLord, subLord].map(words.planet).join(' / ');
  return `${lagna} · ${words.label('subLordStep')} ${words.planet(window.cuspSubLord)}`;
}
