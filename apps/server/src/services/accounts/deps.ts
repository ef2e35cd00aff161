import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mailer.js';

/** What the account services need; tests pass a controlled clock and a mailer they can read. */
export interface AccountDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  isCaptchaDisabled: boolean;
  /** scrypt's cost N of new pin, password and OTP hashes (config SECRET_HASH_COST). */
  secretHashCost: number;
}
