import { API_PREFIX, SHARED_PAGE_PATH, TRANSIT_NO_PLACE_CODE } from '@kpdesk/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation } from '../db/dialect.js';
import { AppError } from '../errors.js';
import { CLIENT_NOT_FOUND } from '../services/clients/clients.js';

/** Wraps data in the envelope with code '200'. Routes return `ok(data, message)`. */
export function ok<T>(data: T, message = 'Success') {
  return { code: '200', message, data };
}

/**
 * A transit answer: the chart, or the spec's code 104 with data null and the screen's message when the
 * astrologer's profile has no city to cast the sky for.
 */
export function transitOrNoPlace<T>(chart: T | null, noPlaceMessage: string) {
  return chart ? ok(chart) : { code: TRANSIT_NO_PLACE_CODE, message: noPlaceMessage, data: null };
}

/** The message of HTTP 429 (a rate limit). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * The refusal of a path that does not decode: names the part at fault (a % sign not followed by two hex digits,
 * or bytes that are not UTF-8), so the sender knows what to fix without the URL being repeated.
 */
export const ADDRESS_NOT_DECODED_MESSAGE =
  'The address is not valid: each % must be followed by two hexadecimal digits that spell UTF-8 text';

const GENERIC_ERROR = 'Something went wrong on our side. Please try again later.';

function sendError(reply: FastifyReply, status: number, code: string, message: string, data: unknown = null) {
  return reply.status(status).send({ code, message, data });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Result codes for a refused field of this route's body (e.g. sign-up: pin → '103'); others get '400'. */
    fieldCodes?: Record<string, string>;
  }
}

function validationCode(request: FastifyRequest, instancePath: string | undefined): string {
  const field = (instancePath ?? '').split('/')[1] ?? '';
  return request.routeOptions.config.fieldCodes?.[field] ?? '400';
}

/**
 * One error handler: AppError → its status and envelope; validation → 400 with the first message (the spec's
 * words from the contract); a foreign-key violation (a write racing its client's delete) → 404 'Client is not
 * found.'; rate limit → 429; anything else → 500 with a generic message, details in the log.
 */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const wait = error.options.retryAfterSeconds;
    if (wait !== undefined) void reply.header('retry-after', String(wait));
    return sendError(reply, error.status, error.code, error.message, error.data);
  }
  // The one place a write that lost the race to its client's delete becomes the delete's answer.
  if (isForeignKeyViolation(error)) return sendError(reply, 404, '404', CLIENT_NOT_FOUND);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return sendError(
      reply,
      400,
      validationCode(request, first?.instancePath),
      first?.message ?? 'Invalid input',
    );
  }
  if (error.statusCode === 429) return sendError(reply, 429, '429', TOO_MANY_ATTEMPTS_MESSAGE);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, String(error.statusCode), error.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, '500', GENERIC_ERROR);
}

/**
 * Errors Fastify meets before routing (Fastify's `frameworkErrors`): a path parameter past `maxParamLength`
 * (414) or a path that does not decode (400). The answer never repeats the URL.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(reply, 414, '414', 'The address is too long');
  else void sendError(reply, 400, '400', ADDRESS_NOT_DECODED_MESSAGE);
}

/** Unknown /api paths answer a 404 envelope; other GETs get the web app, whose router shows its not-found screen. */
export function registerNotFound(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && hasWeb && !request.url.startsWith(API_PREFIX)) {
      // A share link's page is public: crawlers that never run the page's script must not index it either.
      if (request.url.toLowerCase().startsWith(SHARED_PAGE_PATH))
        void reply.header('X-Robots-Tag', 'noindex');
      return reply.type('text/html').sendFile('index.html');
    }
    return sendError(reply, 404, '404', 'Not found');
  });
}
