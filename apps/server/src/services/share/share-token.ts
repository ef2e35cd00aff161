/**
 * Share link tokens: 32 random bytes (256 bits) written base64url, so a link cannot be guessed; the database
 * keeps only the SHA-256 of the token, so a copy of it opens no link. SHA-256 without a salt is enough here:
 * the token is random, not a password, so there is nothing to look up in a table of guesses.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** A token as issued: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token. */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a token: its SHA-256, lower-case hex. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `text` has the shape of an issued token (anything else cannot open a link). */
export function isShareTokenShape(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}
