import { describe, expect, it } from 'vitest';
import {
  isOptionsCount,
  noOptionsFoundMessage,
  optionSaveSchema,
  optionsSearchSchema,
  quickOptionsSchema,
  RECORD_NUMBER_MESSAGE,
  resizeOptions,
} from './options.js';

const quick = {
  optionsCount: '2',
  timezone: 5.5,
  date: '2026-11-23',
  time: '10:30',
  place: 'Chennai, Tamil Nadu, India',
  latitude: 13.0827,
  longitude: 80.2707,
};
const saved = {
  ...quick,
  runningId: 0,
  name: 'College choice 2',
  question: 'Which college?',
  options: ['A', 'B'],
};

function messageOf(schema: typeof quickOptionsSchema | typeof optionSaveSchema, body: object) {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('number of options (spec §5)', () => {
  it.each(['1', '2', '09', '20', 7])('accepts %j', (value) => expect(isOptionsCount(value)).toBe(true));
  // Plain digits only, so ' 3 ' (four characters, spec: 1 to 2) and '0x1' are refused too.
  it.each(['0', '21', '-1', '+2', '2.5', '100', '', 'two', 2.5, null, undefined, ' 3 ', '0x1', '1e0'])(
    'refuses %j',
    (value) => expect(isOptionsCount(value)).toBe(false),
  );
  it('says the spec message', () => {
    expect(messageOf(quickOptionsSchema, { ...quick, optionsCount: '21' })).toBe(
      'Enter valid number. min: 1, max: 20',
    );
  });
});

describe('quickOptionsSchema', () => {
  it('accepts HH:MM, gives the count as a number and the time zone 5.5 by default', () => {
    const { timezone, ...rest } = quick;
    expect(timezone).toBe(5.5);
    expect(quickOptionsSchema.parse({ ...rest, timezone: '' })).toMatchObject({
      optionsCount: 2,
      timezone: 5.5,
    });
    expect(quickOptionsSchema.parse(rest)).toMatchObject({ timezone: 5.5, time: '10:30' });
  });

  it.each([
    [{ date: '' }, 'Enter date'],
    [{ date: undefined }, 'Enter date'],
    [{ date: '2026-02-30' }, 'Enter valid date'],
    [{ time: '' }, 'Enter time'],
    [{ time: '24:00' }, 'Enter valid time'],
    [{ place: '' }, 'Enter birth place name'],
    [{ place: 'Goa' }, 'Enter valid birth place name'],
    [{ latitude: 91 }, 'Enter latitude value in between -90 and 90'],
    [{ latitude: '' }, 'Enter latitude value in between -90 and 90'],
    [{ longitude: -181 }, 'Enter longitude value in between -180 and 180'],
    [{ timezone: 15 }, 'Enter time zone value in between -12 and 14'],
  ])('%j → %s', (change, message) => {
    expect(messageOf(quickOptionsSchema, { ...quick, ...change })).toBe(message);
  });
});

describe('optionSaveSchema', () => {
  it('cuts or pads the options to the count', () => {
    expect(optionSaveSchema.parse({ ...saved, optionsCount: 3 }).options).toEqual(['A', 'B', '']);
    expect(optionSaveSchema.parse({ ...saved, optionsCount: 1 }).options).toEqual(['A']);
    expect(optionSaveSchema.parse({ ...saved, runningId: undefined }).runningId).toBe(0);
    expect(optionSaveSchema.parse({ ...saved, runningId: '12' }).runningId).toBe(12);
  });

  it.each([
    [{ name: '' }, 'Please enter name'],
    [{ name: '   ' }, 'Please enter name'],
    [{ name: 'Ravi-Kumar' }, 'Enter valid name'],
    [{ name: 'x'.repeat(51) }, 'Enter valid name'],
    [{ question: '' }, 'Please enter question'],
    [{ question: undefined }, 'Please enter question'],
    [{ optionsCount: '0' }, 'Enter valid number. min: 1, max: 20'],
    [{ options: ['x'.repeat(201)] }, 'Enter valid option'],
    [{ runningId: true }, RECORD_NUMBER_MESSAGE],
    [{ runningId: [0] }, RECORD_NUMBER_MESSAGE],
    [{ runningId: '0x1' }, RECORD_NUMBER_MESSAGE],
    [{ runningId: null }, RECORD_NUMBER_MESSAGE],
    [{ runningId: -1 }, RECORD_NUMBER_MESSAGE],
  ])('%j → %s', (change, message) => {
    expect(messageOf(optionSaveSchema, { ...saved, ...change })).toBe(message);
  });

  it('accepts letters of any script and digits in the name', () => {
    expect(optionSaveSchema.parse({ ...saved, name: 'Ravi 2 रवि' }).name).toBe('Ravi 2 रवि');
  });
});

describe('options search (accounts spec §5, §8)', () => {
  it.each([
    ['', 'Please enter Name to search'],
    ['  ', 'Please enter Name to search'],
    ['ab', 'Please enter few more characters to search'],
  ])('%j → %s', (keyword, message) => {
    expect(optionsSearchSchema.safeParse({ keyword }).error?.issues[0]?.message).toBe(message);
  });
  it('words the empty answer with the keyword', () => {
    expect(noOptionsFoundMessage('Ravi')).toBe('No Options found for the name Ravi');
  });
});

describe('resizeOptions (spec §4)', () => {
  it('grows with empty entries and truncates', () => {
    expect(resizeOptions(['a'], 3)).toEqual(['a', '', '']);
    expect(resizeOptions(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });
});
