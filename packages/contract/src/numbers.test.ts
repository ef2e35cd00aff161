import { describe, expect, it } from 'vitest';
import { plainDecimal, plainInteger } from './numbers.js';

const whole = plainInteger(-20, 20, 'whole');
const decimal = plainDecimal(-90, 90, 'decimal');
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('one spelling of a number', () => {
  it.each([1, '1', '-12', '007', 0])('takes the whole number %j', (value) => {
    expect(whole.parse(value)).toBe(Number(value));
  });

  it.each(['0x1', '1e0', ' 1', '1 ', '1.0', '+1', '', '1,0', 'abc', true, [1], 1.5, '9'.repeat(40)])(
    'refuses %j where a whole number is meant, with the field message',
    (value) => expect(messageOf(whole.safeParse(value))).toBe('whole'),
  );

  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    ['-12.5', -12.5],
    ['1.0', 1],
    ['90', 90],
  ])('takes the decimal %j', (value, expected) => expect(decimal.parse(value)).toBe(expected));

  it.each(['1e2', '0x10', '12,5', ' 12.5', '.5', '5.', '+1', 'abc', '100', Number.NaN])(
    'refuses %j where a decimal is meant',
    (value) => expect(messageOf(decimal.safeParse(value))).toBe('decimal'),
  );
});
