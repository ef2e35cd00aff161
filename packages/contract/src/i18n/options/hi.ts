import type { OptionsPhrase } from './en.js';

/** The screen texts of the Options and Options Theory calculators in Hindi. */
export const hiOptions: Readonly<Record<OptionsPhrase, string>> = {
  'Number of Options': 'विकल्पों की संख्या',
  'Option {{n}}': 'विकल्प {{n}}',
  'Options Theory · {{n}}': 'विकल्प सिद्धांत · {{n}}',
  'Loading - Options': 'लोड हो रहा है - विकल्प',
  'Loading - Options Theory': 'लोड हो रहा है - विकल्प सिद्धांत',
  'Time zone': 'समय क्षेत्र',
  Time: 'समय',
  Place: 'स्थान',
  'Option Choice': 'चुना गया विकल्प',
  'of {{count}} options · shown for 60 seconds': '{{count}} विकल्पों में से · 60 सेकंड तक दिखेगा',
  'Moment of judgement': 'निर्णय का क्षण',
  'Judged for {{date}} {{time}} (GMT{{offset}}) at {{place}} ({{latitude}}, {{longitude}})':
    '{{place}} ({{latitude}}, {{longitude}}) में {{date}} {{time}} (GMT{{offset}}) के लिए निर्णय',
  '{{degrees}}° N': '{{degrees}}° उ',
  '{{degrees}}° S': '{{degrees}}° द',
  '{{degrees}}° E': '{{degrees}}° पू',
  '{{degrees}}° W': '{{degrees}}° प',
  'Ruling planets of the moment': 'क्षण के शासक ग्रह',
  '#': 'क्र.',
  Retro: 'वक्री',
  'Moon Star': 'चंद्र नक्षत्र',
  'Moon Sign': 'चंद्र राशि',
  Day: 'वार',
  Total: 'योग',
  'Enter the date and time to get the offset of {{zone}}.':
    '{{zone}} का समय अंतर पाने के लिए दिनांक और समय दर्ज करें।',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}': '{{zone}} से {{date}} के लिए प्रस्तावित: GMT{{offset}}',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}, daylight saving':
    '{{zone}} से {{date}} के लिए प्रस्तावित: GMT{{offset}}, डेलाइट सेविंग',
  '{{proposal}} (your own choice of time zone is kept)': '{{proposal}} (आपका चुना हुआ समय क्षेत्र रखा गया है)',
  'Retro Yes: the lord is retrograde or stands in the star of a retrograde planet, and its row counts 0.':
    'वक्री हाँ: स्वामी वक्री है या किसी वक्री ग्रह के नक्षत्र में है, और उसकी पंक्ति 0 गिनी जाती है।',
};
