import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

/** Bad import bodies and files beyond the limits are refused (400) naming the field, on each database. */
describe.each(dialects())('import refusals on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('refuses bad bodies and files beyond the limits, naming the field, storing nothing', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const refusal = async (url: string, body: unknown) => {
      const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: body as object });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await refusal('/import/preview', { format: 'xml', content: '' })).toBe(
      IMPORT_MESSAGES.formatInvalid,
    );
    expect(await refusal('/import/preview', { format: 'csv' })).toBe(IMPORT_MESSAGES.contentRequired);
    expect(await refusal('/import/preview', { format: 'csv', content: 7 })).toBe(
      IMPORT_MESSAGES.contentInvalid,
    );
    expect(await refusal('/import/preview', { format: 'csv', content: [{ name: 'a.jhd', text: '' }] })).toBe(
      IMPORT_MESSAGES.contentNotText,
    );
    expect(
      await refusal('/import/preview', { format: 'csv', content: 'a\nb', mapping: { height: 'a' } }),
    ).toBe('mapping has unknown fields: height');
    expect(
      await refusal('/import/preview', { format: 'csv', content: 'a\nb', mapping: { birthDate: 7 } }),
    ).toBe(IMPORT_MESSAGES.mappingInvalid);
    expect(
      await refusal('/import/preview', {
        format: 'csv',
        content: 'Name\nRavi',
        mapping: { birthDate: 'DOB' },
      }),
    ).toBe("mapping.birthDate names a column the file does not have: 'DOB'");
    expect(await refusal('/import/preview', { format: 'json', content: '{"clients":[]}' })).toBe(
      IMPORT_MESSAGES.jsonNotPractice,
    );
    expect(await refusal('/import/preview', { format: 'json', content: '{' })).toBe(
      IMPORT_MESSAGES.jsonUnreadable,
    );
    expect(await refusal('/import/preview', { format: 'csv', content: 'Name,Date\n' })).toBe(
      IMPORT_MESSAGES.csvNoRows,
    );
    expect(await refusal('/import/preview', [])).toBe('The request must be a JSON object');
    expect(await refusal('/import/commit', { importId: 'abc' })).toBe(IMPORT_MESSAGES.importIdInvalid);
    expect(await refusal('/import/commit', {})).toBe(IMPORT_MESSAGES.importIdInvalid);
    const someId = '0b7c2a56-3c1f-4f7e-9a57-1d2f3e4a5b6c';
    expect(await refusal('/import/commit', { importId: someId, includeDuplicates: 'yes' })).toBe(
      'includeDuplicates must be true or false',
    );

    const tooBig = `Name\n${'x'.repeat(IMPORT_LIMITS.maxBytes)}`;
    expect(await refusal('/import/preview', { format: 'csv', content: tooBig })).toBe(
      IMPORT_MESSAGES.contentTooLarge,
    );
    const tooMany = `First name\n${'Ravi\n'.repeat(IMPORT_LIMITS.maxClients + 1)}`;
    expect(await refusal('/import/preview', { format: 'csv', content: tooMany })).toBe(
      IMPORT_MESSAGES.tooManyClients,
    );
    const manyFiles = Array.from({ length: IMPORT_LIMITS.maxClients + 1 }, (_, i) => ({
      name: `c${i}.jhd`,
      text: '',
    }));
    // The limit's own message, as for a CSV, not the generic one.
    expect(await refusal('/import/preview', { format: 'jhd', content: manyFiles })).toBe(
      IMPORT_MESSAGES.tooManyClients,
    );
    const csv = await t.app.inject({ method: 'GET', url: '/api/export/clients.csv', headers });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
