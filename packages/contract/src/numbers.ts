import { z } from 'zod';

/**
 * The one rule of a number in a request: a JSON number, or, where the spec sends numbers as text,
 * plain decimal text only. So one number has one spelling: '0x1', '1e0', ' 1', '+1' and '12,5' are refused
 * everywhere, and '1.0' is refused where a whole number is meant.
 */

/** Plain decimal digits of a whole number, with an optional minus sign: '12', '-3'. */
const INTEGER_TEXT = /^-?\d{1,16}$/;
/** Plain decimal text of a number, with an optional minus sign and fraction: '12', '-12.5'. */
const DECIMAL_TEXT = /^-?\d{1,16}(?:\.\d{1,16})?$/;

/** True for text that is a whole number in plain decimal digits ('12', '-3'; never '1.0', '0x1', ' 1'). */
export function isIntegerText(text: string): boolean {
  return INTEGER_TEXT.test(text);
}

/** True for text that is a plain decimal number ('12', '-12.5'; never '1e2', '0x10', '12,5', ' 1'). */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/**
 * Plain whole-number text becomes its number; any other value passes on unchanged, so the number check that
 * follows refuses other text with the field's own message.
 */
export function integerFromText(value: unknown): unknown {
  return typeof value === 'string' && isIntegerText(value) ? Number(value) : value;
}

/** Plain decimal text becomes its number; any other value passes on unchanged for the number check. */
export function decimalFromText(value: unknown): unknown {
  return typeof value === 'string' && isDecimalText(value) ? Number(value) : value;
}

/** A whole number within [min, max], a JSON number or plain digits; every failure gives `message`. */
export function plainInteger(min: number, max: number, message: string) {
  return z.preprocess(
    integerFromText,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** A number within [min, max], a JSON number or plain decimal text; every failure gives `message`. */
export function plainDecimal(min: number, max: number, message: string) {
  return z.preprocess(decimalFromText, z.number({ error: message }).min(min, message).max(max, message));
}
