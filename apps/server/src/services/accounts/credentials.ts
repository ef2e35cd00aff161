import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes of pins, passwords and OTPs: scrypt with a random 16-byte salt per hash, stored as
 * `scrypt$N$r$p$salt$hash` (base64url) so the parameters can change later without breaking old hashes.
 */
const BLOCK = { r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function deriveKey(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a secret with a fresh salt at scrypt cost `cost` (N, a power of two). */
export async function hashSecret(secret: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(secret, salt, { N: cost, ...BLOCK });
  return ['scrypt', cost, BLOCK.r, BLOCK.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `secret` matches `stored`; compares in constant time. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await deriveKey(secret, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
