/**
 * The words of the KP muhurta finder (shared/domain/muhurta.md): the nine events, the vetoes (the day's bad
 * periods, Vishti karana, combust Venus and Jupiter), the cut points that bound a window, the reasons a
 * participant is rejected, the slots of the ruling planets, the two gates and the labels of the Muhurta page.
 * The participants' taras are the matching vocabulary's (TARAS); planets, signs and stars have vocabularies
 * of their own. The engine answers with these ids; a page, a PDF or a calendar file picks the words.
 */
import { KARANAS, PANCHANG_PERIODS } from './panchang.js';
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

export * from './muhurta-profiles.js';

/**
 * Where the words come from. English: the spellings of muhurta.md. The day's periods and Vishti are the
 * panchang vocabulary's words; combustion as almanacs print it (Tamil அஸ்தங்கம், Telugu మౌఢ్యం); the
 * phrases for events, cut points and reasons are our own translations of the English.
 */
const MUHURTA_SOURCES: readonly string[] = [
  'shared/domain/muhurta.md and panchang.md (English spellings)',
  "the day's periods and Vishti: the panchang's words (panchang.ts)",
  'Telugu మౌఢ్యం and Tamil அஸ்தங்கம் for combustion, as almanacs print them',
  'Hindi, Tamil, Telugu event and cut phrases: our translations of the English',
];

const EVENT_ENTRIES = [
  ['marriage', { en: 'Marriage', hi: 'विवाह', ta: 'திருமணம்', te: 'వివాహం' }],
  ['engagement', { en: 'Engagement', hi: 'सगाई', ta: 'நிச்சயதார்த்தம்', te: 'నిశ్చితార్థం' }],
  ['business', { en: 'Opening a business', hi: 'व्यापार का आरम्भ', ta: 'வணிகத் தொடக்கம்', te: 'వ్యాపార ప్రారంభం' }],
  [
    'contract',
    { en: 'Signing a contract', hi: 'अनुबन्ध पर हस्ताक्षर', ta: 'ஒப்பந்தத்தில் கையெழுத்திடுதல்', te: 'ఒప్పందంపై సంతకం' },
  ],
  ['job', { en: 'Joining a job', hi: 'नौकरी में प्रवेश', ta: 'வேலையில் சேருதல்', te: 'ఉద్యోగంలో చేరడం' }],
  [
    'house-warming',
    { en: 'House-warming (griha pravesh)', hi: 'गृह प्रवेश', ta: 'கிரகப் பிரவேசம்', te: 'గృహ ప్రవేశం' },
  ],
  ['vehicle', { en: 'Buying a vehicle', hi: 'वाहन क्रय', ta: 'வாகனம் வாங்குதல்', te: 'వాహనం కొనుగోలు' }],
  ['surgery', { en: 'Surgery', hi: 'शल्य चिकित्सा', ta: 'அறுவை சிகிச்சை', te: 'శస్త్రచికిత్స' }],
  ['travel', { en: 'Travel', hi: 'यात्रा', ta: 'பயணம்', te: 'ప్రయాణం' }],
] as const;

/** An event of the muhurta finder, in the order of muhurta.md §2. */
export type MuhurtaEventKey = (typeof EVENT_ENTRIES)[number][0];

/** The nine events a muhurta is searched for. */
export const MUHURTA_EVENTS: Vocabulary<MuhurtaEventKey> = defineVocabulary(EVENT_ENTRIES, MUHURTA_SOURCES);

const VETO_ENTRIES = [
  ['rahuKalam', PANCHANG_PERIODS.names.rahuKalam],
  ['yamaganda', PANCHANG_PERIODS.names.yamaganda],
  ['gulika', PANCHANG_PERIODS.names.gulika],
  ['durMuhurta', PANCHANG_PERIODS.names.durMuhurta],
  ['vishti', KARANAS.names.vishti],
  ['combustVenus', { en: 'Venus combust', hi: 'शुक्र अस्त', ta: 'சுக்கிரன் அஸ்தங்கம்', te: 'శుక్ర మౌఢ్యం' }],
  ['combustJupiter', { en: 'Jupiter combust', hi: 'गुरु अस्त', ta: 'குரு அஸ்தங்கம்', te: 'గురు మౌఢ్యం' }],
] as const;

/**
 * A veto (M5): the periods that no window may overlap. Rahu kalam, Yamaganda, Gulika and Dur-muhurta are on
 * by default; Vishti, combust Venus and combust Jupiter are off. The same id names the switch, the shaded
 * period and the window edge the period creates; the day's periods and Vishti keep the panchang's ids and
 * words (PANCHANG_PERIODS, KARANAS), so they are written once.
 */
export type MuhurtaVetoKey = (typeof VETO_ENTRIES)[number][0];

/** The seven vetoes, in the order of M5. */
export const MUHURTA_VETOES: Vocabulary<MuhurtaVetoKey> = defineVocabulary(VETO_ENTRIES, MUHURTA_SOURCES);

/** Whether each veto is on when a search does not say (M5). */
export const MUHURTA_VETO_DEFAULTS: Readonly<Record<MuhurtaVetoKey, boolean>> = {
  rahuKalam: true,
  yamaganda: true,
  gulika: true,
  durMuhurta: true,
  vishti: false,
  combustVenus: false,
  combustJupiter: false,
};

const CUT_ENTRIES = [
  ['range', { en: 'End of the range', hi: 'अवधि की सीमा', ta: 'வரம்பின் எல்லை', te: 'పరిధి అంచు' }],
  [
    'lagnaSign',
    { en: 'Lagna enters a new sign', hi: 'लग्न का राशि परिवर्तन', ta: 'லக்னம் ராசி மாறுதல்', te: 'లగ్నం రాశి మార్పు' },
  ],
  [
    'lagnaStar',
    {
      en: 'Lagna enters a new star',
      hi: 'लग्न का नक्षत्र परिवर्तन',
      ta: 'லக்னம் நட்சத்திரம் மாறுதல்',
      te: 'లగ్నం నక్షత్ర మార్పు',
    },
  ],
  [
    'lagnaSub',
    {
      en: 'Lagna sub lord changes',
      hi: 'लग्न उप-स्वामी परिवर्तन',
      ta: 'லக்ன உப அதிபதி மாறுதல்',
      te: 'లగ్న ఉప అధిపతి మార్పు',
    },
  ],
  [
    'cuspSub',
    {
      en: 'Event cusp sub lord changes',
      hi: 'घटना भाव उप-स्वामी परिवर्तन',
      ta: 'நிகழ்வு பாவ உப அதிபதி மாறுதல்',
      te: 'సంఘటన భావ ఉప అధిపతి మార్పు',
    },
  ],
  [
    'cuspSign',
    {
      en: 'A cusp enters a new sign',
      hi: 'भाव संधि का राशि परिवर्तन',
      ta: 'பாவ முனை ராசி மாறுதல்',
      te: 'భావ సంధి రాశి మార్పు',
    },
  ],
  [
    'cuspPlanet',
    {
      en: 'A cusp passes a planet',
      hi: 'भाव संधि ग्रह को पार करती है',
      ta: 'பாவ முனை கிரகத்தைக் கடக்கிறது',
      te: 'భావ సంధి గ్రహాన్ని దాటుతుంది',
    },
  ],
  [
    'planetSign',
    {
      en: 'A planet enters a new sign',
      hi: 'ग्रह का राशि परिवर्तन',
      ta: 'கிரகம் ராசி மாறுதல்',
      te: 'గ్రహ రాశి మార్పు',
    },
  ],
  [
    'planetStar',
    {
      en: 'A planet enters a new star',
      hi: 'ग्रह का नक्षत्र परिवर्तन',
      ta: 'கிரகம் நட்சத்திரம் மாறுதல்',
      te: 'గ్రహ నక్షత్ర మార్పు',
    },
  ],
  [
    'planetSub',
    {
      en: "A planet's sub lord changes",
      hi: 'ग्रह उप-स्वामी परिवर्तन',
      ta: 'கிரக உப அதிபதி மாறுதல்',
      te: 'గ్రహ ఉప అధిపతి మార్పు',
    },
  ],
  [
    'station',
    {
      en: 'A planet turns retrograde or direct',
      hi: 'ग्रह वक्री या मार्गी होता है',
      ta: 'கிரகம் வக்ரம் அல்லது நேர்கதி அடைகிறது',
      te: 'గ్రహం వక్రం లేదా మార్గి అవుతుంది',
    },
  ],
  [
    'sunrise',
    {
      en: 'Sunrise (the day lord changes)',
      hi: 'सूर्योदय (वार स्वामी बदलता है)',
      ta: 'சூரிய உதயம் (வார அதிபதி மாறுகிறார்)',
      te: 'సూర్యోదయం (వార అధిపతి మారుతాడు)',
    },
  ],
  [
    'antara',
    {
      en: "A participant's antara changes",
      hi: 'प्रतिभागी की अन्तर्दशा बदलती है',
      ta: 'பங்கேற்பாளரின் அந்தரம் மாறுகிறது',
      te: 'పాల్గొనేవారి అంతర్దశ మారుతుంది',
    },
  ],
] as const;

/**
 * A cut point that can bound a window besides a veto (§7): a range end, a change of the Lagna's sign, star or
 * sub lord or of the event cusp's sub lord (the candidate boundaries of M1), a cusp entering a sign or passing
 * a planet, a planet's sign, star or sub lord change or station, sunrise, a participant's antara boundary.
 */
export type MuhurtaCutKey = (typeof CUT_ENTRIES)[number][0];

/** The cut points, candidate boundaries first. */
export const MUHURTA_CUTS: Vocabulary<MuhurtaCutKey> = defineVocabulary(CUT_ENTRIES, MUHURTA_SOURCES);

/** What a window edge is named by: a cut point, or the veto whose period begins or ends there. */
export type MuhurtaEdgeKey = MuhurtaCutKey | MuhurtaVetoKey;

const REASON_ENTRIES = [
  [
    'chandrashtama',
    {
      en: 'Chandrashtama (the Moon in the 8th sign from the natal Moon)',
      hi: 'चन्द्राष्टम (जन्म चन्द्र से आठवीं राशि में चन्द्रमा)',
      ta: 'சந்திராஷ்டமம் (ஜன்ம ராசிக்கு 8-ஆம் ராசியில் சந்திரன்)',
      te: 'చంద్రాష్టమం (జన్మ రాశి నుండి 8వ రాశిలో చంద్రుడు)',
    },
  ],
  [
    'janma-tara',
    {
      en: 'Janma tara (the Moon in the birth star)',
      hi: 'जन्म तारा (जन्म नक्षत्र में चन्द्रमा)',
      ta: 'ஜன்ம தாரை (ஜன்ம நட்சத்திரத்தில் சந்திரன்)',
      te: 'జన్మ తార (జన్మ నక్షత్రంలో చంద్రుడు)',
    },
  ],
] as const;

/** Why a participant rejects a window (M7). */
export type MuhurtaReasonKey = (typeof REASON_ENTRIES)[number][0];

/** The two rejections of a participant, in the order §6 lists them. */
export const MUHURTA_REASONS: Vocabulary<MuhurtaReasonKey> = defineVocabulary(
  REASON_ENTRIES,
  MUHURTA_SOURCES,
);

const SLOT_ENTRIES = [
  ['dayLord', { en: 'Day lord', hi: 'वार स्वामी', ta: 'வார அதிபதி', te: 'వార అధిపతి' }],
  ['moonSign', { en: 'Moon sign lord', hi: 'चन्द्र राशि स्वामी', ta: 'சந்திர ராசி அதிபதி', te: 'చంద్ర రాశి అధిపతి' }],
  [
    'moonStar',
    { en: 'Moon star lord', hi: 'चन्द्र नक्षत्र स्वामी', ta: 'சந்திர நட்சத்திர அதிபதி', te: 'చంద్ర నక్షత్ర అధిపతి' },
  ],
  ['moonSub', { en: 'Moon sub lord', hi: 'चन्द्र उप-स्वामी', ta: 'சந்திர உப அதிபதி', te: 'చంద్ర ఉప అధిపతి' }],
  ['lagnaSign', { en: 'Lagna sign lord', hi: 'लग्न राशि स्वामी', ta: 'லக்ன ராசி அதிபதி', te: 'లగ్న రాశి అధిపతి' }],
  [
    'lagnaStar',
    { en: 'Lagna star lord', hi: 'लग्न नक्षत्र स्वामी', ta: 'லக்ன நட்சத்திர அதிபதி', te: 'లగ్న నక్షత్ర అధిపతి' },
  ],
  ['lagnaSub', { en: 'Lagna sub lord', hi: 'लग्न उप-स्वामी', ta: 'லக்ன உப அதிபதி', te: 'లగ్న ఉప అధిపతి' }],
] as const;

/** A slot of the ruling planets (M4), in slot order. */
export type MuhurtaRulingSlot = (typeof SLOT_ENTRIES)[number][0];

/** The seven slots of the ruling planets of a moment. */
export const MUHURTA_RULING_SLOTS: Vocabulary<MuhurtaRulingSlot> = defineVocabulary(
  SLOT_ENTRIES,
  MUHURTA_SOURCES,
);

const GATE_ENTRIES = [
  [
    'lagna',
    { en: 'Lagna sub lord (G1)', hi: 'लग्न उप-स्वामी (G1)', ta: 'லக்ன உப அதிபதி (G1)', te: 'లగ్న ఉప అధిపతి (G1)' },
  ],
  [
    'cusp',
    {
      en: 'Event cusp sub lord (G2)',
      hi: 'घटना भाव उप-स्वामी (G2)',
      ta: 'நிகழ்வு பாவ உப அதிபதி (G2)',
      te: 'సంఘటన భావ ఉప అధిపతి (G2)',
    },
  ],
] as const;

/** A gate of the KP 4-step (§3): G1 on the Lagna's sub lord, G2 on the event cusp's. */
export type MuhurtaGateKey = (typeof GATE_ENTRIES)[number][0];

/** The two gates. */
export const MUHURTA_GATES: Vocabulary<MuhurtaGateKey> = defineVocabulary(GATE_ENTRIES, MUHURTA_SOURCES);

export { MUHURTA_LABELS, type MuhurtaLabelKey } from './muhurta-labels.js';
