import type { FramePhrase } from './en.js';

/** The screen texts of the page frame (header, search, footer), the public shared page and the printouts in Telugu. */
export const teFrame: Readonly<Record<FramePhrase, string>> = {};
