/** The English screen texts of the account screens (sign-in, sign-up, forgot pin, reset password, change pin, password, details and contact, My Profile) (issue 26); the English text is the key. */
export const ACCOUNT_PHRASES = [] as const;

/** A screen text of this area. */
export type AccountPhrase = (typeof ACCOUNT_PHRASES)[number];
