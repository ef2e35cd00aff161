import { z } from 'zod';
import { decimalFromText } from './numbers.js';
import {
  ACCOUNT_MESSAGES,
  INPUT_LIMITS,
  confirmPasswordField,
  confirmPinField,
  currentPinField,
  emailField,
  emailOrMobileField,
  missingFieldMessage,
  mobileField,
  newPasswordField,
  newPinField,
  otpField,
  personNameField,
  requiredKey,
  signInPasswordField,
  signInPinField,
} from './validation.js';

/**
 * Requests and answers of the account calls (spec §7), with the spec's messages (validation.ts). Cross-field
 * rules carry the `path` of the field concerned, so a form shows the message under that field.
 */

/** Adds the "confirmation must match" rule on `confirmKey`. */
function requireMatch(newKey: string, confirmKey: string, message: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value[confirmKey] !== '' && value[newKey] !== value[confirmKey]) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message });
    }
  };
}

/** Adds the "new must differ from current" rule on `newKey`. */
function requireDifferent(currentKey: string, newKey: string, message: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value[currentKey] === value[newKey]) ctx.addIssue({ code: 'custom', path: [newKey], message });
  };
}

/** A sign-in: with the pin, or with the password while the pin is blocked. */
export type SignInRequest =
  { emailOrMobile: string; pin: string } | { emailOrMobile: string; password: string };

/**
 * POST /astrologer/login: pin mode sends pin, password mode (pin blocked) sends password; a body with a pin is
 * a pin sign-in. One object rather than a union of the two, so that a refusal names its field ('Enter pin')
 * instead of the whole request.
 */
export const signInRequestSchema = z
  .object({
    emailOrMobile: emailOrMobileField,
    pin: signInPinField.optional(),
    password: signInPasswordField.optional(),
  })
  .transform((body, ctx): SignInRequest => {
    const { emailOrMobile, pin, password } = body;
    if (pin !== undefined) return { emailOrMobile, pin };
    if (password !== undefined) return { emailOrMobile, password };
    ctx.addIssue({ code: 'custom', path: ['pin'], message: ACCOUNT_MESSAGES.pinRequired, input: body });
    return z.NEVER;
  });

/** Pin-mode sign-in form. */
export const signInPinFormSchema = z.object({ emailOrMobile: emailOrMobileField, pin: signInPinField });
/** Password-mode sign-in form. */
export const signInPasswordFormSchema = z.object({
  emailOrMobile: emailOrMobileField,
  password: signInPasswordField,
});

/** Answer data of sign-in: the token on success, and the failure counters the state machine reads. */
export const signInResultSchema = z.object({
  token: z.string().optional(),
  pinCount: z.number().int().min(0),
  passwordCount: z.number().int().min(0),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

/** POST /astrologer/add (sign-up). `checksum` is the signed captcha token from GET /api/captcha. */
export const signUpRequestSchema = z
  .object({
    firstName: personNameField(ACCOUNT_MESSAGES.firstNameRequired, ACCOUNT_MESSAGES.firstNameInvalid),
    lastName: personNameField(ACCOUNT_MESSAGES.lastNameRequired, ACCOUNT_MESSAGES.lastNameInvalid),
    emailId: emailField,
    mobile: mobileField,
    pin: newPinField,
    confirmPin: confirmPinField,
    password: newPasswordField,
    confirmPasword: confirmPasswordField,
    captcha: z
      .string({ error: ACCOUNT_MESSAGES.captchaRequired })
      .trim()
      .min(1, ACCOUNT_MESSAGES.captchaRequired)
      .max(INPUT_LIMITS.captcha, ACCOUNT_MESSAGES.captchaInvalid),
    checksum: z.string({ error: ACCOUNT_MESSAGES.captchaInvalid }).min(1, ACCOUNT_MESSAGES.captchaInvalid),
    termsAccepted: z.boolean({ error: ACCOUNT_MESSAGES.termsRequired }).refine((v) => v, {
      message: ACCOUNT_MESSAGES.termsRequired,
    }),
  })
  .superRefine(requireMatch('pin', 'confirmPin', ACCOUNT_MESSAGES.pinMismatch))
  .superRefine(requireMatch('password', 'confirmPasword', ACCOUNT_MESSAGES.passwordMismatch));
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /astrologer/forgotpin: a new pin, proven by the password. */
export const forgotPinRequestSchema = z
  .object({
    emailOrMobile: emailOrMobileField,
    password: signInPasswordField,
    newPin: newPinField,
    confirmPin: confirmPinField,
  })
  .superRefine(requireMatch('newPin', 'confirmPin', ACCOUNT_MESSAGES.pinMismatch));
export type ForgotPinRequest = z.infer<typeof forgotPinRequestSchema>;

/** POST /astrologer/resetpassword/otp: step 1 of the password reset. */
export const resetPasswordOtpRequestSchema = z.object({ emailOrMobile: emailOrMobileField });
export type ResetPasswordOtpRequest = z.infer<typeof resetPasswordOtpRequestSchema>;

/** POST /astrologer/resetpassword: step 2, the mailed OTP and the new password. */
export const resetPasswordRequestSchema = z
  .object({
    emailOrMobile: emailOrMobileField,
    otp: otpField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(requireMatch('newPassword', 'confirmPassword', ACCOUNT_MESSAGES.passwordMismatch));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().nullable(),
);
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === undefined ? null : decimalFromText(v)),
  z.number().nullable(),
);

/** A profile field the request must carry (null or '' clears it): leaving it out would reset what was saved. */
function sentProfileField<T extends z.ZodType>(field: string, schema: T) {
  return requiredKey(missingFieldMessage(field), schema);
}

/** Rule of spec §5 "Profile personal details": when any of city, latitude, longitude is given, all are checked. */
function checkPlace(
  value: { city?: string | null; latitude: number | null; longitude: number | null },
  ctx: z.RefinementCtx,
) {
  const given = Boolean(value.city) || value.latitude !== null || value.longitude !== null;
  if (!given) return;
  if (!value.city || value.city.length < 4 || value.city.length > INPUT_LIMITS.city) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: ACCOUNT_MESSAGES.cityInvalid });
  }
  if (value.latitude === null || !(Math.abs(value.latitude) <= 90)) {
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: 'Enter latitude value in between -90 and 90',
    });
  }
  if (value.longitude === null || !(Math.abs(value.longitude) <= 180)) {
    ctx.addIssue({
      code: 'custom',
      path: ['longitude'],
      message: 'Enter longitude value in between -180 and 180',
    });
  }
}

/**
 * The astrologer's personal details (GET /astrologer/view, POST /astrologer/edit). timezone is hours east of
 * UTC (the time zone list's values, -12..13), latitude and longitude decimal degrees (north, east positive);
 * the place is where transit charts are cast.
 */
export const profileSchema = z
  .object({
    firstName: personNameField(ACCOUNT_MESSAGES.firstNameRequired, ACCOUNT_MESSAGES.firstNameInvalid),
    lastName: sentProfileField(
      'lastName',
      z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        personNameField(ACCOUNT_MESSAGES.lastNameRequired, ACCOUNT_MESSAGES.lastNameInvalid).nullable(),
      ),
    ),
    address: sentProfileField(
      'address',
      optionalText.refine(
        (v) => v === null || v === undefined || (v.length >= 20 && v.length <= INPUT_LIMITS.address),
        ACCOUNT_MESSAGES.addressInvalid,
      ),
    ),
    city: sentProfileField('city', optionalText),
    timezone: sentProfileField(
      'timezone',
      z.preprocess(
        (v) => (v === '' || v === null ? 5.5 : decimalFromText(v)),
        z
          .number({ error: ACCOUNT_MESSAGES.timezoneInvalid })
          .min(-12, ACCOUNT_MESSAGES.timezoneInvalid)
          .max(14, ACCOUNT_MESSAGES.timezoneInvalid),
      ),
    ),
    latitude: sentProfileField('latitude', optionalNumber),
    longitude: sentProfileField('longitude', optionalNumber),
  })
  .superRefine(checkPlace);
export type Profile = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;

/** Email and mobile (GET /astrologer/getMobileAndEmail, POST /astrologer/changeMobileAndEmail). */
export const contactSchema = z.object({ email: emailField, mobile: mobileField });
export type Contact = z.infer<typeof contactSchema>;

/** POST /astrologer/changepassword. */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: signInPasswordField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(requireDifferent('oldPassword', 'newPassword', ACCOUNT_MESSAGES.passwordSameAsCurrent))
  .superRefine(requireMatch('newPassword', 'confirmPassword', ACCOUNT_MESSAGES.passwordMismatch));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /astrologer/changepin. */
export const changePinRequestSchema = z
  .object({ oldPin: currentPinField, newPin: newPinField, confirmPin: confirmPinField })
  .superRefine(requireDifferent('oldPin', 'newPin', ACCOUNT_MESSAGES.pinSameAsCurrent))
  .superRefine(requireMatch('newPin', 'confirmPin', ACCOUNT_MESSAGES.pinMismatch));
export type ChangePinRequest = z.infer<typeof changePinRequestSchema>;

/** GET /api/captcha: an SVG image (data URL) and the signed token that holds its answer's digest. */
export const captchaSchema = z.object({ image: z.string(), checksum: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** The account success messages of spec §8, verbatim. */
export const ACCOUNT_SUCCESS = {
  signUp: 'Your astrologer account is created successfully.',
  forgotPin: 'Pin is changed successfully.',
  resetPassword: 'Password is reset successfully.',
  profile: 'Your personal details are updated successfully.',
  contact: 'Your email and mobile details updated successfully.',
  changePassword: 'Your password is changed successfully.',
  changePin: 'Your pin is changed successfully',
  otpSent: 'OTP is sent to your email address.',
} as const;
