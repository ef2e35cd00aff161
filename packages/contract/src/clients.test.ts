import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientEditSchema,
  clientWriteSchema,
  QUICK_ADD_LATITUDE_MESSAGE,
  quickAddSchema,
} from './clients.js';
import { birthPlaceField, PLACE_ONE_LINE_MESSAGE } from './client-fields.js';

const valid = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  fatherName: 'Ramesh Kumar Sharma',
  mobile: '9876543210',
  email: 'ravi.kumar@example.com',
  maritalStatus: 'Married',
  marriageDate: '2015-02-14T00:00:00',
  sex: 'Male',
  birthTimezone: 5.5,
  birthDate: '1990-07-15',
  birthTime: '06:30',
  birthCity: 'Chennai, Tamil Nadu, India',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};

/** The first message the schema gives for the payload with `changes` applied. */
function messageFor(
  changes: Record<string, unknown>,
  schema: z.ZodType = clientWriteSchema,
): string | undefined {
  const result = schema.safeParse({ ...valid, ...changes });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('clientWriteSchema', () => {
  it('accepts a full client, appends seconds and keeps the marriage date to 10 characters', () => {
    const client = clientWriteSchema.parse(valid);
    expect(client.birthTime).toBe('06:30:00');
    expect(client.marriageDate).toBe('2015-02-14');
    expect(client.birthTimezone).toBe(5.5);
  });

  it('keeps a time given with seconds', () => {
    expect(clientWriteSchema.parse({ ...valid, birthTime: '23:59:59' }).birthTime).toBe('23:59:59');
  });

  it('turns empty optional fields into null and fills defaults', () => {
    const client = clientWriteSchema.parse({
      ...valid,
      lastName: '',
      fatherName: undefined,
      mobile: '',
      email: null,
      marriageDate: '',
      maritalStatus: undefined,
      sex: undefined,
      birthTimezone: '',
    });
    expect(client).toMatchObject({
      lastName: null,
      fatherName: null,
      mobile: null,
      email: null,
      marriageDate: null,
    });
    expect(client).toMatchObject({ maritalStatus: '', sex: 'Male', birthTimezone: 5.5 });
  });

  it('accepts numeric text from the form for coordinates and time zone', () => {
    const client = clientWriteSchema.parse({
      ...valid,
      birthLatitude: '-33.87',
      birthLongitude: '151.21',
      birthTimezone: '10',
    });
    expect(client).toMatchObject({ birthLatitude: -33.87, birthLongitude: 151.21, birthTimezone: 10 });
  });

  it.each([
    [{ firstName: '' }, 'Enter first name'],
    [{ firstName: undefined }, 'Enter first name'],
    [{ firstName: 'Ravi2' }, 'Enter valid first name'],
    [{ lastName: 'K@' }, 'Enter valid last name'],
    [{ fatherName: '   ' }, 'Enter father name'],
    [{ fatherName: 'Raj123' }, 'Enter valid father name'],
    [{ mobile: '+919876543210' }, 'Enter valid mobile number'],
    [{ mobile: '98765' }, 'Enter valid mobile number'],
    [{ email: 'a@b.c' }, 'Enter valid email address'],
    [{ email: 'not-an-email-address' }, 'Enter valid email address'],
    [{ birthDate: '' }, 'Enter birth date'],
    [{ birthDate: '3000-01-01' }, 'Enter valid birth date'],
    [{ birthDate: '1990-02-30' }, 'Enter valid birth date'],
    [{ birthTime: '' }, 'Enter birth time'],
    [{ birthTime: '24:00' }, 'Enter valid birth time'],
    [{ birthCity: '' }, 'Enter birth place name'],
    [{ birthCity: 'Goa' }, 'Enter valid birth place name'],
    [{ birthLatitude: 90.5 }, 'Enter latitude value in between -90 and 90'],
    [{ birthLatitude: '' }, 'Enter latitude value in between -90 and 90'],
    [{ birthLatitude: 'north' }, 'Enter latitude value in between -90 and 90'],
    [{ birthLongitude: -180.01 }, 'Enter longitude value in between -180 and 180'],
    [{ birthTimezone: 15 }, 'Enter time zone value in between -12 and 14'],
    [{ maritalStatus: 'Engaged' }, 'Select valid marital status'],
    [{ marriageDate: '2015-13-01' }, 'Enter valid marriage date'],
    [{ marriageDate: '1990-07-14' }, 'Marriage date cannot be before the birth date'],
    [{ birthDate: '1582-12-31' }, 'Enter birth date in between 1583-01-01 and 2999-12-31'],
    [{ birthDate: '0001-01-01' }, 'Enter birth date in between 1583-01-01 and 2999-12-31'],
    [{ sex: 'Other' }, 'Select valid sex'],
  ])('refuses %o with the message %s', (changes, message) => {
    expect(messageFor(changes)).toBe(message);
  });

  it('accepts the date cap year 2999 and the coordinate limits', () => {
    expect(
      messageFor({ birthDate: '2999-12-31', marriageDate: '', birthLatitude: -90, birthLongitude: 180 }),
    ).toBeUndefined();
  });

  it('accepts the first birth date of the range and a marriage on the birth date', () => {
    expect(messageFor({ birthDate: '1583-01-01', marriageDate: '1583-01-01' })).toBeUndefined();
  });

  it('names the marriage date as the refused field when it is before the birth date', () => {
    const result = clientWriteSchema.safeParse({ ...valid, marriageDate: '1980-01-01' });
    expect(result.error?.issues[0]?.path).toEqual(['marriageDate']);
  });
});

describe('clientEditSchema', () => {
  it('adds id and runningId', () => {
    expect(clientEditSchema.parse({ ...valid, id: 7, runningId: '12' })).toMatchObject({
      id: 7,
      runningId: 12,
    });
    expect(clientEditSchema.safeParse({ ...valid, id: 0, runningId: 12 }).success).toBe(false);
  });

  it('refuses a marriage date before the birth date and a birth date outside the range, as Add does', () => {
    const edit = { ...valid, id: 7, runningId: 12 };
    expect(
      clientEditSchema.safeParse({ ...edit, marriageDate: '1980-01-01' }).error?.issues[0]?.message,
    ).toBe('Marriage date cannot be before the birth date');
    expect(clientEditSchema.safeParse({ ...edit, birthDate: '1500-06-01' }).error?.issues[0]?.message).toBe(
      'Enter birth date in between 1583-01-01 and 2999-12-31',
    );
  });

  it.each([
    'lastName',
    'fatherName',
    'mobile',
    'email',
    'maritalStatus',
    'marriageDate',
    'sex',
    'birthTimezone',
  ])('refuses a body without %s instead of resetting it', (field) => {
    const withoutField = { id: 7, runningId: 12, [field]: undefined };
    expect(messageFor(withoutField, clientEditSchema)).toBe(`${field} is missing`);
  });

  it('still clears an optional field sent empty, and takes the default time zone for null', () => {
    const cleared = clientEditSchema.parse({
      ...valid,
      id: 7,
      runningId: 12,
      lastName: '',
      email: null,
      birthTimezone: null,
    });
    expect(cleared).toMatchObject({ lastName: null, email: null, birthTimezone: 5.5 });
  });
});

describe('quickAddSchema', () => {
  const quick = {
    firstName: 'Asha',
    birthDate: '2001-01-26',
    birthTime: '23:05',
    birthCity: 'Mumbai, Maharashtra, India',
    birthLatitude: 19.076,
    birthLongitude: 72.8777,
  };

  it('fixes the time zone at 5.5 and appends seconds', () => {
    expect(quickAddSchema.parse(quick)).toMatchObject({
      birthTimezone: 5.5,
      birthTime: '23:05:00',
      sex: 'Male',
    });
    expect(quickAddSchema.safeParse({ ...quick, birthTimezone: 1 }).success).toBe(false);
  });

  it('points to the new-client page when the latitude is invalid', () => {
    const result = quickAddSchema.safeParse({ ...quick, birthLatitude: 123 });
    expect(result.error?.issues[0]?.message).toBe(QUICK_ADD_LATITUDE_MESSAGE);
    expect(QUICK_ADD_LATITUDE_MESSAGE).toBe(
      'Enter latitude value in between -90 and 90. For other birth details use the New Client page link.',
    );
  });
});

describe('a place is one line', () => {
  it.each(['a\r\nX-Injected: 1 Chennai', 'Chennai\tTamil Nadu', 'Chennai\u0000', 'Chen\u0085nai'])(
    'refuses %j by name',
    (place) => {
      const parsed = birthPlaceField.safeParse(place);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PLACE_ONE_LINE_MESSAGE);
    },
  );

  it('takes letters of every script, punctuation and emoji', () => {
    for (const place of ['Chennai, Tamil Nadu, India', 'சென்னை', 'Zürich 🏔', '＝1+1 Chennai'])
      expect(birthPlaceField.safeParse(place).success).toBe(true);
  });
});
