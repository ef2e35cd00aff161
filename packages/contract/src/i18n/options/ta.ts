import type { OptionsPhrase } from './en.js';

/** The screen texts of the Options and Options Theory calculators in Tamil. */
export const taOptions: Readonly<Record<OptionsPhrase, string>> = {
  'Number of Options': 'தேர்வுகளின் எண்ணிக்கை',
  'Option {{n}}': 'தேர்வு {{n}}',
  'Options Theory · {{n}}': 'தேர்வுக் கோட்பாடு · {{n}}',
  'Loading - Options': 'ஏற்றுகிறது - தேர்வுகள்',
  'Loading - Options Theory': 'ஏற்றுகிறது - தேர்வுக் கோட்பாடு',
  'Time zone': 'நேர மண்டலம்',
  Time: 'நேரம்',
  Place: 'இடம்',
  'Option Choice': 'தேர்ந்த தேர்வு',
  'of {{count}} options · shown for 60 seconds': '{{count}} தேர்வுகளில் · 60 விநாடிகள் காட்டப்படும்',
  'Moment of judgement': 'தீர்ப்பு நேரம்',
  'Judged for {{date}} {{time}} (GMT{{offset}}) at {{place}} ({{latitude}}, {{longitude}})':
    '{{place}} ({{latitude}}, {{longitude}}) இல் {{date}} {{time}} (GMT{{offset}}) க்கான தீர்ப்பு',
  '{{degrees}}° N': '{{degrees}}° வ',
  '{{degrees}}° S': '{{degrees}}° தெ',
  '{{degrees}}° E': '{{degrees}}° கி',
  '{{degrees}}° W': '{{degrees}}° மே',
  'Ruling planets of the moment': 'இந்நேர ஆளும் கிரகங்கள்',
  '#': 'வ.எண்',
  Retro: 'வக்ரம்',
  'Moon Star': 'சந்திர நட்சத்திரம்',
  'Moon Sign': 'சந்திர ராசி',
  Day: 'கிழமை',
  Total: 'மொத்தம்',
  'Enter the date and time to get the offset of {{zone}}.':
    '{{zone}} இன் நேர வேறுபாட்டைப் பெற தேதியும் நேரமும் உள்ளிடவும்.',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}':
    '{{zone}} இலிருந்து {{date}} க்கு முன்மொழிவு: GMT{{offset}}',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}, daylight saving':
    '{{zone}} இலிருந்து {{date}} க்கு முன்மொழிவு: GMT{{offset}}, பகல் சேமிப்பு நேரம்',
  '{{proposal}} (your own choice of time zone is kept)': '{{proposal}} (நீங்கள் தேர்ந்த நேர மண்டலம் வைக்கப்பட்டுள்ளது)',
  'Retro Yes: the lord is retrograde or stands in the star of a retrograde planet, and its row counts 0.':
    'வக்கிரம் ஆம்: அதிபதி வக்கிரமாக உள்ளார் அல்லது வக்கிர கிரகத்தின் நட்சத்திரத்தில் உள்ளார்; அவ்வரிசை 0 என எண்ணப்படும்.',
};
