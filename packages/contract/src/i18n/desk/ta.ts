import type { DeskPhrase } from './en.js';

/** The screen texts of the dashboard panels, the significator legends and the other chart-table texts in Tamil. */
export const taDesk: Readonly<Record<DeskPhrase, string>> = {};
