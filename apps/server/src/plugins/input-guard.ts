import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a text field holding a character neither database can store faithfully. */
export function unstorableTextMessage(field: string): string {
  return `${field} contains a character that is not allowed (a NUL or an unpaired surrogate)`;
}

/** The path of the first string under `value` that holds an unstorable character ('birthCity', 'options.2'), else null. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function checkRequest(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnstorableText(part);
    if (found) return done(badRequest(unstorableTextMessage(found.join('.') || 'The request')));
  }
  done();
}

/**
 * Refuses, before any schema runs, a request whose path, query or body holds a NUL character or a lone UTF-16
 * surrogate in any text: PostgreSQL cannot store NUL in text and SQLite would store a lone surrogate as
 * garbage, so such a text is refused the same way on both databases, naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', checkRequest);
}
