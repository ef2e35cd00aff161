import { DEFAULT_DISPLAY_LANGUAGE, DISPLAY_LANGUAGES, type DisplayLanguage } from '@kpdesk/contract';

/**
 * The display language the browser remembers for the screens before sign-in. Sign-in, Sign Up,
 * Forgot Pin and Reset Password have no signed-in astrologer whose setting names a language, so the browser
 * keeps the last one the signed-in app applied from the astrologer's own setting (LanguageSync), under one
 * localStorage key, and the signed-out layout applies it on load (RememberedLanguageSync). A first visit, with
 * nothing remembered (or a value this app does not know), stays English. A client's own language is never
 * remembered: the screens before sign-in are the astrologer's. The key outlives sign-out, on purpose: the
 * next sign-in screen reads as the astrologer left it. A tiny module, as it is part of the sign-in screen's
 * script.
 */
const KEY = 'kpdesk.displayLanguage';

const isDisplayLanguage = (text: string | null): text is DisplayLanguage =>
  DISPLAY_LANGUAGES.some((language) => language.value === text);

/** The remembered display language; English when none is remembered. */
export function readRememberedLanguage(): DisplayLanguage {
  const stored = localStorage.getItem(KEY);
  return isDisplayLanguage(stored) ? stored : DEFAULT_DISPLAY_LANGUAGE;
}

/** Remembers `language` for the next visit's screens before sign-in. */
export function rememberLanguage(language: DisplayLanguage): void {
  localStorage.setItem(KEY, language);
}
