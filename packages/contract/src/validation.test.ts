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
import { isEmailAddress, isMobileNumber, isStrongPassword } from './validation.js';

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
