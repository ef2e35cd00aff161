/**
 * The app's translations: i18next with react-i18next, one resource per display language built
 * from the contract's phrases and astrological names. Keys are the English texts (natural-language keys),
 * so separators are off (a key may hold '.' or ':') and a text without a translation shows as written.
 */
import { DEFAULT_DISPLAY_LANGUAGE, type DisplayLanguage } from '@kpdesk/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// English needs no table: every key is its English text, and a key without a translation shows as written.
// Leaving the contract's identity tables out keeps them (and the other languages' names beside them) out of
// the sign-in screen's script. The other languages load with their choice (language-resources.ts).
const resources = { en: { translation: {} } };

void i18next.use(initReactI18next).init({
  resources,
  lng: DEFAULT_DISPLAY_LANGUAGE,
  fallbackLng: DEFAULT_DISPLAY_LANGUAGE,
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; escaping here would show '&amp;' in 'Life Events & Rectification'.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

/** Switches every translated text of the page to `language` (its resource loaded: language-resources.ts). */
export function applyDisplayLanguage(language: DisplayLanguage): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
