/**
 * The English screen texts of the dasha schedule, period grid, running chain and sub-periods; the calculation
 * profile line; the paksha captions of a thithi; durations; the English text is the key. Thithi names, thithi
 * types and weekdays are names of the domain (@kpdesk/domain TITHIS, TITHI_TYPES, WEEKDAY_NAMES).
 */
export const DASHA_PHRASES = [
  // The schedule's views and period captions: one sentence per level, the level names written in.
  'Dasha Bhukti Andharam',
  'Dasha Bhukti Andharam (summary)',
  'Dasha Bhukti Andharam (drilldown)',
  'Dasha Bhukti Andharam (sookshma and prana)',
  'Schedule view',
  'Summary',
  'Drilldown view',
  'Sookshma and prana',
  'Loading - Dasha Bhukti Andharam',
  'Loading - Sookshma and Prana',
  'Loading - Client Details',
  '{{dasha}} Dasha: {{start}} to {{end}}',
  '{{dasha}} Dasha, {{bhukti}} Bhukti: {{start}} to {{end}}',
  '{{dasha}} Dasha, {{bhukti}} Bhukti, {{antara}} Andharam, {{sookshma}} Sookshma: {{start}} to {{end}}',
  '{{lord}} ({{start}} to {{end}})',
  '{{lord}} ({{start}} to {{end}}) (running now)',
  'Running now',
  'No period runs now: today lies outside the 120-year schedule.',
  // A dasha balance: one key per singular/plural combination, so no language joins translated counts.
  '{{years}} years {{months}} months {{days}} days',
  '{{years}} years {{months}} months {{days}} day',
  '{{years}} years {{months}} month {{days}} days',
  '{{years}} years {{months}} month {{days}} day',
  '{{years}} year {{months}} months {{days}} days',
  '{{years}} year {{months}} months {{days}} day',
  '{{years}} year {{months}} month {{days}} days',
  '{{years}} year {{months}} month {{days}} day',
  '{{lord}} {{span}}',
  // The paksha caption of a thithi name.
  '{{star}} (star {{number}} of 27)',
  '{{thithi}} (Shukla Paksha)',
  '{{thithi}} (Krishna Paksha)',
  // Client Details values beyond names and weekdays: the stored marital statuses (spec §3).
  'Single',
  'Married',
  'Divorced',
  'Widowed',
  'Separated',
  // The calculation profile line.
  'Calculation profile',
  'Ayanamsa {{name}} {{degree}} (no correction)',
  'Ayanamsa {{name}} {{degree}} (correction {{correction}})',
  'Mean node',
  'True node',
  'Placidus houses',
  'Porphyry houses (Placidus has no solution here)',
  'Dasha year {{days}} days',
  '{{ephemeris}} ephemeris',
  'Moshier',
  'Swiss Ephemeris files',
  'UT {{moment}}',
] as const;

/** A screen text of this area. */
export type DashaPhrase = (typeof DASHA_PHRASES)[number];
