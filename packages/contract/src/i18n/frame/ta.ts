import type { FramePhrase } from './en.js';

/** The screen texts of the page frame (header, search, footer), the public shared page and the printouts in Tamil. */
export const taFrame: Readonly<Record<FramePhrase, string>> = {};
