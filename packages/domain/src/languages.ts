/**
 * The display languages of charts, tables, screens and printouts (config11). config0 stays the spec's
 * language setting (English only); config11 chooses what the astrologer reads.
 */
export const DISPLAY_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी (Hindi)' },
  { value: 'ta', label: 'தமிழ் (Tamil)' },
  { value: 'te', label: 'తెలుగు (Telugu)' },
] as const;

/** A display language code (BCP 47 primary language subtag, also the page's `lang`). */
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number]['value'];

/** English until the astrologer picks another. */
export const DEFAULT_DISPLAY_LANGUAGE: DisplayLanguage = 'en';

/** The display language codes in the order of the picker. */
export const DISPLAY_LANGUAGE_CODES: readonly DisplayLanguage[] = DISPLAY_LANGUAGES.map(({ value }) => value);
