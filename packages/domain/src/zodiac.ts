/**
 * The names of the stars and the lunar day: the 27 stars (nakshatras) and their 4 padas, the 30 tithis and the
 * 5 tithi types. Cycles the doc numbers keep its numbers as ids (stars 1..27, tithis 1..30). The signs live in
 * signs.ts, a module of their own, so the sign-in screen's zodiac ring brings no other names.
 */
import { ZODIAC_SOURCES } from './signs.js';
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/** A star (nakshatra) number, 1 = Ashwini … 27 = Revati. */
export type StarNumber = number;

/** The 27 stars (nakshatras), Ashwini first. */
export const STARS: Vocabulary<StarNumber> = defineVocabulary<StarNumber>(
  [
    [1, { en: 'Ashwini', hi: 'अश्विनी', ta: 'அசுவினி', te: 'అశ్విని' }],
    [2, { en: 'Bharani', hi: 'भरणी', ta: 'பரணி', te: 'భరణి' }],
    [3, { en: 'Krittika', hi: 'कृत्तिका', ta: 'கார்த்திகை', te: 'కృత్తిక' }],
    [4, { en: 'Rohini', hi: 'रोहिणी', ta: 'ரோகிணி', te: 'రోహిణి' }],
    [5, { en: 'Mrigashira', hi: 'मृगशिरा', ta: 'மிருகசீரிடம்', te: 'మృగశిర' }],
    [6, { en: 'Ardra', hi: 'आर्द्रा', ta: 'திருவாதிரை', te: 'ఆర్ద్ర' }],
    [7, { en: 'Punarvasu', hi: 'पुनर्वसु', ta: 'புனர்பூசம்', te: 'పునర్వసు' }],
    [8, { en: 'Pushya', hi: 'पुष्य', ta: 'பூசம்', te: 'పుష్యమి' }],
    [9, { en: 'Ashlesha', hi: 'आश्लेषा', ta: 'ஆயில்யம்', te: 'ఆశ్లేష' }],
    [10, { en: 'Magha', hi: 'मघा', ta: 'மகம்', te: 'మఖ' }],
    [11, { en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी', ta: 'பூரம்', te: 'పుబ్బ' }],
    [12, { en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी', ta: 'உத்திரம்', te: 'ఉత్తర' }],
    [13, { en: 'Hasta', hi: 'हस्त', ta: 'அஸ்தம்', te: 'హస్త' }],
    [14, { en: 'Chitra', hi: 'चित्रा', ta: 'சித்திரை', te: 'చిత్త' }],
    [15, { en: 'Swati', hi: 'स्वाती', ta: 'சுவாதி', te: 'స్వాతి' }],
    [16, { en: 'Vishakha', hi: 'विशाखा', ta: 'விசாகம்', te: 'విశాఖ' }],
    [17, { en: 'Anuradha', hi: 'अनुराधा', ta: 'அனுஷம்', te: 'అనూరాధ' }],
    [18, { en: 'Jyeshtha', hi: 'ज्येष्ठा', ta: 'கேட்டை', te: 'జ్యేష్ఠ' }],
    [19, { en: 'Mula', hi: 'मूल', ta: 'மூலம்', te: 'మూల' }],
    [20, { en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा', ta: 'பூராடம்', te: 'పూర్వాషాఢ' }],
    [21, { en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा', ta: 'உத்திராடம்', te: 'ఉత్తరాషాఢ' }],
    [22, { en: 'Shravana', hi: 'श्रवण', ta: 'திருவோணம்', te: 'శ్రవణం' }],
    [23, { en: 'Dhanishta', hi: 'धनिष्ठा', ta: 'அவிட்டம்', te: 'ధనిష్ఠ' }],
    [24, { en: 'Shatabhisha', hi: 'शतभिषा', ta: 'சதயம்', te: 'శతభిషం' }],
    [25, { en: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद', ta: 'பூரட்டாதி', te: 'పూర్వాభాద్ర' }],
    [26, { en: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद', ta: 'உத்திரட்டாதி', te: 'ఉత్తరాభాద్ర' }],
    [27, { en: 'Revati', hi: 'रेवती', ta: 'ரேவதி', te: 'రేవతి' }],
  ],
  ZODIAC_SOURCES,
);

/** A pada (quarter of a star), 1..4. */
export type PadaNumber = 1 | 2 | 3 | 4;

/** The four padas as a table cell names them. */
export const PADAS: Vocabulary<PadaNumber> = defineVocabulary<PadaNumber>(
  [
    [1, { en: 'Pada 1', hi: 'चरण 1', ta: 'பாதம் 1', te: 'పాదం 1' }],
    [2, { en: 'Pada 2', hi: 'चरण 2', ta: 'பாதம் 2', te: 'పాదం 2' }],
    [3, { en: 'Pada 3', hi: 'चरण 3', ta: 'பாதம் 3', te: 'పాదం 3' }],
    [4, { en: 'Pada 4', hi: 'चरण 4', ta: 'பாதம் 4', te: 'పాదం 4' }],
  ],
  ZODIAC_SOURCES,
);

/** A tithi number, 1..30: 1–15 Shukla (15 Purnima), 16–30 Krishna (30 Amavasya). */
export type TithiNumber = number;

/** The 30 tithis; a tithi of the dark half has the name of its bright-half twin (16 is Pratipada again). */
export const TITHIS: Vocabulary<TithiNumber> = defineVocabulary<TithiNumber>(
  [
    [1, { en: 'Pratipada', hi: 'प्रतिपदा', ta: 'பிரதமை', te: 'పాడ్యమి' }],
    [2, { en: 'Dwitiya', hi: 'द्वितीया', ta: 'துவிதியை', te: 'విదియ' }],
    [3, { en: 'Tritiya', hi: 'तृतीया', ta: 'திருதியை', te: 'తదియ' }],
    [4, { en: 'Chaturthi', hi: 'चतुर्थी', ta: 'சதுர்த்தி', te: 'చవితి' }],
    [5, { en: 'Panchami', hi: 'पंचमी', ta: 'பஞ்சமி', te: 'పంచమి' }],
    [6, { en: 'Shashthi', hi: 'षष्ठी', ta: 'சஷ்டி', te: 'షష్ఠి' }],
    [7, { en: 'Saptami', hi: 'सप्तमी', ta: 'சப்தமி', te: 'సప్తమి' }],
    [8, { en: 'Ashtami', hi: 'अष्टमी', ta: 'அஷ்டமி', te: 'అష్టమి' }],
    [9, { en: 'Navami', hi: 'नवमी', ta: 'நவமி', te: 'నవమి' }],
    [10, { en: 'Dashami', hi: 'दशमी', ta: 'தசமி', te: 'దశమి' }],
    [11, { en: 'Ekadashi', hi: 'एकादशी', ta: 'ஏகாதசி', te: 'ఏకాదశి' }],
    [12, { en: 'Dwadashi', hi: 'द्वादशी', ta: 'துவாதசி', te: 'ద్వాదశి' }],
    [13, { en: 'Trayodashi', hi: 'त्रयोदशी', ta: 'திரயோதசி', te: 'త్రయోదశి' }],
    [14, { en: 'Chaturdashi', hi: 'चतुर्दशी', ta: 'சதுர்த்தசி', te: 'చతుర్దశి' }],
    [15, { en: 'Purnima', hi: 'पूर्णिमा', ta: 'பௌர்ணமி', te: 'పౌర్ణమి' }],
    [16, { en: 'Pratipada', hi: 'प्रतिपदा', ta: 'பிரதமை', te: 'పాడ్యమి' }],
    [17, { en: 'Dwitiya', hi: 'द्वितीया', ta: 'துவிதியை', te: 'విదియ' }],
    [18, { en: 'Tritiya', hi: 'तृतीया', ta: 'திருதியை', te: 'తదియ' }],
    [19, { en: 'Chaturthi', hi: 'चतुर्थी', ta: 'சதுர்த்தி', te: 'చవితి' }],
    [20, { en: 'Panchami', hi: 'पंचमी', ta: 'பஞ்சமி', te: 'పంచమి' }],
    [21, { en: 'Shashthi', hi: 'षष्ठी', ta: 'சஷ்டி', te: 'షష్ఠి' }],
    [22, { en: 'Saptami', hi: 'सप्तमी', ta: 'சப்தமி', te: 'సప్తమి' }],
    [23, { en: 'Ashtami', hi: 'अष्टमी', ta: 'அஷ்டமி', te: 'అష్టమి' }],
    [24, { en: 'Navami', hi: 'नवमी', ta: 'நவமி', te: 'నవమి' }],
    [25, { en: 'Dashami', hi: 'दशमी', ta: 'தசமி', te: 'దశమి' }],
    [26, { en: 'Ekadashi', hi: 'एकादशी', ta: 'ஏகாதசி', te: 'ఏకాదశి' }],
    [27, { en: 'Dwadashi', hi: 'द्वादशी', ta: 'துவாதசி', te: 'ద్వాదశి' }],
    [28, { en: 'Trayodashi', hi: 'त्रयोदशी', ta: 'திரயோதசி', te: 'త్రయోదశి' }],
    [29, { en: 'Chaturdashi', hi: 'चतुर्दशी', ta: 'சதுர்த்தசி', te: 'చతుర్దశి' }],
    [30, { en: 'Amavasya', hi: 'अमावस्या', ta: 'அமாவாசை', te: 'అమావాస్య' }],
  ],
  ZODIAC_SOURCES,
);

/** The five tithi types by (n − 1) mod 5, n = the tithi's number within its paksha. */
export const TITHI_TYPE_IDS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;

/** One tithi type. */
export type TithiTypeId = (typeof TITHI_TYPE_IDS)[number];

/**
 * The English words of each tithi type: its meaning and its Sanskrit type, which the spec's birth details send
 * apart (thithiTypeName2, thithiTypeName) and the pages show together.
 */
export const TITHI_TYPE_ENGLISH: Readonly<Record<TithiTypeId, { meaning: string; sanskrit: string }>> = {
  nanda: { meaning: 'Joy', sanskrit: 'Nanda' },
  bhadra: { meaning: 'Wellbeing', sanskrit: 'Bhadra' },
  jaya: { meaning: 'Victory', sanskrit: 'Jaya' },
  rikta: { meaning: 'Empty', sanskrit: 'Rikta' },
  purna: { meaning: 'Full', sanskrit: 'Purna' },
};

/** A tithi type's English name as the pages show it: the meaning, then the Sanskrit type ("Joy (Nanda)"). */
const englishTithiType = (id: TithiTypeId) =>
  `${TITHI_TYPE_ENGLISH[id].meaning} (${TITHI_TYPE_ENGLISH[id].sanskrit})`;

/** The tithi types as the birth details show them: the meaning, then the Sanskrit type ("Joy (Nanda)"). */
export const TITHI_TYPES: Vocabulary<TithiTypeId> = defineVocabulary<TithiTypeId>(
  [
    ['nanda', { en: englishTithiType('nanda'), hi: 'आनंद (नंदा)', ta: 'மகிழ்ச்சி (நந்தா)', te: 'ఆనందం (నంద)' }],
    ['bhadra', { en: englishTithiType('bhadra'), hi: 'कल्याण (भद्रा)', ta: 'நலம் (பத்ரா)', te: 'క్షేమం (భద్ర)' }],
    ['jaya', { en: englishTithiType('jaya'), hi: 'विजय (जया)', ta: 'வெற்றி (ஜயா)', te: 'విజయం (జయ)' }],
    ['rikta', { en: englishTithiType('rikta'), hi: 'रिक्त (रिक्ता)', ta: 'வெறுமை (ரிக்தா)', te: 'శూన్యం (రిక్త)' }],
    ['purna', { en: englishTithiType('purna'), hi: 'पूर्ण (पूर्णा)', ta: 'நிறைவு (பூர்ணா)', te: 'పూర్ణం (పూర్ణ)' }],
  ],
  ZODIAC_SOURCES,
);
