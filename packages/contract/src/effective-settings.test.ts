import { describe, expect, it } from 'vitest';
import { resolveEffectiveSettings } from './effective-settings.js';

const astrologer = {
  config0: 'en-en',
  config1: 'yyyy-MM-dd',
  config2: 'HH:mm',
  config3: 'Z',
  config4: 1,
  config5: 0.25,
  config6: 'Red:Black,Red:Black,Red:Black,Blue:White,Blue:White,Blue:White,Gray:White,Gray:White,Gray:White',
  config7: 'Red,Red,Red,Blue,Blue,Blue',
  config8: 1,
  config9: 'true',
  config10: 360,
};

describe('resolveEffectiveSettings', () => {
  it('gives the defaults when neither level is present', () => {
    const settings = resolveEffectiveSettings(null, undefined);
    expect(settings).toMatchObject({
      language: 'en-en',
      dateFormat: 'dd-MM-yyyy',
      timeFormat: 'hh:mm:ss a',
      coordinateFormat: 'N',
      ayanamsa: 5,
      ayanamsaCorrection: 0,
      chartType: 0,
      nodeType: 'mean',
      dashaYearDays: 365.25,
    });
    expect(settings.eventColours).toHaveLength(9);
    expect(settings.eventColours[0]).toEqual({ background: 'DarkGreen', text: 'White' });
    expect(settings.eventColours[8]).toEqual({ background: 'DarkRed', text: 'White' });
    expect(settings.eventValueColours).toEqual(['DarkGreen', 'Green', 'Blue', 'Gray', 'Red', 'DarkRed']);
  });

  it("uses the astrologer's values when the client's are Default", () => {
    const settings = resolveEffectiveSettings(astrologer, {
      userId: 9,
      config4: null,
      config5: null,
      config8: '',
    });
    expect(settings).toMatchObject({
      dateFormat: 'yyyy-MM-dd',
      ayanamsa: 1,
      ayanamsaCorrection: 0.25,
      chartType: 1,
    });
    expect(settings).toMatchObject({ nodeType: 'true', dashaYearDays: 360 });
    expect(settings.eventColours[3]).toEqual({ background: 'Blue', text: 'White' });
    expect(settings.eventValueColours[5]).toBe('Blue');
  });

  it("lets each client value override the astrologer's", () => {
    const client = {
      userId: 9,
      config1: 'MM-dd-yyyy',
      config4: 45,
      config5: -1.5,
      config8: 3,
      config9: 'mean',
    };
    expect(resolveEffectiveSettings(astrologer, client)).toMatchObject({
      dateFormat: 'MM-dd-yyyy',
      timeFormat: 'HH:mm',
      ayanamsa: 45,
      ayanamsaCorrection: -1.5,
      chartType: 3,
      nodeType: 'mean',
      dashaYearDays: 360,
    });
  });

  it('treats a missing astrologer correction as 0 and takes the client level alone', () => {
    expect(resolveEffectiveSettings(undefined, { config4: '27', config5: '2' })).toMatchObject({
      ayanamsa: 27,
      ayanamsaCorrection: 2,
      dateFormat: 'dd-MM-yyyy',
    });
  });

  it('skips a stored value that no longer passes its rule', () => {
    expect(resolveEffectiveSettings({ ...astrologer, config4: 99 }, { config4: 'x' }).ayanamsa).toBe(5);
  });
});
