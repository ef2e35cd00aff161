import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
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
} from './accounts.js';

/** Every issue of a parse as [field, message], in order; [] when the value passes. */
function issues(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

/** The first issue of a parse as [field, message]: the one the server answers and the form shows. */
const firstIssue = (schema: z.ZodType, value: unknown) => issues(schema, value)[0];

const WEAK = 'Enter valid password. min: 8, max:20, required: 1 char, 1 digit, 1 cap, 1 special char';

const SIGN_UP = {
  firstName: 'Meena',
  lastName: 'Iyer',
  emailId: 'meena@example.com',
  mobile: '9840012345',
  pin: '246810',
  confirmPin: '246810',
  password: 'Stars@2025',
  confirmPasword: 'Stars@2025',
  captcha: 'Ab12cd',
  checksum: 'token',
  termsAccepted: true,
};

describe('sign-in', () => {
  it('takes a pin or, when the pin is blocked, a password', () => {
    expect(issues(signInRequestSchema, { emailOrMobile: '9840012345', pin: '246810' })).toEqual([]);
    expect(
      issues(signInRequestSchema, { emailOrMobile: 'meena@example.com', password: 'Stars@2025' }),
    ).toEqual([]);
  });

  it('names the field of a refused pin', () => {
    expect(issues(signInRequestSchema, { emailOrMobile: '9840012345', pin: '2468' })).toEqual([
      ['pin', 'Enter valid pin'],
    ]);
  });

  it('names the field, never the whole request, when neither mode fits', () => {
    const login = { emailOrMobile: '9840012345' };
    expect(firstIssue(signInRequestSchema, login)).toEqual(['pin', 'Enter pin']);
    expect(firstIssue(signInRequestSchema, { ...login, pin: [] })?.[0]).toBe('pin');
    expect(firstIssue(signInRequestSchema, { ...login, password: 7 })?.[0]).toBe('password');
    expect(signInRequestSchema.parse({ ...login, pin: '246810', password: 'Stars@2025' })).toEqual({
      ...login,
      pin: '246810',
    });
  });

  it('answers the token and the counters, never a negative count', () => {
    expect(issues(signInResultSchema, { token: 'a.b.c', pinCount: 0, passwordCount: 0 })).toEqual([]);
    expect(issues(signInResultSchema, { pinCount: 3, passwordCount: 1 })).toEqual([]);
    expect(issues(signInResultSchema, { pinCount: -1, passwordCount: 0 })).toHaveLength(1);
  });
});

describe('sign-up (spec §5 "Astrologer sign-up")', () => {
  it('accepts a complete form', () => {
    expect(issues(signUpRequestSchema, SIGN_UP)).toEqual([]);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Enter first name'],
    [{ firstName: 'Me3na' }, 'firstName', 'Enter valid first name'],
    [{ lastName: '' }, 'lastName', 'Enter last name'],
    [{ lastName: 'Iy3r' }, 'lastName', 'Enter valid last name'],
    [{ emailId: '' }, 'emailId', 'Enter email address'],
    [{ emailId: 'a@b.co' }, 'emailId', 'Enter valid email address'],
    [{ mobile: '' }, 'mobile', 'Enter mobile number'],
    [{ mobile: '-9840012345' }, 'mobile', 'Enter valid mobile number'],
    [{ pin: '', confirmPin: '' }, 'pin', 'Enter pin'],
    [{ pin: '24681', confirmPin: '24681' }, 'pin', 'Enter valid pin. min: 6 digit, max: 15 digit'],
    [{ confirmPin: '' }, 'confirmPin', 'Enter confirm pin'],
    [{ confirmPin: '135790' }, 'confirmPin', 'New pin and confirm pin does not match'],
    [{ password: '', confirmPasword: '' }, 'password', 'Enter password'],
    [{ password: 'Stars2025', confirmPasword: 'Stars2025' }, 'password', WEAK],
    [{ confirmPasword: '' }, 'confirmPasword', 'Enter confirm password'],
    [{ confirmPasword: 'Stars@2026' }, 'confirmPasword', 'New password and confirm password does not match'],
    [{ captcha: '' }, 'captcha', 'Enter Captcha value from image'],
    [{ captcha: 'Ab12cd7' }, 'captcha', 'Invalid Captcha value'],
    [{ checksum: '' }, 'checksum', 'Invalid Captcha value'],
    [{ termsAccepted: false }, 'termsAccepted', 'Please accept terms & condition'],
    [{ termsAccepted: undefined }, 'termsAccepted', 'Please accept terms & condition'],
  ])('refuses %o under %s with "%s"', (change, path, message) => {
    expect(firstIssue(signUpRequestSchema, { ...SIGN_UP, ...change })).toEqual([path, message]);
  });
});

describe('forgot pin and reset password', () => {
  const FORGOT = {
    emailOrMobile: '9840012345',
    password: 'Stars@2025',
    newPin: '112233',
    confirmPin: '112233',
  };
  const RESET = {
    emailOrMobile: 'meena@example.com',
    otp: '123456',
    newPassword: 'Fresh#2026',
    confirmPassword: 'Fresh#2026',
  };
  const FORMS = {
    forgotPin: [forgotPinRequestSchema, FORGOT],
    resetOtp: [resetPasswordOtpRequestSchema, { emailOrMobile: '9840012345' }],
    reset: [resetPasswordRequestSchema, RESET],
  } as const;

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('%s accepts a complete form', (form) => {
    const [schema, good] = FORMS[form];
    expect(issues(schema, good)).toEqual([]);
  });

  it.each([
    ['forgotPin', { password: '' }, 'password', 'Enter password'],
    ['forgotPin', { password: 'stars2025' }, 'password', 'Enter valid password'],
    ['forgotPin', { newPin: '', confirmPin: '' }, 'newPin', 'Enter pin'],
    ['resetOtp', { emailOrMobile: '' }, 'emailOrMobile', 'Enter Email or Mobile number.'],
    ['resetOtp', { emailOrMobile: '98400' }, 'emailOrMobile', 'Enter valid Email or Mobile number.'],
    ['reset', { otp: '' }, 'otp', 'Enter otp'],
    ['reset', { otp: '12e45' }, 'otp', 'Enter valid otp'],
    ['reset', { newPassword: 'fresh#2026', confirmPassword: 'fresh#2026' }, 'newPassword', WEAK],
    ['reset', { confirmPassword: '' }, 'confirmPassword', 'Enter confirm password'],
    [
      'reset',
      { confirmPassword: 'Fresh#2027' },
      'confirmPassword',
      'New password and confirm password does not match',
    ],
  ] as const)('%s refuses %o under %s with "%s"', (form, change, path, message) => {
    const [schema, good] = FORMS[form];
    expect(firstIssue(schema, { ...good, ...change })).toEqual([path, message]);
  });
});

const PROFILE = {
  firstName: 'Meena',
  lastName: 'Iyer',
  address: '12 Car Street, Mylapore, Chennai',
  city: 'Chennai',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: 80.2707,
};

describe('profile personal details (spec §5)', () => {
  it('accepts a full profile, and empty details with the default time zone 5.5', () => {
    expect(profileSchema.parse(PROFILE)).toEqual(PROFILE);
    const empty = { lastName: '', address: '', city: '', timezone: '', latitude: '', longitude: '' };
    expect(profileSchema.parse({ firstName: 'Meena', ...empty })).toEqual({
      firstName: 'Meena',
      lastName: null,
      address: null,
      city: null,
      timezone: 5.5,
      latitude: null,
      longitude: null,
    });
  });

  it.each(['lastName', 'address', 'city', 'timezone', 'latitude', 'longitude'])(
    'refuses a body without %s (leaving it out must not reset it)',
    (field) => {
      const partial: Record<string, unknown> = { ...PROFILE };
      delete partial[field];
      expect(profileSchema.safeParse(partial).error?.issues[0]?.message).toBe(`${field} is missing`);
    },
  );

  it('reads empty texts as not given and numbers typed as text as numbers', () => {
    const typed = {
      ...PROFILE,
      lastName: ' ',
      address: '',
      timezone: '-3.5',
      latitude: '-90',
      longitude: '180',
    };
    expect(profileSchema.parse(typed)).toEqual({
      ...PROFILE,
      lastName: null,
      address: null,
      timezone: -3.5,
      latitude: -90,
      longitude: 180,
    });
  });

  it.each([
    [{ firstName: 'Me3na' }, [['firstName', 'Enter valid first name']]],
    [{ lastName: 'Iy3r' }, [['lastName', 'Enter valid last name']]],
    [{ address: 'a'.repeat(19) }, [['address', 'Enter valid address']]],
    [{ address: 'a'.repeat(201) }, [['address', 'Enter valid address']]],
    [{ timezone: -12.5 }, [['timezone', 'Select valid timezone']]],
    [{ city: 'Ama' }, [['city', 'Enter valid city name']]],
    [{ latitude: -90.5 }, [['latitude', 'Enter latitude value in between -90 and 90']]],
    [{ longitude: 180.25 }, [['longitude', 'Enter longitude value in between -180 and 180']]],
    [
      { city: 'Ooty', latitude: null, longitude: '' },
      [
        ['latitude', 'Enter latitude value in between -90 and 90'],
        ['longitude', 'Enter longitude value in between -180 and 180'],
      ],
    ],
    [
      { city: '', latitude: 11.4, longitude: null },
      [
        ['city', 'Enter valid city name'],
        ['longitude', 'Enter longitude value in between -180 and 180'],
      ],
    ],
    [
      { city: null, latitude: null, longitude: 76.7 },
      [
        ['city', 'Enter valid city name'],
        ['latitude', 'Enter latitude value in between -90 and 90'],
      ],
    ],
  ])('refuses %o with %j', (change, expected) => {
    expect(issues(profileSchema, { ...PROFILE, ...change })).toEqual(expected);
  });

  it('asks for the first name first when it is empty', () => {
    expect(firstIssue(profileSchema, { ...PROFILE, firstName: '' })).toEqual([
      'firstName',
      'Enter first name',
    ]);
  });

  it('checks no place field when none is given', () => {
    expect(issues(profileSchema, { ...PROFILE, city: '', latitude: '', longitude: null })).toEqual([]);
  });
});

describe('contact, change password and change pin', () => {
  const FORMS = {
    contact: [contactSchema, { email: 'meena@example.com', mobile: '9840012345' }],
    changePassword: [
      changePasswordRequestSchema,
      { oldPassword: 'Stars@2025', newPassword: 'Fresh#2026', confirmPassword: 'Fresh#2026' },
    ],
    changePin: [changePinRequestSchema, { oldPin: '246810', newPin: '112233', confirmPin: '112233' }],
  } as const;

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('%s accepts good values', (form) => {
    const [schema, good] = FORMS[form];
    expect(issues(schema, good)).toEqual([]);
  });

  it.each([
    ['contact', { email: 'meena@example' }, 'email', 'Enter valid email address'],
    ['contact', { mobile: '98400123' }, 'mobile', 'Enter valid mobile number'],
    ['changePassword', { oldPassword: '' }, 'oldPassword', 'Enter password'],
    ['changePassword', { oldPassword: 'Stars2025' }, 'oldPassword', 'Enter valid password'],
    [
      'changePassword',
      { confirmPassword: 'Fresh#2027' },
      'confirmPassword',
      'New password and confirm password does not match',
    ],
    ['changePin', { oldPin: '' }, 'oldPin', 'Enter pin'],
    ['changePin', { confirmPin: '332211' }, 'confirmPin', 'New pin and confirm pin does not match'],
  ] as const)('%s refuses %o under %s with "%s"', (form, change, path, message) => {
    const [schema, good] = FORMS[form];
    expect(firstIssue(schema, { ...good, ...change })).toEqual([path, message]);
  });
});
