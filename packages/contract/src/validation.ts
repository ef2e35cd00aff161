import { z } from 'zod';

/**
 * Field rules of the account area with the spec's messages verbatim (spec §5, §9). Each rule sits next to its
 * message so the form and the server say the same words.
 */
export const ACCOUNT_MESSAGES = {
  emailOrMobileRequired: 'Enter Email or Mobile number.',
  emailOrMobileInvalid: 'Enter valid Email or Mobile number.',
  pinRequired: 'Enter pin',
  signInPinInvalid: 'Enter valid pin',
  newPinInvalid: 'Enter valid pin. min: 6 digit, max: 15 digit',
  confirmPinRequired: 'Enter confirm pin',
  pinMismatch: 'New pin and confirm pin does not match',
  currentPinInvalid: 'Enter valid pin.',
  pinSameAsCurrent: 'New pin can not be current pin',
  passwordRequired: 'Enter password',
  signInPasswordInvalid: 'Enter valid password',
  newPasswordInvalid:
    'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char',
  confirmPasswordRequired: 'Enter confirm password',
  passwordMismatch: 'New password and confirm password does not match',
  passwordSameAsCurrent: 'New password can not be current password.',
  firstNameRequired: 'Enter first name',
  firstNameInvalid: 'Enter valid first name',
  lastNameRequired: 'Enter last name',
  lastNameInvalid: 'Enter valid last name',
  emailRequired: 'Enter email address',
  emailInvalid: 'Enter valid email address',
  mobileRequired: 'Enter mobile number',
  mobileInvalid: 'Enter valid mobile number',
  captchaRequired: 'Enter Captcha value from image',
  captchaInvalid: 'Invalid Captcha value',
  termsRequired: 'Please accept terms & condition',
  otpRequired: 'Enter otp',
  otpInvalid: 'Enter valid otp',
  addressInvalid: 'Enter valid address',
  cityInvalid: 'Enter valid city name',
  timezoneInvalid: 'Select valid timezone',
  contactUnchanged: 'You have not changed any value.',
} as const;

/** Input limits, characters (spec §9). */
export const INPUT_LIMITS = {
  emailOrMobile: 50,
  email: 50,
  name: 50,
  pin: 15,
  password: 20,
  mobile: 15,
  captcha: 6,
  address: 200,
  city: 50,
} as const;

const DIGITS = /^\d+$/;
const LETTERS = /^\p{L}+(?:[ .'-]\p{L}+)*$/u;

/** True for an email address of 9 to 50 characters (spec §5: at least 9 characters, valid email). */
export function isEmailAddress(value: string): boolean {
  return value.length >= 9 && value.length <= INPUT_LIMITS.email && z.email().safeParse(value).success;
}

/** True for a mobile number: 10 to 15 digits, no sign (spec §5, §9). */
export function isMobileNumber(value: string): boolean {
  return DIGITS.test(value) && value.length >= 10 && value.length <= INPUT_LIMITS.mobile;
}

/** A password of 8 to 20 characters with a letter, a digit, a capital and a special character (spec §9). */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    value.length <= INPUT_LIMITS.password &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

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
  .refine((v) => isEmailAddress(v) || isMobileNumber(v), ACCOUNT_MESSAGES.emailOrMobileInvalid);

/** Pin typed to sign in: digits only, at least 6 (spec §5). */
export const signInPinField = requiredText(ACCOUNT_MESSAGES.pinRequired).refine(
  (v) => DIGITS.test(v) && v.length >= 6 && v.length <= INPUT_LIMITS.pin,
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
