import { ACCOUNT_PHRASES } from './account/en.js';
import { CLIENT_FORM_PHRASES } from './client-form/en.js';
import { SETTINGS_PHRASES } from './settings/en.js';
import { TRANSFER_PHRASES } from './transfer/en.js';
import { DASHA_PHRASES } from './dasha/en.js';
import { DESK_PHRASES } from './desk/en.js';
import { FORMS_PHRASES } from './forms/en.js';
import { FRAME_PHRASES } from './frame/en.js';
import { HORARY_PHRASES } from './horary/en.js';
import { MUHURTA_PHRASES } from './muhurta/en.js';
import { VARGA_PHRASES } from './vargas/en.js';
import { PRINTOUT_PHRASES } from './printouts/en.js';
import { NOTICE_PHRASES } from './notices/en.js';
import { OFFLINE_PHRASES } from './offline/en.js';
import { INTERVAL_PHRASES } from './interval/en.js';
import { OPTIONS_PHRASES } from './options/en.js';
import { SCREEN_PHRASES } from './screens-en.js';
import { STELLAR_PHRASES } from './stellar/en.js';

/**
 * The English screen texts: natural-language keys, so a key reads as what English users see and a
 * missing translation falls back to it. Every other language's resource must cover every key (a test checks);
 * names of planets, signs and stars come from astro-names.ts. Interpolated values are `{{name}}` slots, never
 * concatenated translations.
 */
export const ENGLISH_PHRASES = [
  'Client menu',
  'Client Details',
  'Ruling Planet',
  'Vedic Astrology',
  'KP System',
  'Cuspal Inter Link System',
  'Advanced Stellar System',
  'Transit Chart',
  'Birth Time Correction',
  'Life Events & Rectification',
  'Share',
  'Edit Details',
  'Settings',
  'Delete',
  'Add client',
  'Options',
  'Options Theory',
  'Horary',
  'Match',
  'Panchang',
  'Muhurta',
  'Profile',
  'Client Settings',
  'My Settings',
  'Divisional Charts',
  'Rashi Chart',
  'Birth Chart',
  'Cuspal Significators',
  'Effective Significators',
  'Planet Significators',
  'Six Fold Significators',
  'Aspects',
  'Cuspal Links',
  'Conjoints',
  'DBA',
  'Self Significators',
  'Event Analyser',
  'Destiny Analyser',
  'Prosperity Analyser',
  'Time Analyser',
  'Report',
  'Natal Chart',
  'Planet',
  'Planets',
  'Cusp',
  'Cusps',
  'Sign',
  'Degree',
  'Sign Lord',
  'Star Lord',
  'Sub Lord',
  'Sub Sub Lord',
  'Star',
  'Patham',
  'Sub-lord margin',
  'Lord',
  'Start',
  'End',
  'House',
  'Houses',
  'Retrograde',
  'Balance at birth',
  'Print',
  'Download PDF',
  'Submit',
  'Reset',
  'Calculate',
  'Save',
  'Close',
  'Now',
  'Search',
  '(R) retro planet',
  '@ planets in self star',
  '* planet is not acting as star lord of any planet',
  'Chart legend',
  'Astrologer: {{name}}',
  'Astrologer: {{name}}, mobile {{mobile}}',
  'Client {{id}}: {{name}}',
  'Client {{id}}: {{name}}, father {{father}}',
  'KP Astro Desk · KP and Vedic astrology for professional astrologers',
  'Display language',
  '{{title}} sections',
  'Sections',
  '{{name}}: Cuspal View',
  '{{name}}: Planet View',
  'Planetary Position',
  'Cuspal Position',
  '{{page}} — {{client}} ({{id}})',
  '{{title}} · {{section}}',
  'Clear',
  'Add',
  'Send OTP',
  'Cast chart',
  '{{sign}}, house {{house}}',
  'House {{house}}, {{sign}}',
  'Bhava {{house}}, cusp in {{sign}}',
  ...SCREEN_PHRASES,
  ...DASHA_PHRASES,
  ...STELLAR_PHRASES,
  ...FORMS_PHRASES,
  ...FRAME_PHRASES,
  ...DESK_PHRASES,
  ...INTERVAL_PHRASES,
  ...HORARY_PHRASES,
  ...MUHURTA_PHRASES,
  ...VARGA_PHRASES,
  ...PRINTOUT_PHRASES,
  ...NOTICE_PHRASES,
  ...OFFLINE_PHRASES,
  ...OPTIONS_PHRASES,
  ...ACCOUNT_PHRASES,
  ...CLIENT_FORM_PHRASES,
  ...SETTINGS_PHRASES,
  ...TRANSFER_PHRASES,
] as const;

/** A screen text's key (its English wording). */
export type Phrase = (typeof ENGLISH_PHRASES)[number];

/** The resource of one language: every phrase translated. */
export type PhraseResource = Readonly<Record<Phrase, string>>;

/** English: each phrase as itself. */
export const en: PhraseResource = Object.fromEntries(ENGLISH_PHRASES.map((p) => [p, p])) as Record<
  Phrase,
  string
>;
