import type { DashaPhrase } from './en.js';

/**
 * The screen texts of the dasha schedule, period grid, running chain and sub-periods; the calculation profile
 * line; thithi, paksha and weekday names; durations in Tamil. Level names as astro-names' dashaLevels
 * (தசை, புக்தி, அந்தரம், சூட்சமம், பிராணம்); thithi names (பிரதமை … பௌர்ணமி, அமாவாசை), பட்சம் and the thithi
 * types as Tamil panchangams print them (Vakya and Thirukanitha panchangams); a balance as a Tamil jathagam
 * writes it ("3 வருடம் 1 மாதம் 0 நாள்": the same noun for one and for more).
 */
export const taDasha: Readonly<Record<DashaPhrase, string>> = {
  'Dasha Bhukti Andharam': 'தசை புக்தி அந்தரம்',
  'Dasha Bhukti Andharam (summary)': 'தசை புக்தி அந்தரம் (சுருக்கம்)',
  'Dasha Bhukti Andharam (drilldown)': 'தசை புக்தி அந்தரம் (விரிவு)',
  'Dasha Bhukti Andharam (sookshma and prana)': 'தசை புக்தி அந்தரம் (சூட்சமம், பிராணம்)',
  'Schedule view': 'தசை அட்டவணைப் பார்வை',
  Summary: 'சுருக்கம்',
  'Drilldown view': 'விரிவான பார்வை',
  'Sookshma and prana': 'சூட்சமம், பிராணம்',
  'Loading - Dasha Bhukti Andharam': 'ஏற்றுகிறது - தசை புக்தி அந்தரம்',
  'Loading - Sookshma and Prana': 'ஏற்றுகிறது - சூட்சமம், பிராணம்',
  'Loading - Client Details': 'ஏற்றுகிறது - ஜாதகர் விவரம்',
  '{{dasha}} Dasha: {{start}} to {{end}}': '{{dasha}} தசை: {{start}} முதல் {{end}} வரை',
  '{{dasha}} Dasha, {{bhukti}} Bhukti: {{start}} to {{end}}':
    '{{dasha}} தசை, {{bhukti}} புக்தி: {{start}} முதல் {{end}} வரை',
  '{{dasha}} Dasha, {{bhukti}} Bhukti, {{antara}} Andharam, {{sookshma}} Sookshma: {{start}} to {{end}}':
    '{{dasha}} தசை, {{bhukti}} புக்தி, {{antara}} அந்தரம், {{sookshma}} சூட்சமம்: {{start}} முதல் {{end}} வரை',
  '{{lord}} ({{start}} to {{end}})': '{{lord}} ({{start}} முதல் {{end}} வரை)',
  '{{lord}} ({{start}} to {{end}}) (running now)': '{{lord}} ({{start}} முதல் {{end}} வரை) (இப்போது நடப்பு)',
  'Running now': 'இப்போது நடப்பு',
  'No period runs now: today lies outside the 120-year schedule.':
    'இப்போது எந்தக் காலமும் நடப்பில் இல்லை: இன்றைய நாள் 120 ஆண்டு தசை அட்டவணைக்கு வெளியே உள்ளது.',
  '{{years}} years {{months}} months {{days}} days': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} years {{months}} months {{days}} day': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} years {{months}} month {{days}} days': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} years {{months}} month {{days}} day': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} year {{months}} months {{days}} days': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} year {{months}} months {{days}} day': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} year {{months}} month {{days}} days': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{years}} year {{months}} month {{days}} day': '{{years}} வருடம் {{months}} மாதம் {{days}} நாள்',
  '{{lord}} {{span}}': '{{lord}} தசை {{span}}',
  '{{star}} (star {{number}} of 27)': '{{star}} (27 இல் நட்சத்திரம் {{number}})',
  '{{thithi}} (Shukla Paksha)': '{{thithi}} (சுக்ல பட்சம்)',
  '{{thithi}} (Krishna Paksha)': '{{thithi}} (கிருஷ்ண பட்சம்)',
  Single: 'திருமணமாகாதவர்',
  Married: 'திருமணமானவர்',
  Divorced: 'விவாகரத்தானவர்',
  Widowed: 'துணையை இழந்தவர்',
  Separated: 'பிரிந்து வாழ்பவர்',
  'Calculation profile': 'கணிப்பு விவரம்',
  'Ayanamsa {{name}} {{degree}} (no correction)': 'அயனாம்சம் {{name}} {{degree}} (திருத்தம் இல்லை)',
  'Ayanamsa {{name}} {{degree}} (correction {{correction}})':
    'அயனாம்சம் {{name}} {{degree}} (திருத்தம் {{correction}})',
  'Mean node': 'சராசரி ராகு',
  'True node': 'உண்மை ராகு',
  'Placidus houses': 'பிளாசிடஸ் பாவங்கள்',
  'Porphyry houses (Placidus has no solution here)': 'போர்பிரி பாவங்கள் (இங்கு பிளாசிடஸ் முறைக்குத் தீர்வு இல்லை)',
  'Dasha year {{days}} days': 'தசை ஆண்டு {{days}} நாட்கள்',
  '{{ephemeris}} ephemeris': 'எஃபிமெரிஸ்: {{ephemeris}}',
  Moshier: 'மோஷியர்',
  'Swiss Ephemeris files': 'சுவிஸ் எஃபிமெரிஸ் கோப்புகள்',
  'UT {{moment}}': 'உலக நேரம் (UT) {{moment}}',
};
