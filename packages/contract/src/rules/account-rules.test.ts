import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { emailOrMobileField, signInPasswordField, signInPinField } from '../validation.js';
import { checkField, EMAIL_PATTERN, SIGN_IN_RULES, type FieldRule } from './account-rules.js';

/** What the zod field answers: the parsed value, or the first message (the one a form shows). */
function parseWith(field: z.ZodType<string>, typed: string) {
  const result = field.safeParse(typed);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}

// The sign-in screen checks with the plain rules and the server with the zod fields: both must agree.
const CASES: [string, FieldRule, z.ZodType<string>, string[]][] = [
  [
    'email or mobile',
    SIGN_IN_RULES.emailOrMobile,
    emailOrMobileField,
    [
      '',
      '   ',
      'meena@example.com',
      ' 9876543210 ',
      'a@b.co',
      '98765',
      'meena@example',
      `${'a'.repeat(45)}@x.com`,
    ],
  ],
  ['pin', SIGN_IN_RULES.pin, signInPinField, ['', ' 246810 ', '24681', '2468101214161820', '24a810']],
  ['password', SIGN_IN_RULES.password, signInPasswordField, ['', 'Secret#123', ' Secret#123', 'secret#123']],
];

describe('sign-in rules without zod', () => {
  for (const [name, rule, field, samples] of CASES) {
    it(`answer as the contract's ${name} field does`, () => {
      for (const typed of samples) expect(checkField(rule, typed), typed).toEqual(parseWith(field, typed));
    });
  }
});

describe('the email pattern', () => {
  it("is zod's own, the one z.email() applies", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
