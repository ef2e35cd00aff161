import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportCommit, type ImportPreview } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GUNA_MOMENT,
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

/**
 * Through the API on each database: a practice exported, imported into a fresh account and
 * exported again is the same practice (running numbers aside); previews are single use, expire and are the
 * astrologer's own. Refusals of bad bodies and limits: import-refusals.test.ts.
 */
type Headers = Record<string, string>;
type Method = 'GET' | 'POST';

const RAVI = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  fatherName: 'Raman',
  mobile: '9840012345',
  email: 'ravi.kumar@example.com',
  maritalStatus: 'Married',
  marriageDate: '2010-05-20',
  sex: 'Male',
  birthTimezone: 5.5,
  birthDate: '1985-03-12',
  birthTime: '06:15:00',
  birthCity: 'Chennai, Tamil Nadu, India',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
  captcha: 'any',
  checksum: 'disabled',
};
const OPTION = {
  runningId: 0,
  name: 'College choice',
  question: 'Which college should my son join?',
  options: ['IIT Madras', 'Anna University'],
  optionsCount: '2',
  ...GUNA_MOMENT,
};

describe.each(dialects())('import and export on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const send = (method: Method, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  async function data<T>(method: Method, url: string, headers: Headers, payload?: object): Promise<T> {
    const res = await send(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json<{ data: T }>().data;
  }
  const exportPractice = async (headers: Headers) => {
    const res = await send('GET', '/export/practice', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kpdesk-practice-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return res.json<{
      format: string;
      version: number;
      clients: Record<string, unknown>[];
      options: Record<string, unknown>[];
    }>();
  };
  const preview = (headers: Headers, body: object) =>
    data<ImportPreview>('POST', '/import/preview', headers, body);
  const commit = (headers: Headers, importId: string | null, choices: object = {}) =>
    data<ImportCommit>('POST', '/import/commit', headers, { importId, ...choices });

  /** A practice with each kind of record: two clients, settings, a correction, a judgement, an option. */
  async function buildPractice(headers: Headers) {
    await data('POST', '/user/add', headers, RAVI);
    await data('POST', '/user/quickadd', headers, APPENDIX_A_CLIENT);
    await data(
      'POST',
      '/config/user/edit',
      headers,
      settingsBody({ userId: 2, config4: 1, config9: 'true' }),
    );
    await data('POST', '/user/updatebirthtime', headers, { id: 2, birthTime: '1935-09-12_21:09:30' });
    const judgement = {
      userId: 2,
      eventId: 1,
      planetCategory: '1,2,3,4,5,6,7,8,9',
      planetOrder: '1,2,3,0,0,0,0,0,0',
    };
    await data('POST', '/chart/event/planetcategory', headers, judgement);
    await data('POST', '/options/save', headers, OPTION);
  }

  const withoutNumbers = (file: Awaited<ReturnType<typeof exportPractice>>) => ({
    ...file,
    exportedAt: null,
    clients: file.clients.map((client) => ({ ...client, runningId: null })),
    options: file.options.map((option) => ({ ...option, runningId: null })),
  });

  it('round trip: export, import into a fresh account, export again gives the same practice', async () => {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    await buildPractice(a.headers);
    const first = await exportPractice(a.headers);
    expect(first).toMatchObject({ format: 'kpdesk-practice', version: 1 });
    expect(first.clients).toHaveLength(2);
    expect(first.clients[1]).toMatchObject({
      birthTimeCorrected: '1935-09-12 21:09:30',
      settings: { config4: 1, config9: 'true', config0: null },
      events: [{ eventKey: 'marriage', planetCategory: '1,2,3,4,5,6,7,8,9' }],
    });

    const b = await signUpAstrologer(t.app);
    // B already has a client, so the imported ones get numbers after it (2 and 3), links kept.
    await data('POST', '/user/quickadd', b.headers, { ...APPENDIX_A_CLIENT, firstName: 'Existing' });
    const previewed = await preview(b.headers, { format: 'json', content: JSON.stringify(first) });
    expect(previewed.counts).toEqual({ create: 3, skip: 0, reject: 0, warnings: 0 });
    expect(previewed.rows.map((r) => [r.kind, r.name, r.action, r.settings, r.events])).toEqual([
      ['client', 'Ravi Kumar', 'create', false, 0],
      ['client', 'Appendix', 'create', true, 1],
      ['option', 'College choice', 'create', false, 0],
    ]);
    const stored = await commit(b.headers, previewed.importId);
    expect(stored).toEqual({
      clients: 2,
      options: 1,
      settings: 1,
      correctedBirthTimes: 1,
      events: 1,
      skipped: 0,
      rejected: 0,
      firstRunningId: 2,
      lastRunningId: 3,
    });
    expect(await data('GET', '/config/user/3', b.headers)).toMatchObject({ userId: 3, config4: 1 });
    const again = await exportPractice(b.headers);
    expect(withoutNumbers({ ...again, clients: again.clients.slice(1) })).toEqual(withoutNumbers(first));
    expect(again.clients.map((c) => c.runningId)).toEqual([1, 2, 3]);
  });

  it('restoring into the same account skips likely duplicates unless included', async () => {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    await data('POST', '/user/add', a.headers, RAVI);
    const file = await exportPractice(a.headers);
    const previewed = await preview(a.headers, { format: 'json', content: JSON.stringify(file) });
    expect(previewed.rows[0]).toMatchObject({ action: 'skip', duplicateOf: 1 });
    expect(previewed.rows[0]?.problems[0]?.message).toBe(
      'Likely duplicate of client 1 (same name, birth date and birth time): skipped unless duplicates are included',
    );
    expect(await commit(a.headers, previewed.importId)).toMatchObject({ clients: 0, skipped: 1 });
    const second = await preview(a.headers, { format: 'json', content: JSON.stringify(file) });
    expect(await commit(a.headers, second.importId, { includeDuplicates: true })).toMatchObject({
      clients: 1,
      firstRunningId: 2,
    });
  });

  it('another astrologer can neither commit a preview nor see the practice; a preview is used once and expires', async () => {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    const b = await signUpAstrologer(t.app);
    await data('POST', '/user/add', a.headers, RAVI);
    const csv =
      'First name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude\nMeena,1990-01-02,10:00,5.5,Madurai city,9.92,78.12\n';
    const previewed = await preview(a.headers, { format: 'csv', content: csv });
    const refused = await send('POST', '/import/commit', b.headers, { importId: previewed.importId });
    expect(refused.json()).toEqual({ code: '404', message: IMPORT_MESSAGES.previewNotFound, data: null });
    expect((await exportPractice(b.headers)).clients).toEqual([]);
    expect((await send('GET', '/export/clients.csv', b.headers)).body).toBe(
      '\uFEFFNumber,First name,Last name,Father name,Sex,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude,Marital status,Marriage date,Email,Mobile,Corrected birth time\r\n',
    );

    expect(await commit(a.headers, previewed.importId)).toMatchObject({ clients: 1, firstRunningId: 2 });
    const twice = await send('POST', '/import/commit', a.headers, { importId: previewed.importId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.previewUsed);

    const late = await preview(a.headers, { format: 'csv', content: csv.replace('Meena', 'Geetha') });
    t.clock.advance(IMPORT_LIMITS.previewMinutes * 60_000 + 1);
    const expired = await send('POST', '/import/commit', a.headers, { importId: late.importId });
    expect(expired.json()).toEqual({ code: '404', message: IMPORT_MESSAGES.previewExpired, data: null });
    expect((await exportPractice(a.headers)).clients.map((c) => c.firstName)).toEqual(['Ravi', 'Meena']);
  });

  it('exports the clients as CSV that imports back', async () => {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    await data('POST', '/user/add', a.headers, { ...RAVI, birthCity: '=HYPERLINK("x"), Chennai' });
    const res = await send('GET', '/export/clients.csv', a.headers);
    expect(res.headers['content-type']).toContain('text/csv');
    const line = res.body.split('\r\n')[1];
    expect(line).toBe(
      '1,Ravi,Kumar,Raman,Male,1985-03-12,06:15:00,5.5,"\'=HYPERLINK(""x""), Chennai",13.0827,80.2707,Married,2010-05-20,ravi.kumar@example.com,9840012345,',
    );
    const b = await signUpAstrologer(t.app);
    const previewed = await preview(b.headers, { format: 'csv', content: res.body });
    expect(previewed.notices).toEqual([]);
    expect(previewed.rows[0]).toMatchObject({
      action: 'create',
      birthCity: '=HYPERLINK("x"), Chennai',
      problems: [],
    });
  });

  it("rejects a practice file's records that break the save rules, each problem naming its field", async () => {
    t = await createTestApp(dialect);
    const a = await signUpAstrologer(t.app);
    await buildPractice(a.headers);
    const file = await exportPractice(a.headers);
    const [ravi, appendix] = file.clients;
    const tampered = {
      ...file,
      clients: [
        { ...ravi, settings: { ...settingsBody(), config4: 999 }, birthTimeCorrected: '1985-02-30 10:00:00' },
        { ...appendix, events: [{ ...(appendix?.events as object[])[0], eventKey: 'wedding' }] },
      ],
      options: [{ ...file.options[0], ascendantLord: 'X'.repeat(50) }],
    };
    const b = await signUpAstrologer(t.app);
    const previewed = await preview(b.headers, { format: 'json', content: JSON.stringify(tampered) });
    expect(previewed.importId).toBeNull();
    expect(previewed.rows.map((r) => [r.action, r.problems.map((p) => `${p.field}: ${p.message}`)])).toEqual([
      [
        'reject',
        [
          'birthTimeCorrected: Enter valid corrected birth time as yyyy-MM-dd HH:mm:ss',
          'settings.config4: Select valid ayanamsa',
        ],
      ],
      ['reject', ['events.0.eventKey: Event is not found.']],
      ['reject', ["ascendantLord: ascendantLord must be a planet's name"]],
    ]);
  });
});
