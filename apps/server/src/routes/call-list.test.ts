/** The contract's call list is the API: every call is served and documented with its answer schema. */
import { ALL_CALLS, toOpenApiPath } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.js';

interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
}

const isNullOnly = (s: unknown) => JSON.stringify(s) === '{"type":"string","nullable":true,"enum":[null]}';

/** OpenAPI 3.0 states "or null" as `nullable` on the union rather than as a null-only member of it. */
function foldNullableUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(foldNullableUnions);
  if (typeof schema !== 'object' || schema === null) return schema;
  const folded = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, foldNullableUnions(v)]));
  const anyOf = folded['anyOf'];
  if (Array.isArray(anyOf) && anyOf.some(isNullOnly)) {
    return { ...folded, anyOf: anyOf.filter((member) => !isNullOnly(member)), nullable: true };
  }
  return folded;
}

/** The call's answer schema as the OpenAPI 3.0 document must state it. */
function answerSchemaOf(call: (typeof ALL_CALLS)[number]) {
  const schema: Record<string, unknown> = z.toJSONSchema(call.answer, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
  });
  delete schema['$schema'];
  return foldNullableUnions(schema);
}

describe('the call list', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, OpenApiOperation>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => t.close());

  it('has no call twice', () => {
    const keys = ALL_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ALL_CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))('serves %s', (_, call) => {
    expect(t.app.hasRoute({ method: call.method, url: `/api${call.path}` })).toBe(true);
  });

  it.each(ALL_CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))(
    'documents %s with its summary, access and answer schema',
    (_, call) => {
      const operation = doc.paths[toOpenApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation?.summary).toBe(call.summary);
      expect(Boolean(operation?.security), 'bearer token required').toBe(call.access === 'signedIn');
      const content = operation?.responses?.['200']?.content;
      // A file call answers the file itself (its refusals are still the envelope).
      if (call.download) {
        expect(Object.keys(content ?? {})).toEqual([call.download.contentType]);
        return;
      }
      const properties = content?.['application/json']?.schema?.properties ?? {};
      expect(Object.keys(properties)).toEqual(['code', 'message', 'data']);
      expect(properties['data']).toEqual(answerSchemaOf(call));
    },
  );

  it('documents no call that is not in the list', () => {
    const listed = new Set(ALL_CALLS.map((c) => `${c.method.toLowerCase()} ${toOpenApiPath(c.path)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((op) => !listed.has(op))).toEqual([]);
  });

  it('refuses a signed-in call without a token', async () => {
    for (const call of ALL_CALLS.filter((c) => c.access === 'signedIn')) {
      const url = `/api${call.path.replace(/:\w+/g, '1')}`;
      const answer = await t.app.inject({ method: call.method, url });
      expect(answer.statusCode, `${call.method} ${url}`).toBe(403);
    }
  });
});
