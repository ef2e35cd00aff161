import type { DisplayLanguage } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { loadLanguageResources } from '../../i18n/language-resources';
import { loadScriptFont } from '../../i18n/script-fonts';
import { applyDisplayLanguage } from '../../i18n/setup';

/**
 * Puts the public page in the language its answer names (the sharing astrologer's, or the client's own;
 * a reader of a link has no settings), once that language's texts and script font have loaded, so nothing
 * is first drawn in English or as empty boxes. True when the page may draw; true at once for English.
 */
export function useSharedLanguage(language: DisplayLanguage | undefined): boolean {
  const [applied, setApplied] = useState<DisplayLanguage | null>(null);
  useEffect(() => {
    if (!language) return;
    let isCurrent = true;
    void Promise.all([loadScriptFont(language), loadLanguageResources(language)]).then(() => {
      if (!isCurrent) return;
      applyDisplayLanguage(language);
      setApplied(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return language === undefined || language === applied;
}
