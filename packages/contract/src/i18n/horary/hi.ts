import type { HoraryPhrase } from './en.js';

/** The screen texts of the KP horary pages (question form, chart, tables, verdict aid) in Hindi. */
export const hiHorary: Readonly<Record<HoraryPhrase, string>> = {};
