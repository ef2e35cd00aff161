/**
 * The words of the panchang (shared/domain/panchang.md): the 27 yogas, the 11 karanas (and which of them each
 * of the 60 karanas of a lunar month is), the 12 lunar months with the adhika and kshaya qualifiers, the 6
 * ritus, the 2 ayanas, the 60 samvatsaras, the pakshas, the periods of the day, the two sunrise conventions
 * and the labels of a panchang page. Tithis, nakshatras, weekdays and planets have vocabularies of their own.
 * The engine answers with these ids (numbers where the doc numbers a cycle); a page or a PDF picks the words.
 */
import type { DisplayLanguage } from './languages.js';
import { defineVocabulary, nameOf, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from. English: panchang.md (which follows drikpanchang.com and PyJHora). Hindi: the
 * Sanskrit terms in Devanagari as Hindi panchangs (drikpanchang.com in Hindi) print them. Tamil: the spellings
 * of Tamil almanacs (panchangam), the karanas and yogas as they print them (பத்திரை for Vishti), the 60 years as
 * Tamil Wikipedia's "தமிழ் ஆண்டுகள்" lists them. Telugu: the spellings of Telugu panchangams; months and ritus
 * checked against PyJHora `src/jhora/lang/list_values_te.txt`. The meanings and labels in Hindi, Tamil and
 * Telugu are our own translations of the English.
 */
const PANCHANG_SOURCES: readonly string[] = [
  'shared/domain/panchang.md (English spellings, after drikpanchang.com and PyJHora)',
  'drikpanchang.com Hindi day pages (Hindi spellings)',
  'Tamil almanac (panchangam) spellings; ta.wikipedia.org "தமிழ் ஆண்டுகள்" (the 60 years)',
  'Telugu panchangam spellings; naturalstupid/PyJHora src/jhora/lang/list_values_te.txt (months, ritus)',
  'Hindi, Tamil, Telugu meanings and labels: our translations of the English',
];

/** Yoga 1..27 (panchang.md §4.3). */
export type YogaNumber = number;

/** The 27 yogas, 1 = Vishkambha … 27 = Vaidhriti. */
export const YOGAS: Vocabulary<YogaNumber> = defineVocabulary<YogaNumber>(
  [
    [1, { en: 'Vishkambha', hi: 'विष्कम्भ', ta: 'விஷ்கம்பம்', te: 'విష్కంభ' }],
    [2, { en: 'Priti', hi: 'प्रीति', ta: 'ப்ரீதி', te: 'ప్రీతి' }],
    [3, { en: 'Ayushman', hi: 'आयुष्मान', ta: 'ஆயுஷ்மான்', te: 'ఆయుష్మాన్' }],
    [4, { en: 'Saubhagya', hi: 'सौभाग्य', ta: 'சௌபாக்கியம்', te: 'సౌభాగ్య' }],
    [5, { en: 'Shobhana', hi: 'शोभन', ta: 'சோபனம்', te: 'శోభన' }],
    [6, { en: 'Atiganda', hi: 'अतिगण्ड', ta: 'அதிகண்டம்', te: 'అతిగండ' }],
    [7, { en: 'Sukarma', hi: 'सुकर्मा', ta: 'சுகர்மம்', te: 'సుకర్మ' }],
    [8, { en: 'Dhriti', hi: 'धृति', ta: 'திருதி', te: 'ధృతి' }],
    [9, { en: 'Shula', hi: 'शूल', ta: 'சூலம்', te: 'శూల' }],
    [10, { en: 'Ganda', hi: 'गण्ड', ta: 'கண்டம்', te: 'గండ' }],
    [11, { en: 'Vriddhi', hi: 'वृद्धि', ta: 'விருத்தி', te: 'వృద్ధి' }],
    [12, { en: 'Dhruva', hi: 'ध्रुव', ta: 'துருவம்', te: 'ధ్రువ' }],
    [13, { en: 'Vyaghata', hi: 'व्याघात', ta: 'வியாகாதம்', te: 'వ్యాఘాత' }],
    [14, { en: 'Harshana', hi: 'हर्षण', ta: 'ஹர்ஷணம்', te: 'హర్షణ' }],
    [15, { en: 'Vajra', hi: 'वज्र', ta: 'வஜ்ரம்', te: 'వజ్ర' }],
    [16, { en: 'Siddhi', hi: 'सिद्धि', ta: 'சித்தி', te: 'సిద్ధి' }],
    [17, { en: 'Vyatipata', hi: 'व्यतीपात', ta: 'வியதீபாதம்', te: 'వ్యతీపాత' }],
    [18, { en: 'Variyana', hi: 'वरीयान', ta: 'வரீயான்', te: 'వరీయాన్' }],
    [19, { en: 'Parigha', hi: 'परिघ', ta: 'பரிகம்', te: 'పరిఘ' }],
    [20, { en: 'Shiva', hi: 'शिव', ta: 'சிவம்', te: 'శివ' }],
    [21, { en: 'Siddha', hi: 'सिद्ध', ta: 'சித்தம்', te: 'సిద్ధ' }],
    [22, { en: 'Sadhya', hi: 'साध्य', ta: 'சாத்தியம்', te: 'సాధ్య' }],
    [23, { en: 'Shubha', hi: 'शुभ', ta: 'சுபம்', te: 'శుభ' }],
    [24, { en: 'Shukla', hi: 'शुक्ल', ta: 'சுக்லம்', te: 'శుక్ల' }],
    [25, { en: 'Brahma', hi: 'ब्रह्म', ta: 'பிரம்மம்', te: 'బ్రహ్మ' }],
    [26, { en: 'Indra', hi: 'इन्द्र', ta: 'ஐந்திரம்', te: 'ఐంద్ర' }],
    [27, { en: 'Vaidhriti', hi: 'वैधृति', ta: 'வைதிருதி', te: 'వైధృతి' }],
  ],
  PANCHANG_SOURCES,
);

const KARANA_ENTRIES = [
  ['kimstughna', { en: 'Kimstughna', hi: 'किंस्तुघ्न', ta: 'கிம்ஸ்துக்னம்', te: 'కింస్తుఘ్న' }],
  ['bava', { en: 'Bava', hi: 'बव', ta: 'பவம்', te: 'బవ' }],
  ['balava', { en: 'Balava', hi: 'बालव', ta: 'பாலவம்', te: 'బాలవ' }],
  ['kaulava', { en: 'Kaulava', hi: 'कौलव', ta: 'கௌலவம்', te: 'కౌలవ' }],
  ['taitila', { en: 'Taitila', hi: 'तैतिल', ta: 'தைதுலம்', te: 'తైతిల' }],
  ['garaja', { en: 'Garaja', hi: 'गरज', ta: 'கரசை', te: 'గరజి' }],
  ['vanija', { en: 'Vanija', hi: 'वणिज', ta: 'வணிசை', te: 'వణిజ' }],
  ['vishti', { en: 'Vishti', hi: 'विष्टि', ta: 'பத்திரை', te: 'విష్టి' }],
  ['shakuni', { en: 'Shakuni', hi: 'शकुनि', ta: 'சகுனி', te: 'శకుని' }],
  ['chatushpada', { en: 'Chatushpada', hi: 'चतुष्पद', ta: 'சதுஷ்பாதம்', te: 'చతుష్పాద' }],
  ['naga', { en: 'Naga', hi: 'नाग', ta: 'நாகவம்', te: 'నాగవ' }],
] as const;

/** One of the 11 karana names. */
export type KaranaName = (typeof KARANA_ENTRIES)[number][0];

/** The 11 karana names: Kimstughna, the seven movable ones from Bava, then Shakuni, Chatushpada and Naga. */
export const KARANAS: Vocabulary<KaranaName> = defineVocabulary(KARANA_ENTRIES, PANCHANG_SOURCES);

/** The seven movable karanas in the order they repeat (§4.4). */
const MOVABLE_KARANAS: readonly KaranaName[] = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'garaja',
  'vanija',
  'vishti',
];

/** The fixed karanas that close the month: 58 Shakuni, 59 Chatushpada, 60 Naga. */
const CLOSING_KARANAS: readonly KaranaName[] = ['shakuni', 'chatushpada', 'naga'];

/**
 * The name of karana k = 1..60 of the lunar month (§4.4): 1 Kimstughna; 2..57 the movable cycle at position
 * (k − 2) mod 7; 58 Shakuni, 59 Chatushpada, 60 Naga. Throws a RangeError outside 1..60.
 */
export function findKaranaName(k: number): KaranaName {
  if (!Number.isInteger(k) || k < 1 || k > 60) throw new RangeError(`karana must be 1..60: ${k}`);
  if (k === 1) return 'kimstughna';
  if (k >= 58) return CLOSING_KARANAS[k - 58] as KaranaName;
  return MOVABLE_KARANAS[(k - 2) % 7] as KaranaName;
}

/** The name of each karana 1..60 of a lunar month, at index k − 1. */
export const KARANA_OF_NUMBER: readonly KaranaName[] = Array.from({ length: 60 }, (_, i) =>
  findKaranaName(i + 1),
);

/** Lunar month 0..11, 0 = Chaitra (panchang.md §6). */
export type LunarMonthIndex = number;

/** The 12 lunar months, 0 = Chaitra … 11 = Phalguna (chandramana names). */
export const LUNAR_MONTHS: Vocabulary<LunarMonthIndex> = defineVocabulary<LunarMonthIndex>(
  [
    [0, { en: 'Chaitra', hi: 'चैत्र', ta: 'சைத்ரம்', te: 'చైత్రము' }],
    [1, { en: 'Vaishakha', hi: 'वैशाख', ta: 'வைசாகம்', te: 'వైశాఖము' }],
    [2, { en: 'Jyeshtha', hi: 'ज्येष्ठ', ta: 'ஜ்யேஷ்டம்', te: 'జ్యేష్ఠము' }],
    [3, { en: 'Ashadha', hi: 'आषाढ़', ta: 'ஆஷாடம்', te: 'ఆషాఢము' }],
    [4, { en: 'Shravana', hi: 'श्रावण', ta: 'ஸ்ராவணம்', te: 'శ్రావణము' }],
    [5, { en: 'Bhadrapada', hi: 'भाद्रपद', ta: 'பாத்ரபதம்', te: 'భాద్రపదము' }],
    [6, { en: 'Ashvin', hi: 'आश्विन', ta: 'ஆஸ்வயுஜம்', te: 'ఆశ్వయుజము' }],
    [7, { en: 'Kartika', hi: 'कार्तिक', ta: 'கார்த்திகம்', te: 'కార్తీకము' }],
    [8, { en: 'Margashirsha', hi: 'मार्गशीर्ष', ta: 'மார்கசீர்ஷம்', te: 'మార్గశిరము' }],
    [9, { en: 'Pausha', hi: 'पौष', ta: 'பௌஷம்', te: 'పుష్యము' }],
    [10, { en: 'Magha', hi: 'माघ', ta: 'மாகம்', te: 'మాఘము' }],
    [11, { en: 'Phalguna', hi: 'फाल्गुन', ta: 'பால்குனம்', te: 'ఫాల్గుణము' }],
  ],
  PANCHANG_SOURCES,
);

const MONTH_QUALIFIER_ENTRIES = [
  ['adhika', { en: 'Adhika', hi: 'अधिक', ta: 'அதிக', te: 'అధిక' }],
  ['kshaya', { en: 'Kshaya', hi: 'क्षय', ta: 'க்ஷய', te: 'క్షయ' }],
] as const;

/** A qualifier of a lunar month: adhika (leap, no sankranti inside) or kshaya (two sankrantis inside). */
export type LunarMonthQualifier = (typeof MONTH_QUALIFIER_ENTRIES)[number][0];

/** The words that qualify an adhika or a kshaya month; each is written before the month's name. */
export const LUNAR_MONTH_QUALIFIERS: Vocabulary<LunarMonthQualifier> = defineVocabulary(
  MONTH_QUALIFIER_ENTRIES,
  PANCHANG_SOURCES,
);

/** A lunar month as the engine answers it: index 0..11, adhika and kshaya flags, a kshaya's second name. */
export interface LunarMonthId {
  month: LunarMonthIndex;
  isAdhika: boolean;
  isKshaya: boolean;
  secondMonth: LunarMonthIndex | null;
}

/**
 * The words of a lunar month: "Shravana"; an adhika month "Adhika Shravana" (the qualifier first, as North
 * and South Indian panchangs print it); a kshaya month with both names, "Kshaya Pausha–Magha" (§6).
 */
export function nameLunarMonth(m: LunarMonthId, language: DisplayLanguage): string {
  const name = nameOf(LUNAR_MONTHS, m.month, language);
  if (m.isKshaya && m.secondMonth !== null) {
    const second = nameOf(LUNAR_MONTHS, m.secondMonth, language);
    return `${nameOf(LUNAR_MONTH_QUALIFIERS, 'kshaya', language)} ${name}–${second}`;
  }
  return m.isAdhika ? `${nameOf(LUNAR_MONTH_QUALIFIERS, 'adhika', language)} ${name}` : name;
}

const RITU_ENTRIES = [
  ['vasanta', { en: 'Vasanta', hi: 'वसन्त', ta: 'வசந்தம்', te: 'వసంతం' }],
  ['grishma', { en: 'Grishma', hi: 'ग्रीष्म', ta: 'கிரீஷ்மம்', te: 'గ్రీష్మం' }],
  ['varsha', { en: 'Varsha', hi: 'वर्षा', ta: 'வர்ஷம்', te: 'వర్షం' }],
  ['sharad', { en: 'Sharad', hi: 'शरद्', ta: 'சரத்', te: 'శరత్' }],
  ['hemanta', { en: 'Hemanta', hi: 'हेमन्त', ta: 'ஹேமந்தம்', te: 'హేమంతం' }],
  ['shishira', { en: 'Shishira', hi: 'शिशिर', ta: 'சிசிரம்', te: 'శిశిరం' }],
] as const;

/** A ritu (season), two amanta months each from Chaitra (§8). */
export type RituId = (typeof RITU_ENTRIES)[number][0];

/** The six ritus in order, Vasanta first. */
export const RITUS: Vocabulary<RituId> = defineVocabulary(RITU_ENTRIES, PANCHANG_SOURCES);

const AYANA_ENTRIES = [
  ['uttarayana', { en: 'Uttarayana', hi: 'उत्तरायण', ta: 'உத்தராயணம்', te: 'ఉత్తరాయణం' }],
  ['dakshinayana', { en: 'Dakshinayana', hi: 'दक्षिणायन', ta: 'தட்சிணாயனம்', te: 'దక్షిణాయనం' }],
] as const;

/** An ayana (half-year) of the sidereal Sun (§8). */
export type AyanaId = (typeof AYANA_ENTRIES)[number][0];

/** The two ayanas. */
export const AYANAS: Vocabulary<AyanaId> = defineVocabulary(AYANA_ENTRIES, PANCHANG_SOURCES);

const PAKSHA_ENTRIES = [
  ['shukla', { en: 'Shukla', hi: 'शुक्ल', ta: 'சுக்ல', te: 'శుక్ల' }],
  ['krishna', { en: 'Krishna', hi: 'कृष्ण', ta: 'கிருஷ்ண', te: 'కృష్ణ' }],
] as const;

/** A paksha: Shukla (tithis 1..15, waxing) or Krishna (16..30, waning). */
export type PakshaId = (typeof PAKSHA_ENTRIES)[number][0];

/** The two pakshas. */
export const PAKSHAS: Vocabulary<PakshaId> = defineVocabulary(PAKSHA_ENTRIES, PANCHANG_SOURCES);

/** Samvatsara 1..60 of the 60-year cycle, 1 = Prabhava (§7). */
export type SamvatsaraNumber = number;

/** The 60 samvatsaras, 1 = Prabhava … 60 = Akshaya, in the order of the table of §7. */
export const SAMVATSARAS: Vocabulary<SamvatsaraNumber> = defineVocabulary<SamvatsaraNumber>(
  [
    [1, { en: 'Prabhava', hi: 'प्रभव', ta: 'பிரபவ', te: 'ప్రభవ' }],
    [2, { en: 'Vibhava', hi: 'विभव', ta: 'விபவ', te: 'విభవ' }],
    [3, { en: 'Shukla', hi: 'शुक्ल', ta: 'சுக்ல', te: 'శుక్ల' }],
    [4, { en: 'Pramoda', hi: 'प्रमोद', ta: 'பிரமோதூத', te: 'ప్రమోదూత' }],
    [5, { en: 'Prajapati', hi: 'प्रजापति', ta: 'பிரசோற்பத்தி', te: 'ప్రజోత్పత్తి' }],
    [6, { en: 'Angirasa', hi: 'आंगिरस', ta: 'ஆங்கீரச', te: 'ఆంగీరస' }],
    [7, { en: 'Shrimukha', hi: 'श्रीमुख', ta: 'ஸ்ரீமுக', te: 'శ్రీముఖ' }],
    [8, { en: 'Bhava', hi: 'भाव', ta: 'பவ', te: 'భావ' }],
    [9, { en: 'Yuva', hi: 'युवा', ta: 'யுவ', te: 'యువ' }],
    [10, { en: 'Dhatri', hi: 'धाता', ta: 'தாது', te: 'ధాత' }],
    [11, { en: 'Ishvara', hi: 'ईश्वर', ta: 'ஈஸ்வர', te: 'ఈశ్వర' }],
    [12, { en: 'Bahudhanya', hi: 'बहुधान्य', ta: 'வெகுதானிய', te: 'బహుధాన్య' }],
    [13, { en: 'Pramathi', hi: 'प्रमाथी', ta: 'பிரமாதி', te: 'ప్రమాథి' }],
    [14, { en: 'Vikrama', hi: 'विक्रम', ta: 'விக்கிரம', te: 'విక్రమ' }],
    [15, { en: 'Vrisha', hi: 'वृष', ta: 'விஷு', te: 'వృష' }],
    [16, { en: 'Chitrabhanu', hi: 'चित्रभानु', ta: 'சித்திரபானு', te: 'చిత్రభాను' }],
    [17, { en: 'Svabhanu', hi: 'स्वभानु', ta: 'சுபானு', te: 'స్వభాను' }],
    [18, { en: 'Tarana', hi: 'तारण', ta: 'தாரண', te: 'తారణ' }],
    [19, { en: 'Parthiva', hi: 'पार्थिव', ta: 'பார்த்திப', te: 'పార్థివ' }],
    [20, { en: 'Vyaya', hi: 'व्यय', ta: 'விய', te: 'వ్యయ' }],
    [21, { en: 'Sarvajit', hi: 'सर्वजित्', ta: 'சர்வஜித்', te: 'సర్వజిత్' }],
    [22, { en: 'Sarvadhari', hi: 'सर्वधारी', ta: 'சர்வதாரி', te: 'సర్వధారి' }],
    [23, { en: 'Virodhi', hi: 'विरोधी', ta: 'விரோதி', te: 'విరోధి' }],
    [24, { en: 'Vikriti', hi: 'विकृति', ta: 'விக்ருதி', te: 'వికృతి' }],
    [25, { en: 'Khara', hi: 'खर', ta: 'கர', te: 'ఖర' }],
    [26, { en: 'Nandana', hi: 'नन्दन', ta: 'நந்தன', te: 'నందన' }],
    [27, { en: 'Vijaya', hi: 'विजय', ta: 'விஜய', te: 'విజయ' }],
    [28, { en: 'Jaya', hi: 'जय', ta: 'ஜய', te: 'జయ' }],
    [29, { en: 'Manmatha', hi: 'मन्मथ', ta: 'மன்மத', te: 'మన్మథ' }],
    [30, { en: 'Durmukhi', hi: 'दुर्मुख', ta: 'துன்முகி', te: 'దుర్ముఖి' }],
    [31, { en: 'Hevilambi', hi: 'हेमलम्ब', ta: 'ஹேவிளம்பி', te: 'హేవిళంబి' }],
    [32, { en: 'Vilambi', hi: 'विलम्ब', ta: 'விளம்பி', te: 'విళంబి' }],
    [33, { en: 'Vikari', hi: 'विकारी', ta: 'விகாரி', te: 'వికారి' }],
    [34, { en: 'Sharvari', hi: 'शार्वरी', ta: 'சார்வரி', te: 'శార్వరి' }],
    [35, { en: 'Plava', hi: 'प्लव', ta: 'பிலவ', te: 'ప్లవ' }],
    [36, { en: 'Shubhakrit', hi: 'शुभकृत्', ta: 'சுபகிருது', te: 'శుభకృత్' }],
    [37, { en: 'Shobhakrit', hi: 'शोभकृत्', ta: 'சோபகிருது', te: 'శోభకృత్' }],
    [38, { en: 'Krodhi', hi: 'क्रोधी', ta: 'குரோதி', te: 'క్రోధి' }],
    [39, { en: 'Vishvavasu', hi: 'विश्वावसु', ta: 'விசுவாவசு', te: 'విశ్వావసు' }],
    [40, { en: 'Parabhava', hi: 'पराभव', ta: 'பராபவ', te: 'పరాభవ' }],
    [41, { en: 'Plavanga', hi: 'प्लवंग', ta: 'பிலவங்க', te: 'ప్లవంగ' }],
    [42, { en: 'Kilaka', hi: 'कीलक', ta: 'கீலக', te: 'కీలక' }],
    [43, { en: 'Saumya', hi: 'सौम्य', ta: 'சௌமிய', te: 'సౌమ్య' }],
    [44, { en: 'Sadharana', hi: 'साधारण', ta: 'சாதாரண', te: 'సాధారణ' }],
    [45, { en: 'Virodhikrit', hi: 'विरोधकृत्', ta: 'விரோதகிருது', te: 'విరోధికృత్' }],
    [46, { en: 'Paridhavi', hi: 'परिधावी', ta: 'பரிதாபி', te: 'పరీధావి' }],
    [47, { en: 'Pramadi', hi: 'प्रमादी', ta: 'பிரமாதீச', te: 'ప్రమాది' }],
    [48, { en: 'Ananda', hi: 'आनन्द', ta: 'ஆனந்த', te: 'ఆనంద' }],
    [49, { en: 'Rakshasa', hi: 'राक्षस', ta: 'ராட்சச', te: 'రాక్షస' }],
    [50, { en: 'Nala', hi: 'नल', ta: 'நள', te: 'నల' }],
    [51, { en: 'Pingala', hi: 'पिंगल', ta: 'பிங்கள', te: 'పింగళ' }],
    [52, { en: 'Kalayukti', hi: 'कालयुक्त', ta: 'காளயுக்தி', te: 'కాళయుక్తి' }],
    [53, { en: 'Siddharthi', hi: 'सिद्धार्थी', ta: 'சித்தார்த்தி', te: 'సిద్ధార్థి' }],
    [54, { en: 'Raudra', hi: 'रौद्र', ta: 'ரௌத்திரி', te: 'రౌద్రి' }],
    [55, { en: 'Durmati', hi: 'दुर्मति', ta: 'துன்மதி', te: 'దుర్మతి' }],
    [56, { en: 'Dundubhi', hi: 'दुन्दुभी', ta: 'துந்துபி', te: 'దుందుభి' }],
    [57, { en: 'Rudhirodgari', hi: 'रुधिरोद्गारी', ta: 'ருத்ரோத்காரி', te: 'రుధిరోద్గారి' }],
    [58, { en: 'Raktakshi', hi: 'रक्ताक्षी', ta: 'ரக்தாட்சி', te: 'రక్తాక్షి' }],
    [59, { en: 'Krodhana', hi: 'क्रोधन', ta: 'குரோதன', te: 'క్రోధన' }],
    [60, { en: 'Akshaya', hi: 'अक्षय', ta: 'அட்சய', te: 'అక్షయ' }],
  ],
  PANCHANG_SOURCES,
);

const PERIOD_ENTRIES = [
  ['rahuKalam', { en: 'Rahu kalam', hi: 'राहु काल', ta: 'இராகு காலம்', te: 'రాహు కాలం' }],
  ['yamaganda', { en: 'Yamaganda', hi: 'यमगण्ड', ta: 'எமகண்டம்', te: 'యమగండం' }],
  ['gulika', { en: 'Gulika kalam', hi: 'गुलिक काल', ta: 'குளிகை காலம்', te: 'గుళిక కాలం' }],
  ['abhijit', { en: 'Abhijit', hi: 'अभिजित', ta: 'அபிஜித்', te: 'అభిజిత్' }],
  ['durMuhurta', { en: 'Dur muhurta', hi: 'दुर्मुहूर्त', ta: 'துர்முகூர்த்தம்', te: 'దుర్ముహూర్తం' }],
  ['brahmaMuhurta', { en: 'Brahma muhurta', hi: 'ब्रह्म मुहूर्त', ta: 'பிரம்ம முகூர்த்தம்', te: 'బ్రహ్మ ముహూర్తం' }],
  ['vijayaMuhurta', { en: 'Vijaya muhurta', hi: 'विजय मुहूर्त', ta: 'விஜய முகூர்த்தம்', te: 'విజయ ముహూర్తం' }],
  ['amritKalam', { en: 'Amrit kalam', hi: 'अमृत काल', ta: 'அமிர்த காலம்', te: 'అమృత కాలం' }],
  ['varjyam', { en: 'Varjyam', hi: 'वर्ज्यम्', ta: 'வர்ஜ்யம்', te: 'వర్జ్యం' }],
  ['hora', { en: 'Hora', hi: 'होरा', ta: 'ஹோரை', te: 'హోర' }],
] as const;

/** A period of the day (§5), by the key of its field in the panchang answer. */
export type PanchangPeriodId = (typeof PERIOD_ENTRIES)[number][0];

/** The names of the day's periods: the three kalams, the named muhurtas, Amrit kalam, Varjyam and hora. */
export const PANCHANG_PERIODS: Vocabulary<PanchangPeriodId> = defineVocabulary(
  PERIOD_ENTRIES,
  PANCHANG_SOURCES,
);

const CONVENTION_ENTRIES = [
  ['hindu', { en: 'Hindu sunrise', hi: 'हिन्दू सूर्योदय', ta: 'இந்து சூரிய உதயம்', te: 'హిందూ సూర్యోదయం' }],
  ['drik', { en: 'Drik sunrise', hi: 'दृक् सूर्योदय', ta: 'திருக் சூரிய உதயம்', te: 'దృక్ సూర్యోదయం' }],
] as const;

/** A sunrise convention (panchang.md P1): `hindu` (the default) or `drik`. */
export type SunriseConventionId = (typeof CONVENTION_ENTRIES)[number][0];

/** The names of the two sunrise conventions. */
export const SUNRISE_CONVENTIONS: Vocabulary<SunriseConventionId> = defineVocabulary(
  CONVENTION_ENTRIES,
  PANCHANG_SOURCES,
);

/** What each sunrise convention means, in one line, as the panchang names it beside its times (§9). */
export const SUNRISE_CONVENTION_MEANINGS: Vocabulary<SunriseConventionId> =
  defineVocabulary<SunriseConventionId>(
    [
      [
        'hindu',
        {
          en: "The centre of the Sun's disc on the horizon, without refraction (as Jagannatha Hora)",
          hi: 'सूर्य बिम्ब का केन्द्र क्षितिज पर, वायुमण्डलीय अपवर्तन के बिना (जगन्नाथ होरा की तरह)',
          ta: 'சூரிய வட்டத்தின் மையம் அடிவானத்தில், ஒளிவிலகல் இன்றி (ஜகன்னாத ஹோரா போல)',
          te: 'సూర్య బింబ కేంద్రం క్షితిజంపై, వక్రీభవనం లేకుండా (జగన్నాథ హోర వలె)',
        },
      ],
      [
        'drik',
        {
          en: "The upper edge of the Sun's disc on the horizon, with refraction (as Drik Panchang)",
          hi: 'सूर्य बिम्ब का ऊपरी किनारा क्षितिज पर, वायुमण्डलीय अपवर्तन सहित (दृक् पंचांग की तरह)',
          ta: 'சூரிய வட்டத்தின் மேல் விளிம்பு அடிவானத்தில், ஒளிவிலகலுடன் (த்ருக் பஞ்சாங்கம் போல)',
          te: 'సూర్య బింబ పై అంచు క్షితిజంపై, వక్రీభవనంతో (దృక్ పంచాంగం వలె)',
        },
      ],
    ],
    PANCHANG_SOURCES,
  );

const LABEL_ENTRIES = [
  ['panchang', { en: 'Panchang', hi: 'पंचांग', ta: 'பஞ்சாங்கம்', te: 'పంచాంగం' }],
  ['vara', { en: 'Vara', hi: 'वार', ta: 'வாரம்', te: 'వారం' }],
  ['tithi', { en: 'Tithi', hi: 'तिथि', ta: 'திதி', te: 'తిథి' }],
  ['paksha', { en: 'Paksha', hi: 'पक्ष', ta: 'பக்ஷம்', te: 'పక్షం' }],
  ['nakshatra', { en: 'Nakshatra', hi: 'नक्षत्र', ta: 'நட்சத்திரம்', te: 'నక్షత్రం' }],
  ['pada', { en: 'Pada', hi: 'पाद', ta: 'பாதம்', te: 'పాదం' }],
  ['yoga', { en: 'Yoga', hi: 'योग', ta: 'யோகம்', te: 'యోగం' }],
  ['karana', { en: 'Karana', hi: 'करण', ta: 'கரணம்', te: 'కరణం' }],
  ['sunrise', { en: 'Sunrise', hi: 'सूर्योदय', ta: 'சூரிய உதயம்', te: 'సూర్యోదయం' }],
  ['sunset', { en: 'Sunset', hi: 'सूर्यास्त', ta: 'சூரிய அஸ்தமனம்', te: 'సూర్యాస్తమయం' }],
  ['moonrise', { en: 'Moonrise', hi: 'चन्द्रोदय', ta: 'சந்திர உதயம்', te: 'చంద్రోదయం' }],
  ['moonset', { en: 'Moonset', hi: 'चन्द्रास्त', ta: 'சந்திர அஸ்தமனம்', te: 'చంద్రాస్తమయం' }],
  ['lunarMonth', { en: 'Lunar month', hi: 'चान्द्र मास', ta: 'சாந்திர மாதம்', te: 'చాంద్ర మాసం' }],
  ['amanta', { en: 'Amanta', hi: 'अमान्त', ta: 'அமாந்த', te: 'అమాంత' }],
  ['purnimanta', { en: 'Purnimanta', hi: 'पूर्णिमान्त', ta: 'பூர்ணிமாந்த', te: 'పూర్ణిమాంత' }],
  ['shakaSamvat', { en: 'Shaka samvat', hi: 'शक संवत', ta: 'சக சம்வத்', te: 'శక సంవత్' }],
  ['vikramSamvat', { en: 'Vikram samvat', hi: 'विक्रम संवत', ta: 'விக்கிரம சம்வத்', te: 'విక్రమ సంవత్' }],
  ['samvatsara', { en: 'Samvatsara', hi: 'संवत्सर', ta: 'சம்வத்சரம்', te: 'సంవత్సరం' }],
  ['ritu', { en: 'Ritu', hi: 'ऋतु', ta: 'ருது', te: 'ఋతువు' }],
  ['ayana', { en: 'Ayana', hi: 'अयन', ta: 'அயனம்', te: 'అయనం' }],
  ['ayanamsa', { en: 'Ayanamsa', hi: 'अयनांश', ta: 'அயனாம்சம்', te: 'అయనాంశ' }],
  [
    'sunriseConvention',
    { en: 'Sunrise convention', hi: 'सूर्योदय पद्धति', ta: 'சூரிய உதய முறை', te: 'సూర్యోదయ పద్ధతి' },
  ],
  ['birthPanchang', { en: 'Birth Panchang', hi: 'जन्म पंचांग', ta: 'ஜனன பஞ்சாங்கம்', te: 'జనన పంచాంగం' }],
  ['start', { en: 'Start', hi: 'आरम्भ', ta: 'தொடக்கம்', te: 'ప్రారంభం' }],
  ['end', { en: 'End', hi: 'अन्त', ta: 'முடிவு', te: 'ముగింపు' }],
  ['lord', { en: 'Lord', hi: 'स्वामी', ta: 'அதிபதி', te: 'అధిపతి' }],
  ['periods', { en: 'Periods of the day', hi: 'दिन के काल', ta: 'நாளின் காலங்கள்', te: 'రోజు కాలాలు' }],
  ['horas', { en: 'Horas', hi: 'होरा', ta: 'ஹோரைகள்', te: 'హోరలు' }],
  ['dayView', { en: 'Day', hi: 'दिन', ta: 'நாள்', te: 'రోజు' }],
  ['monthView', { en: 'Month', hi: 'माह', ta: 'மாதம்', te: 'నెల' }],
  ['date', { en: 'Date', hi: 'दिनांक', ta: 'தேதி', te: 'తేదీ' }],
  ['previous', { en: 'Previous', hi: 'पिछला', ta: 'முந்தைய', te: 'మునుపటి' }],
  ['next', { en: 'Next', hi: 'अगला', ta: 'அடுத்த', te: 'తదుపరి' }],
  ['none', { en: 'None this day', hi: 'इस दिन नहीं', ta: 'இன்று இல்லை', te: 'ఈ రోజు లేదు' }],
  [
    'polar',
    {
      en: 'The Sun does not rise or set this day: the day runs from midnight to midnight',
      hi: 'इस दिन सूर्योदय या सूर्यास्त नहीं: दिन मध्यरात्रि से मध्यरात्रि तक',
      ta: 'இன்று சூரியன் உதிக்கவோ மறையவோ இல்லை: நாள் நள்ளிரவு முதல் நள்ளிரவு வரை',
      te: 'ఈ రోజు సూర్యోదయం లేదా సూర్యాస్తమయం లేదు: రోజు అర్ధరాత్రి నుండి అర్ధరాత్రి వరకు',
    },
  ],
  [
    'timesOn',
    { en: 'Times on the clock', hi: 'समय इस घड़ी पर', ta: 'நேரங்கள் இந்தக் கடிகாரத்தில்', te: 'సమయాలు ఈ గడియారంలో' },
  ],
] as const;

/** A label of a panchang page. */
export type PanchangLabelId = (typeof LABEL_ENTRIES)[number][0];

/** The labels a panchang page and its printout show beside the values. */
export const PANCHANG_LABELS: Vocabulary<PanchangLabelId> = defineVocabulary(LABEL_ENTRIES, PANCHANG_SOURCES);
