/**
 * Where the sign-in call goes, apart from its schemas (calls/accounts.ts adds them): the sign-in screen sends
 * its form with this alone, so the first screen's script carries no schema library.
 */
export const SIGN_IN_ROUTE = { method: 'POST', path: '/astrologer/login' } as const;
