/**
 * The account fields' rules and the spec's messages verbatim (spec §5, §9), as plain data and functions with
 * no schema library: the zod schemas of validation.ts are built from them, and the sign-in screen checks its
 * fields with them directly, so the first screen's script carries no schema library while the
 * form and the server still say the same words.
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

/**
 * An email address as z.email() accepts it: zod's own pattern (zod/v4/core regexes.ts, `email`), written out
 * because importing zod's table of patterns would bring all of them to the sign-in screen; a test checks it
 * is still zod's.
 */
/* eslint-disable no-useless-escape -- zod's pattern character for character, so the test can compare */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */

/** Digits only, at least one. */
export const DIGITS = /^\d+$/;

/** True for an email address of 9 to 50 characters (spec §5: at least 9 characters, valid email). */
export function isEmailAddress(value: string): boolean {
  return value.length >= 9 && value.length <= INPUT_LIMITS.email && EMAIL_PATTERN.test(value);
}

/** True for a mobile number: 10 to 15 digits, no sign (spec §5, §9). */
export function isMobileNumber(value: string): boolean {
  return DIGITS.test(value) && value.length >= 10 && value.length <= INPUT_LIMITS.mobile;
}

/** True for what identifies an account: an email address or a mobile number (spec §5). */
export function isEmailOrMobile(value: string): boolean {
  return value.length <= INPUT_LIMITS.emailOrMobile && (isEmailAddress(value) || isMobileNumber(value));
}

/** True for a pin as typed to sign in or as chosen: 6 to 15 digits (spec §5, §9). */
export function isPin(value: string): boolean {
  return DIGITS.test(value) && value.length >= 6 && value.length <= INPUT_LIMITS.pin;
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

/** One field's rule: whether its text is trimmed first, its 'required' and 'invalid' messages and its test. */
export interface FieldRule {
  isTrimmed: boolean;
  required: string;
  invalid: string;
  isValid: (value: string) => boolean;
}

/**
 * The sign-in form's fields (spec §5): the same rules and messages as validation.ts's emailOrMobileField,
 * signInPinField and signInPasswordField, which are built from these.
 */
export const SIGN_IN_RULES = {
  emailOrMobile: {
    isTrimmed: true,
    required: ACCOUNT_MESSAGES.emailOrMobileRequired,
    invalid: ACCOUNT_MESSAGES.emailOrMobileInvalid,
    isValid: isEmailOrMobile,
  },
  pin: {
    isTrimmed: true,
    required: ACCOUNT_MESSAGES.pinRequired,
    invalid: ACCOUNT_MESSAGES.signInPinInvalid,
    isValid: isPin,
  },
  password: {
    isTrimmed: false,
    required: ACCOUNT_MESSAGES.passwordRequired,
    invalid: ACCOUNT_MESSAGES.signInPasswordInvalid,
    isValid: isStrongPassword,
  },
} as const satisfies Record<string, FieldRule>;

/**
 * Checks one typed value against its rule: the value as it is sent (trimmed where the rule says), or the
 * message that refuses it ('required' when empty, else 'invalid').
 */
export function checkField(rule: FieldRule, typed: string): { value: string } | { message: string } {
  const value = rule.isTrimmed ? typed.trim() : typed;
  if (value.length === 0) return { message: rule.required };
  return rule.isValid(value) ? { value } : { message: rule.invalid };
}
