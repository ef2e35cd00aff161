/** The problems of an import preview's rows: an error rejects the row, a warning only informs. */
import type { ImportProblem } from '@kpdesk/contract';
import type { z } from 'zod';

/** An error of `field`, with the file's own text of it when known. */
export const errorProblem = (field: string, message: string, value: string | null = null): ImportProblem => ({
  field,
  severity: 'error',
  message,
  value,
});

/** A warning of `field`: the row is still stored. */
export const warningProblem = (field: string, message: string): ImportProblem => ({
  field,
  severity: 'warning',
  message,
  value: null,
});

/**
 * A save schema's refusals as errors, each naming its field under `prefix` ('settings.config4',
 * 'events.2.prediction'), with the file's own text of a top-level field from `texts`.
 */
export function issuesToProblems(
  issues: z.core.$ZodIssue[],
  prefix: string,
  texts: Partial<Record<string, string>> = {},
): ImportProblem[] {
  return issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return errorProblem(field || 'row', issue.message, texts[String(issue.path[0])] ?? null);
  });
}
