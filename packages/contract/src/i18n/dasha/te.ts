import type { DashaPhrase } from './en.js';

/**
 * The screen texts of the dasha schedule, period grid, running chain and sub-periods; the calculation profile
 * line; thithi, paksha and weekday names; durations in Telugu. Level names as astro-names' dashaLevels
 * (దశ, భుక్తి, అంతర, సూక్ష్మ, ప్రాణ); thithi names (పాడ్యమి, విదియ, తదియ, చవితి … పౌర్ణమి, అమావాస్య), పక్షం and
 * the thithi types as Telugu panchangams print them (the TTD panchangam); a balance as a Telugu jatakam
 * writes it, one సంవత్సరం/నెల/రోజు against more సంవత్సరాలు/నెలలు/రోజులు.
 */
export const teDasha: Readonly<Record<DashaPhrase, string>> = {
  'Dasha Bhukti Andharam': 'దశ భుక్తి అంతర',
  'Dasha Bhukti Andharam (summary)': 'దశ భుక్తి అంతర (సారాంశం)',
  'Dasha Bhukti Andharam (drilldown)': 'దశ భుక్తి అంతర (వివరంగా)',
  'Dasha Bhukti Andharam (sookshma and prana)': 'దశ భుక్తి అంతర (సూక్ష్మ, ప్రాణ)',
  'Schedule view': 'దశ పట్టిక వీక్షణ',
  Summary: 'సారాంశం',
  'Drilldown view': 'వివరణాత్మక వీక్షణ',
  'Sookshma and prana': 'సూక్ష్మ, ప్రాణ',
  'Loading - Dasha Bhukti Andharam': 'లోడ్ అవుతోంది - దశ భుక్తి అంతర',
  'Loading - Sookshma and Prana': 'లోడ్ అవుతోంది - సూక్ష్మ, ప్రాణ',
  'Loading - Client Details': 'లోడ్ అవుతోంది - జాతకుని వివరాలు',
  '{{dasha}} Dasha: {{start}} to {{end}}': '{{dasha}} దశ: {{start}} నుండి {{end}} వరకు',
  '{{dasha}} Dasha, {{bhukti}} Bhukti: {{start}} to {{end}}':
    '{{dasha}} దశ, {{bhukti}} భుక్తి: {{start}} నుండి {{end}} వరకు',
  '{{dasha}} Dasha, {{bhukti}} Bhukti, {{antara}} Andharam, {{sookshma}} Sookshma: {{start}} to {{end}}':
    '{{dasha}} దశ, {{bhukti}} భుక్తి, {{antara}} అంతర, {{sookshma}} సూక్ష్మ: {{start}} నుండి {{end}} వరకు',
  '{{lord}} ({{start}} to {{end}})': '{{lord}} ({{start}} నుండి {{end}} వరకు)',
  '{{lord}} ({{start}} to {{end}}) (running now)': '{{lord}} ({{start}} నుండి {{end}} వరకు) (ప్రస్తుతం నడుస్తోంది)',
  'Running now': 'ప్రస్తుతం నడుస్తోంది',
  'No period runs now: today lies outside the 120-year schedule.':
    'ప్రస్తుతం ఏ కాలమూ నడవడం లేదు: ఈ రోజు 120 సంవత్సరాల దశ పట్టికకు వెలుపల ఉంది.',
  '{{years}} years {{months}} months {{days}} days': '{{years}} సంవత్సరాలు {{months}} నెలలు {{days}} రోజులు',
  '{{years}} years {{months}} months {{days}} day': '{{years}} సంవత్సరాలు {{months}} నెలలు {{days}} రోజు',
  '{{years}} years {{months}} month {{days}} days': '{{years}} సంవత్సరాలు {{months}} నెల {{days}} రోజులు',
  '{{years}} years {{months}} month {{days}} day': '{{years}} సంవత్సరాలు {{months}} నెల {{days}} రోజు',
  '{{years}} year {{months}} months {{days}} days': '{{years}} సంవత్సరం {{months}} నెలలు {{days}} రోజులు',
  '{{years}} year {{months}} months {{days}} day': '{{years}} సంవత్సరం {{months}} నెలలు {{days}} రోజు',
  '{{years}} year {{months}} month {{days}} days': '{{years}} సంవత్సరం {{months}} నెల {{days}} రోజులు',
  '{{years}} year {{months}} month {{days}} day': '{{years}} సంవత్సరం {{months}} నెల {{days}} రోజు',
  '{{lord}} {{span}}': '{{lord}} దశ {{span}}',
  '{{star}} (star {{number}} of 27)': '{{star}} (27లో నక్షత్రం {{number}})',
  '{{thithi}} (Shukla Paksha)': '{{thithi}} (శుక్ల పక్షం)',
  '{{thithi}} (Krishna Paksha)': '{{thithi}} (కృష్ణ పక్షం)',
  Single: 'అవివాహితులు',
  Married: 'వివాహితులు',
  Divorced: 'విడాకులు పొందినవారు',
  Widowed: 'జీవిత భాగస్వామిని కోల్పోయినవారు',
  Separated: 'విడిగా ఉంటున్నవారు',
  'Calculation profile': 'గణన వివరాలు',
  'Ayanamsa {{name}} {{degree}} (no correction)': 'అయనాంశ {{name}} {{degree}} (సవరణ లేదు)',
  'Ayanamsa {{name}} {{degree}} (correction {{correction}})':
    'అయనాంశ {{name}} {{degree}} (సవరణ {{correction}})',
  'Mean node': 'మధ్యమ రాహువు',
  'True node': 'స్పష్ట రాహువు',
  'Placidus houses': 'ప్లాసిడస్ భావాలు',
  'Porphyry houses (Placidus has no solution here)': 'పోర్ఫిరీ భావాలు (ఇక్కడ ప్లాసిడస్‌కు పరిష్కారం లేదు)',
  'Dasha year {{days}} days': 'దశ సంవత్సరం {{days}} రోజులు',
  '{{ephemeris}} ephemeris': 'ఎఫెమెరిస్: {{ephemeris}}',
  Moshier: 'మోషియర్',
  'Swiss Ephemeris files': 'స్విస్ ఎఫెమెరిస్ ఫైళ్లు',
  'UT {{moment}}': 'సార్వత్రిక సమయం (UT) {{moment}}',
};
