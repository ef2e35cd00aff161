/**
 * Result codes of the account calls (spec §4, §7, §8 and the foundation issue). The browser's sign-in state
 * machine and the sign-up form's focus rules read them; HTTP status codes carry the same meaning.
 */
export const ACCOUNT_CODES = {
  success: '200',
  /** Reset-password OTP request: no account has this email or mobile. */
  unknownIdentifier: '100',
  /** Sign-up: email taken. Sign-in: no account has this email or mobile. */
  emailTaken: '101',
  unknownAccount: '101',
  /** Sign-up: mobile taken. Sign-in: wrong pin, or password given while the pin is not blocked. */
  mobileTaken: '102',
  wrongCredential: '102',
  /** Sign-up: pin problem. Sign-in: pin blocked, account locked, or wrong password (with passwordCount). */
  pinProblem: '103',
  blockedOrLocked: '103',
  /** Sign-up: terms not accepted. */
  termsNotAccepted: '104',
} as const;

/** Wrong pins or passwords allowed before the pin is blocked or the account locked (spec §9). */
export const MAX_CREDENTIAL_FAILURES = 3;

/** How long a blocked pin stays blocked, minutes (spec §9). */
export const PIN_BLOCK_MINUTES = 30;
