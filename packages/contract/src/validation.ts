import { z } from 'zod';

import {
  ACCOUNT_MESSAGES,
  DIGITS,
  INPUT_LIMITS,
  isEmailAddress,
  isEmailOrMobile,
  isMobileNumber,
  isPin,
  isStrongPassword,
} from './rules/account-rules.js';

// The messages, limits and tests live in rules/ without zod, so the sign-in screen can use them alone.
export { ACCOUNT_MESSAGES, INPUT_LIMITS, isEmailAddress, isMobileNumber, isStrongPassword };

const LETTERS = /^\p{L}+(?:[ .'-]\p{L}+)*$/u;

/**
 * The message of a field a request left out, naming it and what it holds: 'timezone is missing',
 * 'config1 (date format) is missing'.
 */
export function missingFieldMessage(field: string, what?: string): string {
  return what ? `${field} (${what}) is missing` : `${field} is missing`;
}

/**
 * `schema`, but a key left out of the body is refused with `message` instead of taking a default: an update
 * that omits a field must not reset what was saved. Explicit empty values ('' or null) still reach `schema`.
 */
export function requiredKey<T extends z.ZodType>(message: string, schema: T) {
  return z.preprocess((value, ctx) => {
    if (value === undefined) ctx.addIssue({ code: 'custom', message, input: value });
    return value;
  }, schema);
}

/** Text that is required: `required` when empty or missing. */
function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

/** Email or mobile number used to sign in, recover or reset (spec §5). */
export const emailOrMobileField = requiredText(ACCOUNT_MESSAGES.emailOrMobileRequired)
  .max(INPUT_LIMITS.emailOrMobile, ACCOUNT_MESSAGES.emailOrMobileInvalid)
  .refine(isEmailOrMobile, ACCOUNT_MESSAGES.emailOrMobileInvalid);

/** Pin typed to sign in: digits only, at least 6 (spec §5). */
export const signInPinField = requiredText(ACCOUNT_MESSAGES.pinRequired).refine(
  isPin,
  ACCOUNT_MESSAGES.signInPinInvalid,
);

/** A new pin: 6 to 15 digits (spec §5). */
export const newPinField = requiredText(ACCOUNT_MESSAGES.pinRequired).refine(
  (v) => DIGITS.test(v) && v.length >= 6 && v.length <= INPUT_LIMITS.pin,
  ACCOUNT_MESSAGES.newPinInvalid,
);

/** Confirmation of a new pin; the match is checked on the whole form. */
export const confirmPinField = requiredText(ACCOUNT_MESSAGES.confirmPinRequired);

/** The current pin on Change pin (spec §5: 'Enter valid pin.'). */
export const currentPinField = requiredText(ACCOUNT_MESSAGES.pinRequired).refine(
  (v) => DIGITS.test(v) && v.length >= 6 && v.length <= INPUT_LIMITS.pin,
  ACCOUNT_MESSAGES.currentPinInvalid,
);

/** Password typed to sign in or to prove identity (spec §5 'Enter valid password'). */
export const signInPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .refine(isStrongPassword, ACCOUNT_MESSAGES.signInPasswordInvalid);

/** A new password (spec §5, §9). */
export const newPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .refine(isStrongPassword, ACCOUNT_MESSAGES.newPasswordInvalid);

/** Confirmation of a new password. */
export const confirmPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired);

/** A required letters-only name with its two messages. */
export function personNameField(required: string, invalid: string) {
  return requiredText(required)
    .max(INPUT_LIMITS.name, invalid)
    .refine((v) => LETTERS.test(v), invalid);
}

/** A required email address (sign-up, contact change). */
export const emailField = requiredText(ACCOUNT_MESSAGES.emailRequired).refine(
  isEmailAddress,
  ACCOUNT_MESSAGES.emailInvalid,
);

/** A required mobile number (sign-up, contact change). */
export const mobileField = requiredText(ACCOUNT_MESSAGES.mobileRequired).refine(
  isMobileNumber,
  ACCOUNT_MESSAGES.mobileInvalid,
);

/** The OTP of a password reset: at least 5 digits (spec §5; the server sends 6). */
export const otpField = requiredText(ACCOUNT_MESSAGES.otpRequired).refine(
  (v) => DIGITS.test(v) && v.length >= 5 && v.length <= 10,
  ACCOUNT_MESSAGES.otpInvalid,
);
