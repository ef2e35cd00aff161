import {
  ACCOUNT_CODES,
  MAX_CREDENTIAL_FAILURES,
  PIN_BLOCK_MINUTES,
  type SignInRequest,
} from '@kpdesk/contract';
import {
  clearExpiredPinBlock,
  findAstrologerByLogin,
  recordWrongPassword,
  recordWrongPin,
  resetFailures,
  type AstrologerRow,
} from '../../db/astrologers.js';
import { AppError } from '../../errors.js';
import { verifySecret } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { issueToken } from './tokens.js';

/**
 * Sign-in (POST /astrologer/login) with the codes and counters the browser's state machine reads (spec §4):
 * 200 with a token; 101 unknown account; 102 wrong pin (pinCount), or a password while the pin is not blocked;
 * 103 pin blocked, account locked, or wrong password (passwordCount). Every failure is an HTTP 401 whose
 * envelope data carries `{pinCount, passwordCount}`.
 */
export const SIGN_IN_MESSAGES = {
  unknownAccount: 'Email or Mobile number is not registered.',
  wrongPin: 'Invalid pin',
  pinBlocked: 'Pin is blocked',
  wrongPassword: 'Invalid password',
  passwordNotAllowed: 'Sign in with your pin; the password is for a blocked pin',
  locked: 'Account is locked. Reset your password to unlock it',
} as const;

const LIMIT = MAX_CREDENTIAL_FAILURES;

function failure(code: string, message: string, pinCount: number, passwordCount: number): AppError {
  return new AppError(401, code, message, { pinCount, passwordCount });
}

async function succeed(deps: AccountDeps, account: AstrologerRow) {
  await resetFailures(deps.db, account.id);
  const token = await issueToken(
    { astrologerId: account.id, tokenVersion: account.token_version },
    deps.jwtSecret,
    deps.clock.now(),
    deps.tokenTtlSeconds,
  );
  return { token, pinCount: 0, passwordCount: 0 };
}

function isPinBlocked(account: AstrologerRow, now: number): boolean {
  return (
    account.pin_failures >= LIMIT && account.pin_blocked_until !== null && account.pin_blocked_until > now
  );
}

async function signInWithPin(deps: AccountDeps, account: AstrologerRow, pin: string) {
  const now = deps.clock.now();
  if (account.password_failures >= LIMIT) {
    throw failure(ACCOUNT_CODES.blockedOrLocked, SIGN_IN_MESSAGES.locked, account.pin_failures, LIMIT);
  }
  if (isPinBlocked(account, now)) {
    throw failure(
      ACCOUNT_CODES.blockedOrLocked,
      SIGN_IN_MESSAGES.pinBlocked,
      LIMIT,
      account.password_failures,
    );
  }
  if (account.pin_failures >= LIMIT) await clearExpiredPinBlock(deps.db, account.id, now);
  if (await verifySecret(pin, account.pin_hash)) return succeed(deps, account);
  const count = await recordWrongPin(deps.db, account.id, LIMIT, now + PIN_BLOCK_MINUTES * 60_000);
  if (count === null) {
    throw failure(
      ACCOUNT_CODES.blockedOrLocked,
      SIGN_IN_MESSAGES.pinBlocked,
      LIMIT,
      account.password_failures,
    );
  }
  throw failure(ACCOUNT_CODES.wrongCredential, SIGN_IN_MESSAGES.wrongPin, count, account.password_failures);
}

async function signInWithPassword(deps: AccountDeps, account: AstrologerRow, password: string) {
  if (account.password_failures >= LIMIT) {
    throw failure(ACCOUNT_CODES.blockedOrLocked, SIGN_IN_MESSAGES.locked, account.pin_failures, LIMIT);
  }
  if (!isPinBlocked(account, deps.clock.now())) {
    throw failure(
      ACCOUNT_CODES.wrongCredential,
      SIGN_IN_MESSAGES.passwordNotAllowed,
      account.pin_failures,
      account.password_failures,
    );
  }
  if (await verifySecret(password, account.password_hash)) return succeed(deps, account);
  const count = (await recordWrongPassword(deps.db, account.id, LIMIT)) ?? LIMIT;
  throw failure(ACCOUNT_CODES.blockedOrLocked, SIGN_IN_MESSAGES.wrongPassword, account.pin_failures, count);
}

/** Signs in with a pin, or with the password while the pin is blocked. */
export async function signIn(deps: AccountDeps, request: SignInRequest) {
  const account = await findAstrologerByLogin(deps.db, request.emailOrMobile);
  if (!account) throw failure(ACCOUNT_CODES.unknownAccount, SIGN_IN_MESSAGES.unknownAccount, 0, 0);
  return 'pin' in request
    ? signInWithPin(deps, account, request.pin)
    : signInWithPassword(deps, account, request.password);
}
