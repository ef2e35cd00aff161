import type { OptionsPhrase } from './en.js';

/** The screen texts of the Options and Options Theory calculators in Telugu. */
export const teOptions: Readonly<Record<OptionsPhrase, string>> = {
  'Number of Options': 'ఎంపికల సంఖ్య',
  'Option {{n}}': 'ఎంపిక {{n}}',
  'Options Theory · {{n}}': 'ఎంపికల సిద్ధాంతం · {{n}}',
  'Loading - Options': 'లోడ్ అవుతోంది - ఎంపికలు',
  'Loading - Options Theory': 'లోడ్ అవుతోంది - ఎంపికల సిద్ధాంతం',
  'Time zone': 'సమయ మండలం',
  Time: 'సమయం',
  Place: 'ప్రదేశం',
  'Option Choice': 'ఎంచుకున్న ఎంపిక',
  'of {{count}} options · shown for 60 seconds': '{{count}} ఎంపికలలో · 60 సెకన్లు చూపబడుతుంది',
  'Moment of judgement': 'నిర్ణయ క్షణం',
  'Judged for {{date}} {{time}} (GMT{{offset}}) at {{place}} ({{latitude}}, {{longitude}})':
    '{{place}} ({{latitude}}, {{longitude}}) వద్ద {{date}} {{time}} (GMT{{offset}}) కోసం నిర్ణయం',
  '{{degrees}}° N': '{{degrees}}° ఉ',
  '{{degrees}}° S': '{{degrees}}° ద',
  '{{degrees}}° E': '{{degrees}}° తూ',
  '{{degrees}}° W': '{{degrees}}° ప',
  'Ruling planets of the moment': 'ఈ క్షణపు పాలక గ్రహాలు',
  '#': 'క్ర.సం',
  Retro: 'వక్రం',
  'Moon Star': 'చంద్ర నక్షత్రం',
  'Moon Sign': 'చంద్ర రాశి',
  Day: 'వారం',
  Total: 'మొత్తం',
  'Enter the date and time to get the offset of {{zone}}.':
    '{{zone}} యొక్క సమయ వ్యత్యాసం పొందడానికి తేదీ, సమయం నమోదు చేయండి.',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}': '{{zone}} నుండి {{date}} కి ప్రతిపాదన: GMT{{offset}}',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}, daylight saving':
    '{{zone}} నుండి {{date}} కి ప్రతిపాదన: GMT{{offset}}, డేలైట్ సేవింగ్',
  '{{proposal}} (your own choice of time zone is kept)': '{{proposal}} (మీరు ఎంచుకున్న సమయ మండలం ఉంచబడింది)',
  'Retro Yes: the lord is retrograde or stands in the star of a retrograde planet, and its row counts 0.':
    'వక్రం అవును: అధిపతి వక్రంలో ఉన్నాడు లేదా వక్ర గ్రహ నక్షత్రంలో ఉన్నాడు; ఆ వరుస 0గా లెక్కించబడుతుంది.',
};
