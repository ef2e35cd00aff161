import type { HoraryPhrase } from './en.js';

/** The screen texts of the KP horary pages (question form, chart, tables, verdict aid) in Tamil. */
export const taHorary: Readonly<Record<HoraryPhrase, string>> = {};
