import {
  type DisplayLanguage,
  DISPLAY_LANGUAGE_CODES,
  MUHURTA_CUTS,
  MUHURTA_EVENTS,
  MUHURTA_LABELS,
  MUHURTA_REASONS,
  MUHURTA_RULING_SLOTS,
  MUHURTA_VETOES,
  type MuhurtaLabelKey,
} from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';

const isDisplayLanguage = (value: string): value is DisplayLanguage =>
  (DISPLAY_LANGUAGE_CODES as readonly string[]).includes(value);

/** A word of a vocabulary by id, in the page's language; an id the vocabulary lacks is shown as it is. */
function wordOf(
  names: Readonly<Record<string, Record<DisplayLanguage, string>>>,
  id: string,
  language: DisplayLanguage,
) {
  return names[id]?.[language] ?? id;
}

/**
 * The Muhurta page's words in the display language: its labels, the events, vetoes, reasons, ruling-planet
 * slots and window edges from the one vocabulary, and planet names from the phrase resources (as every page).
 */
export function useMuhurtaWords() {
  const { t, i18n } = useTranslation();
  const language: DisplayLanguage = isDisplayLanguage(i18n.language) ? i18n.language : 'en';
  return {
    language,
    label: (key: MuhurtaLabelKey) => MUHURTA_LABELS.names[key][language],
    event: (id: string) => wordOf(MUHURTA_EVENTS.names, id, language),
    veto: (id: string) => wordOf(MUHURTA_VETOES.names, id, language),
    reason: (id: string) => wordOf(MUHURTA_REASONS.names, id, language),
    slot: (id: string) => wordOf(MUHURTA_RULING_SLOTS.names, id, language),
    edge: (id: string) =>
      id in MUHURTA_VETOES.names
        ? wordOf(MUHURTA_VETOES.names, id, language)
        : wordOf(MUHURTA_CUTS.names, id, language),
    planet: (id: string) => t(id),
    t,
  };
}

/** The words of the page. */
export type MuhurtaWords = ReturnType<typeof useMuhurtaWords>;
