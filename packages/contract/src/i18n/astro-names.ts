/**
 * The astrological names of each display language (issue 26): planets with their chart abbreviations, the
 * Ascendant, signs, the 27 nakshatras and the five Vimshottari levels, keyed by the English name the engine
 * and the server answer with (the three-letter short names too), so a page translates what it shows without
 * the server knowing the language.
 *
 * Sources of the forms (the names working astrologers print, not dictionary words):
 * - Hindi: the names and one-letter chart abbreviations of Hindi panchangs (Thakur Prasad panchang,
 *   Lala Ramswaroop Ramnarayan panchang) and of Hindi KP readers (K. S. Krishnamurti's Readers in Hindi
 *   translation): सूर्य, चंद्र, मंगल, बुध, गुरु, शुक्र, शनि, राहु, केतु; signs मेष … मीन; nakshatras
 *   अश्विनी … रेवती.
 * - Tamil: the Tamil panchangam usage (Vakya and Thirukanitha panchangams) and Tamil KP practice (KSK's
 *   Tamil Readers): சூரியன், சந்திரன், செவ்வாய், புதன், குரு, சுக்கிரன், சனி, ராகு, கேது; the Tamil star
 *   names (அசுவினி, பரணி, கார்த்திகை … ரேவதி), which differ from the Sanskrit ones.
 * - Telugu: Telugu panchangam usage (the TTD panchangam): సూర్యుడు, చంద్రుడు, కుజుడు, బుధుడు, గురువు,
 *   శుక్రుడు, శని, రాహువు, కేతువు; nakshatras in their Telugu forms (పుష్యమి, పుబ్బ, ఉత్తర, చిత్త).
 * The abbreviations are the short forms the same panchangs write in the chart squares.
 */
import { SIGN_NAMES } from '../sign-names.js';
import type { DisplayLanguage } from './display-languages.js';

/** The nine bodies and the Ascendant by English name: full name and chart abbreviation per language. */
type BodyName = readonly [name: string, abbreviation: string];

interface LanguageNames {
  bodies: Record<
    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu' | 'Ascendant',
    BodyName
  >;
  /** Aries … Pisces. */
  signs: readonly string[];
  /** Ashwini … Revati. */
  nakshatras: readonly string[];
  /** Dasha, Bhukti, Antara, Sookshma, Prana. */
  dashaLevels: readonly string[];
}

/** The English names: the keys every other language translates (the engine's own spellings). */
export const ENGLISH_NAMES: LanguageNames = {
  bodies: {
    Sun: ['Sun', 'Sun'],
    Moon: ['Moon', 'Mon'],
    Mars: ['Mars', 'Mar'],
    Mercury: ['Mercury', 'Mer'],
    Jupiter: ['Jupiter', 'Jup'],
    Venus: ['Venus', 'Ven'],
    Saturn: ['Saturn', 'Sat'],
    Rahu: ['Rahu', 'Rag'],
    Ketu: ['Ketu', 'Ket'],
    Ascendant: ['Ascendant', 'Asc'],
  },
  signs: SIGN_NAMES,
  nakshatras: [
    'Ashwini',
    'Bharani',
    'Krittika',
    'Rohini',
    'Mrigashira',
    'Ardra',
    'Punarvasu',
    'Pushya',
    'Ashlesha',
    'Magha',
    'Purva Phalguni',
    'Uttara Phalguni',
    'Hasta',
    'Chitra',
    'Swati',
    'Vishakha',
    'Anuradha',
    'Jyeshtha',
    'Mula',
    'Purva Ashadha',
    'Uttara Ashadha',
    'Shravana',
    'Dhanishta',
    'Shatabhisha',
    'Purva Bhadrapada',
    'Uttara Bhadrapada',
    'Revati',
  ],
  dashaLevels: ['Dasha', 'Bhukti', 'Antara', 'Sookshma', 'Prana'],
};

const HINDI_NAMES: LanguageNames = {
  bodies: {
    Sun: ['सूर्य', 'सू'],
    Moon: ['चंद्र', 'चं'],
    Mars: ['मंगल', 'मं'],
    Mercury: ['बुध', 'बु'],
    Jupiter: ['गुरु', 'गु'],
    Venus: ['शुक्र', 'शु'],
    Saturn: ['शनि', 'श'],
    Rahu: ['राहु', 'रा'],
    Ketu: ['केतु', 'के'],
    Ascendant: ['लग्न', 'ल'],
  },
  signs: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  nakshatras: [
    'अश्विनी',
    'भरणी',
    'कृत्तिका',
    'रोहिणी',
    'मृगशिरा',
    'आर्द्रा',
    'पुनर्वसु',
    'पुष्य',
    'आश्लेषा',
    'मघा',
    'पूर्वा फाल्गुनी',
    'उत्तरा फाल्गुनी',
    'हस्त',
    'चित्रा',
    'स्वाती',
    'विशाखा',
    'अनुराधा',
    'ज्येष्ठा',
    'मूल',
    'पूर्वाषाढ़ा',
    'उत्तराषाढ़ा',
    'श्रवण',
    'धनिष्ठा',
    'शतभिषा',
    'पूर्वा भाद्रपद',
    'उत्तरा भाद्रपद',
    'रेवती',
  ],
  dashaLevels: ['दशा', 'भुक्ति', 'अंतर', 'सूक्ष्म', 'प्राण'],
};

const TAMIL_NAMES: LanguageNames = {
  bodies: {
    Sun: ['சூரியன்', 'சூ'],
    Moon: ['சந்திரன்', 'சந்'],
    Mars: ['செவ்வாய்', 'செவ்'],
    Mercury: ['புதன்', 'பு'],
    Jupiter: ['குரு', 'குரு'],
    Venus: ['சுக்கிரன்', 'சுக்'],
    Saturn: ['சனி', 'சனி'],
    Rahu: ['ராகு', 'ரா'],
    Ketu: ['கேது', 'கே'],
    Ascendant: ['லக்னம்', 'ல'],
  },
  signs: [
    'மேஷம்',
    'ரிஷபம்',
    'மிதுனம்',
    'கடகம்',
    'சிம்மம்',
    'கன்னி',
    'துலாம்',
    'விருச்சிகம்',
    'தனுசு',
    'மகரம்',
    'கும்பம்',
    'மீனம்',
  ],
  nakshatras: [
    'அசுவினி',
    'பரணி',
    'கார்த்திகை',
    'ரோகிணி',
    'மிருகசீரிடம்',
    'திருவாதிரை',
    'புனர்பூசம்',
    'பூசம்',
    'ஆயில்யம்',
    'மகம்',
    'பூரம்',
    'உத்திரம்',
    'அஸ்தம்',
    'சித்திரை',
    'சுவாதி',
    'விசாகம்',
    'அனுஷம்',
    'கேட்டை',
    'மூலம்',
    'பூராடம்',
    'உத்திராடம்',
    'திருவோணம்',
    'அவிட்டம்',
    'சதயம்',
    'பூரட்டாதி',
    'உத்திரட்டாதி',
    'ரேவதி',
  ],
  dashaLevels: ['தசை', 'புக்தி', 'அந்தரம்', 'சூட்சமம்', 'பிராணம்'],
};

const TELUGU_NAMES: LanguageNames = {
  bodies: {
    Sun: ['సూర్యుడు', 'సూ'],
    Moon: ['చంద్రుడు', 'చం'],
    Mars: ['కుజుడు', 'కు'],
    Mercury: ['బుధుడు', 'బు'],
    Jupiter: ['గురువు', 'గు'],
    Venus: ['శుక్రుడు', 'శు'],
    Saturn: ['శని', 'శ'],
    Rahu: ['రాహువు', 'రా'],
    Ketu: ['కేతువు', 'కే'],
    Ascendant: ['లగ్నం', 'ల'],
  },
  signs: [
    'మేషం',
    'వృషభం',
    'మిథునం',
    'కర్కాటకం',
    'సింహం',
    'కన్య',
    'తుల',
    'వృశ్చికం',
    'ధనుస్సు',
    'మకరం',
    'కుంభం',
    'మీనం',
  ],
  nakshatras: [
    'అశ్విని',
    'భరణి',
    'కృత్తిక',
    'రోహిణి',
    'మృగశిర',
    'ఆర్ద్ర',
    'పునర్వసు',
    'పుష్యమి',
    'ఆశ్లేష',
    'మఖ',
    'పుబ్బ',
    'ఉత్తర',
    'హస్త',
    'చిత్త',
    'స్వాతి',
    'విశాఖ',
    'అనూరాధ',
    'జ్యేష్ఠ',
    'మూల',
    'పూర్వాషాఢ',
    'ఉత్తరాషాఢ',
    'శ్రవణం',
    'ధనిష్ఠ',
    'శతభిషం',
    'పూర్వాభాద్ర',
    'ఉత్తరాభాద్ర',
    'రేవతి',
  ],
  dashaLevels: ['దశ', 'భుక్తి', 'అంతర', 'సూక్ష్మ', 'ప్రాణ'],
};

/** The names of each display language. */
export const ASTRO_NAMES: Readonly<Record<DisplayLanguage, LanguageNames>> = {
  en: ENGLISH_NAMES,
  hi: HINDI_NAMES,
  ta: TAMIL_NAMES,
  te: TELUGU_NAMES,
};

/**
 * A body's chart abbreviation in `language` ('Sun' → 'सू', 'Moon' → 'चं'), by its English name; undefined for any
 * other name. The translation table cannot answer it: 'Sun' is both the Sun's name and its short name there,
 * and reads as the name.
 */
export function chartAbbreviation(language: string, name: string): string | undefined {
  const names = ASTRO_NAMES[language as DisplayLanguage] ?? ENGLISH_NAMES;
  return (names.bodies as Readonly<Record<string, BodyName>>)[name]?.[1];
}

/**
 * Every English astrological name and short name with its form in `language`: the translation entries of
 * the names (full names map to full names, the three-letter short names to the chart abbreviations).
 */
export function astroNameEntries(language: DisplayLanguage): Record<string, string> {
  const target = ASTRO_NAMES[language];
  const entries: Record<string, string> = {};
  const bodies = Object.entries(ENGLISH_NAMES.bodies) as [keyof LanguageNames['bodies'], BodyName][];
  // Short names first: 'Sun' is both the Sun's name and its short name, and reads as the full name.
  for (const [body, [, abbreviation]] of bodies) entries[abbreviation] = target.bodies[body][1];
  for (const [body, [name]] of bodies) entries[name] = target.bodies[body][0];
  const lists = ['signs', 'nakshatras', 'dashaLevels'] as const;
  for (const list of lists) {
    ENGLISH_NAMES[list].forEach((name, index) => (entries[name] = target[list][index] ?? name));
  }
  return entries;
}
