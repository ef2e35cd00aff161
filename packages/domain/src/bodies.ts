/**
 * The names of the bodies and of time's lords: the nine KP planets and the Ascendant with their chart
 * abbreviations, the weekdays, the five Vimshottari levels and the five ruling-planet slots. Planet ids are the
 * English names the engine has always computed on ('Sun' … 'Ketu'), so answers and stored rows keep them.
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from (the names working astrologers print, not dictionary words). Hindi: Hindi
 * panchangs (Thakur Prasad, Lala Ramswaroop Ramnarayan) and Hindi translations of KSK's Readers. Tamil: the
 * Vakya and Thirukanitha panchangams and KSK's Tamil Readers. Telugu: the TTD panchangam. The abbreviations
 * are the short forms the same panchangs write in the chart squares; the English short names are the spec's
 * ('Rag' for Rahu). Weekday, level and slot words in Hindi, Tamil and Telugu are the panchangs' usage.
 */
export const BODY_SOURCES: readonly string[] = [
  'Hindi: Thakur Prasad and Lala Ramswaroop Ramnarayan panchangs; K. S. Krishnamurti, KP Readers (Hindi translation)',
  'Tamil: Vakya and Thirukanitha panchangams; K. S. Krishnamurti, KP Readers (Tamil translation)',
  'Telugu: TTD panchangam',
  'English short names: the product spec (Sun, Mon, Mar, Mer, Jup, Ven, Sat, Rag, Ket)',
];

/** The nine KP bodies, Sun … Ketu (weekday order, then the nodes). */
export const PLANET_IDS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;

/** A KP body: the seven classical planets and the two lunar nodes. */
export type PlanetId = (typeof PLANET_IDS)[number];

/** A planet or the Ascendant (Lagna), as charts and tables place them. */
export type BodyId = PlanetId | 'Ascendant';

/** The full names of the planets and the Ascendant. */
export const BODIES: Vocabulary<BodyId> = defineVocabulary<BodyId>(
  [
    ['Sun', { en: 'Sun', hi: 'सूर्य', ta: 'சூரியன்', te: 'సూర్యుడు' }],
    ['Moon', { en: 'Moon', hi: 'चंद्र', ta: 'சந்திரன்', te: 'చంద్రుడు' }],
    ['Mars', { en: 'Mars', hi: 'मंगल', ta: 'செவ்வாய்', te: 'కుజుడు' }],
    ['Mercury', { en: 'Mercury', hi: 'बुध', ta: 'புதன்', te: 'బుధుడు' }],
    ['Jupiter', { en: 'Jupiter', hi: 'गुरु', ta: 'குரு', te: 'గురువు' }],
    ['Venus', { en: 'Venus', hi: 'शुक्र', ta: 'சுக்கிரன்', te: 'శుక్రుడు' }],
    ['Saturn', { en: 'Saturn', hi: 'शनि', ta: 'சனி', te: 'శని' }],
    ['Rahu', { en: 'Rahu', hi: 'राहु', ta: 'ராகு', te: 'రాహువు' }],
    ['Ketu', { en: 'Ketu', hi: 'केतु', ta: 'கேது', te: 'కేతువు' }],
    ['Ascendant', { en: 'Ascendant', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం' }],
  ],
  BODY_SOURCES,
);

/** The chart abbreviations of the planets and the Ascendant (English: the spec's three-letter short names). */
export const BODY_ABBREVIATIONS: Vocabulary<BodyId> = defineVocabulary<BodyId>(
  [
    ['Sun', { en: 'Sun', hi: 'सू', ta: 'சூ', te: 'సూ' }],
    ['Moon', { en: 'Mon', hi: 'चं', ta: 'சந்', te: 'చం' }],
    ['Mars', { en: 'Mar', hi: 'मं', ta: 'செவ்', te: 'కు' }],
    ['Mercury', { en: 'Mer', hi: 'बु', ta: 'பு', te: 'బు' }],
    ['Jupiter', { en: 'Jup', hi: 'गु', ta: 'குரு', te: 'గు' }],
    ['Venus', { en: 'Ven', hi: 'शु', ta: 'சுக்', te: 'శు' }],
    ['Saturn', { en: 'Sat', hi: 'श', ta: 'சனி', te: 'శ' }],
    ['Rahu', { en: 'Rag', hi: 'रा', ta: 'ரா', te: 'రా' }],
    ['Ketu', { en: 'Ket', hi: 'के', ta: 'கே', te: 'కే' }],
    ['Ascendant', { en: 'Asc', hi: 'ल', ta: 'ல', te: 'ల' }],
  ],
  BODY_SOURCES,
);

/** A weekday, 0 = Sunday … 6 = Saturday (the order of Date#getUTCDay and of the day lords). */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The weekdays, Sunday first. */
export const WEEKDAY_NAMES: Vocabulary<WeekdayIndex> = defineVocabulary<WeekdayIndex>(
  [
    [0, { en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிற்றுக்கிழமை', te: 'ఆదివారం' }],
    [1, { en: 'Monday', hi: 'सोमवार', ta: 'திங்கட்கிழமை', te: 'సోమవారం' }],
    [2, { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்க்கிழமை', te: 'మంగళవారం' }],
    [3, { en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்கிழமை', te: 'బుధవారం' }],
    [4, { en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழக்கிழமை', te: 'గురువారం' }],
    [5, { en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளிக்கிழமை', te: 'శుక్రవారం' }],
    [6, { en: 'Saturday', hi: 'शनिवार', ta: 'சனிக்கிழமை', te: 'శనివారం' }],
  ],
  BODY_SOURCES,
);

/** The five Vimshottari levels, longest first. */
export const DASHA_LEVEL_IDS = ['dasha', 'bhukti', 'antara', 'sookshma', 'prana'] as const;

/** One Vimshottari level. */
export type DashaLevelId = (typeof DASHA_LEVEL_IDS)[number];

/** The names of the Vimshottari levels (the product spells the third "Antara"; screens say "Andharam"). */
export const DASHA_LEVEL_NAMES: Vocabulary<DashaLevelId> = defineVocabulary<DashaLevelId>(
  [
    ['dasha', { en: 'Dasha', hi: 'दशा', ta: 'தசை', te: 'దశ' }],
    ['bhukti', { en: 'Bhukti', hi: 'भुक्ति', ta: 'புக்தி', te: 'భుక్తి' }],
    ['antara', { en: 'Antara', hi: 'अंतर', ta: 'அந்தரம்', te: 'అంతర' }],
    ['sookshma', { en: 'Sookshma', hi: 'सूक्ष्म', ta: 'சூட்சமம்', te: 'సూక్ష్మ' }],
    ['prana', { en: 'Prana', hi: 'प्राण', ta: 'பிராணம்', te: 'ప్రాణ' }],
  ],
  BODY_SOURCES,
);

/** KSK's five ruling-planet slots, in his order of strength (domain §11.1). */
export const RULING_ROLE_IDS = [
  'ascendantStarLord',
  'ascendantSignLord',
  'moonStarLord',
  'moonSignLord',
  'dayLord',
] as const;

/** One ruling-planet slot. */
export type RulingRoleId = (typeof RULING_ROLE_IDS)[number];

/** The names of the ruling-planet slots. */
export const RULING_ROLE_NAMES: Vocabulary<RulingRoleId> = defineVocabulary<RulingRoleId>(
  [
    [
      'ascendantStarLord',
      { en: 'Ascendant star lord', hi: 'लग्न नक्षत्र स्वामी', ta: 'லக்ன நட்சத்திர அதிபதி', te: 'లగ్న నక్షత్ర అధిపతి' },
    ],
    [
      'ascendantSignLord',
      { en: 'Ascendant sign lord', hi: 'लग्न राशि स्वामी', ta: 'லக்ன ராசி அதிபதி', te: 'లగ్న రాశి అధిపతి' },
    ],
    [
      'moonStarLord',
      { en: 'Moon star lord', hi: 'चंद्र नक्षत्र स्वामी', ta: 'சந்திர நட்சத்திர அதிபதி', te: 'చంద్ర నక్షత్ర అధిపతి' },
    ],
    [
      'moonSignLord',
      { en: 'Moon sign lord', hi: 'चंद्र राशि स्वामी', ta: 'சந்திர ராசி அதிபதி', te: 'చంద్ర రాశి అధిపతి' },
    ],
    ['dayLord', { en: 'Day lord', hi: 'वार स्वामी', ta: 'கிழமை அதிபதி', te: 'వార అధిపతి' }],
  ],
  BODY_SOURCES,
);
