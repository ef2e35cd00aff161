/**
 * Registers routes from the contract's call list (packages/contract/src/calls/): the call gives method, path,
 * access and schemas (so Fastify parses and OpenAPI describes them); the area's route file gives one handler
 * per call, which calls one service function and wraps the envelope.
 */
import {
  envelopeSchema,
  type CallAnswer,
  type CallSpec,
  type Envelope,
  type ParsedInput,
} from '@kpdesk/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { encode, type z } from 'zod';
import { isKeptAnswer } from '../services/chart-core/kept-answers.js';
import type { DownloadAnswer } from '../services/download-answer.js';
import { SerializedAnswer } from '../services/serialized-answer.js';

export type { DownloadAnswer };

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What a handler receives: the parsed input and the signed-in astrologer (0 on public calls). */
export type CallRequest<C extends CallSpec> = ParsedInput<C> & {
  astrologerId: number;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler of one call: answers the envelope whose data the call's answer schema describes; a file call
 * (`download`) answers its file, sent with the call's media type.
 */
export type CallHandler<C extends CallSpec> = C extends { download: object }
  ? (input: CallRequest<C>) => Promise<DownloadAnswer>
  : (
      input: CallRequest<C>,
    ) => Promise<Envelope<z.input<C['answer']> | CallAnswer<C> | SerializedAnswer<CallAnswer<C>>>>;

/** One handler for every call of an area: a call without a handler does not compile. */
export type CallHandlers<A extends Record<string, CallSpec>> = { [K in keyof A]: CallHandler<A[K]> };

/**
 * Per-call route extras (rate limits, field codes of refused inputs, a larger body for file uploads, a check
 * before the body is read: `onRequest` runs after the sign-in check).
 */
export type CallRouteOptions<A> = Partial<
  Record<
    keyof A,
    Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> & {
      preHandler?: preHandlerHookHandler;
      onRequest?: onRequestHookHandler;
    }
  >
>;

/** The 200 answer of a call: the envelope, or for a file call the file's media type and schema. */
function successOf(call: CallSpec) {
  if (!call.download) return envelopeSchema(call.answer);
  return { description: 'The file', content: { [call.download.contentType]: { schema: call.answer } } };
}

function schemaOf(call: CallSpec) {
  return {
    tags: [call.tag],
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(call.access === 'signedIn' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: { 200: successOf(call) },
  };
}

/** Sends a file call's answer as a download of the call's media type, never cached. */
function sendDownload(reply: FastifyReply, contentType: string, { fileName, file }: DownloadAnswer) {
  return reply
    .type(`${contentType}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/** What a kept answer's envelope was sent as: its code and message, and the bytes of the whole envelope. */
interface SentEnvelope {
  code: string;
  message: string;
  bytes: Buffer;
}

/**
 * Sends a handler's envelope. A kept answer (services/chart-core/kept-answers.ts: the same object until its
 * chart's version changes) goes out as the bytes made for it the first time, checked against the call's
 * answer schema and serialized as Fastify's zod serializer does (encode, then JSON.stringify); a serialised
 * answer (services/serialized-answer.ts) goes out as its text; any other answer is returned for that
 * serializer.
 */
function sendEnvelope(
  reply: FastifyReply,
  envelope: Envelope<unknown>,
  schema: z.ZodType,
  sent: WeakMap<object, SentEnvelope>,
) {
  if (envelope.data instanceof SerializedAnswer) {
    // The envelope's own fields in the schema's order, then the data as it was serialised.
    const head = JSON.stringify({ code: envelope.code, message: envelope.message }).slice(0, -1);
    return reply.type(JSON_CONTENT_TYPE).send(`${head},"data":${envelope.data.json}}`);
  }
  if (!isKeptAnswer(envelope.data)) return envelope;
  let kept = sent.get(envelope.data);
  if (kept?.code !== envelope.code || kept.message !== envelope.message) {
    const bytes = Buffer.from(JSON.stringify(encode(schema, envelope)));
    kept = { code: envelope.code, message: envelope.message, bytes };
    sent.set(envelope.data, kept);
  }
  return reply.type(JSON_CONTENT_TYPE).send(kept.bytes);
}

/** Registers every call of an area with its handler. */
export function registerCalls<A extends Record<string, CallSpec>>(
  app: FastifyInstance,
  calls: A,
  handlers: CallHandlers<A>,
  options: CallRouteOptions<A> = {},
): void {
  for (const [name, call] of Object.entries(calls) as [keyof A & string, CallSpec][]) {
    const handler = handlers[name] as (input: CallRequest<CallSpec>) => Promise<unknown>;
    const { onRequest: check, ...extra } = options[name] ?? {};
    const onRequest: onRequestHookHandler[] = call.access === 'signedIn' ? [app.authenticate] : [];
    if (check) onRequest.push(check);
    const envelope = envelopeSchema(call.answer);
    const sent = new WeakMap<object, SentEnvelope>();
    app.route({
      method: call.method,
      url: call.path,
      schema: schemaOf(call),
      onRequest,
      ...extra,
      handler: async (request, reply) => {
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          astrologerId: request.astrologerId,
          request,
          reply,
        } as CallRequest<CallSpec>);
        return call.download
          ? sendDownload(reply, call.download.contentType, answer as DownloadAnswer)
          : sendEnvelope(reply, answer as Envelope<unknown>, envelope, sent);
      },
    });
  }
}
