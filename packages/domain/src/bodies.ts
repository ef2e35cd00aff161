/**
 * The names of the bodies: the nine KP planets and the Ascendant with their chart abbreviations. Planet ids are
 * the English names the engine has always computed on ('Sun' … 'Ketu'), so answers and stored rows keep them.
 * Weekdays, dasha levels and ruling slots live in time-lords.ts.
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from (the names working astrologers print, not dictionary words). Hindi: Hindi
 * panchangs (Thakur Prasad, Lala Ramswaroop Ramnarayan) and Hindi translations of KSK's Readers. Tamil: the
 * Vakya and Thirukanitha panchangams and KSK's Tamil Readers. Telugu: the TTD panchangam. The abbreviations
 * are the short forms the same panchangs write in the chart squares, one length per script (Tamil takes two
 * letters, சூரி … லக், as its one-letter forms collide: ச is Saturn's and the Moon's); the English short names
 * are the spec's ('Rag' for Rahu). Weekday, level and slot words in Hindi, Tamil and Telugu are the panchangs' usage.
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
    ['Sun', { en: 'Sun', hi: 'सू', ta: 'சூரி', te: 'సూ' }],
    ['Moon', { en: 'Mon', hi: 'चं', ta: 'சந்', te: 'చం' }],
    ['Mars', { en: 'Mar', hi: 'मं', ta: 'செவ்', te: 'కు' }],
    ['Mercury', { en: 'Mer', hi: 'बु', ta: 'புத', te: 'బు' }],
    ['Jupiter', { en: 'Jup', hi: 'गु', ta: 'குரு', te: 'గు' }],
    ['Venus', { en: 'Ven', hi: 'शु', ta: 'சுக்', te: 'శు' }],
    ['Saturn', { en: 'Sat', hi: 'श', ta: 'சனி', te: 'శ' }],
    ['Rahu', { en: 'Rag', hi: 'रा', ta: 'ராகு', te: 'రా' }],
    ['Ketu', { en: 'Ket', hi: 'के', ta: 'கேது', te: 'కే' }],
    ['Ascendant', { en: 'Asc', hi: 'ल', ta: 'லக்', te: 'ల' }],
  ],
  BODY_SOURCES,
);
