import type { FormsPhrase } from './en.js';

/** The screen texts of the Life Events & Rectification page, the share links page and the transit timing form and wheel in Telugu. */
export const teForms: Readonly<Record<FormsPhrase, string>> = {};
