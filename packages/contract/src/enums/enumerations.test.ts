import { describe, expect, it } from 'vitest';
import { AYANAMSAS, DEFAULT_AYANAMSA, isAyanamsaValue } from './ayanamsas.js';
import { CHART_TYPES, DEFAULT_CHART_TYPE } from './chart-types.js';
import { DEFAULT_SEX, MARITAL_STATUSES, SEXES } from './client-options.js';
import {
  COLOURS,
  DEFAULT_EVENT_COLOURS,
  DEFAULT_EVENT_VALUE_COLOURS,
  EVENT_COLOUR_SLOTS,
  parseEventColour,
  toEventColourValue,
} from './colours.js';
import { DASHA_YEARS, DEFAULT_DASHA_YEAR_DAYS } from './dasha-years.js';
import { DEFAULT_NODE_TYPE, NODE_TYPES } from './node-types.js';

describe('ayanamsas', () => {
  it('lists the 30 spec names at sidereal modes 0..29, then 45 and 46', () => {
    expect(AYANAMSAS).toHaveLength(32);
    AYANAMSAS.slice(0, 30).forEach((option, index) => expect(option.value).toBe(index));
    expect(AYANAMSAS[0]?.label).toBe('Fagan Bradley');
    expect(AYANAMSAS[1]?.label).toBe('Lahiri');
    expect(AYANAMSAS[29]?.label).toBe('True Pushya');
    expect(AYANAMSAS.slice(30)).toEqual([
      { value: 45, label: 'Krishnamurti-Senthilathiban' },
      { value: 46, label: 'Lahiri ICRC' },
    ]);
  });

  it('defaults to 5 Krishnamurti', () => {
    expect(DEFAULT_AYANAMSA).toBe(5);
    expect(AYANAMSAS[DEFAULT_AYANAMSA]?.label).toBe('Krishnamurti');
    expect(isAyanamsaValue(30)).toBe(false);
  });
});

describe('small enumerations', () => {
  it('chart types', () => {
    expect(CHART_TYPES.map((type) => type.label)).toEqual([
      'South India',
      'North India',
      'East India',
      'Bhava Chalit',
    ]);
    expect(DEFAULT_CHART_TYPE).toBe(0);
  });

  it('client options', () => {
    expect(MARITAL_STATUSES[0]).toEqual({ value: '', label: 'Not Available' });
    expect(MARITAL_STATUSES.map((status) => status.label)).toEqual([
      'Not Available',
      'Single',
      'Married',
      'Divorced',
      'Widowed',
      'Separated',
    ]);
    expect(SEXES.map((sex) => sex.value)).toEqual(['Male', 'Female']);
    expect(DEFAULT_SEX).toBe('Male');
  });

  it('node types and dasha years', () => {
    expect(NODE_TYPES.map((type) => type.value)).toEqual(['mean', 'true']);
    expect(DEFAULT_NODE_TYPE).toBe('mean');
    expect(DASHA_YEARS.map((year) => year.value)).toEqual([365.25, 365.2425, 365.256364, 360]);
    expect(DEFAULT_DASHA_YEAR_DAYS).toBe(365.25);
  });
});

describe('colours', () => {
  it('has the 14 colours and the spec defaults', () => {
    expect(COLOURS).toHaveLength(14);
    expect(EVENT_COLOUR_SLOTS.map((slot) => slot.label)).toEqual([
      'Favarable (More)',
      'Favarable',
      'Favarable (Less)',
      'Mixed (+ve)',
      'Mixed',
      'Mixed (-ve)',
      'Unfavarable (less)',
      'Unfavarable',
      'Unfavarable (More)',
    ]);
    expect(DEFAULT_EVENT_COLOURS.join(',')).toBe(
      'DarkGreen:White,Green:White,LightGreen:Blue,LightBlue:Black,Blue:White,Pink:Blue,Salmon:Blue,Red:Black,DarkRed:White',
    );
    expect(DEFAULT_EVENT_VALUE_COLOURS).toEqual(['DarkGreen', 'Green', 'Blue', 'Gray', 'Red', 'DarkRed']);
  });

  it('pairs each default background with its own text colour', () => {
    for (const value of DEFAULT_EVENT_COLOURS) {
      const parsed = parseEventColour(value);
      expect(parsed && toEventColourValue(parsed.background)).toBe(value);
    }
  });

  it('refuses unknown colours', () => {
    expect(parseEventColour('Purple:White')).toBeUndefined();
    expect(parseEventColour('Red')).toBeUndefined();
    expect(parseEventColour('Red:Black:White')).toBeUndefined();
  });
});
