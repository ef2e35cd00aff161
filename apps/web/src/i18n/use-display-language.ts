import type { DisplayLanguage } from '@kpdesk/contract';
import { useEffect } from 'react';
import { loadLanguageResources } from './language-resources';
import { loadScriptFont } from './script-fonts';
import { applyDisplayLanguage } from './setup';

/**
 * Puts the page in `language` once its texts and script font have loaded (text first drawn while the font
 * was still on its way stayed as empty boxes in Chromium); a language chosen while an earlier one loads wins.
 * `null` leaves the page as it is. Both loads are chunks of their own, so the sign-in screen may use this.
 */
export function useDisplayLanguage(language: DisplayLanguage | null): void {
  useEffect(() => {
    if (language === null) return;
    let isCurrent = true;
    void Promise.all([loadScriptFont(language), loadLanguageResources(language)]).then(() => {
      if (isCurrent) applyDisplayLanguage(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
}
