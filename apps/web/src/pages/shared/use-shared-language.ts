import type { DisplayLanguage } from '@kpdesk/contract';
import { useDisplayLanguage } from '../../i18n/use-display-language';

/**
 * Puts the public page in the language its answer names (the sharing astrologer's, or the client's own;
 * a reader of a link has no settings), once that language's texts and script font have loaded, so nothing
 * is first drawn in English or as empty boxes. True when the page may draw: once the answer's language is
 * applied, or at once while there is no answer yet.
 */
export function useSharedLanguage(language: DisplayLanguage | undefined): boolean {
  const applied = useDisplayLanguage(language ?? null);
  return language === undefined || language === applied;
}
