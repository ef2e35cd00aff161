/**
 * The names of the event judgement (domain §18): the fifteen life events of the catalogue, the six headings of
 * the event menu, the six house groups of an event and the nine planet categories. Event ids are the
 * catalogue's keys (the URLs'); categories keep their numbers 1..9 (the stored values and colour slots).
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

/**
 * Where the words come from: the words each language's horoscope readings and phala chapters commonly use for
 * these life matters (Hindi विवाह, संतान प्राप्ति, आयु; Tamil திருமணம், புத்திர பாக்கியம், ஆயுள்; Telugu వివాహం,
 * సంతాన ప్రాప్తి, ఆయుష్షు), chosen by this project, not copied from one published table; groups and categories
 * are our translations of decisions.md's English. A reader of each language should review them.
 */
export const EVENT_SOURCES: readonly string[] = [
  'English: shared/domain §18.2 (events), decisions.md "Event catalogue" and "Planet category for an event"',
  'Hindi, Tamil, Telugu: the usual words of horoscope readings and phala chapters, chosen by this project',
];

const LIFE_EVENT_ENTRIES = [
  ['marriage', { en: 'Marriage', hi: 'विवाह', ta: 'திருமணம்', te: 'వివాహం' }],
  [
    'loveMarriage',
    { en: 'Love affair to marriage', hi: 'प्रेम संबंध से विवाह', ta: 'காதல் திருமணம்', te: 'ప్రేమ వివాహం' },
  ],
  [
    'divorce',
    { en: 'Divorce / separation', hi: 'तलाक / अलगाव', ta: 'விவாகரத்து / பிரிவு', te: 'విడాకులు / ఎడబాటు' },
  ],
  ['childbirth', { en: 'Childbirth', hi: 'संतान प्राप्ति', ta: 'புத்திர பாக்கியம்', te: 'సంతాన ప్రాప్తి' }],
  ['education', { en: 'Education', hi: 'शिक्षा', ta: 'கல்வி', te: 'విద్య' }],
  ['higherEducation', { en: 'Higher education', hi: 'उच्च शिक्षा', ta: 'உயர் கல்வி', te: 'ఉన్నత విద్య' }],
  ['job', { en: 'Job / service', hi: 'नौकरी / सेवा', ta: 'வேலை / உத்தியோகம்', te: 'ఉద్యోగం / సేవ' }],
  ['business', { en: 'Business', hi: 'व्यापार', ta: 'வியாபாரம்', te: 'వ్యాపారం' }],
  ['loan', { en: 'Obtaining a loan', hi: 'ऋण प्राप्ति', ta: 'கடன் பெறுதல்', te: 'రుణ ప్రాప్తి' }],
  ['repayDebt', { en: 'Repaying debt', hi: 'ऋण मुक्ति', ta: 'கடன் அடைத்தல்', te: 'రుణ విముక్తి' }],
  ['property', { en: 'Property / house', hi: 'संपत्ति / मकान', ta: 'சொத்து / வீடு', te: 'ఆస్తి / ఇల్లు' }],
  [
    'foreignTravel',
    {
      en: 'Foreign travel / residence',
      hi: 'विदेश यात्रा / निवास',
      ta: 'வெளிநாட்டுப் பயணம் / வாசம்',
      te: 'విదేశ ప్రయాణం / నివాసం',
    },
  ],
  [
    'health',
    { en: 'Health / cure', hi: 'स्वास्थ्य / रोग मुक्ति', ta: 'ஆரோக்கியம் / நோய் நிவாரணம்', te: 'ఆరోగ్యం / రోగ నివారణ' },
  ],
  ['longevity', { en: 'Longevity', hi: 'आयु', ta: 'ஆயுள்', te: 'ఆయుష్షు' }],
  [
    'litigation',
    {
      en: 'Winning litigation / elections',
      hi: 'मुकदमे / चुनाव में विजय',
      ta: 'வழக்கு / தேர்தலில் வெற்றி',
      te: 'వ్యాజ్యం / ఎన్నికలలో విజయం',
    },
  ],
] as const;

/** A life event of the catalogue, by its key. */
export type LifeEventId = (typeof LIFE_EVENT_ENTRIES)[number][0];

/** The fifteen life events, in catalogue order. */
export const LIFE_EVENTS: Vocabulary<LifeEventId> = defineVocabulary(LIFE_EVENT_ENTRIES, EVENT_SOURCES);

const MENU_GROUP_ENTRIES = [
  ['relationships', { en: 'Relationships', hi: 'संबंध', ta: 'உறவுகள்', te: 'సంబంధాలు' }],
  [
    'childrenAndEducation',
    { en: 'Children and education', hi: 'संतान और शिक्षा', ta: 'குழந்தைகள் மற்றும் கல்வி', te: 'సంతానం మరియు విద్య' },
  ],
  [
    'careerAndMoney',
    { en: 'Career and money', hi: 'व्यवसाय और धन', ta: 'தொழில் மற்றும் பணம்', te: 'వృత్తి మరియు ధనం' },
  ],
  [
    'propertyAndTravel',
    { en: 'Property and travel', hi: 'संपत्ति और यात्रा', ta: 'சொத்து மற்றும் பயணம்', te: 'ఆస్తి మరియు ప్రయాణం' },
  ],
  [
    'healthAndLife',
    { en: 'Health and life', hi: 'स्वास्थ्य और आयु', ta: 'ஆரோக்கியம் மற்றும் ஆயுள்', te: 'ఆరోగ్యం మరియు ఆయుష్షు' },
  ],
  ['legal', { en: 'Legal', hi: 'कानूनी मामले', ta: 'சட்ட விவகாரங்கள்', te: 'న్యాయ వ్యవహారాలు' }],
] as const;

/** A heading of the event menu. */
export type EventMenuGroupId = (typeof MENU_GROUP_ENTRIES)[number][0];

/** The six headings of the event menu, in menu order. */
export const EVENT_MENU_GROUPS: Vocabulary<EventMenuGroupId> = defineVocabulary(
  MENU_GROUP_ENTRIES,
  EVENT_SOURCES,
);

/** The six house groups of an event, in the order of the event colour slots (config7). */
export const EVENT_GROUP_IDS = ['primary', 'secondary', 'supportive', 'bad', 'worse', 'worst'] as const;

/** One house group. */
export type EventGroupId = (typeof EVENT_GROUP_IDS)[number];

/** The names of the six house groups. */
export const HOUSE_GROUPS: Vocabulary<EventGroupId> = defineVocabulary<EventGroupId>(
  [
    ['primary', { en: 'Primary', hi: 'प्राथमिक', ta: 'முதன்மை', te: 'ప్రాథమిక' }],
    ['secondary', { en: 'Secondary', hi: 'द्वितीयक', ta: 'இரண்டாம் நிலை', te: 'ద్వితీయ' }],
    ['supportive', { en: 'Supportive', hi: 'सहायक', ta: 'துணை', te: 'సహాయక' }],
    ['bad', { en: 'Bad', hi: 'अशुभ भाव', ta: 'கெடு', te: 'చెడు' }],
    ['worse', { en: 'Worse', hi: 'अधिक अशुभ', ta: 'மிகக் கெடு', te: 'మరింత చెడు' }],
    ['worst', { en: 'Worst', hi: 'सर्वाधिक अशुभ', ta: 'மிக மோசம்', te: 'అతి చెడు' }],
  ],
  EVENT_SOURCES,
);

/** A planet category 1..9 (1 Favourable (More) … 9 Unfavourable (More)). */
export type PlanetCategoryId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The nine planet categories as decisions.md names them. */
export const PLANET_CATEGORIES: Vocabulary<PlanetCategoryId> = defineVocabulary<PlanetCategoryId>(
  [
    [1, { en: 'Favourable (More)', hi: 'अति शुभ', ta: 'மிக சாதகம்', te: 'అతి అనుకూలం' }],
    [2, { en: 'Favourable', hi: 'शुभ', ta: 'சாதகம்', te: 'అనుకూలం' }],
    [3, { en: 'Favourable (Less)', hi: 'अल्प शुभ', ta: 'சற்று சாதகம்', te: 'స్వల్ప అనుకూలం' }],
    [4, { en: 'Mixed (+ve)', hi: 'मिश्रित (शुभ)', ta: 'கலப்பு (சாதகம்)', te: 'మిశ్రమం (అనుకూలం)' }],
    [5, { en: 'Mixed', hi: 'मिश्रित', ta: 'கலப்பு', te: 'మిశ్రమం' }],
    [6, { en: 'Mixed (-ve)', hi: 'मिश्रित (अशुभ)', ta: 'கலப்பு (பாதகம்)', te: 'మిశ్రమం (ప్రతికూలం)' }],
    [7, { en: 'Unfavourable (less)', hi: 'अल्प अशुभ', ta: 'சற்று பாதகம்', te: 'స్వల్ప ప్రతికూలం' }],
    [8, { en: 'Unfavourable', hi: 'अशुभ', ta: 'பாதகம்', te: 'ప్రతికూలం' }],
    [9, { en: 'Unfavourable (More)', hi: 'अति अशुभ', ta: 'மிக பாதகம்', te: 'అతి ప్రతికూలం' }],
  ],
  EVENT_SOURCES,
);

/** The short marks of the nine categories for narrow cells (the same in every language). */
export const PLANET_CATEGORY_SYMBOLS: Readonly<Record<PlanetCategoryId, string>> = {
  1: 'F+',
  2: 'F',
  3: 'F-',
  4: 'M+',
  5: 'M',
  6: 'M-',
  7: 'U-',
  8: 'U',
  9: 'U+',
};
