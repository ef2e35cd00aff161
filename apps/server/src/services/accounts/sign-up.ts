import { ACCOUNT_CODES, ACCOUNT_MESSAGES, type SignUpRequest } from '@kpdesk/contract';
import { findContactOwners, insertAstrologer } from '../../db/astrologers.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { AppError, badRequest } from '../../errors.js';
import { createCaptcha, isCaptchaAnswer } from './captcha.js';
import { hashSecret } from './credentials.js';
import type { AccountDeps } from './deps.js';

const EMAIL_TAKEN = 'Email address is already registered.';
const MOBILE_TAKEN = 'Mobile number is already registered.';

/** Checks the captcha unless captchas are disabled for automated tests. */
export async function checkCaptcha(deps: AccountDeps, answer: string, checksum: string): Promise<void> {
  if (deps.isCaptchaDisabled) return;
  if (!(await isCaptchaAnswer(answer, checksum, deps.jwtSecret, deps.clock.now()))) {
    throw badRequest(ACCOUNT_MESSAGES.captchaInvalid, '105');
  }
}

/**
 * Creates an astrologer account (POST /astrologer/add). Email and mobile are unique: 101 email taken,
 * 102 mobile taken (HTTP 409). The unique constraints decide under concurrent sign-ups.
 */
export async function signUp(deps: AccountDeps, request: SignUpRequest): Promise<void> {
  await checkCaptcha(deps, request.captcha, request.checksum);
  const owners = await findContactOwners(deps.db, request.emailId, request.mobile);
  if (owners.isEmailTaken) throw new AppError(409, ACCOUNT_CODES.emailTaken, EMAIL_TAKEN);
  if (owners.isMobileTaken) throw new AppError(409, ACCOUNT_CODES.mobileTaken, MOBILE_TAKEN);
  const [pinHash, passwordHash] = await Promise.all([
    hashSecret(request.pin, deps.secretHashCost),
    hashSecret(request.password, deps.secretHashCost),
  ]);
  try {
    await insertAstrologer(deps.db, {
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.emailId,
      mobile: request.mobile,
      pinHash,
      passwordHash,
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await findContactOwners(deps.db, request.emailId, request.mobile);
    throw new AppError(
      409,
      again.isEmailTaken ? ACCOUNT_CODES.emailTaken : ACCOUNT_CODES.mobileTaken,
      again.isEmailTaken ? EMAIL_TAKEN : MOBILE_TAKEN,
    );
  }
}

/** GET /captcha: a new captcha image whose answer travels only inside the signed checksum. */
export async function issueCaptcha(deps: AccountDeps) {
  return createCaptcha(deps.jwtSecret, deps.clock.now());
}
