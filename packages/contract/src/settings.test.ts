import { describe, expect, it } from 'vitest';
import {
  astrologerConfigSchema,
  astrologerSettingsSchema,
  clientConfigSchema,
  DEFAULT_SETTINGS,
  SETTINGS_MESSAGES,
} from './settings.js';

const saved = {
  config0: 'en-en',
  config1: 'yyyy-MM-dd',
  config2: 'HH:mm',
  config3: 'Z',
  config4: '1',
  config5: '0.5',
  config6:
    'DarkGreen:White,Green:White,LightGreen:Blue,LightBlue:Black,Blue:White,Pink:Blue,Salmon:Blue,Red:Black,DarkRed:White',
  config7: 'DarkGreen,Green,Blue,Gray,Red,DarkRed',
  config8: '1',
  config9: 'true',
  config10: '360',
};

function messageFor(changes: Record<string, unknown>): string | undefined {
  const result = astrologerConfigSchema.safeParse({ ...saved, ...changes });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('astrologerConfigSchema', () => {
  it('reads the form values as numbers where they are numbers', () => {
    expect(astrologerConfigSchema.parse(saved)).toMatchObject({
      config4: 1,
      config5: 0.5,
      config8: 1,
      config10: 360,
    });
  });

  it('fills every value never saved with its default (the stored record)', () => {
    expect(astrologerSettingsSchema.parse({})).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses a request that leaves a setting out, naming it', () => {
    expect(astrologerConfigSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'config0 (language) is missing',
    );
    expect(messageFor({ config10: undefined })).toBe('config10 (dasha year) is missing');
  });

  it.each(['0', '0.0', 0, '', null])('sends a correction of %o as null', (value) => {
    expect(astrologerConfigSchema.parse({ ...saved, config5: value }).config5).toBeNull();
  });

  it('keeps the correction limits and refuses beyond them', () => {
    expect(astrologerConfigSchema.parse({ ...saved, config5: '-180' }).config5).toBe(-180);
    expect(astrologerConfigSchema.parse({ ...saved, config5: 180 }).config5).toBe(180);
    for (const value of ['180.5', '-181', 'abc']) {
      expect(messageFor({ config5: value })).toBe('Enter ayanamsa correction value in between -180 and 180');
    }
  });

  it('accepts colour lists as arrays and answers them comma-joined', () => {
    const parsed = astrologerConfigSchema.parse({
      ...saved,
      config7: ['Red', 'Red', 'Red', 'Blue', 'Blue', 'Gray'],
    });
    expect(parsed.config7).toBe('Red,Red,Red,Blue,Blue,Gray');
  });

  it.each([
    [{ config1: 'yyyy/MM/dd' }, SETTINGS_MESSAGES.dateFormat],
    [{ config2: 'h:mm' }, SETTINGS_MESSAGES.timeFormat],
    [{ config3: 'X' }, SETTINGS_MESSAGES.coordinateFormat],
    [{ config4: '30' }, SETTINGS_MESSAGES.ayanamsa],
    [{ config6: 'Red:Black' }, SETTINGS_MESSAGES.eventColours],
    [{ config7: 'Red,Red,Red,Red,Red,Purple' }, SETTINGS_MESSAGES.eventValueColours],
    [{ config8: '4' }, SETTINGS_MESSAGES.chartType],
    [{ config9: 'osculating' }, SETTINGS_MESSAGES.nodeType],
    [{ config10: '365' }, SETTINGS_MESSAGES.dashaYear],
  ])('refuses %o', (changes, message) => {
    expect(messageFor(changes)).toBe(message);
  });
});

/** A client settings body with every setting Default. */
const EMPTY_CLIENT = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`config${i}`, null]));

describe('clientConfigSchema', () => {
  it('reads empty and null values as Default (null)', () => {
    const parsed = clientConfigSchema.parse({
      ...EMPTY_CLIENT,
      userId: '12',
      config0: '',
      config4: null,
      config8: '',
      config5: '0',
    });
    expect(parsed).toEqual({
      userId: 12,
      config0: null,
      config1: null,
      config2: null,
      config3: null,
      config4: null,
      config5: null,
      config6: null,
      config7: null,
      config8: null,
      config9: null,
      config10: null,
    });
  });

  it('keeps values that override the astrologer', () => {
    expect(clientConfigSchema.parse({ ...EMPTY_CLIENT, userId: 3, config4: '27', config8: 3 })).toMatchObject(
      {
        config4: 27,
        config8: 3,
      },
    );
  });

  it('needs the client number, in plain digits within the column range', () => {
    const messageOf = (body: object) => clientConfigSchema.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ ...EMPTY_CLIENT, userId: undefined })).toBe('userId (client number) is missing');
    for (const userId of [0, 2147483648, 9007199254740991, '0x2', '1e0', 1.5])
      expect(messageOf({ ...EMPTY_CLIENT, userId })).toBe(
        'userId must be a whole number from 1 to 2147483647',
      );
  });

  it('refuses a request that leaves a setting out', () => {
    expect(
      clientConfigSchema.safeParse({ ...EMPTY_CLIENT, config7: undefined, userId: 1 }).error?.issues[0]
        ?.message,
    ).toBe('config7 (event value colors) is missing');
  });
});

describe('the settings beyond the spec (config9, config10) and numeric settings', () => {
  const specBody = { ...saved, config9: undefined, config10: undefined };

  it('accepts the spec’s own body, leaving both unset so the save keeps them', () => {
    const parsed = astrologerConfigSchema.parse(specBody);
    expect(parsed.config9).toBeUndefined();
    expect(parsed.config10).toBeUndefined();
  });

  it('refuses one without the other as missing', () => {
    expect(astrologerConfigSchema.safeParse({ ...specBody, config9: 'true' }).error?.issues[0]?.message).toBe(
      'config10 (dasha year) is missing',
    );
  });

  it.each(['0x1', '1e0', ' 1', '1.0'])('refuses the ayanamsa %j', (config4) => {
    expect(astrologerConfigSchema.safeParse({ ...saved, config4 }).error?.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.ayanamsa,
    );
  });
});
