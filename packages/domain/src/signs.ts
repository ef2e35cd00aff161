/**
 * The twelve signs, 0 = Aries … 11 = Pisces (the engine's index), and the sources of the zodiac's words.
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from. Hindi: Hindi panchangs (Thakur Prasad; Lala Ramswaroop Ramnarayan). Tamil: the
 * Vakya and Thirukanitha panchangams, whose star names (அசுவினி … ரேவதி) differ from the Sanskrit ones.
 * Telugu: the TTD panchangam's forms (పుష్యమి, పుబ్బ, ఉత్తర, చిత్త; tithis పాడ్యమి, విదియ, తదియ …). The
 * English spellings are domain §1.1 and panchang.md. The tithi type meanings (Joy, Wellbeing …) in Hindi,
 * Tamil and Telugu are our translations of the English.
 */
export const ZODIAC_SOURCES: readonly string[] = [
  'English: shared/domain §1.1 and panchang.md',
  'Hindi: Thakur Prasad and Lala Ramswaroop Ramnarayan panchangs',
  'Tamil: Vakya and Thirukanitha panchangams',
  'Telugu: TTD panchangam',
  'Tithi type meanings in Hindi, Tamil, Telugu: our translations of the English',
];

/** A sign, 0 = Aries … 11 = Pisces. */
export type SignId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** The twelve signs, Aries first. */
export const ZODIAC_SIGNS: Vocabulary<SignId> = defineVocabulary<SignId>(
  [
    [0, { en: 'Aries', hi: 'मेष', ta: 'மேஷம்', te: 'మేషం' }],
    [1, { en: 'Taurus', hi: 'वृषभ', ta: 'ரிஷபம்', te: 'వృషభం' }],
    [2, { en: 'Gemini', hi: 'मिथुन', ta: 'மிதுனம்', te: 'మిథునం' }],
    [3, { en: 'Cancer', hi: 'कर्क', ta: 'கடகம்', te: 'కర్కాటకం' }],
    [4, { en: 'Leo', hi: 'सिंह', ta: 'சிம்மம்', te: 'సింహం' }],
    [5, { en: 'Virgo', hi: 'कन्या', ta: 'கன்னி', te: 'కన్య' }],
    [6, { en: 'Libra', hi: 'तुला', ta: 'துலாம்', te: 'తుల' }],
    [7, { en: 'Scorpio', hi: 'वृश्चिक', ta: 'விருச்சிகம்', te: 'వృశ్చికం' }],
    [8, { en: 'Sagittarius', hi: 'धनु', ta: 'தனுசு', te: 'ధనుస్సు' }],
    [9, { en: 'Capricorn', hi: 'मकर', ta: 'மகரம்', te: 'మకరం' }],
    [10, { en: 'Aquarius', hi: 'कुंभ', ta: 'கும்பம்', te: 'కుంభం' }],
    [11, { en: 'Pisces', hi: 'मीन', ta: 'மீனம்', te: 'మీనం' }],
  ],
  ZODIAC_SOURCES,
);
