/**
 * The keyword of a search of saved records (options, horary questions): folded like the stored search words
 * (lower case, no accents) with runs of spaces as one. A keyword with other characters than letters, digits
 * and spaces matches nothing, so it never reaches a query.
 */
import { toSearchKey } from '../db/clients.js';

/** The folded keyword, or null when it can match nothing. */
export function toKeywordKey(keyword: string): string | null {
  const key = toSearchKey(keyword).replace(/\s+/g, ' ');
  return /^[\p{L}\p{N} ]+$/u.test(key) ? key : null;
}
