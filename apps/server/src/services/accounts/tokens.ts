import { jwtVerify, SignJWT } from 'jose';

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

/** Checks signature, audience and expiry at `nowMs`; null for any bad token. */
export async function readToken(
  token: string,
  secret: Uint8Array,
  nowMs: number,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: 'kpdesk',
      currentDate: new Date(nowMs),
    });
    const astrologerId = Number(payload.sub);
    if (!Number.isInteger(astrologerId) || typeof payload.tv !== 'number') return null;
    return { astrologerId, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
