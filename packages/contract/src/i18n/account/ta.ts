import type { AccountPhrase } from './en.js';

/** The screen texts of the account screens (sign-in, sign-up, forgot pin, reset password, change pin, password, details and contact, My Profile) in Tamil. */
export const taAccount: Readonly<Record<AccountPhrase, string>> = {};
