import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequestSchema,
  changePinRequestSchema,
  contactSchema,
  forgotPinRequestSchema,
  resetPasswordRequestSchema,
  signInPasswordFormSchema,
  signInPinFormSchema,
} from './accounts.js';
import {
  confirmPasswordField,
  confirmPinField,
  currentPinField,
  emailField,
  emailOrMobileField,
  INPUT_LIMITS,
  isEmailAddress,
  isMobileNumber,
  isStrongPassword,
  mobileField,
  newPasswordField,
  newPinField,
  otpField,
  personNameField,
  signInPasswordField,
  signInPinField,
} from './validation.js';

/** The first issue of a parse: message and the field it is shown under. */
function firstIssue(schema: z.ZodType, value: unknown): { message: string; path: string } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { message: issue?.message ?? '', path: String(issue?.path[0] ?? '') };
}

describe('field rules (spec §5, §9)', () => {
  it.each([
    ['meena@example.com', true],
    ['a@b.co', false],
    ['not-an-email', false],
    [`${'x'.repeat(45)}@ex.com`, false],
  ])('email %s is valid: %s', (value, expected) => expect(isEmailAddress(value)).toBe(expected));

  it.each([
    ['9840012345', true],
    ['984001234512345', true],
    ['984001234', false],
    ['+919840012345', false],
    ['-9840012345', false],
    ['9840012345123456', false],
  ])('mobile %s is valid: %s', (value, expected) => expect(isMobileNumber(value)).toBe(expected));

  it.each([
    ['Stars@2025', true],
    ['stars@2025', false],
    ['STARS@2025', false],
    ['Stars2025', false],
    ['Sta@1', false],
    ['Stars@2025Stars@2025x', false],
  ])('password %s is strong: %s', (value, expected) => expect(isStrongPassword(value)).toBe(expected));
});

describe('sign-in forms', () => {
  it.each([
    [{ emailOrMobile: '', pin: '123456' }, 'Enter Email or Mobile number.', 'emailOrMobile'],
    [{ emailOrMobile: 'meena', pin: '123456' }, 'Enter valid Email or Mobile number.', 'emailOrMobile'],
    [{ emailOrMobile: '9840012345', pin: '' }, 'Enter pin', 'pin'],
    [{ emailOrMobile: '9840012345', pin: '12345' }, 'Enter valid pin', 'pin'],
    [{ emailOrMobile: '9840012345', pin: '+123456' }, 'Enter valid pin', 'pin'],
  ])('pin mode refuses %o with "%s"', (value, message, path) => {
    expect(firstIssue(signInPinFormSchema, value)).toEqual({ message, path });
  });

  it('accepts a pin of 6 digits and an email of 9 characters or more', () => {
    expect(firstIssue(signInPinFormSchema, { emailOrMobile: 'ab@cd.com', pin: '123456' })).toBeNull();
  });

  it.each([
    [{ emailOrMobile: '9840012345', password: '' }, 'Enter password'],
    [{ emailOrMobile: '9840012345', password: 'weak' }, 'Enter valid password'],
  ])('password mode refuses %o with "%s"', (value, message) => {
    expect(firstIssue(signInPasswordFormSchema, value)).toEqual({ message, path: 'password' });
  });
});

describe('cross-field rules carry the field concerned', () => {
  it.each([
    [
      forgotPinRequestSchema,
      { emailOrMobile: '9840012345', password: 'Stars@2025', newPin: '123456', confirmPin: '' },
      'Enter confirm pin',
      'confirmPin',
    ],
    [
      forgotPinRequestSchema,
      { emailOrMobile: '9840012345', password: 'Stars@2025', newPin: '123456', confirmPin: '654321' },
      'New pin and confirm pin does not match',
      'confirmPin',
    ],
    [
      forgotPinRequestSchema,
      { emailOrMobile: '9840012345', password: 'Stars@2025', newPin: '12', confirmPin: '12' },
      'Enter valid pin. min: 6 digit, max: 15 digit',
      'newPin',
    ],
    [
      changePinRequestSchema,
      { oldPin: '12a456', newPin: '123456', confirmPin: '123456' },
      'Enter valid pin.',
      'oldPin',
    ],
    [
      changePinRequestSchema,
      { oldPin: '123456', newPin: '123456', confirmPin: '123456' },
      'New pin can not be current pin',
      'newPin',
    ],
    [
      changePasswordRequestSchema,
      { oldPassword: 'Stars@2025', newPassword: 'Stars@2025', confirmPassword: 'Stars@2025' },
      'New password can not be current password.',
      'newPassword',
    ],
    [
      changePasswordRequestSchema,
      { oldPassword: 'Stars@2025', newPassword: 'Fresh#2026', confirmPassword: '' },
      'Enter confirm password',
      'confirmPassword',
    ],
    [
      resetPasswordRequestSchema,
      { emailOrMobile: '9840012345', otp: '1234', newPassword: 'Fresh#2026', confirmPassword: 'Fresh#2026' },
      'Enter valid otp',
      'otp',
    ],
    [contactSchema, { email: '', mobile: '9840012345' }, 'Enter email address', 'email'],
    [contactSchema, { email: 'meena@example.com', mobile: '' }, 'Enter mobile number', 'mobile'],
  ] as const)('%#: "%s"', (schema, value, message, path) => {
    expect(firstIssue(schema, value)).toEqual({ message, path });
  });
});

const WEAK = 'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char';
const PIN_RULE = 'Enter valid pin. min: 6 digit, max: 15 digit';
const nameField = personNameField('Enter first name', 'Enter valid first name');

describe('each field gives its spec message, or none for a good value (spec §5)', () => {
  it.each([
    ['emailOrMobile', emailOrMobileField, undefined, 'Enter Email or Mobile number.'],
    ['emailOrMobile', emailOrMobileField, '   ', 'Enter Email or Mobile number.'],
    ['emailOrMobile', emailOrMobileField, 'ab@cd.com', null],
    ['emailOrMobile', emailOrMobileField, ' 9840012345 ', null],
    ['emailOrMobile', emailOrMobileField, 'a@bc.com', 'Enter valid Email or Mobile number.'],
    ['emailOrMobile', emailOrMobileField, '984001234', 'Enter valid Email or Mobile number.'],
    ['emailOrMobile', emailOrMobileField, '+919840012345', 'Enter valid Email or Mobile number.'],
    [
      'emailOrMobile',
      emailOrMobileField,
      `${'m'.repeat(39)}@example.com`,
      'Enter valid Email or Mobile number.',
    ],
    ['sign-in pin', signInPinField, '', 'Enter pin'],
    ['sign-in pin', signInPinField, '123456', null],
    ['sign-in pin', signInPinField, '12345', 'Enter valid pin'],
    ['sign-in pin', signInPinField, '-123456', 'Enter valid pin'],
    ['sign-in pin', signInPinField, '12.456', 'Enter valid pin'],
    ['new pin', newPinField, '', 'Enter pin'],
    ['new pin', newPinField, '123456', null],
    ['new pin', newPinField, '123456789012345', null],
    ['new pin', newPinField, '1234567890123456', PIN_RULE],
    ['new pin', newPinField, '12345', PIN_RULE],
    ['new pin', newPinField, '+123456', PIN_RULE],
    ['confirm pin', confirmPinField, '', 'Enter confirm pin'],
    ['confirm pin', confirmPinField, undefined, 'Enter confirm pin'],
    ['current pin', currentPinField, '', 'Enter pin'],
    ['current pin', currentPinField, '246810', null],
    ['current pin', currentPinField, '+246810', 'Enter valid pin.'],
    ['current pin', currentPinField, '-246810', 'Enter valid pin.'],
    ['current pin', currentPinField, '24681', 'Enter valid pin.'],
    ['sign-in password', signInPasswordField, '', 'Enter password'],
    ['sign-in password', signInPasswordField, 'Stars@2025', null],
    ['sign-in password', signInPasswordField, 'stars2025', 'Enter valid password'],
    ['new password', newPasswordField, '', 'Enter password'],
    ['new password', newPasswordField, 'Sta@1234', null],
    ['new password', newPasswordField, 'Stars@2025Stars@2025', null],
    ['new password', newPasswordField, 'Sta@123', WEAK],
    ['new password', newPasswordField, 'Stars@2025Stars@2025x', WEAK],
    ['new password', newPasswordField, 'Stars@abcd', WEAK],
    ['new password', newPasswordField, 'Stars20255', WEAK],
    ['confirm password', confirmPasswordField, '', 'Enter confirm password'],
    ['name', nameField, '', 'Enter first name'],
    ['name', nameField, "Anne-Marie O'Neil", null],
    ['name', nameField, 'Mīnā', null],
    ['name', nameField, 'M3ena', 'Enter valid first name'],
    ['name', nameField, 'Meena!', 'Enter valid first name'],
    ['name', nameField, 'm'.repeat(51), 'Enter valid first name'],
    ['email', emailField, '', 'Enter email address'],
    ['email', emailField, 'meena@example.com', null],
    ['email', emailField, 'a@b.co', 'Enter valid email address'],
    ['mobile', mobileField, '', 'Enter mobile number'],
    ['mobile', mobileField, '9840012345', null],
    ['mobile', mobileField, '98400 12345', 'Enter valid mobile number'],
    ['otp', otpField, '', 'Enter otp'],
    ['otp', otpField, '12345', null],
    ['otp', otpField, '654321', null],
    ['otp', otpField, '1234', 'Enter valid otp'],
    ['otp', otpField, '12a45', 'Enter valid otp'],
    ['otp', otpField, '-12345', 'Enter valid otp'],
  ] as const)('%s %j → %s', (_name, field, value, message) => {
    const result = (field as z.ZodType).safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('keeps the input limits of spec §9', () => {
    expect(INPUT_LIMITS).toMatchObject({
      email: 50,
      name: 50,
      pin: 15,
      password: 20,
      mobile: 15,
      captcha: 6,
    });
  });
});
