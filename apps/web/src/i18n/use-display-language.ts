import type { DisplayLanguage } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { loadLanguageResources } from './language-resources';
import { loadScriptFont } from './script-fonts';
import { applyDisplayLanguage } from './setup';

/**
 * Puts the page in `language` once its texts and script font have loaded (text first drawn while the font
 * was still on its way stayed as empty boxes in Chromium); a language chosen while an earlier one loads wins.
 * `null` leaves the page as it is. Answers the language this hook last applied (null before the first), so a
 * page may wait for it before drawing. Both loads are chunks of their own, so the sign-in screen may use this.
 */
export function useDisplayLanguage(language: DisplayLanguage | null): DisplayLanguage | null {
  const [applied, setApplied] = useState<DisplayLanguage | null>(null);
  useEffect(() => {
    if (language === null) return;
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
  return applied;
}
