import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';
import {
  findUnstorableText,
  isNestedDeeperThan,
  TOO_DEEP_MESSAGE,
  unstorableTextMessage,
} from '../services/storable-text.js';

/** The message of a body whose bytes are not UTF-8 (raw malformed bytes, not an escaped text). */
export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8 text';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The JSON body parser: bytes that are not UTF-8 are refused (the default decoding would store U+FFFD in
 * their place), and so is a document nested deeper than MAX_JSON_DEPTH, before JSON.parse and before any
 * walk of it (a 20 KB body of 10,000 brackets would otherwise overflow the schema's and the guard's
 * recursion). Fastify's own parser then reads the text, with its guards against prototype poisoning.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest(NOT_UTF8_MESSAGE), undefined);
    }
    if (isNestedDeeperThan(text)) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    void parseJson(request, text, done);
  });
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
 * garbage, so such a text is refused the same way on both databases, naming the field. A JSON body must be
 * UTF-8 and nested at most MAX_JSON_DEPTH deep.
 */
export function registerInputGuard(app: FastifyInstance): void {
  registerJsonParser(app);
  app.addHook('preValidation', checkRequest);
}
