/**
 * The names of time and its lords: the weekdays, the five Vimshottari levels and KSK's five ruling-planet
 * slots, with the words' sources of the bodies (the same panchangs).
 */
import { BODY_SOURCES } from './bodies.js';
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

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

/** The names of the Vimshottari levels; the third is the spec's "Andharam" on every screen, shared page and PDF. */
export const DASHA_LEVEL_NAMES: Vocabulary<DashaLevelId> = defineVocabulary<DashaLevelId>(
  [
    ['dasha', { en: 'Dasha', hi: 'दशा', ta: 'தசை', te: 'దశ' }],
    ['bhukti', { en: 'Bhukti', hi: 'भुक्ति', ta: 'புக்தி', te: 'భుక్తి' }],
    ['antara', { en: 'Andharam', hi: 'अंतर', ta: 'அந்தரம்', te: 'అంతర' }],
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
