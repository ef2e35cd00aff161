import { z } from 'zod';

/**
 * Keys a request may leave out, so that a save keeps what is stored under them: the settings beyond the
 * spec's own body (config9 and config10), which a client written to the spec never sends.
 */

/**
 * `schema`, but undefined when the key is absent (the save then keeps the stored value); a value that is
 * sent still meets `schema`, with its messages.
 */
export function keptWhenAbsent<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === undefined) return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

/**
 * A body refinement: `keys` come together or not at all. One sent without the others is a partial body,
 * refused with `missingMessage` of the first one left out, as a spec field left out is.
 */
export function bothOrNeither<K extends string>(keys: readonly K[], missingMessage: (key: K) => string) {
  return (body: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    const missing = keys.filter((key) => body[key] === undefined);
    const first = missing[0];
    if (first === undefined || missing.length === keys.length) return;
    ctx.addIssue({ code: 'custom', path: [first], message: missingMessage(first) });
  };
}
