/**
 * The labels of the Muhurta page, its printout and its calendar file (shared/domain/muhurta.md §7: what each
 * window reports). Our own phrasing in English, translated into Hindi, Tamil and Telugu with the Sanskrit
 * terms as each script writes them.
 */
import { defineVocabulary, type Vocabulary } from './vocabulary.js';

const label = (en: string, hi: string, ta: string, te: string) => ({ en, hi, ta, te }) as const;

const LABEL_ENTRIES = [
  ['title', label('Muhurta', 'मुहूर्त', 'முகூர்த்தம்', 'ముహూర్తం')],
  ['event', label('Event', 'कार्य', 'நிகழ்வு', 'కార్యం')],
  ['favourable', label('Favourable houses', 'शुभ भाव', 'சாதக பாவங்கள்', 'అనుకూల భావాలు')],
  ['negating', label('Negating houses', 'निषेधक भाव', 'பாதக பாவங்கள்', 'నిషేధక భావాలు')],
  ['cusp', label('Event cusp', 'घटना भाव', 'நிகழ்வு பாவம்', 'సంఘటన భావం')],
  ['edited', label('Edited profile', 'संशोधित प्रोफ़ाइल', 'மாற்றிய விவரம்', 'మార్చిన ప్రొఫైల్')],
  ['from', label('From', 'से', 'முதல்', 'నుండి')],
  ['to', label('To', 'तक', 'வரை', 'వరకు')],
  ['place', label('Place', 'स्थान', 'இடம்', 'స్థలం')],
  ['participants', label('People concerned', 'सम्बन्धित व्यक्ति', 'சம்பந்தப்பட்டவர்கள்', 'సంబంధిత వ్యక్తులు')],
  ['vetoes', label('Periods to avoid', 'वर्जित काल', 'தவிர்க்க வேண்டிய காலங்கள்', 'వర్జించవలసిన కాలాలు')],
  ['search', label('Find windows', 'मुहूर्त खोजें', 'முகூர்த்தம் தேடு', 'ముహూర్తం వెతుకు')],
  ['windows', label('Windows', 'मुहूर्त काल', 'முகூர்த்த நேரங்கள்', 'ముహూర్త సమయాలు')],
  ['start', label('Start', 'आरम्भ', 'தொடக்கம்', 'ప్రారంభం')],
  ['end', label('End', 'अन्त', 'முடிவு', 'ముగింపు')],
  ['length', label('Length', 'अवधि', 'கால அளவு', 'వ్యవధి')],
  ['score', label('Score', 'अंक', 'மதிப்பெண்', 'స్కోరు')],
  ['rpScore', label('Ruling planets score', 'शासक ग्रह अंक', 'ஆளும் கிரக மதிப்பெண்', 'పాలక గ్రహ స్కోరు')],
  [
    'participantsMin',
    label('Lowest personal score', 'न्यूनतम व्यक्तिगत अंक', 'குறைந்த தனிநபர் மதிப்பெண்', 'కనిష్ఠ వ్యక్తిగత స్కోరు'),
  ],
  ['houses', label('Houses', 'भाव', 'பாவங்கள்', 'భావాలు')],
  ['subLordStep', label('Sub lord', 'उप-स्वामी', 'உப அதிபதி', 'ఉప అధిపతి')],
  ['rulingPlanets', label('Ruling planets', 'शासक ग्रह', 'ஆளும் கிரகங்கள்', 'పాలక గ్రహాలు')],
  ['retrograde', label('Retrograde, not counted', 'वक्री, गणना नहीं', 'வக்ரம், கணக்கில் இல்லை', 'వక్రం, లెక్కలో లేదు')],
  [
    'signifiesFavourable',
    label('Signifies a favourable house', 'शुभ भाव का कारक', 'சாதக பாவத்தின் காரகர்', 'అనుకూల భావ కారకుడు'),
  ],
  ['tarabala', label('Tarabala', 'ताराबल', 'தாரா பலம்', 'తారాబలం')],
  ['chandrabala', label('Chandrabala', 'चन्द्रबल', 'சந்திர பலம்', 'చంద్రబలం')],
  ['periods', label('Running periods', 'चालू दशा', 'நடப்பு தசை', 'ప్రస్తుత దశ')],
  ['rejected', label('Rejected', 'अस्वीकृत', 'நிராகரிக்கப்பட்டது', 'తిరస్కరించబడింది')],
  [
    'rejectedByParticipants',
    label(
      'Windows a person rejects',
      'व्यक्ति द्वारा अस्वीकृत काल',
      'ஒருவரால் நிராகரிக்கப்பட்ட நேரங்கள்',
      'వ్యక్తి తిరస్కరించిన సమయాలు',
    ),
  ],
  [
    'noWindows',
    label(
      'No window qualifies in this range',
      'इस अवधि में कोई मुहूर्त नहीं',
      'இந்த வரம்பில் முகூர்த்தம் இல்லை',
      'ఈ పరిధిలో ముహూర్తం లేదు',
    ),
  ],
  [
    'next',
    label(
      'Next window after the range',
      'अवधि के बाद अगला मुहूर्त',
      'வரம்பிற்குப் பின் அடுத்த முகூர்த்தம்',
      'పరిధి తర్వాత తదుపరి ముహూర్తం',
    ),
  ],
  [
    'noNext',
    label(
      'None in the 90 days after the range either',
      'अवधि के बाद 90 दिनों में भी कोई नहीं',
      'வரம்பிற்குப் பின் 90 நாட்களிலும் இல்லை',
      'పరిధి తర్వాత 90 రోజుల్లోనూ లేదు',
    ),
  ],
  ['edges', label('Bounded by', 'सीमाएँ', 'எல்லைகள்', 'సరిహద్దులు')],
  [
    'polarDay',
    label(
      'No sunrise or sunset that day: its periods are not avoided',
      'उस दिन सूर्योदय या सूर्यास्त नहीं: उसके काल वर्जित नहीं',
      'அன்று சூரிய உதயம் அல்லது அஸ்தமனம் இல்லை: அதன் காலங்கள் தவிர்க்கப்படவில்லை',
      'ఆ రోజు సూర్యోదయం లేదా సూర్యాస్తమయం లేదు: దాని కాలాలు వర్జించబడలేదు',
    ),
  ],
  [
    'porphyry',
    label(
      'Placidus fails here: Porphyry cusps',
      'यहाँ प्लेसिडस सम्भव नहीं: पोर्फिरी भाव',
      'இங்கு பிளாசிடஸ் இயலாது: போர்பிரி பாவங்கள்',
      'ఇక్కడ ప్లాసిడస్ సాధ్యం కాదు: పోర్ఫిరీ భావాలు',
    ),
  ],
  [
    'minWindowSeconds',
    label('Shortest window (seconds)', 'न्यूनतम अवधि (सेकण्ड)', 'குறைந்த நேரம் (விநாடி)', 'కనిష్ఠ వ్యవధి (సెకన్లు)'),
  ],
  ['save', label('Save to client', 'जातक में सहेजें', 'ஜாதகரிடம் சேமி', 'జాతకునికి సేవ్ చేయి')],
  [
    'savedList',
    label('Saved to this client', 'इस जातक के सहेजे मुहूर्त', 'இந்த ஜாதகருக்குச் சேமித்தவை', 'ఈ జాతకునికి సేవ్ చేసినవి'),
  ],
  ['note', label('Note', 'टिप्पणी', 'குறிப்பு', 'గమనిక')],
  [
    'choose',
    label(
      'Include in the PDF and calendar',
      'पीडीएफ और कैलेंडर में शामिल करें',
      'PDF மற்றும் நாட்காட்டியில் சேர்',
      'PDF మరియు క్యాలెండర్‌లో చేర్చు',
    ),
  ],
  ['dayStrip', label('Day by day', 'दिन-प्रतिदिन', 'நாள் வாரியாக', 'రోజు వారీగా')],
  ['reasons', label('Why it qualifies', 'यह क्यों योग्य है', 'ஏன் தகுதி பெறுகிறது', 'ఎందుకు అర్హమైనది')],
  ['chart', label('Chart of its start', 'आरम्भ की कुंडली', 'தொடக்கத்தின் ஜாதகம்', 'ప్రారంభ చక్రం')],
  ['details', label('Details', 'विवरण', 'விவரம்', 'వివరాలు')],
  [
    'remove',
    label('Delete saved muhurta', 'सहेजा मुहूर्त हटाएँ', 'சேமித்த முகூர்த்தத்தை நீக்கு', 'సేవ్ చేసిన ముహూర్తం తొలగించు'),
  ],
  ['addPerson', label('Add a client', 'जातक जोड़ें', 'ஜாதகரைச் சேர்', 'జాతకుని చేర్చు')],
  [
    'removePerson',
    label(
      'Remove from the people concerned',
      'सम्बन्धित व्यक्तियों से हटाएँ',
      'சம்பந்தப்பட்டவர்களிலிருந்து நீக்கு',
      'సంబంధిత వ్యక్తుల నుండి తొలగించు',
    ),
  ],
  ['searching', label('Searching the range…', 'अवधि खोजी जा रही है…', 'வரம்பு தேடப்படுகிறது…', 'పరిధి వెతుకుతోంది…')],
  ['vetoedShade', label('Avoided period', 'वर्जित काल', 'தவிர்க்கப்பட்ட காலம்', 'వర్జిత కాలం')],
  [
    'timeZone',
    label(
      'Clock of the times (hours east of UTC)',
      'समय की घड़ी (UTC से पूर्व घंटे)',
      'நேரங்களின் கடிகாரம் (UTC-க்கு கிழக்கே மணி)',
      'సమయాల గడియారం (UTC కి తూర్పున గంటలు)',
    ),
  ],
  ['dayLord', label('Day lord', 'वार स्वामी', 'வார அதிபதி', 'వార అధిపతి')],
  ['calendar', label('Add to calendar', 'कैलेंडर में जोड़ें', 'நாட்காட்டியில் சேர்', 'క్యాలెండర్‌కు జోడించు')],
] as const;

/** A label of the Muhurta page. */
export type MuhurtaLabelKey = (typeof LABEL_ENTRIES)[number][0];

/** The Muhurta page's labels in four languages. */
export const MUHURTA_LABELS: Vocabulary<MuhurtaLabelKey> = defineVocabulary(LABEL_ENTRIES, [
  'Our own labels, translated into Hindi, Tamil and Telugu',
]);
