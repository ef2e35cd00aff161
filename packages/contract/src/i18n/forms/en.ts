/** The English screen texts of the Life Events & Rectification page, the share links page and the transit timing form and wheel (issue 26); the English text is the key. */
export const FORMS_PHRASES = [] as const;

/** A screen text of this area. */
export type FormsPhrase = (typeof FORMS_PHRASES)[number];
