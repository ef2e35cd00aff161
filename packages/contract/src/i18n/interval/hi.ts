import type { IntervalPhrase } from './en.js';

/** The screen texts of the Cuspal In Interval and Planet In Interval searches in Hindi. */
export const hiInterval: Readonly<Record<IntervalPhrase, string>> = {};
