import type { PrintoutPhrase } from './en.js';

/** The printouts' own texts in Hindi, in the usage of Hindi KP readers and panchangs; KP's abbreviations (CL, OCC, CST, CSL) stay as Hindi KP books print them. */
export const hiPrintouts: Readonly<Record<PrintoutPhrase, string>> = {
  'KP Sheet': 'के.पी. पत्रक',
  'KP Sheet: {{client}}': 'के.पी. पत्रक: {{client}}',
  'Advanced Stellar System report': 'उन्नत नक्षत्र पद्धति रिपोर्ट',
  '{{event}}: Advanced Stellar System report': '{{event}}: उन्नत नक्षत्र पद्धति रिपोर्ट',
  '{{client}} {{event}} report {{date}}': '{{client}} {{event}} रिपोर्ट {{date}}',
  'Birth {{moment}} at {{place}} ({{latitude}}, {{longitude}}), zone {{zone}}':
    'जन्म {{moment}}, {{place}} ({{latitude}}, {{longitude}}), समय क्षेत्र {{zone}}',
  'Corrected birth time {{moment}}': 'संशोधित जन्म समय {{moment}}',
  'corrected birth time; recorded {{moment}}': 'संशोधित जन्म समय; अभिलिखित {{moment}}',
  'Ayanamsa {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}':
    'अयनांश {{ayanamsa}} {{degree}} · {{houses}} · {{nodes}} · {{ephemeris}}',
  'Birth chart ({{style}})': 'जन्म कुंडली ({{style}})',
  'Planets with degrees in their sign; R retrograde; Roman numerals are the KP cusps.':
    'ग्रह अपनी राशि के अंशों सहित; व वक्री; रोमन अंक के.पी. भाव संधियाँ हैं।',
  '{{star}} ({{patham}}) · Star lord {{lord}}': '{{star}} ({{patham}}) · नक्षत्र स्वामी {{lord}}',
  '{{sign}} · Sign lord {{lord}}': '{{sign}} · राशि स्वामी {{lord}}',
  'Sign lord': 'राशि स्वामी',
  'Lagna sign / star / sub lord': 'लग्न राशि / नक्षत्र / उप स्वामी',
  'Ruling planets (birth time)': 'शासक ग्रह (जन्म समय)',
  'Running periods (today)': 'चालू दशा (आज)',
  'Bhukti: {{lord}} Dasha': '{{lord}} दशा की भुक्तियाँ',
  'outside the 120-year schedule': '120 वर्ष की दशा सारणी से बाहर',
  Ruler: 'शासक',
  'Planets as significators (houses)': 'ग्रह कारक (भाव)',
  'Cuspal significators A–F (planets)': 'भाव संधि कारक A–F (ग्रह)',
  Mahadashas: 'महादशाएँ',
  'Prepared by {{name}}': 'तैयारकर्ता {{name}}',
  '{{planet}} R': '{{planet}} व',
  'Generated {{date}} with KP Astro Desk': '{{date}} को KP Astro Desk से बनाया गया',
  'Page {{page}} of {{pages}}': 'पृष्ठ {{page}} / {{pages}}',
  'Houses of the event: {{houses}}': 'घटना के भाव: {{houses}}',
  '{{group}} {{houses}}': '{{group}} {{houses}}',
  'Categories of the planets': 'ग्रहों की श्रेणियाँ',
  'Categories of the planets (proposed (not saved))': 'ग्रहों की श्रेणियाँ (प्रस्तावित, सहेजी नहीं गईं)',
  'CL / OCC / CST / CSL': 'CL / OCC / CST / CSL',
  'Destiny: {{side}}': 'भाग्य: {{side}}',
  Opposing: 'विरोधी',
  'Prosperity summary': 'समृद्धि सारांश',
  'Class (planet / star / sub / sub-sub)': 'वर्ग (ग्रह / नक्षत्र / उप / उप-उप)',
  'Report comment': 'रिपोर्ट टिप्पणी',
  'No report comment has been saved for this event.': 'इस घटना के लिए कोई रिपोर्ट टिप्पणी सहेजी नहीं गई है।',
  'Coming periods of the top-ranked planets ({{planets}})': 'शीर्ष ग्रहों ({{planets}}) की आने वाली अवधियाँ',
  'No coming period has all three lords among the top-ranked planets.':
    'किसी भी आने वाली अवधि के तीनों स्वामी शीर्ष ग्रहों में नहीं हैं।',
  favourable: 'अनुकूल',
  mixed: 'मिश्रित',
  unfavourable: 'प्रतिकूल',
  'Life events: {{client}}': 'जीवन घटनाएँ: {{client}}',
  '{{client}} life events {{date}}': '{{client}} जीवन घटनाएँ {{date}}',
  'Life events with their periods, promise and score': 'जीवन घटनाएँ: दशा अवधियाँ, वचन और अंक',
  'No life events have been added for this client.': 'इस जातक की कोई जीवन घटना नहीं जोड़ी गई है।',
  'Chosen rectification': 'चुना गया जन्म समय शोधन',
  'No rectification has been chosen: the events are judged at the recorded birth time.':
    'कोई शोधन नहीं चुना गया: घटनाएँ दर्ज जन्म समय पर आँकी गई हैं।',
  'Birth time chosen {{moment}} (recorded {{recorded}})': 'चुना गया जन्म समय {{moment}} (दर्ज {{recorded}})',
  'Score {{score}}: {{up}} events favourable, {{down}} unfavourable':
    'अंक {{score}}: {{up}} घटनाएँ शुभ, {{down}} अशुभ',
  'The events above are judged for a birth at this time: their periods, promise and score are its evidence.':
    'ऊपर की घटनाएँ इसी समय के जन्म के लिए आँकी गई हैं: उनकी दशा अवधियाँ, वचन और अंक इसके प्रमाण हैं।',
};
