/**
 * The account calls of accounts-clients-settings.md §7: sign-up, sign-in, recovery, captcha and the signed-in
 * astrologer's own profile, contact, pin and password.
 */
import { z } from 'zod';
import {
  captchaSchema,
  changePasswordRequestSchema,
  changePinRequestSchema,
  contactSchema,
  forgotPinRequestSchema,
  profileSchema,
  resetPasswordOtpRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResultSchema,
  signUpRequestSchema,
} from '../accounts.js';
import { defineCall } from './define-call.js';
import { SIGN_IN_ROUTE } from './sign-in-route.js';

const pub = { access: 'public', tag: 'accounts' } as const;
const own = { access: 'signedIn', tag: 'accounts' } as const;

/** The profile as GET /astrologer/view answers it (the stored values, no defaults applied). */
export const profileViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
/** The stored profile. */
export type ProfileView = z.infer<typeof profileViewSchema>;

export const accountCalls = {
  signUp: defineCall({
    ...pub,
    method: 'POST',
    path: '/astrologer/add',
    summary:
      'Sign up; a refused field answers its code (101 email, 102 mobile, 103 pin, 104 terms, 105 captcha)',
    body: signUpRequestSchema,
    answer: z.null(),
  }),
  signIn: defineCall({
    ...pub,
    ...SIGN_IN_ROUTE,
    summary: 'Sign in with pin, or password when the pin is blocked',
    body: signInRequestSchema,
    answer: signInResultSchema,
  }),
  forgotPin: defineCall({
    ...pub,
    method: 'POST',
    path: '/astrologer/forgotpin',
    summary: 'Set a new pin with the password',
    body: forgotPinRequestSchema,
    answer: z.null(),
  }),
  requestResetOtp: defineCall({
    ...pub,
    method: 'POST',
    path: '/astrologer/resetpassword/otp',
    summary: 'Mail a one-time code for a password reset',
    body: resetPasswordOtpRequestSchema,
    answer: z.null(),
  }),
  resetPassword: defineCall({
    ...pub,
    method: 'POST',
    path: '/astrologer/resetpassword',
    summary: 'Reset the password with the mailed code',
    body: resetPasswordRequestSchema,
    answer: z.null(),
  }),
  captcha: defineCall({
    ...pub,
    method: 'GET',
    path: '/captcha',
    summary: 'A new captcha image and its signed checksum',
    answer: captchaSchema,
  }),
  viewProfile: defineCall({
    ...own,
    method: 'GET',
    path: '/astrologer/view',
    summary: 'The personal details',
    answer: profileViewSchema,
  }),
  editProfile: defineCall({
    ...own,
    method: 'POST',
    path: '/astrologer/edit',
    summary: 'Change the personal details',
    body: profileSchema,
    answer: z.null(),
  }),
  viewContact: defineCall({
    ...own,
    method: 'GET',
    path: '/astrologer/getMobileAndEmail',
    summary: 'Email and mobile',
    answer: contactSchema,
  }),
  changeContact: defineCall({
    ...own,
    method: 'POST',
    path: '/astrologer/changeMobileAndEmail',
    summary: 'Change email and mobile',
    body: contactSchema,
    answer: z.null(),
  }),
  changePassword: defineCall({
    ...own,
    method: 'POST',
    path: '/astrologer/changepassword',
    summary: 'Change the password; answers a new token for this session (older tokens stop working)',
    body: changePasswordRequestSchema,
    answer: z.object({ token: z.string() }),
  }),
  changePin: defineCall({
    ...own,
    method: 'POST',
    path: '/astrologer/changepin',
    // The spec's change-pin screen reads data.code, so the answer repeats code and message inside data.
    summary: 'Change the pin; answers a new token for this session, with code and message repeated in data',
    body: changePinRequestSchema,
    answer: z.object({ code: z.string(), message: z.string(), token: z.string() }),
  }),
};
