import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnstorableText } from '../services/storable-text.js';
import { createTestApp, dialects, type TestApp } from '../test/app.js';
import { snapshotDatabase } from '../test/db-snapshot.js';
import {
  BODY_CALLS,
  CALL_BY_KEY,
  callOf,
  fieldMessages,
  keyOf,
  setUpSweepAccount,
  type Body,
} from '../test/valid-bodies.js';

/**
 * Every body-taking call of the contract's call list, driven with generated bad bodies on each
 * database. A bad body is a valid one with one to three fields spoiled: a wrong type, a number out of range, a
 * NUL or lone surrogate, a huge text, the field left out, or the value nested one level deeper. Each answer
 * must be a 400 envelope whose message is that of a rule on a field (the schema's, or the input guard's that
 * names the field), never zod's own text, and the database must be unchanged (every row of every table).
 *
 * The seed is fixed so that a failure repeats; SWEEP_SEED and SWEEP_RUNS explore further.
 */
const SEED = Number(process.env.SWEEP_SEED ?? 16_2026);
const RUNS = Number(process.env.SWEEP_RUNS ?? 200);

/** The top-level field names a body schema knows (through refinements, transforms and unions). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return [...new Set(schema.options.flatMap((o) => fieldsOf(o as z.ZodType)))];
  return [];
}

const SPOILER_NAMES = ['wrongType', 'outOfRange', 'unstorable', 'huge', 'missing', 'nested'] as const;
type SpoilerName = (typeof SPOILER_NAMES)[number];
const TEXT_SPOILERS = ['\u0000', '\ud800', '\udfff'];

/** Each spoiler gives a field's new value from its valid value (undefined: the field is left out). */
const spoilers: Record<SpoilerName, (value: unknown) => fc.Arbitrary<unknown>> = {
  wrongType: () => fc.jsonValue({ maxDepth: 2 }),
  outOfRange: () =>
    fc.oneof(
      fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, -1, 0, 0.5, 1e-320, 1e308, -1e308),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom('9'.repeat(400), '-1', '1e999', '0x10', ' 1', '1.0'),
    ),
  unstorable: (value) =>
    fc.tuple(fc.nat(), fc.constantFrom(...TEXT_SPOILERS)).map(([at, bad]) => {
      if (Array.isArray(value)) return [...(value as unknown[]), bad];
      const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
      const cut = at % (text.length + 1);
      return `${text.slice(0, cut)}${bad}${text.slice(cut)}`;
    }),
  huge: () =>
    fc
      .tuple(fc.constantFrom('x', '9', 'é', '😀', ' '), fc.integer({ min: 1_000, max: 40_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  missing: () => fc.constant(undefined),
  nested: (value) => fc.constantFrom({ value }, [value], [[value]], { [String(value)]: value }),
};

interface BadRequest {
  /** 'METHOD /path' of the call (the counterexample fast-check prints). */
  key: string;
  body: Body;
  /** A spoiler no schema may accept: unstorable text, or a plain value nested in an object or a list. */
  isSurelyBad: boolean;
}

const isPlain = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

function badRequest(keys: string[], bases: Record<string, Body>): fc.Arbitrary<BadRequest> {
  return fc.constantFrom(...keys).chain((key) => {
    const call = callOf(key);
    const base = bases[key] ?? {};
    const fields = [...new Set([...Object.keys(base), ...fieldsOf(call.body)])];
    const spoil = fc
      .tuple(fc.constantFrom(...fields), fc.constantFrom(...SPOILER_NAMES))
      .chain(([field, how]) => spoilers[how](base[field]).map((value) => ({ field, how, value })));
    return fc.array(spoil, { minLength: 1, maxLength: 3 }).map((changes) => {
      const body: Body = { ...base };
      const lastSpoiler = new Map<string, SpoilerName>();
      for (const { field, how, value } of changes) {
        if (value === undefined) delete body[field];
        else body[field] = value;
        lastSpoiler.set(field, how);
      }
      // A later spoiler of the same field replaces the earlier one's value.
      const isSurelyBad = [...lastSpoiler].some(
        ([field, how]) => how === 'unstorable' || (how === 'nested' && isPlain(base[field])),
      );
      return { key, body, isSurelyBad };
    });
  });
}

/**
 * True when the server must refuse the body: a sure spoiler, unstorable text (the input guard), or anything
 * the call's schema refuses. The rest (a spoiler that happened to give a valid value) is not sent.
 */
function mustRefuse({ key, body, isSurelyBad }: BadRequest): boolean {
  // What the server gets is the JSON text: a value undefined inside an object is not sent at all.
  const sent: unknown = JSON.parse(JSON.stringify(body));
  return isSurelyBad || findUnstorableText(body) !== null || !callOf(key).body.safeParse(sent).success;
}

// zod's own texts, which name no field ('Invalid input: expected string, received number').
const VALIDATOR_TEXT = /^Invalid input|^Too (small|big)|expected \w+, received/;

describe.each(dialects())('bad bodies on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let bases: Record<string, Body>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers, bases } = await setUpSweepAccount(t));
  });
  afterAll(async () => t.close());

  it('starts from bodies the contract accepts', () => {
    for (const call of BODY_CALLS) {
      const base = bases[keyOf(call)];
      if (base) expect(call.body.safeParse(base).error, keyOf(call)).toBeUndefined();
    }
  });

  it('refuses every generated bad body with a 400 naming a field, and stores nothing', async () => {
    const withoutBase = BODY_CALLS.map(keyOf).filter((key) => !bases[key]);
    console.log(
      `bad-body sweep on ${dialect}: seed ${SEED}, ${RUNS} runs (SWEEP_SEED, SWEEP_RUNS); ` +
        `from an empty body (add one to validBodies): ${withoutBase.join(', ') || 'none'}`,
    );
    // call-list.test.ts holds every call registered; one still being built joins the sweep once it is.
    const served = [...CALL_BY_KEY.keys()].filter((key) => {
      const { method, path } = callOf(key);
      return t.app.hasRoute({ method, url: `/api${path}` });
    });
    // The database as the last request left it: one snapshot per request instead of two. It follows every
    // answer, so a request that did store something fails alone, and shrinking starts from the new state.
    let current = await snapshotDatabase(t);
    const property = fc.asyncProperty(badRequest(served, bases), async (bad) => {
      fc.pre(mustRefuse(bad));
      const { key, body } = bad;
      const call = callOf(key);
      // Path parameters as record 1 (client 1 exists), so the body, not the path, is what is refused.
      const url = `/api${call.path.replace(/:\w+/g, '1')}`;
      const res = await t.app.inject({ method: call.method, url, headers, payload: body });
      const [before, after] = [current, await snapshotDatabase(t)];
      current = after;
      const answer = res.json<{ code: string; message: string; data: unknown }>();
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(answer).sort()).toEqual(['code', 'data', 'message']);
      // Sign-up answers its field codes (101 email … 105 captcha) with the 400.
      expect(answer.code).toMatch(/^(400|10[1-5])$/);
      expect(answer.data).toBeNull();
      expect(fieldMessages(call, body)).toContain(answer.message);
      expect(answer.message).not.toMatch(VALIDATOR_TEXT);
      expect(after).toEqual(before);
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS });
  });
});
