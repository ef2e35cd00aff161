import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../test/app.js';
import { CALL_BY_KEY, fieldMessages, setUpSweepAccount, type Body } from '../test/valid-bodies.js';

/**
 * A number has one spelling. Every numeric field of every body the contract takes (a field whose
 * valid body also takes the number 1) refuses '0x1', '1e0' and ' 1', and '1.0' where a whole number is meant
 * ('1,5' where a decimal is), with the field's own message, on each database.
 */
describe.each(dialects())('numeric spellings on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let bases: Record<string, Body>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers, bases } = await setUpSweepAccount(t));
  });
  afterAll(async () => t.close());

  it("refuses every numeric field spelt '0x1', '1e0', ' 1' or, for a whole number, '1.0'", async () => {
    const refused: string[] = [];
    for (const [key, base] of Object.entries(bases)) {
      const call = CALL_BY_KEY.get(key);
      if (!call || !t.app.hasRoute({ method: call.method, url: `/api${call.path}` })) continue;
      // A numeric field: the body with the field set to the number 1 is accepted.
      const numeric = Object.keys(base).filter(
        (field) => call.body.safeParse({ ...base, [field]: 1 }).success,
      );
      for (const field of numeric) {
        const isWhole = !call.body.safeParse({ ...base, [field]: 1.5 }).success;
        for (const spelling of ['0x1', '1e0', ' 1', isWhole ? '1.0' : '1,5']) {
          const body = { ...base, [field]: spelling };
          const res = await t.app.inject({
            method: call.method,
            // Path parameters name record 1, so the body is what is judged (a literal ':runningId' is refused first).
            url: `/api${call.path.replace(/:\w+/g, '1')}`,
            headers,
            payload: body,
          });
          expect(res.statusCode, `${key} ${field}=${JSON.stringify(spelling)}: ${res.body}`).toBe(400);
          expect(fieldMessages(call, body)).toContain(res.json<{ message: string }>().message);
          refused.push(`${key} ${field}`);
        }
      }
    }
    // The issue counted 18 numeric body fields that took these spellings; each is among those refused here.
    expect(new Set(refused).size).toBeGreaterThanOrEqual(18);
  });
});
