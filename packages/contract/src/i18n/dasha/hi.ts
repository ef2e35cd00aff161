import type { DashaPhrase } from './en.js';

/**
 * The screen texts of the dasha schedule, period grid, running chain and sub-periods; the calculation profile
 * line; thithi, paksha and weekday names; durations in Hindi. Level names as astro-names' dashaLevels
 * (दशा, भुक्ति, अंतर, सूक्ष्म, प्राण); thithi names, पक्ष and the thithi types (नंदा, भद्रा, जया, रिक्ता, पूर्णा)
 * as Hindi panchangs print them (Thakur Prasad panchang); a balance as Hindi horoscopes write it
 * ("3 वर्ष 1 माह 0 दिन": the same noun for one and for more).
 */
export const hiDasha: Readonly<Record<DashaPhrase, string>> = {
  'Dasha Bhukti Andharam': 'दशा भुक्ति अंतर',
  'Dasha Bhukti Andharam (summary)': 'दशा भुक्ति अंतर (सारांश)',
  'Dasha Bhukti Andharam (drilldown)': 'दशा भुक्ति अंतर (विस्तार)',
  'Dasha Bhukti Andharam (sookshma and prana)': 'दशा भुक्ति अंतर (सूक्ष्म और प्राण)',
  'Schedule view': 'दशा सारणी का दृश्य',
  Summary: 'सारांश',
  'Drilldown view': 'विस्तृत दृश्य',
  'Sookshma and prana': 'सूक्ष्म और प्राण',
  'Loading - Dasha Bhukti Andharam': 'लोड हो रहा है - दशा भुक्ति अंतर',
  'Loading - Sookshma and Prana': 'लोड हो रहा है - सूक्ष्म और प्राण',
  'Loading - Client Details': 'लोड हो रहा है - जातक विवरण',
  '{{dasha}} Dasha: {{start}} to {{end}}': '{{dasha}} दशा: {{start}} से {{end}} तक',
  '{{dasha}} Dasha, {{bhukti}} Bhukti: {{start}} to {{end}}':
    '{{dasha}} दशा, {{bhukti}} भुक्ति: {{start}} से {{end}} तक',
  '{{dasha}} Dasha, {{bhukti}} Bhukti, {{antara}} Andharam, {{sookshma}} Sookshma: {{start}} to {{end}}':
    '{{dasha}} दशा, {{bhukti}} भुक्ति, {{antara}} अंतर, {{sookshma}} सूक्ष्म: {{start}} से {{end}} तक',
  '{{lord}} ({{start}} to {{end}})': '{{lord}} ({{start}} से {{end}} तक)',
  '{{lord}} ({{start}} to {{end}}) (running now)': '{{lord}} ({{start}} से {{end}} तक) (अभी चल रही)',
  'Running now': 'अभी चल रही',
  'No period runs now: today lies outside the 120-year schedule.':
    'अभी कोई अवधि नहीं चल रही: आज की तिथि 120 वर्ष की दशा सारणी से बाहर है।',
  '{{years}} years {{months}} months {{days}} days': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} years {{months}} months {{days}} day': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} years {{months}} month {{days}} days': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} years {{months}} month {{days}} day': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} year {{months}} months {{days}} days': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} year {{months}} months {{days}} day': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} year {{months}} month {{days}} days': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{years}} year {{months}} month {{days}} day': '{{years}} वर्ष {{months}} माह {{days}} दिन',
  '{{lord}} {{span}}': '{{lord}} दशा {{span}}',
  '{{star}} (star {{number}} of 27)': '{{star}} (27 में से नक्षत्र {{number}})',
  '{{thithi}} (Shukla Paksha)': '{{thithi}} (शुक्ल पक्ष)',
  '{{thithi}} (Krishna Paksha)': '{{thithi}} (कृष्ण पक्ष)',
  Single: 'अविवाहित',
  Married: 'विवाहित',
  Divorced: 'तलाकशुदा',
  Widowed: 'विधुर/विधवा',
  Separated: 'अलग रह रहे',
  'Calculation profile': 'गणना विवरण',
  'Ayanamsa {{name}} {{degree}} (no correction)': 'अयनांश {{name}} {{degree}} (कोई संशोधन नहीं)',
  'Ayanamsa {{name}} {{degree}} (correction {{correction}})':
    'अयनांश {{name}} {{degree}} (संशोधन {{correction}})',
  'Mean node': 'मध्यम राहु',
  'True node': 'स्पष्ट राहु',
  'Placidus houses': 'प्लेसिडस भाव',
  'Porphyry houses (Placidus has no solution here)': 'पोर्फिरी भाव (यहाँ प्लेसिडस का हल नहीं है)',
  'Dasha year {{days}} days': 'दशा वर्ष {{days}} दिन',
  '{{ephemeris}} ephemeris': 'एफ़ेमेरिस: {{ephemeris}}',
  Moshier: 'मोशियर',
  'Swiss Ephemeris files': 'स्विस एफ़ेमेरिस फ़ाइलें',
  'UT {{moment}}': 'सार्वभौमिक समय (UT) {{moment}}',
};
