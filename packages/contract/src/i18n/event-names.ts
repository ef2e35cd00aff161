/**
 * The event catalogue's names in each display language (issue 26): the fifteen life events the server seeds
 * (db/migrations 2026-11-23-006-events, the engine's EVENT_CATALOGUE) and the six headings of the event menu,
 * keyed by the English name the answers carry, so `t(eventName)` and the PDFs translate them without the
 * server knowing the language. The nine planet categories (Favourable (More) … Unfavourable (More)) are
 * screen phrases already (screens-*.ts).
 *
 * Method: the words each language's horoscope readings and phala chapters commonly use for these life
 * matters (Hindi विवाह, संतान प्राप्ति, ऋण मुक्ति, आयु; Tamil திருமணம், புத்திர பாக்கியம், ஆயுள்; Telugu వివాహం,
 * సంతాన ప్రాప్తి, ఆయుష్షు), chosen by this project, not copied from one published table; a reader of the language
 * should review them. A slash of the English name ('Job / service') stays a slash, so each half reads alone.
 */
import type { DisplayLanguage } from './display-languages.js';

/** The English names: the catalogue's fifteen events, then the six menu headings. */
export const ENGLISH_EVENT_NAMES = [
  'Marriage',
  'Love affair to marriage',
  'Divorce / separation',
  'Childbirth',
  'Education',
  'Higher education',
  'Job / service',
  'Business',
  'Obtaining a loan',
  'Repaying debt',
  'Property / house',
  'Foreign travel / residence',
  'Health / cure',
  'Longevity',
  'Winning litigation / elections',
  'Relationships',
  'Children and education',
  'Career and money',
  'Property and travel',
  'Health and life',
  'Legal',
] as const;

/** An English event or event-menu name. */
export type EnglishEventName = (typeof ENGLISH_EVENT_NAMES)[number];

type EventNameTable = Readonly<Record<EnglishEventName, string>>;

const HINDI: EventNameTable = {
  Marriage: 'विवाह',
  'Love affair to marriage': 'प्रेम संबंध से विवाह',
  'Divorce / separation': 'तलाक / अलगाव',
  Childbirth: 'संतान प्राप्ति',
  Education: 'शिक्षा',
  'Higher education': 'उच्च शिक्षा',
  'Job / service': 'नौकरी / सेवा',
  Business: 'व्यापार',
  'Obtaining a loan': 'ऋण प्राप्ति',
  'Repaying debt': 'ऋण मुक्ति',
  'Property / house': 'संपत्ति / मकान',
  'Foreign travel / residence': 'विदेश यात्रा / निवास',
  'Health / cure': 'स्वास्थ्य / रोग मुक्ति',
  Longevity: 'आयु',
  'Winning litigation / elections': 'मुकदमे / चुनाव में विजय',
  Relationships: 'संबंध',
  'Children and education': 'संतान और शिक्षा',
  'Career and money': 'व्यवसाय और धन',
  'Property and travel': 'संपत्ति और यात्रा',
  'Health and life': 'स्वास्थ्य और आयु',
  Legal: 'कानूनी मामले',
};

const TAMIL: EventNameTable = {
  Marriage: 'திருமணம்',
  'Love affair to marriage': 'காதல் திருமணம்',
  'Divorce / separation': 'விவாகரத்து / பிரிவு',
  Childbirth: 'புத்திர பாக்கியம்',
  Education: 'கல்வி',
  'Higher education': 'உயர் கல்வி',
  'Job / service': 'வேலை / உத்தியோகம்',
  Business: 'வியாபாரம்',
  'Obtaining a loan': 'கடன் பெறுதல்',
  'Repaying debt': 'கடன் அடைத்தல்',
  'Property / house': 'சொத்து / வீடு',
  'Foreign travel / residence': 'வெளிநாட்டுப் பயணம் / வாசம்',
  'Health / cure': 'ஆரோக்கியம் / நோய் நிவாரணம்',
  Longevity: 'ஆயுள்',
  'Winning litigation / elections': 'வழக்கு / தேர்தலில் வெற்றி',
  Relationships: 'உறவுகள்',
  'Children and education': 'குழந்தைகள் மற்றும் கல்வி',
  'Career and money': 'தொழில் மற்றும் பணம்',
  'Property and travel': 'சொத்து மற்றும் பயணம்',
  'Health and life': 'ஆரோக்கியம் மற்றும் ஆயுள்',
  Legal: 'சட்ட விவகாரங்கள்',
};

const TELUGU: EventNameTable = {
  Marriage: 'వివాహం',
  'Love affair to marriage': 'ప్రేమ వివాహం',
  'Divorce / separation': 'విడాకులు / ఎడబాటు',
  Childbirth: 'సంతాన ప్రాప్తి',
  Education: 'విద్య',
  'Higher education': 'ఉన్నత విద్య',
  'Job / service': 'ఉద్యోగం / సేవ',
  Business: 'వ్యాపారం',
  'Obtaining a loan': 'రుణ ప్రాప్తి',
  'Repaying debt': 'రుణ విముక్తి',
  'Property / house': 'ఆస్తి / ఇల్లు',
  'Foreign travel / residence': 'విదేశ ప్రయాణం / నివాసం',
  'Health / cure': 'ఆరోగ్యం / రోగ నివారణ',
  Longevity: 'ఆయుష్షు',
  'Winning litigation / elections': 'వ్యాజ్యం / ఎన్నికలలో విజయం',
  Relationships: 'సంబంధాలు',
  'Children and education': 'సంతానం మరియు విద్య',
  'Career and money': 'వృత్తి మరియు ధనం',
  'Property and travel': 'ఆస్తి మరియు ప్రయాణం',
  'Health and life': 'ఆరోగ్యం మరియు ఆయుష్షు',
  Legal: 'న్యాయ వ్యవహారాలు',
};

const ENGLISH: EventNameTable = Object.fromEntries(
  ENGLISH_EVENT_NAMES.map((name) => [name, name]),
) as EventNameTable;

/** The event and event-menu names of each display language, keyed by the English name. */
export const EVENT_NAMES: Readonly<Record<DisplayLanguage, EventNameTable>> = {
  en: ENGLISH,
  hi: HINDI,
  ta: TAMIL,
  te: TELUGU,
};

/** The event names of `language` as translation entries (English name → the language's name). */
export function eventNameEntries(language: DisplayLanguage): Record<string, string> {
  return { ...EVENT_NAMES[language] };
}
