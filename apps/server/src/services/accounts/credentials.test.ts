import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './credentials.js';

describe('pin, password and OTP hashes', () => {
  it('names its scrypt cost and verifies the secret it was made from, at any cost', async () => {
    for (const cost of [1024, 16384]) {
      const stored = await hashSecret('135791', cost);
      expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(cost), '8', '1']);
      expect(await verifySecret('135791', stored)).toBe(true);
      expect(await verifySecret('135792', stored)).toBe(false);
    }
  });

  it('gives two hashes of one secret different salts', async () => {
    const [a, b] = await Promise.all([hashSecret('Stars@2025', 1024), hashSecret('Stars@2025', 1024)]);
    expect(a).not.toBe(b);
  });

  it('refuses a stored value of another scheme', async () => {
    expect(await verifySecret('135791', 'plain$135791')).toBe(false);
  });
});
