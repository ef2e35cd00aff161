import type { ChartSection } from '../../components/chart-page/section-menu';

/** The exclusive panels of the page; Event Analyser is the default (spec "Advanced Stellar System"). */
export const EVENT_SECTION = {
  eventAnalyser: 0,
  destinyAnalyser: 1,
  prosperityAnalyser: 2,
  timeAnalyser: 3,
  dba: 4,
  report: 5,
  birthTimeCorrection: 6,
} as const;

/** The section menu, in the spec's order. */
export const EVENT_SECTIONS: readonly ChartSection[] = [
  { index: EVENT_SECTION.eventAnalyser, label: 'Event Analyser' },
  { index: EVENT_SECTION.destinyAnalyser, label: 'Destiny Analyser' },
  { index: EVENT_SECTION.prosperityAnalyser, label: 'Prosperity Analyser' },
  { index: EVENT_SECTION.timeAnalyser, label: 'Time Analyser' },
  { index: EVENT_SECTION.dba, label: 'DBA' },
  { index: EVENT_SECTION.report, label: 'Report' },
  { index: EVENT_SECTION.birthTimeCorrection, label: 'Birth Time Correction' },
];
