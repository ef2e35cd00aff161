import { panchangWords, type DisplayLanguage } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';

const LANGUAGES: readonly DisplayLanguage[] = ['en', 'hi', 'ta', 'te'];

/** The panchang's words in the page's display language (the module the PDF uses too), and `t` for phrases. */
export function usePanchangWords() {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((l) => l === i18n.language) ?? 'en';
  return { ...panchangWords(language), t };
}

/** The page's words. */
export type PagePanchangWords = ReturnType<typeof usePanchangWords>;

/** A time of the day; a time on another date carries that date (e.g. a tithi ending the next morning). */
export function timeOn(date: string, text: string | null): string {
  if (text === null) return '—';
  return text.slice(0, 10) === date ? text.slice(11) : `${text.slice(11)} (${text.slice(5, 10)})`;
}
