import { matchWords, type DisplayLanguage } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';

const LANGUAGES: readonly DisplayLanguage[] = ['en', 'hi', 'ta', 'te'];

/**
 * The Match page's words in the display language: the contract's match words (the ones its PDF prints) and
 * the screens' phrases.
 */
export function useMatchWords() {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((l) => l === i18n.language) ?? 'en';
  return { t, ...matchWords(language) };
}

/** The page's words. */
export type MatchWords = ReturnType<typeof useMatchWords>;
