import { randomInt } from 'node:crypto';
import {
  ACCOUNT_CODES,
  ACCOUNT_SUCCESS,
  countOf,
  MAX_CREDENTIAL_FAILURES,
  type ForgotPinRequest,
  type ResetPasswordOtpRequest,
  type ResetPasswordRequest,
} from '@kpdesk/contract';
import {
  findAstrologerByLogin,
  recordWrongPassword,
  updatePassword,
  updatePin,
} from '../../db/astrologers.js';
import { markResetUsed, replaceResetOtp, takeResetTry } from '../../db/password-resets.js';
import { AppError, badRequest } from '../../errors.js';
import { hashSecret, verifySecret } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { SIGN_IN_MESSAGES } from './sign-in.js';

/** OTP rules (foundation issue): 6 digits, valid 10 minutes, single use, at most 5 tries. */
export const OTP_RULES = { digits: 6, lifetimeMinutes: 10, maxTries: 5 } as const;

export const RESET_MESSAGES = {
  unknownIdentifier: 'Email or Mobile number is not registered.',
  badOtp: 'Invalid or expired OTP. Request a new OTP.',
} as const;

async function requireAccount(deps: AccountDeps, emailOrMobile: string, code: string) {
  const account = await findAstrologerByLogin(deps.db, emailOrMobile);
  if (!account) throw new AppError(404, code, RESET_MESSAGES.unknownIdentifier);
  return account;
}

/** Step 1 (POST /astrologer/resetpassword/otp): mails a fresh OTP; code 100 for an unknown identifier. */
export async function requestResetOtp(deps: AccountDeps, request: ResetPasswordOtpRequest): Promise<string> {
  const account = await requireAccount(deps, request.emailOrMobile, ACCOUNT_CODES.unknownIdentifier);
  const otp = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
  const now = deps.clock.now();
  await replaceResetOtp(
    deps.db,
    account.id,
    await hashSecret(otp, deps.secretHashCost),
    now,
    now + OTP_RULES.lifetimeMinutes * 60_000,
  );
  await deps.mailer.send({
    to: account.email,
    subject: `KP Astro Desk password reset OTP: ${otp}`,
    text: [
      `Dear ${account.first_name},`,
      '',
      `Your one-time password to reset your KP Astro Desk password is ${otp}.`,
      `It is valid for ${OTP_RULES.lifetimeMinutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this mail; your password stays as it is.',
    ].join('\n'),
  });
  return ACCOUNT_SUCCESS.otpSent;
}

/** Step 2 (POST /astrologer/resetpassword): checks the OTP (one try taken atomically) and sets the password. */
export async function resetPassword(deps: AccountDeps, request: ResetPasswordRequest): Promise<string> {
  const account = await requireAccount(deps, request.emailOrMobile, ACCOUNT_CODES.unknownIdentifier);
  const now = deps.clock.now();
  const live = await takeResetTry(deps.db, account.id, now, OTP_RULES.maxTries);
  if (!live || !(await verifySecret(request.otp, live.otp_hash)))
    throw badRequest(RESET_MESSAGES.badOtp, '101');
  if (!(await markResetUsed(deps.db, live.id, now))) throw badRequest(RESET_MESSAGES.badOtp, '101');
  await updatePassword(deps.db, account.id, await hashSecret(request.newPassword, deps.secretHashCost));
  return ACCOUNT_SUCCESS.resetPassword;
}

/**
 * Forgot pin (POST /astrologer/forgotpin): a new pin proven by the password. A wrong password counts towards
 * the password lockout like a sign-in attempt.
 */
export async function forgotPin(deps: AccountDeps, request: ForgotPinRequest): Promise<string> {
  const account = await requireAccount(deps, request.emailOrMobile, ACCOUNT_CODES.unknownAccount);
  if (account.password_failures >= MAX_CREDENTIAL_FAILURES) {
    throw new AppError(401, ACCOUNT_CODES.blockedOrLocked, SIGN_IN_MESSAGES.locked);
  }
  if (!(await verifySecret(request.password, account.password_hash))) {
    const count =
      (await recordWrongPassword(deps.db, account.id, MAX_CREDENTIAL_FAILURES)) ?? MAX_CREDENTIAL_FAILURES;
    const left = MAX_CREDENTIAL_FAILURES - count;
    throw new AppError(
      401,
      ACCOUNT_CODES.blockedOrLocked,
      left > 0
        ? `${SIGN_IN_MESSAGES.wrongPassword}. ${countOf(left, 'attempt')} pending`
        : SIGN_IN_MESSAGES.locked,
    );
  }
  await updatePin(deps.db, account.id, await hashSecret(request.newPin, deps.secretHashCost));
  return ACCOUNT_SUCCESS.forgotPin;
}
