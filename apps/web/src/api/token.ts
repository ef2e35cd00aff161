/**
 * The sign-in token, kept in localStorage as it is: the spec's "reversibly shuffled" form adds no protection
 * against a script that can read storage (README, Security).
 */
const KEY = 'kpdesk.token';

export function readToken(): string | null {
  return localStorage.getItem(KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}
