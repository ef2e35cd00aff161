import { z } from 'zod';

/**
 * Every answer of the API: `code` '200' means success (spec §7); any other code carries a message for the
 * user. HTTP status codes are meaningful too (architecture.md), and the body is always this envelope.
 */
export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

/** The code of a successful answer. */
export const SUCCESS_CODE = '200';

/** Schema of an envelope around `data`, for response validation and OpenAPI. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), data });
}

/** Schema of an envelope whose data is null (answers that carry only a message). */
export const messageEnvelopeSchema = envelopeSchema(z.null());

/** The first message of a failed zod parse: what the form and the server show for a bad input. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
