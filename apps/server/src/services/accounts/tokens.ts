import { jwtVerify, SignJWT } from 'jose';
import { LruCache } from '../chart-core/lru-cache.js';

/** What a sign-in token says: whose it is and which credential version it was issued under. */
export interface TokenClaims {
  astrologerId: number;
  tokenVersion: number;
}

/** Signs a sign-in token (HS256) valid for `ttlSeconds` from `nowMs`. */
export async function issueToken(claims: TokenClaims, secret: Uint8Array, nowMs: number, ttlSeconds: number) {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.astrologerId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setAudience('kpdesk')
    .sign(secret);
}

/** Claims of a verified token with its expiry (seconds since the epoch, as the token states it). */
interface VerifiedToken extends TokenClaims {
  expiresAt: number;
}

/** Checks signature, audience and expiry at `nowMs`; null for any bad token. */
async function verifyToken(token: string, secret: Uint8Array, nowMs: number): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: 'kpdesk',
      currentDate: new Date(nowMs),
    });
    const astrologerId = Number(payload.sub);
    if (!Number.isInteger(astrologerId) || typeof payload.tv !== 'number') return null;
    if (typeof payload.exp !== 'number') return null;
    return { astrologerId, tokenVersion: payload.tv, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** True while the token's expiry is ahead of `nowMs`, the rule jose applies (expired once exp <= now). */
const isUnexpired = (verified: VerifiedToken, nowMs: number) => Math.floor(nowMs / 1000) < verified.expiresAt;

/** Most verified tokens a reader keeps: about 300 bytes each, so at most a few megabytes. */
export const VERIFIED_TOKEN_LIMIT = 10_000;

/**
 * Reads a sign-in token at `nowMs`: its claims, or null for a bad signature or audience, or expired; at
 * once for a token verified before, else a promise (the signature check is asynchronous).
 */
export type TokenReader = (token: string, nowMs: number) => TokenClaims | null | Promise<TokenClaims | null>;

/** The claims of a verified token while it is unexpired at `nowMs`. */
function claimsAt(verified: VerifiedToken, nowMs: number): TokenClaims | null {
  if (!isUnexpired(verified, nowMs)) return null;
  return { astrologerId: verified.astrologerId, tokenVersion: verified.tokenVersion };
}

/**
 * A token reader for one secret that verifies each token's signature once: the HMAC check and jose's
 * asynchronous key import cost more than the rest of a cached chart call. A remembered token is still
 * refused once expired; only tokens that verified are kept (a bad one is checked again each time), in an
 * LRU of at most `limit`. Whether the token's credential version is still current is not the reader's
 * business: the auth plugin asks the database on every request, so a pin change ends old tokens at once.
 */
export function createTokenReader(secret: Uint8Array, limit = VERIFIED_TOKEN_LIMIT): TokenReader {
  const verifiedTokens = new LruCache<VerifiedToken>(limit);
  return (token, nowMs) => {
    const remembered = verifiedTokens.get(token);
    if (remembered) return claimsAt(remembered, nowMs);
    return verifyToken(token, secret, nowMs).then((verified) => {
      if (!verified) return null;
      verifiedTokens.set(token, verified);
      return claimsAt(verified, nowMs);
    });
  };
}
