import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

function fieldOf(issue: Issue): string {
  const path = issue.path ?? [];
  return path.length === 0 ? 'The request' : path.map(String).join('.');
}

function describeBound(issue: Issue & { code: 'too_small' | 'too_big' }, field: string): string {
  const isMinimum = issue.code === 'too_small';
  const bound = Number(isMinimum ? issue.minimum : issue.maximum);
  const side = isMinimum ? 'at least' : 'at most';
  const strict = isMinimum ? 'greater than' : 'less than';
  if (issue.origin === 'string') return `${field} must be ${side} ${bound} characters long`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${field} must have ${side} ${bound} items`;
  return issue.inclusive === false
    ? `${field} must be ${strict} ${bound}`
    : `${field} must be ${side} ${bound}`;
}

/**
 * The message of a validation issue whose schema states none: it names the field and what is expected
 * ('runningId must be a number', 'config1 is missing'). Schemas with the spec's words keep them; this only
 * replaces zod's own texts ('Invalid input: expected object, received string').
 */
export function describeIssue(issue: Issue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      if ((issue.path ?? []).length === 0) return 'The request must be a JSON object';
      if (issue.input === undefined) return `${field} is missing`;
      return `${field} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return describeBound(issue, field);
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `${field} must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `${field} has unknown fields: ${issue.keys.join(', ')}`;
    case 'custom':
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
      return `Enter valid ${field}`;
  }
}

/** Makes every schema without its own message answer `describeIssue`'s words (process-wide zod setting). */
export function useFieldMessages(): void {
  z.config({ customError: describeIssue });
}
