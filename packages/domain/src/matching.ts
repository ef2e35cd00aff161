/**
 * The words of marriage matching (shared/domain/compatibility.md): the eight kootas of the Ashtakoota, the
 * ten poruthams, the doshas and every cancellation rule by key, the values the kootas compare (varnas,
 * vashya groups, taras, yoni animals, ganas, nadis, rajju groups), the bands, the KP verdicts, Manglik
 * status and the labels of the Match page and its PDF. Planets, signs and stars have vocabularies of their
 * own. The engine answers with these ids; a page or a PDF picks the words.
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from. English: the spellings of compatibility.md, which follows PyJHora
 * `compatibility.py`, saravali.de and Maitreya 8 `Partner.cpp`. Hindi, Tamil, Telugu: the Sanskrit terms of
 * matching written in each script, with the everyday words for the yoni animals and the Tamil porutham
 * names of Tamil almanacs; the rule phrases are our own translations of the English.
 */
const MATCHING_SOURCES: readonly string[] = [
  'shared/domain/compatibility.md (English spellings)',
  'naturalstupid/PyJHora src/jhora/horoscope/match/compatibility.py',
  'saravali.de koota pages; martin-pe/maitreya8 src/jyotish/Partner.cpp',
  'Tamil porutham names as Tamil almanacs print them (thirumana porutham)',
  'Hindi, Tamil, Telugu rule phrases: our translations of the English',
];

const KOOTA_ENTRIES = [
  ['varna', { en: 'Varna', hi: 'वर्ण', ta: 'வர்ணம்', te: 'వర్ణం' }],
  ['vashya', { en: 'Vashya', hi: 'वश्य', ta: 'வசியம்', te: 'వశ్యం' }],
  ['tara', { en: 'Tara', hi: 'तारा', ta: 'தாரை', te: 'తార' }],
  ['yoni', { en: 'Yoni', hi: 'योनि', ta: 'யோனி', te: 'యోని' }],
  ['grahaMaitri', { en: 'Graha Maitri', hi: 'ग्रह मैत्री', ta: 'கிரக மைத்ரி', te: 'గ్రహ మైత్రి' }],
  ['gana', { en: 'Gana', hi: 'गण', ta: 'கணம்', te: 'గణం' }],
  ['bhakoot', { en: 'Bhakoot', hi: 'भकूट', ta: 'பகூட்', te: 'భకూటం' }],
  ['nadi', { en: 'Nadi', hi: 'नाड़ी', ta: 'நாடி', te: 'నాడి' }],
] as const;

/** A koota of the Ashtakoota, in the order of the 36-point table (Varna 1 … Nadi 8). */
export type KootaKey = (typeof KOOTA_ENTRIES)[number][0];

/** The eight kootas' names, in table order. */
export const KOOTAS: Vocabulary<KootaKey> = defineVocabulary(KOOTA_ENTRIES, MATCHING_SOURCES);

/** Each koota's rule in one line, as the Match page and the PDF print it beside the points. */
export const KOOTA_RULES: Vocabulary<KootaKey> = defineVocabulary<KootaKey>(
  [
    [
      'varna',
      {
        en: "1 when the groom's varna ranks at or above the bride's (Brahmin, Kshatriya, Vaishya, Shudra)",
        hi: 'वर का वर्ण कन्या के वर्ण के बराबर या ऊँचा हो तो 1 (ब्राह्मण, क्षत्रिय, वैश्य, शूद्र)',
        ta: 'மணமகனின் வர்ணம் மணமகளின் வர்ணத்திற்குச் சமமாகவோ உயர்வாகவோ இருந்தால் 1',
        te: 'వరుని వర్ణం వధువు వర్ణానికి సమానం లేదా ఉన్నతం అయితే 1',
      },
    ],
    [
      'vashya',
      {
        en: 'By the vashya groups of the two Moon signs (table, 0 to 2; Sagittarius and Capricorn split at 15°)',
        hi: 'दोनों चन्द्र राशियों के वश्य वर्ग से (सारणी, 0 से 2; धनु और मकर 15° पर विभाजित)',
        ta: 'இரு சந்திர ராசிகளின் வசிய வகைப்படி (அட்டவணை, 0 முதல் 2; தனுசு, மகரம் 15°-ல் பிரியும்)',
        te: 'రెండు చంద్ర రాశుల వశ్య వర్గాల ప్రకారం (పట్టిక, 0 నుండి 2; ధనుస్సు, మకరం 15° వద్ద విభజన)',
      },
    ],
    [
      'tara',
      {
        en: 'Stars counted both ways: 1.5 for each count that is not Vipat, Pratyari or Vadha',
        hi: 'दोनों ओर से नक्षत्र गणना: विपत्, प्रत्यरि या वध न हो तो प्रत्येक ओर 1.5',
        ta: 'இரு பக்கமும் நட்சத்திர எண்ணிக்கை: விபத், பிரத்யரி, வதை இல்லையெனில் ஒவ்வொன்றுக்கும் 1.5',
        te: 'రెండు వైపులా నక్షత్ర గణన: విపత్, ప్రత్యరి, వధ కాకపోతే ప్రతి వైపుకు 1.5',
      },
    ],
    [
      'yoni',
      {
        en: "By the two stars' animals (table, 0 for sworn enemies to 4 for the same animal)",
        hi: 'दोनों नक्षत्रों की योनि से (सारणी, शत्रु योनि 0, समान योनि 4)',
        ta: 'இரு நட்சத்திரங்களின் யோனி விலங்குகளின்படி (அட்டவணை, ஜென்மப் பகை 0, ஒரே விலங்கு 4)',
        te: 'రెండు నక్షత్రాల యోని జంతువుల ప్రకారం (పట్టిక, బద్ధ శత్రువులు 0, ఒకే జంతువు 4)',
      },
    ],
    [
      'grahaMaitri',
      {
        en: 'Natural friendship of the two Moon-sign lords, both ways (0 to 5)',
        hi: 'दोनों चन्द्र राशि स्वामियों की नैसर्गिक मैत्री, दोनों ओर से (0 से 5)',
        ta: 'இரு சந்திர ராசி அதிபதிகளின் இயற்கை நட்பு, இரு பக்கமும் (0 முதல் 5)',
        te: 'రెండు చంద్ర రాశ్యాధిపతుల నైసర్గిక మైత్రి, రెండు వైపులా (0 నుండి 5)',
      },
    ],
    [
      'gana',
      {
        en: "By the groom's and the bride's gana (table, 0 to 6)",
        hi: 'वर और कन्या के गण से (सारणी, 0 से 6)',
        ta: 'மணமகன், மணமகள் கணங்களின்படி (அட்டவணை, 0 முதல் 6)',
        te: 'వరుడు, వధువు గణాల ప్రకారం (పట్టిక, 0 నుండి 6)',
      },
    ],
    [
      'bhakoot',
      {
        en: '7 unless the two Moon signs are 2/12, 5/9 or 6/8 from each other',
        hi: 'चन्द्र राशियाँ परस्पर 2/12, 5/9 या 6/8 न हों तो 7',
        ta: 'சந்திர ராசிகள் ஒன்றுக்கொன்று 2/12, 5/9, 6/8 ஆக இல்லையெனில் 7',
        te: 'చంద్ర రాశులు పరస్పరం 2/12, 5/9, 6/8 కాకపోతే 7',
      },
    ],
    [
      'nadi',
      {
        en: '8 when the two nadis differ, 0 when they are the same',
        hi: 'दोनों नाड़ियाँ भिन्न हों तो 8, समान हों तो 0',
        ta: 'இரு நாடிகளும் வேறுபட்டால் 8, ஒன்றானால் 0',
        te: 'రెండు నాడులు వేరైతే 8, ఒకటే అయితే 0',
      },
    ],
  ],
  MATCHING_SOURCES,
);

const VARNA_ENTRIES = [
  ['brahmin', { en: 'Brahmin', hi: 'ब्राह्मण', ta: 'பிராமணர்', te: 'బ్రాహ్మణ' }],
  ['kshatriya', { en: 'Kshatriya', hi: 'क्षत्रिय', ta: 'க்ஷத்திரியர்', te: 'క్షత్రియ' }],
  ['vaishya', { en: 'Vaishya', hi: 'वैश्य', ta: 'வைசியர்', te: 'వైశ్య' }],
  ['shudra', { en: 'Shudra', hi: 'शूद्र', ta: 'சூத்திரர்', te: 'శూద్ర' }],
] as const;

/** A varna, highest rank first (Brahmin 4, Kshatriya 3, Vaishya 2, Shudra 1). */
export type VarnaId = (typeof VARNA_ENTRIES)[number][0];

/** The four varnas of the Varna koota. */
export const VARNAS: Vocabulary<VarnaId> = defineVocabulary(VARNA_ENTRIES, MATCHING_SOURCES);

const VASHYA_ENTRIES = [
  ['chatushpada', { en: 'Chatushpada (quadruped)', hi: 'चतुष्पद', ta: 'சதுஷ்பாதம்', te: 'చతుష్పాద' }],
  ['manava', { en: 'Manava (human)', hi: 'मानव', ta: 'மானவம்', te: 'మానవ' }],
  ['jalachara', { en: 'Jalachara (water)', hi: 'जलचर', ta: 'ஜலசரம்', te: 'జలచర' }],
  ['vanachara', { en: 'Vanachara (wild)', hi: 'वनचर', ta: 'வனசரம்', te: 'వనచర' }],
  ['keeta', { en: 'Keeta (insect)', hi: 'कीट', ta: 'கீடம்', te: 'కీట' }],
] as const;

/** A vashya group, in the order of the Vashya matrix's rows and columns. */
export type VashyaGroupId = (typeof VASHYA_ENTRIES)[number][0];

/** The five vashya groups of the Vashya koota. */
export const VASHYA_GROUPS: Vocabulary<VashyaGroupId> = defineVocabulary(VASHYA_ENTRIES, MATCHING_SOURCES);

const TARA_ENTRIES = [
  ['janma', { en: 'Janma', hi: 'जन्म', ta: 'ஜன்மம்', te: 'జన్మ' }],
  ['sampat', { en: 'Sampat', hi: 'सम्पत्', ta: 'சம்பத்', te: 'సంపత్' }],
  ['vipat', { en: 'Vipat', hi: 'विपत्', ta: 'விபத்', te: 'విపత్' }],
  ['kshema', { en: 'Kshema', hi: 'क्षेम', ta: 'க்ஷேமம்', te: 'క్షేమ' }],
  ['pratyari', { en: 'Pratyari', hi: 'प्रत्यरि', ta: 'பிரத்யரி', te: 'ప్రత్యరి' }],
  ['sadhaka', { en: 'Sadhaka', hi: 'साधक', ta: 'சாதகம்', te: 'సాధక' }],
  ['vadha', { en: 'Vadha', hi: 'वध', ta: 'வதை', te: 'వధ' }],
  ['mitra', { en: 'Mitra', hi: 'मित्र', ta: 'மித்ரம்', te: 'మిత్ర' }],
  ['paramaMitra', { en: 'Parama-mitra', hi: 'परम मित्र', ta: 'பரம மித்ரம்', te: 'పరమ మిత్ర' }],
] as const;

/** A tara: the star count from one star to another, modulo 9 (1 Janma … 8 Mitra, 0 Parama-mitra). */
export type TaraId = (typeof TARA_ENTRIES)[number][0];

/** The nine taras in counting order (Janma first); Vipat, Pratyari and Vadha are the bad ones. */
export const TARAS: Vocabulary<TaraId> = defineVocabulary(TARA_ENTRIES, MATCHING_SOURCES);

const YONI_ENTRIES = [
  ['horse', { en: 'Horse', hi: 'अश्व', ta: 'குதிரை', te: 'గుర్రం' }],
  ['elephant', { en: 'Elephant', hi: 'गज', ta: 'யானை', te: 'ఏనుగు' }],
  ['sheep', { en: 'Sheep', hi: 'मेष', ta: 'ஆடு', te: 'మేక' }],
  ['serpent', { en: 'Serpent', hi: 'सर्प', ta: 'பாம்பு', te: 'పాము' }],
  ['dog', { en: 'Dog', hi: 'श्वान', ta: 'நாய்', te: 'కుక్క' }],
  ['cat', { en: 'Cat', hi: 'मार्जार', ta: 'பூனை', te: 'పిల్లి' }],
  ['rat', { en: 'Rat', hi: 'मूषक', ta: 'எலி', te: 'ఎలుక' }],
  ['cow', { en: 'Cow', hi: 'गौ', ta: 'பசு', te: 'ఆవు' }],
  ['buffalo', { en: 'Buffalo', hi: 'महिष', ta: 'எருமை', te: 'గేదె' }],
  ['tiger', { en: 'Tiger', hi: 'व्याघ्र', ta: 'புலி', te: 'పులి' }],
  ['deer', { en: 'Deer', hi: 'मृग', ta: 'மான்', te: 'జింక' }],
  ['monkey', { en: 'Monkey', hi: 'वानर', ta: 'குரங்கு', te: 'కోతి' }],
  ['mongoose', { en: 'Mongoose', hi: 'नकुल', ta: 'கீரி', te: 'ముంగిస' }],
  ['lion', { en: 'Lion', hi: 'सिंह', ta: 'சிங்கம்', te: 'సింహం' }],
] as const;

/** A yoni animal, in the order of the Yoni table's rows and columns. */
export type YoniId = (typeof YONI_ENTRIES)[number][0];

/** The fourteen yoni animals. */
export const YONIS: Vocabulary<YoniId> = defineVocabulary(YONI_ENTRIES, MATCHING_SOURCES);

const GANA_ENTRIES = [
  ['deva', { en: 'Deva', hi: 'देव', ta: 'தேவ கணம்', te: 'దేవ గణం' }],
  ['manushya', { en: 'Manushya', hi: 'मनुष्य', ta: 'மனுஷ்ய கணம்', te: 'మనుష్య గణం' }],
  ['rakshasa', { en: 'Rakshasa', hi: 'राक्षस', ta: 'ராட்சச கணம்', te: 'రాక్షస గణం' }],
] as const;

/** A gana (temperament) of a star. */
export type GanaId = (typeof GANA_ENTRIES)[number][0];

/** The three ganas. */
export const GANAS: Vocabulary<GanaId> = defineVocabulary(GANA_ENTRIES, MATCHING_SOURCES);

const NADI_ENTRIES = [
  ['adi', { en: 'Adi', hi: 'आदि', ta: 'ஆதி', te: 'ఆది' }],
  ['madhya', { en: 'Madhya', hi: 'मध्य', ta: 'மத்தியம்', te: 'మధ్య' }],
  ['antya', { en: 'Antya', hi: 'अन्त्य', ta: 'அந்தியம்', te: 'అంత్య' }],
] as const;

/** A nadi of a star. */
export type NadiId = (typeof NADI_ENTRIES)[number][0];

/** The three nadis. */
export const NADIS: Vocabulary<NadiId> = defineVocabulary(NADI_ENTRIES, MATCHING_SOURCES);

const RAJJU_ENTRIES = [
  ['foot', { en: 'Foot (Pada)', hi: 'पाद रज्जु', ta: 'பாத ரஜ்ஜு', te: 'పాద రజ్జు' }],
  ['waist', { en: 'Waist (Kati)', hi: 'कटि रज्जु', ta: 'கடி ரஜ்ஜு', te: 'కటి రజ్జు' }],
  ['stomach', { en: 'Stomach (Nabhi)', hi: 'नाभि रज्जु', ta: 'நாபி ரஜ்ஜு', te: 'నాభి రజ్జు' }],
  ['neck', { en: 'Neck (Kantha)', hi: 'कण्ठ रज्जु', ta: 'கண்ட ரஜ்ஜு', te: 'కంఠ రజ్జు' }],
  ['head', { en: 'Head (Shiro)', hi: 'शिरो रज्जु', ta: 'சிரோ ரஜ்ஜு', te: 'శిరో రజ్జు' }],
] as const;

/** A rajju group of a star (Rajju porutham), from the feet up. */
export type RajjuId = (typeof RAJJU_ENTRIES)[number][0];

/** The five rajju groups. */
export const RAJJUS: Vocabulary<RajjuId> = defineVocabulary(RAJJU_ENTRIES, MATCHING_SOURCES);

const PORUTHAM_ENTRIES = [
  ['dina', { en: 'Dina', hi: 'दिन', ta: 'தினப் பொருத்தம்', te: 'దిన పొంతన' }],
  ['gana', { en: 'Gana', hi: 'गण', ta: 'கணப் பொருத்தம்', te: 'గణ పొంతన' }],
  ['mahendra', { en: 'Mahendra', hi: 'माहेन्द्र', ta: 'மகேந்திரப் பொருத்தம்', te: 'మాహేంద్ర పొంతన' }],
  ['streeDeergha', { en: 'Stree Deergha', hi: 'स्त्री दीर्घ', ta: 'ஸ்த்ரீ தீர்க்கப் பொருத்தம்', te: 'స్త్రీ దీర్ఘ పొంతన' }],
  ['yoni', { en: 'Yoni', hi: 'योनि', ta: 'யோனிப் பொருத்தம்', te: 'యోని పొంతన' }],
  ['rasi', { en: 'Rasi', hi: 'राशि', ta: 'ராசிப் பொருத்தம்', te: 'రాశి పొంతన' }],
  ['rasiAdhipati', { en: 'Rasi Adhipati', hi: 'राशि अधिपति', ta: 'ராசி அதிபதிப் பொருத்தம்', te: 'రాశ్యాధిపతి పొంతన' }],
  ['vasya', { en: 'Vasya', hi: 'वश्य', ta: 'வசியப் பொருத்தம்', te: 'వశ్య పొంతన' }],
  ['rajju', { en: 'Rajju', hi: 'रज्जु', ta: 'ரஜ்ஜுப் பொருத்தம்', te: 'రజ్జు పొంతన' }],
  ['vedha', { en: 'Vedha', hi: 'वेध', ta: 'வேதைப் பொருத்தம்', te: 'వేధ పొంతన' }],
] as const;

/** A porutham of the South Indian ten, in the order of the table (Dina … Vedha). */
export type PoruthamKey = (typeof PORUTHAM_ENTRIES)[number][0];

/** The ten poruthams' names, in table order. */
export const PORUTHAMS: Vocabulary<PoruthamKey> = defineVocabulary(PORUTHAM_ENTRIES, MATCHING_SOURCES);

/** Each porutham's rule in one line ("count" = the star count from the bride's star to the groom's). */
export const PORUTHAM_RULES: Vocabulary<PoruthamKey> = defineVocabulary<PoruthamKey>(
  [
    [
      'dina',
      {
        en: "Star count from the bride to the groom in the good list, and the groom's sign not 8th from the bride's",
        hi: 'कन्या से वर तक नक्षत्र गणना शुभ सूची में हो और वर की राशि कन्या की राशि से आठवीं न हो',
        ta: 'மணமகள் நட்சத்திரம் முதல் மணமகன் நட்சத்திரம் வரை எண்ணிக்கை நல்ல பட்டியலில்; மணமகன் ராசி 8-ஆவது அல்ல',
        te: 'వధువు నక్షత్రం నుండి వరుని నక్షత్రం వరకు లెక్క శుభ జాబితాలో; వరుని రాశి 8వది కాదు',
      },
    ],
    [
      'gana',
      {
        en: 'Passes unless exactly one of the two is Rakshasa',
        hi: 'दोनों में से केवल एक राक्षस गण हो तो नहीं मिलता',
        ta: 'இருவரில் ஒருவர் மட்டும் ராட்சச கணம் என்றால் பொருந்தாது',
        te: 'ఇద్దరిలో ఒక్కరే రాక్షస గణం అయితే కుదరదు',
      },
    ],
    [
      'mahendra',
      {
        en: 'Star count from the bride to the groom is 4, 7, 10, 13, 16, 19, 22 or 25',
        hi: 'कन्या से वर तक नक्षत्र गणना 4, 7, 10, 13, 16, 19, 22 या 25',
        ta: 'மணமகள் முதல் மணமகன் வரை நட்சத்திர எண்ணிக்கை 4, 7, 10, 13, 16, 19, 22 அல்லது 25',
        te: 'వధువు నుండి వరుని వరకు నక్షత్ర లెక్క 4, 7, 10, 13, 16, 19, 22 లేదా 25',
      },
    ],
    [
      'streeDeergha',
      {
        en: 'Star count from the bride to the groom is more than 13',
        hi: 'कन्या से वर तक नक्षत्र गणना 13 से अधिक',
        ta: 'மணமகள் முதல் மணமகன் வரை நட்சத்திர எண்ணிக்கை 13-க்கு மேல்',
        te: 'వధువు నుండి వరుని వరకు నక్షత్ర లెక్క 13 కంటే ఎక్కువ',
      },
    ],
    [
      'yoni',
      {
        en: 'The two animals are not sworn enemies',
        hi: 'दोनों योनियाँ परस्पर शत्रु न हों',
        ta: 'இரு யோனி விலங்குகளும் ஜென்மப் பகை அல்ல',
        te: 'రెండు యోని జంతువులు బద్ధ శత్రువులు కావు',
      },
    ],
    [
      'rasi',
      {
        en: "The groom's sign is not 2nd, 6th, 8th or 12th from the bride's, nor Cancer–Capricorn or Leo–Aquarius",
        hi: 'वर की राशि कन्या की राशि से 2, 6, 8, 12वीं न हो, न कर्क–मकर या सिंह–कुम्भ',
        ta: 'மணமகன் ராசி மணமகள் ராசியிலிருந்து 2, 6, 8, 12 அல்ல; கடகம்–மகரம், சிம்மம்–கும்பம் அல்ல',
        te: 'వరుని రాశి వధువు రాశి నుండి 2, 6, 8, 12 కాదు; కర్కాటకం–మకరం, సింహం–కుంభం కాదు',
      },
    ],
    [
      'rasiAdhipati',
      {
        en: 'Neither Moon-sign lord is an enemy of the other',
        hi: 'कोई भी राशि स्वामी दूसरे का शत्रु न हो',
        ta: 'எந்த ராசி அதிபதியும் மற்றவருக்குப் பகை அல்ல',
        te: 'ఏ రాశ్యాధిపతీ మరొకరికి శత్రువు కాదు',
      },
    ],
    [
      'vasya',
      {
        en: 'One Moon sign is a vasya sign of the other',
        hi: 'एक चन्द्र राशि दूसरी की वश्य राशि हो',
        ta: 'ஒரு ராசி மற்றதன் வசிய ராசி',
        te: 'ఒక రాశి మరొకదాని వశ్య రాశి',
      },
    ],
    [
      'rajju',
      {
        en: 'The two stars are in different rajju groups (must pass)',
        hi: 'दोनों नक्षत्र भिन्न रज्जु में हों (अनिवार्य)',
        ta: 'இரு நட்சத்திரங்களும் வெவ்வேறு ரஜ்ஜுவில் (கட்டாயம்)',
        te: 'రెండు నక్షత్రాలు వేర్వేరు రజ్జువులో (తప్పనిసరి)',
      },
    ],
    [
      'vedha',
      {
        en: 'The two stars are not a vedha pair (must pass)',
        hi: 'दोनों नक्षत्र वेध युग्म न हों (अनिवार्य)',
        ta: 'இரு நட்சத்திரங்களும் வேதை ஜோடி அல்ல (கட்டாயம்)',
        te: 'రెండు నక్షత్రాలు వేధ జంట కావు (తప్పనిసరి)',
      },
    ],
  ],
  MATCHING_SOURCES,
);

const DOSHA_ENTRIES = [
  ['nadi', { en: 'Nadi dosha', hi: 'नाड़ी दोष', ta: 'நாடி தோஷம்', te: 'నాడీ దోషం' }],
  ['bhakoot', { en: 'Bhakoot dosha', hi: 'भकूट दोष', ta: 'பகூட் தோஷம்', te: 'భకూట దోషం' }],
  ['gana', { en: 'Gana dosha', hi: 'गण दोष', ta: 'கண தோஷம்', te: 'గణ దోషం' }],
] as const;

/** A dosha of the Ashtakoota, in report order (Nadi, Bhakoot, Gana). */
export type DoshaKey = (typeof DOSHA_ENTRIES)[number][0];

/** The three doshas of the Ashtakoota. */
export const DOSHAS: Vocabulary<DoshaKey> = defineVocabulary(DOSHA_ENTRIES, MATCHING_SOURCES);

const LORDS_FRIENDS = {
  en: 'The two Moon-sign lords are mutual friends',
  hi: 'दोनों राशि स्वामी परस्पर मित्र',
  ta: 'இரு ராசி அதிபதிகளும் பரஸ்பர நண்பர்கள்',
  te: 'రెండు రాశ్యాధిపతులు పరస్పర మిత్రులు',
} as const;

const NAVAMSA_LORDS_FRIENDS = {
  en: "The lords of the two Moons' navamsa signs are mutual friends",
  hi: 'दोनों चन्द्र नवांश राशियों के स्वामी परस्पर मित्र',
  ta: 'இரு சந்திர நவாம்ச ராசி அதிபதிகளும் பரஸ்பர நண்பர்கள்',
  te: 'రెండు చంద్ర నవాంశ రాశ్యాధిపతులు పరస్పర మిత్రులు',
} as const;

const DOSHA_RULE_ENTRIES = [
  [
    'nadi-same-star-different-sign',
    {
      en: 'Same star, different signs',
      hi: 'एक नक्षत्र, भिन्न राशियाँ',
      ta: 'ஒரே நட்சத்திரம், வெவ்வேறு ராசிகள்',
      te: 'ఒకే నక్షత్రం, వేర్వేరు రాశులు',
    },
  ],
  [
    'nadi-same-sign-different-star',
    {
      en: 'Same sign, different stars',
      hi: 'एक राशि, भिन्न नक्षत्र',
      ta: 'ஒரே ராசி, வெவ்வேறு நட்சத்திரங்கள்',
      te: 'ఒకే రాశి, వేర్వేరు నక్షత్రాలు',
    },
  ],
  [
    'nadi-same-star-sign-different-pada',
    {
      en: 'Same star and sign, different padas',
      hi: 'एक नक्षत्र और राशि, भिन्न चरण',
      ta: 'ஒரே நட்சத்திரம், ஒரே ராசி, வெவ்வேறு பாதங்கள்',
      te: 'ఒకే నక్షత్రం, ఒకే రాశి, వేర్వేరు పాదాలు',
    },
  ],
  [
    'nadi-sign-lords-friends',
    {
      en: 'Different stars, and the two Moon-sign lords are mutual friends',
      hi: 'भिन्न नक्षत्र, और दोनों राशि स्वामी परस्पर मित्र',
      ta: 'வெவ்வேறு நட்சத்திரங்கள், இரு ராசி அதிபதிகளும் பரஸ்பர நண்பர்கள்',
      te: 'వేర్వేరు నక్షత్రాలు, రెండు రాశ్యాధిపతులు పరస్పర మిత్రులు',
    },
  ],
  [
    'nadi-listed-stars',
    {
      en: 'Both stars are in the Jyotish Chintamani list',
      hi: 'दोनों नक्षत्र ज्योतिष चिन्तामणि की सूची में',
      ta: 'இரு நட்சத்திரங்களும் ஜோதிட சிந்தாமணி பட்டியலில்',
      te: 'రెండు నక్షత్రాలు జ్యోతిష చింతామణి జాబితాలో',
    },
  ],
  ['bhakoot-sign-lords-friends', LORDS_FRIENDS],
  ['bhakoot-navamsa-lords-friends', NAVAMSA_LORDS_FRIENDS],
  ['gana-sign-lords-friends', LORDS_FRIENDS],
  ['gana-navamsa-lords-friends', NAVAMSA_LORDS_FRIENDS],
  [
    'gana-bride-star-14th-or-more',
    {
      en: "The bride's star is 14th or more from the groom's",
      hi: 'कन्या का नक्षत्र वर के नक्षत्र से 14वाँ या आगे',
      ta: 'மணமகள் நட்சத்திரம் மணமகன் நட்சத்திரத்திலிருந்து 14 அல்லது அதற்கு மேல்',
      te: 'వధువు నక్షత్రం వరుని నక్షత్రం నుండి 14వది లేదా ఆపై',
    },
  ],
] as const;

/** A cancellation rule of a koota dosha, in report order (Nadi's five, Bhakoot's two, Gana's three). */
export type DoshaRuleKey = (typeof DOSHA_RULE_ENTRIES)[number][0];

/** The cancellation rules of the Nadi, Bhakoot and Gana doshas, each with its short explanation. */
export const DOSHA_RULES: Vocabulary<DoshaRuleKey> = defineVocabulary(DOSHA_RULE_ENTRIES, [
  ...MATCHING_SOURCES,
  'gujjujyotish (Nadi exceptions); truthstar.com (Bhakoot); Future Point "Horoscope Matching" (Gana)',
]);

const MANGLIK_RULE_ENTRIES = [
  [
    'mars-in-leo-or-aquarius',
    {
      en: 'Mars in Leo or Aquarius',
      hi: 'मंगल सिंह या कुम्भ में',
      ta: 'செவ்வாய் சிம்மம் அல்லது கும்பத்தில்',
      te: 'కుజుడు సింహం లేదా కుంభంలో',
    },
  ],
  [
    'mars-2nd-in-gemini-or-virgo',
    {
      en: 'Mars 2nd, in Gemini or Virgo',
      hi: 'मंगल दूसरे भाव में, मिथुन या कन्या में',
      ta: 'செவ்வாய் 2-ஆம் இடத்தில், மிதுனம் அல்லது கன்னியில்',
      te: 'కుజుడు 2వ స్థానంలో, మిథునం లేదా కన్యలో',
    },
  ],
  [
    'mars-4th-in-aries-or-scorpio',
    {
      en: 'Mars 4th, in Aries or Scorpio',
      hi: 'मंगल चौथे भाव में, मेष या वृश्चिक में',
      ta: 'செவ்வாய் 4-ஆம் இடத்தில், மேஷம் அல்லது விருச்சிகத்தில்',
      te: 'కుజుడు 4వ స్థానంలో, మేషం లేదా వృశ్చికంలో',
    },
  ],
  [
    'mars-7th-in-cancer-or-capricorn',
    {
      en: 'Mars 7th, in Cancer or Capricorn',
      hi: 'मंगल सातवें भाव में, कर्क या मकर में',
      ta: 'செவ்வாய் 7-ஆம் இடத்தில், கடகம் அல்லது மகரத்தில்',
      te: 'కుజుడు 7వ స్థానంలో, కర్కాటకం లేదా మకరంలో',
    },
  ],
  [
    'mars-8th-in-sagittarius-or-pisces',
    {
      en: 'Mars 8th, in Sagittarius or Pisces',
      hi: 'मंगल आठवें भाव में, धनु या मीन में',
      ta: 'செவ்வாய் 8-ஆம் இடத்தில், தனுசு அல்லது மீனத்தில்',
      te: 'కుజుడు 8వ స్థానంలో, ధనుస్సు లేదా మీనంలో',
    },
  ],
  [
    'mars-12th-in-taurus-or-libra',
    {
      en: 'Mars 12th, in Taurus or Libra',
      hi: 'मंगल बारहवें भाव में, वृषभ या तुला में',
      ta: 'செவ்வாய் 12-ஆம் இடத்தில், ரிஷபம் அல்லது துலாமில்',
      te: 'కుజుడు 12వ స్థానంలో, వృషభం లేదా తులలో',
    },
  ],
  [
    'mars-with-or-aspected-by-jupiter-or-saturn',
    {
      en: 'Mars with, or aspected by, Jupiter or Saturn',
      hi: 'मंगल गुरु या शनि के साथ, या उनसे दृष्ट',
      ta: 'செவ்வாய் குரு அல்லது சனியுடன் சேர்ந்து, அல்லது அவர்கள் பார்வையில்',
      te: 'కుజుడు గురు లేదా శనితో కలిసి, లేదా వారి దృష్టిలో',
    },
  ],
  ['mars-retrograde', { en: 'Mars retrograde', hi: 'मंगल वक्री', ta: 'செவ்வாய் வக்கிரம்', te: 'కుజుడు వక్రి' }],
  [
    'mars-combust-or-sandhi',
    {
      en: "Mars combust (within 17° of the Sun) or within 1° of a sign's edge",
      hi: 'मंगल अस्त (सूर्य से 17° के भीतर) या राशि सन्धि में (1° के भीतर)',
      ta: 'செவ்வாய் அஸ்தமனம் (சூரியனிலிருந்து 17°-க்குள்) அல்லது ராசி சந்தியில் (1°-க்குள்)',
      te: 'కుజుడు అస్తంగతుడు (సూర్యుని నుండి 17° లోపు) లేదా రాశి సంధిలో (1° లోపు)',
    },
  ],
  [
    'mars-lagna-lord',
    {
      en: 'Mars is the Lagna lord (Aries or Scorpio Lagna)',
      hi: 'मंगल लग्नेश (मेष या वृश्चिक लग्न)',
      ta: 'செவ்வாய் லக்னாதிபதி (மேஷ அல்லது விருச்சிக லக்னம்)',
      te: 'కుజుడు లగ్నాధిపతి (మేష లేదా వృశ్చిక లగ్నం)',
    },
  ],
  [
    'mars-own-exalted-or-friend-sign',
    {
      en: "Mars in its own sign, its exaltation sign or a friend's sign",
      hi: 'मंगल स्वराशि, उच्च राशि या मित्र राशि में',
      ta: 'செவ்வாய் ஆட்சி, உச்சம் அல்லது நட்பு ராசியில்',
      te: 'కుజుడు స్వక్షేత్రం, ఉచ్చ రాశి లేదా మిత్ర రాశిలో',
    },
  ],
  [
    'mars-in-movable-sign',
    {
      en: 'Mars in a movable sign (Aries, Cancer, Libra, Capricorn)',
      hi: 'मंगल चर राशि में (मेष, कर्क, तुला, मकर)',
      ta: 'செவ்வாய் சர ராசியில் (மேஷம், கடகம், துலாம், மகரம்)',
      te: 'కుజుడు చర రాశిలో (మేషం, కర్కాటకం, తుల, మకరం)',
    },
  ],
  [
    'mars-dispositor-kendra-trikona',
    {
      en: "The lord of Mars's sign is in a kendra or trikona from the Lagna",
      hi: 'मंगल की राशि का स्वामी लग्न से केन्द्र या त्रिकोण में',
      ta: 'செவ்வாய் நின்ற ராசியின் அதிபதி லக்னத்திலிருந்து கேந்திரம் அல்லது திரிகோணத்தில்',
      te: 'కుజుడున్న రాశి అధిపతి లగ్నం నుండి కేంద్రం లేదా త్రికోణంలో',
    },
  ],
  [
    'lagna-cancer-or-leo',
    {
      en: 'Cancer or Leo Lagna (Mars is the yogakaraka)',
      hi: 'कर्क या सिंह लग्न (मंगल योगकारक)',
      ta: 'கடக அல்லது சிம்ம லக்னம் (செவ்வாய் யோககாரகர்)',
      te: 'కర్కాటక లేదా సింహ లగ్నం (కుజుడు యోగకారకుడు)',
    },
  ],
] as const;

/** A cancellation rule of Manglik dosha, in report order (B.V. Raman's computable rules). */
export type ManglikRuleKey = (typeof MANGLIK_RULE_ENTRIES)[number][0];

/** The cancellation rules of Manglik dosha, each with its short explanation; listed, never applied. */
export const MANGLIK_RULES: Vocabulary<ManglikRuleKey> = defineVocabulary(MANGLIK_RULE_ENTRIES, [
  ...MATCHING_SOURCES,
  'naturalstupid/PyJHora src/jhora/horoscope/chart/dosha.py _manglik_exceptions (B.V. Raman)',
]);

const MANGLIK_STATUS_ENTRIES = [
  ['present', { en: 'Manglik', hi: 'मांगलिक', ta: 'செவ்வாய் தோஷம் உண்டு', te: 'కుజ దోషం ఉంది' }],
  [
    'reduced',
    {
      en: 'Manglik, reduced (both are Manglik)',
      hi: 'मांगलिक, दोष कम (दोनों मांगलिक)',
      ta: 'செவ்வாய் தோஷம், குறைந்தது (இருவருக்கும் தோஷம்)',
      te: 'కుజ దోషం, తగ్గింది (ఇద్దరికీ దోషం)',
    },
  ],
  ['absent', { en: 'Not Manglik', hi: 'मांगलिक नहीं', ta: 'செவ்வாய் தோஷம் இல்லை', te: 'కుజ దోషం లేదు' }],
] as const;

/** A person's Manglik status: present, reduced (both partners Manglik) or absent. */
export type ManglikStatus = (typeof MANGLIK_STATUS_ENTRIES)[number][0];

/** The three Manglik statuses. */
export const MANGLIK_STATUSES: Vocabulary<ManglikStatus> = defineVocabulary(
  MANGLIK_STATUS_ENTRIES,
  MATCHING_SOURCES,
);

const MANGLIK_REFERENCE_ENTRIES = [
  ['lagna', { en: 'From the Lagna', hi: 'लग्न से', ta: 'லக்னத்திலிருந்து', te: 'లగ్నం నుండి' }],
  ['moon', { en: 'From the Moon', hi: 'चन्द्र से', ta: 'சந்திரனிலிருந்து', te: 'చంద్రుని నుండి' }],
  ['venus', { en: 'From Venus', hi: 'शुक्र से', ta: 'சுக்கிரனிலிருந்து', te: 'శుక్రుని నుండి' }],
] as const;

/** A point Mars's house is counted from for Manglik dosha. */
export type ManglikReference = (typeof MANGLIK_REFERENCE_ENTRIES)[number][0];

/** The three references of Manglik dosha (whole signs). */
export const MANGLIK_REFERENCES: Vocabulary<ManglikReference> = defineVocabulary(
  MANGLIK_REFERENCE_ENTRIES,
  MATCHING_SOURCES,
);

const BAND_ENTRIES = [
  ['low', { en: 'Low', hi: 'निम्न', ta: 'குறைவு', te: 'తక్కువ' }],
  ['average', { en: 'Average', hi: 'मध्यम', ta: 'சராசரி', te: 'సగటు' }],
  ['good', { en: 'Good', hi: 'उत्तम', ta: 'நன்று', te: 'మంచిది' }],
] as const;

/** The band of an Ashtakoota total: below 18 low, 18 to 24.5 average, 25 and above good. */
export type MatchBand = (typeof BAND_ENTRIES)[number][0];

/** The three bands of an Ashtakoota total. */
export const MATCH_BANDS: Vocabulary<MatchBand> = defineVocabulary(BAND_ENTRIES, [
  'ranjanadikshit.com/en/kundali-milan (thresholds)',
  ...MATCHING_SOURCES,
]);

const VERDICT_ENTRIES = [
  ['promised', { en: 'Promised', hi: 'विवाह का योग है', ta: 'திருமண யோகம் உண்டு', te: 'వివాహ యోగం ఉంది' }],
  ['denied', { en: 'Denied', hi: 'विवाह का योग नहीं', ta: 'திருமண யோகம் இல்லை', te: 'వివాహ యోగం లేదు' }],
  ['mixed', { en: 'Mixed', hi: 'मिश्रित', ta: 'கலவையானது', te: 'మిశ్రమం' }],
] as const;

/** The KP verdict on marriage from the 7th cusp sub lord's four steps. */
export type MarriageVerdict = (typeof VERDICT_ENTRIES)[number][0];

/** The three KP verdicts on marriage. */
export const MARRIAGE_VERDICTS: Vocabulary<MarriageVerdict> = defineVocabulary(VERDICT_ENTRIES, [
  'fr.scribd.com/document/242603499 and pdfcoffee "KP Rules Compiled" (7th cusp sub lord rule)',
  ...MATCHING_SOURCES,
]);

const KP_STEP_ENTRIES = [
  [
    'subLord',
    { en: '7th cusp sub lord', hi: 'सप्तम भाव उप-स्वामी', ta: '7-ஆம் பாவ உப அதிபதி', te: '7వ భావ ఉప అధిపతి' },
  ],
  ['starLord', { en: 'Its star lord', hi: 'उसका नक्षत्र स्वामी', ta: 'அதன் நட்சத்திர அதிபதி', te: 'దాని నక్షత్రాధిపతి' }],
  ['subLordOfSubLord', { en: 'Its sub lord', hi: 'उसका उप-स्वामी', ta: 'அதன் உப அதிபதி', te: 'దాని ఉప అధిపతి' }],
  [
    'starLordOfSubLord',
    {
      en: 'Star lord of its sub lord',
      hi: 'उसके उप-स्वामी का नक्षत्र स्वामी',
      ta: 'அதன் உப அதிபதியின் நட்சத்திர அதிபதி',
      te: 'దాని ఉప అధిపతి నక్షత్రాధిపతి',
    },
  ],
] as const;

/** A step of the KP 4-step reading of the 7th cusp sub lord, in order. */
export type KpStepKey = (typeof KP_STEP_ENTRIES)[number][0];

/** The four steps of the 7th cusp sub lord's significations. */
export const KP_STEPS: Vocabulary<KpStepKey> = defineVocabulary(KP_STEP_ENTRIES, MATCHING_SOURCES);

const label = (en: string, hi: string, ta: string, te: string) => ({ en, hi, ta, te }) as const;

const MATCH_LABEL_ENTRIES = [
  ['match', label('Marriage matching', 'विवाह मिलान', 'திருமணப் பொருத்தம்', 'వివాహ పొంతన')],
  ['bride', label('Bride', 'कन्या', 'மணமகள்', 'వధువు')],
  ['groom', label('Groom', 'वर', 'மணமகன்', 'వరుడు')],
  ['partner', label('Partner', 'साथी', 'துணை', 'భాగస్వామి')],
  ['pada', label('Pada', 'चरण', 'பாதம்', 'పాదం')],
  ['kpJudgement', label('KP judgement', 'केपी निर्णय', 'கே.பி. தீர்ப்பு', 'కె.పి. నిర్ణయం')],
  ['step', label('Step', 'चरण', 'படி', 'మెట్టు')],
  ['planet', label('Planet', 'ग्रह', 'கிரகம்', 'గ్రహం')],
  ['houses', label('Houses', 'भाव', 'பாவங்கள்', 'భావాలు')],
  ['verdict', label('Verdict', 'निर्णय', 'தீர்ப்பு', 'నిర్ణయం')],
  [
    'separation',
    label(
      '12th house signified: separation noted',
      'द्वादश भाव: वियोग का संकेत',
      '12-ஆம் பாவம்: பிரிவுக் குறிப்பு',
      '12వ భావం: వియోగ సూచన',
    ),
  ],
  [
    'bothPromise',
    label(
      'Both charts promise marriage',
      'दोनों कुण्डलियों में विवाह का योग',
      'இரு ஜாதகங்களிலும் திருமண யோகம் உண்டு',
      'రెండు జాతకాల్లోనూ వివాహ యోగం ఉంది',
    ),
  ],
  [
    'notBothPromise',
    label(
      'Not both charts promise marriage',
      'दोनों कुण्डलियों में विवाह का योग नहीं',
      'இரு ஜாதகங்களிலும் திருமண யோகம் இல்லை',
      'రెండు జాతకాల్లోనూ వివాహ యోగం లేదు',
    ),
  ],
  [
    'marriageSignificators',
    label('Significators of 2, 7, 11', '2, 7, 11 के कारक', '2, 7, 11 காரகர்கள்', '2, 7, 11 కారకులు'),
  ],
  ['rulingPlanets', label('Ruling planets', 'शासक ग्रह', 'ஆளும் கிரகங்கள்', 'పాలక గ్రహాలు')],
  [
    'crossRulingPlanets',
    label(
      'Significators among the ruling planets',
      'शासक ग्रहों में कारक',
      'ஆளும் கிரகங்களில் காரகர்கள்',
      'పాలక గ్రహాల్లో కారకులు',
    ),
  ],
  ['retrograde', label('Retrograde', 'वक्री', 'வக்கிரம்', 'వక్రి')],
  ['reportMoment', label('Judged at', 'निर्णय का समय और स्थान', 'தீர்ப்பு நேரம், இடம்', 'నిర్ణయ సమయం, స్థలం')],
  [
    'periods',
    label(
      'Periods both run',
      'दोनों की साथ चलने वाली दशाएँ',
      'இருவருக்கும் ஒரே நேரத்தில் நடக்கும் தசைகள்',
      'ఇద్దరికీ ఒకేసారి నడిచే దశలు',
    ),
  ],
  ['noPeriods', label('No period both run', 'कोई साझा दशा नहीं', 'பொதுவான தசை இல்லை', 'ఉమ్మడి దశ లేదు')],
  ['from', label('From', 'से', 'முதல்', 'నుండి')],
  ['to', label('To', 'तक', 'வரை', 'వరకు')],
  [
    'ashtakoota',
    label('Ashtakoota (36 points)', 'अष्टकूट (36 गुण)', 'அஷ்டகூடம் (36 புள்ளிகள்)', 'అష్టకూటం (36 గుణాలు)'),
  ],
  ['koota', label('Koota', 'कूट', 'கூடம்', 'కూటం')],
  ['rule', label('Rule', 'नियम', 'விதி', 'నియమం')],
  ['points', label('Points', 'गुण', 'புள்ளிகள்', 'గుణాలు')],
  ['maximum', label('Maximum', 'अधिकतम', 'அதிகபட்சம்', 'గరిష్ఠం')],
  ['total', label('Total', 'कुल गुण', 'மொத்தம்', 'మొత్తం')],
  [
    'totalWithCancellations',
    label(
      'Total with cancelled doshas restored',
      'निरस्त दोषों के अंक जोड़कर कुल गुण',
      'ரத்தான தோஷங்களின் புள்ளிகள் சேர்த்த மொத்தம்',
      'రద్దైన దోషాల గుణాలు కలిపిన మొత్తం',
    ),
  ],
  ['band', label('Band', 'श्रेणी', 'தரம்', 'శ్రేణి')],
  ['dosha', label('Dosha', 'दोष', 'தோஷம்', 'దోషం')],
  ['present', label('Present', 'है', 'உண்டு', 'ఉంది')],
  ['absent', label('Absent', 'नहीं', 'இல்லை', 'లేదు')],
  ['cancelledBy', label('Cancelled by', 'निरस्त करने वाले नियम', 'ரத்து செய்யும் விதிகள்', 'రద్దు చేసే నియమాలు')],
  ['notCancelled', label('Not cancelled', 'निरस्त नहीं', 'ரத்தாகவில்லை', 'రద్దు కాలేదు')],
  ['poruthams', label('Ten poruthams', 'दस पोरुत्तम', 'பத்துப் பொருத்தங்கள்', 'పది పొంతనలు')],
  ['porutham', label('Porutham', 'पोरुत्तम', 'பொருத்தம்', 'పొంతన')],
  ['passed', label('Passed', 'मिलता है', 'பொருந்தும்', 'కుదిరింది')],
  ['failed', label('Failed', 'नहीं मिलता', 'பொருந்தாது', 'కుదరలేదు')],
  ['mustPass', label('Must pass', 'अनिवार्य', 'கட்டாயம்', 'తప్పనిసరి')],
  [
    'mustPassFailed',
    label(
      'A must-pass porutham failed',
      'एक अनिवार्य पोरुत्तम नहीं मिला',
      'கட்டாயப் பொருத்தம் ஒன்று பொருந்தவில்லை',
      'ఒక తప్పనిసరి పొంతన కుదరలేదు',
    ),
  ],
  ['poruthamTotal', label('Poruthams passed', 'मिलने वाले पोरुत्तम', 'பொருந்திய பொருத்தங்கள்', 'కుదిరిన పొంతనలు')],
  ['manglik', label('Manglik (Kuja) dosha', 'मांगलिक (कुज) दोष', 'செவ்வாய் (குஜ) தோஷம்', 'కుజ దోషం')],
  ['marsHouse', label('House of Mars', 'मंगल का भाव', 'செவ்வாய் நின்ற இடம்', 'కుజుని స్థానం')],
  ['cancellations', label('Cancellations', 'परिहार', 'விலக்குகள்', 'పరిహారాలు')],
  [
    'reducedByBoth',
    label(
      'Both are Manglik: the dosha is reduced',
      'दोनों मांगलिक: दोष कम होता है',
      'இருவருக்கும் செவ்வாய் தோஷம்: தோஷம் குறைகிறது',
      'ఇద్దరికీ కుజ దోషం: దోషం తగ్గుతుంది',
    ),
  ],
  [
    'ayanamsaDiffers',
    label(
      'The two charts use different ayanamsas',
      'दोनों कुण्डलियों के अयनांश भिन्न हैं',
      'இரு ஜாதகங்களின் அயனாம்சங்கள் வேறுபடுகின்றன',
      'రెండు జాతకాల అయనాంశలు వేరు',
    ),
  ],
  [
    'rank',
    label(
      'Rank my clients for this person',
      'इस व्यक्ति के लिए मेरे जातकों का क्रम',
      'இவருக்கு என் ஜாதகர்களை வரிசைப்படுத்து',
      'ఈ వ్యక్తికి నా జాతకులను వరుస చేయి',
    ),
  ],
  ['ranking', label('Ranked partners', 'क्रमबद्ध साथी', 'வரிசைப்படுத்திய துணைகள்', 'వరుస భాగస్వాములు')],
  ['openMatch', label('Open the match', 'मिलान खोलें', 'பொருத்தத்தைத் திற', 'పొంతన తెరువు')],
  ['change', label('Change', 'बदलें', 'மாற்று', 'మార్చు')],
  [
    'timeline',
    label(
      'Periods both run, on the years ahead',
      'आगामी वर्षों में दोनों की दशाएँ',
      'வரும் ஆண்டுகளில் இருவரின் காலங்கள்',
      'రాబోయే సంవత్సరాల్లో ఇద్దరి దశలు',
    ),
  ],
  [
    'timelinePicture',
    label(
      'Dasha and bhukti of the bride and the groom over the years ahead, with the periods both run',
      'आगामी वर्षों में कन्या और वर की दशा-भुक्ति, साथ चलने वाली दशाओं सहित',
      'வரும் ஆண்டுகளில் மணமகள், மணமகன் தசா புக்திகள், இருவருக்கும் பொதுவான காலங்களுடன்',
      'రాబోయే సంవత్సరాల్లో వధూవరుల దశ-భుక్తులు, ఇద్దరికీ ఉమ్మడి దశలతో',
    ),
  ],
  ['dashaBhukti', label('Dasha / bhukti', 'दशा / भुक्ति', 'தசை / புக்தி', 'దశ / భుక్తి')],
  [
    'supports',
    label(
      'Both lords signify 2, 7, 11',
      'दोनों स्वामी 2, 7, 11 के कारक',
      'இரு அதிபதிகளும் 2, 7, 11 காரகர்கள்',
      'ఇద్దరు అధిపతులూ 2, 7, 11 కారకులు',
    ),
  ],
  ['bothRun', label('Both run', 'दोनों की साझा', 'இருவருக்கும் பொது', 'ఇద్దరికీ ఉమ్మడి')],
  ['yes', label('Yes', 'हाँ', 'ஆம்', 'అవును')],
  ['no', label('No', 'नहीं', 'இல்லை', 'కాదు')],
  ['timelineTable', label('The picture as a table', 'चित्र तालिका के रूप में', 'படம் அட்டவணையாக', 'చిత్రం పట్టికగా')],
] as const;

/** A label of the Match page and its PDF (headings, column names, notes). */
export type MatchLabelKey = (typeof MATCH_LABEL_ENTRIES)[number][0];

/** The labels of the Match page and its PDF; words of the domain proper have vocabularies of their own. */
export const MATCH_LABELS: Vocabulary<MatchLabelKey> = defineVocabulary(
  MATCH_LABEL_ENTRIES,
  MATCHING_SOURCES,
);
