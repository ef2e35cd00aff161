/** The English screen texts of the page frame (header, search, footer), the public shared page and the printouts (issue 26); the English text is the key. */
export const FRAME_PHRASES = [] as const;

/** A screen text of this area. */
export type FramePhrase = (typeof FRAME_PHRASES)[number];
