import type { FormsPhrase } from './en.js';

/** The screen texts of the Life Events & Rectification page, the share links page and the transit timing form and wheel in Tamil. */
export const taForms: Readonly<Record<FormsPhrase, string>> = {};
