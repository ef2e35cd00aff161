/** The English screen texts of the Options and Options Theory calculators; the English text is the key. */
export const OPTIONS_PHRASES = [
  // The forms
  'Number of Options',
  'Option {{n}}',
  'Options Theory · {{n}}',
  'Loading - Options',
  'Loading - Options Theory',
  'Time zone',
  'Time',
  'Place',
  // The time zone's notes
  'Enter the date and time to get the offset of {{zone}}.',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}',
  'Proposed from {{zone}} on {{date}}: GMT{{offset}}, daylight saving',
  '{{proposal}} (your own choice of time zone is kept)',
  // The result
  'Option Choice',
  'of {{count}} options · shown for 60 seconds',
  'Moment of judgement',
  'Judged for {{date}} {{time}} (GMT{{offset}}) at {{place}} ({{latitude}}, {{longitude}})',
  '{{degrees}}° N',
  '{{degrees}}° S',
  '{{degrees}}° E',
  '{{degrees}}° W',
  // The ruling planets table
  'Ruling planets of the moment',
  '#',
  'Retro',
  'Moon Star',
  'Moon Sign',
  'Day',
  'Total',
  'Retro Yes: the lord is retrograde or stands in the star of a retrograde planet, and its row counts 0.',
] as const;

/** A screen text of this area. */
export type OptionsPhrase = (typeof OPTIONS_PHRASES)[number];
