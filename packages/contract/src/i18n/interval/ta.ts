import type { IntervalPhrase } from './en.js';

/** The screen texts of the Cuspal In Interval and Planet In Interval searches in Tamil. */
export const taInterval: Readonly<Record<IntervalPhrase, string>> = {};
