import type { IntervalPhrase } from './en.js';

/** The screen texts of the Cuspal In Interval and Planet In Interval searches in Telugu. */
export const teInterval: Readonly<Record<IntervalPhrase, string>> = {};
