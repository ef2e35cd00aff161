import type { FramePhrase } from './en.js';

/** The screen texts of the page frame (header, search, footer), the public shared page and the printouts in Hindi. */
export const hiFrame: Readonly<Record<FramePhrase, string>> = {};
