import { afterEach, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';
import { findClientChartInputs, findClientChartStamps } from './settings.js';

describe.each(dialects())('the chart-inputs and stamps reads, compiled once, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** Signs up an astrologer with client 1 (named `firstName`); answers the account's id and headers. */
  async function addAstrologerWithClient(firstName: string) {
    const { headers, fields } = await signUpAstrologer(t.app);
    const payload = { ...APPENDIX_A_CLIENT, firstName };
    await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload });
    const account = await t.app.context.db
      .selectFrom('astrologers')
      .select('id')
      .where('email', '=', fields.emailId)
      .executeTakeFirstOrThrow();
    return { id: account.id, headers };
  }

  it("answers each astrologer's own client and saved settings, and nothing for another's", async () => {
    t = await createTestApp(dialect);
    const first = await addAstrologerWithClient('First');
    const second = await addAstrologerWithClient('Second');
    const save = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    await save('/api/config/astrologer/edit', second.headers, settingsBody({ config4: 1 }));
    await save('/api/config/user/edit', second.headers, { ...settingsBody({ config4: 2 }), userId: 1 });
    const { db } = t.app.context;

    // The same compiled text serves every call, so each pair of values must find its own row.
    const firstInputs = await findClientChartInputs(db, first.id, 1);
    const secondInputs = await findClientChartInputs(db, second.id, 1);
    expect([firstInputs?.client.first_name, firstInputs?.client.astrologer_id]).toEqual(['First', first.id]);
    expect([firstInputs?.astrologerSettings, firstInputs?.clientSettings]).toEqual([null, null]);
    expect([secondInputs?.client.first_name, secondInputs?.client.astrologer_id]).toEqual([
      'Second',
      second.id,
    ]);
    expect(JSON.parse(secondInputs?.astrologerSettings ?? '{}')).toMatchObject({ config4: 1 });
    expect(JSON.parse(secondInputs?.clientSettings ?? '{}')).toMatchObject({ config4: 2 });
    expect(secondInputs?.stamps.own).toBeGreaterThan(0);
    expect(await findClientChartStamps(db, second.id, 1)).toEqual({
      clientId: secondInputs?.client.id,
      stamps: secondInputs?.stamps,
    });
    expect(await findClientChartInputs(db, first.id, 2)).toBeUndefined();
    expect(await findClientChartInputs(db, second.id + 100, 1)).toBeUndefined();
    expect(await findClientChartStamps(db, first.id, 2)).toBeUndefined();
  });
});
