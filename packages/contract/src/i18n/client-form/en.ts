/** The English screen texts of the client form (Add, Edit and Delete Client) (issue 26); the English text is the key. */
export const CLIENT_FORM_PHRASES = [] as const;

/** A screen text of this area. */
export type ClientFormPhrase = (typeof CLIENT_FORM_PHRASES)[number];
