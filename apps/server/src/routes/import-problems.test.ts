import { IMPORT_MESSAGES, type ImportCommit, type ImportPreview, type ImportRow } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { toColumns } from '../db/clients.js';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

/**
 * Every kind of problem of a CSV and of Jagannatha Hora files (written by hand to the layout cited
 * in services/import-export/jhd-chart.ts) shows in the preview before anything is stored, and a commit that
 * fails half way stores nothing, on each database.
 */
type Headers = Record<string, string>;

const RAVI = {
  firstName: 'Ravi Kumar',
  birthDate: '1985-03-12',
  birthTime: '06:15',
  birthCity: 'Chennai city',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
  sex: 'Male',
};

// Headers of another program: Client and Town are not detected, the astrologer maps them.
const CSV = [
  'Client,DOB,TOB,Zone,Town,Lat,Lng,Gender',
  'Meena,1990-07-15,09:30,-5,New York city,40.7128,-74.006,F',
  'Arun,,10:00,5.5,Chennai city,13.08,80.27,M',
  'Bala,2023-02-30,10:00,5.5,Chennai city,13.08,80.27,M',
  'Chitra,1991-01-01,25:10,5.5,Chennai city,13.08,80.27,F',
  'Devi,1992-02-02,08:00,5.5,Chennai city,95,80.27,F',
  'Ravi Kumar,1985-03-12,06:15,5.5,Chennai city,13.0827,80.2707,M',
  'Meena,1990-07-15,09:30,-5,New York city,40.7128,-74.006,F',
  'Kavya,1943-06-01,12:00,,Kolkata city,22.5726,88.3639,F',
  '"Lata, Sr",12/03/1985,10:00,+05:30,Chennai city,13.08,80.27,F',
].join('\r\n');

const JHD_GUNA = [
  '9',
  '12',
  '1935',
  '21.080000',
  '-5.300000',
  '-77.180000',
  '24.390000',
  '0.000000',
  '-5.300000',
  '0.000000',
  '0',
  '105',
  'Guna',
  'India',
  '1',
].join('\r\n');
const JHD_OLD = ['3', '12', '1985', '12.304500', '-5.300000', '-80.162400', '13.045000', '0.000000'].join(
  '\n',
);
const JHD_BROKEN = ['13', '40', '1985', 'noon', '-5.300000', '-80.162400', '13.045000'].join('\n');
const JHD_NEW_YORK = ['7', '15', '1990', '9.300000', '5.000000', '74.003600', '40.424200', '0.000000'].join(
  '\n',
);

const problemsOf = (row: ImportRow | undefined) =>
  row?.problems.map((p) => [p.field, p.severity, p.message, p.value]);

describe.each(dialects())('import problems on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  afterEach(async () => t.close());

  async function data<T>(url: string, payload: object): Promise<T> {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json<{ data: T }>().data;
  }
  const exported = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/export/practice', headers })).json<{
      clients: { runningId: number; firstName: string; birthTimezone: number; birthTime: string }[];
    }>().clients;

  async function start() {
    t = await createTestApp(dialect);
    ({ headers } = await signUpAstrologer(t.app));
    await data('/user/quickadd', RAVI);
  }

  it('shows each kind of CSV problem with the mapping applied, and stores the accepted rows', async () => {
    await start();
    const detected = await data<ImportPreview>('/import/preview', { format: 'csv', content: CSV });
    expect(detected.columns).toEqual(['Client', 'DOB', 'TOB', 'Zone', 'Town', 'Lat', 'Lng', 'Gender']);
    expect(detected.mapping).toMatchObject({
      firstName: null,
      birthDate: 'DOB',
      birthTime: 'TOB',
      birthCity: null,
      sex: 'Gender',
    });
    expect(detected.notices).toEqual([
      'No column is mapped to First name, which every client needs',
      'No column is mapped to Birth place, which every client needs',
    ]);
    expect(detected.counts.create).toBe(0);

    const mapping = { firstName: 'Client', birthCity: 'Town' };
    const p = await data<ImportPreview>('/import/preview', { format: 'csv', content: CSV, mapping });
    expect(p.notices).toEqual([]);
    expect(p.rows.map((r) => [r.source, r.name, r.action])).toEqual([
      ['line 2', 'Meena', 'create'],
      ['line 3', 'Arun', 'reject'],
      ['line 4', 'Bala', 'reject'],
      ['line 5', 'Chitra', 'reject'],
      ['line 6', 'Devi', 'reject'],
      ['line 7', 'Ravi Kumar', 'skip'],
      ['line 8', 'Meena', 'skip'],
      ['line 9', 'Kavya', 'create'],
      ['line 10', 'Lata, Sr', 'reject'],
    ]);
    expect(problemsOf(p.rows[0])).toEqual([
      [
        'birthTimezone',
        'warning',
        "Time zone -05:00 differs from the atlas's historical offset -04:00 (America/New_York on 1990-07-15); proposed fix: -04:00",
        null,
      ],
    ]);
    expect(p.rows[0]?.proposedTimezone).toBe(-4);
    expect(problemsOf(p.rows[1])).toEqual([['birthDate', 'error', 'Enter birth date', '']]);
    expect(problemsOf(p.rows[2])).toEqual([['birthDate', 'error', 'Enter valid birth date', '2023-02-30']]);
    expect(problemsOf(p.rows[3])).toEqual([['birthTime', 'error', 'Enter valid birth time', '25:10']]);
    expect(problemsOf(p.rows[4])).toEqual([
      ['birthLatitude', 'error', 'Enter latitude value in between -90 and 90', '95'],
    ]);
    expect(p.rows[5]).toMatchObject({ duplicateOf: 1 });
    expect(problemsOf(p.rows[6])).toEqual([
      [
        'birthTimezone',
        'warning',
        "Time zone -05:00 differs from the atlas's historical offset -04:00 (America/New_York on 1990-07-15); proposed fix: -04:00",
        null,
      ],
      [
        'row',
        'warning',
        'Same name, birth date and birth time as line 2 of this file: skipped unless duplicates are included',
        null,
      ],
    ]);
    expect(problemsOf(p.rows[7])).toEqual([
      [
        'birthTimezone',
        'warning',
        "No time zone in the file: the atlas's offset +06:30 (Asia/Kolkata on 1943-06-01) is used",
        null,
      ],
    ]);
    expect(problemsOf(p.rows[8])).toEqual([
      ['firstName', 'error', 'Enter valid first name', 'Lata, Sr'],
      ['birthDate', 'error', 'Enter valid birth date', '12/03/1985'],
    ]);
    expect(p.counts).toEqual({ create: 2, skip: 2, reject: 5, warnings: 4 });
    expect(await exported()).toHaveLength(1);

    const stored = await data<ImportCommit>('/import/commit', {
      importId: p.importId,
      useProposedTimezones: true,
    });
    expect(stored).toMatchObject({
      clients: 2,
      skipped: 2,
      rejected: 5,
      firstRunningId: 2,
      lastRunningId: 3,
    });
    expect((await exported()).map((c) => [c.runningId, c.firstName, c.birthTimezone, c.birthTime])).toEqual([
      [1, 'Ravi Kumar', 5.5, '06:15:00'],
      [2, 'Meena', -4, '09:30:00'],
      [3, 'Kavya', 6.5, '12:00:00'],
    ]);
  });

  it('reads Jagannatha Hora files written to the published layout, with their problems', async () => {
    await start();
    const content = [
      { name: 'Appendix_A.jhd', text: JHD_GUNA },
      { name: 'Ravi.jhd', text: JHD_OLD },
      { name: 'Broken.jhd', text: JHD_BROKEN },
      { name: 'New-York 1990.jhd', text: JHD_NEW_YORK },
    ];
    const p = await data<ImportPreview>('/import/preview', { format: 'jhd', content });
    expect(
      p.rows.map((r) => [r.source, r.name, r.action, r.birthDate, r.birthTime, r.birthTimezone, r.birthCity]),
    ).toEqual([
      ['Appendix_A.jhd', 'Appendix A', 'create', '1935-09-12', '21:08:00', 5.5, 'Guna, India'],
      ['Ravi.jhd', 'Ravi', 'create', '1985-03-12', '12:30:27', 5.5, `13°04'30" N 80°16'14" E`],
      ['Broken.jhd', 'Broken', 'reject', null, null, null, null],
      ['New-York 1990.jhd', 'New-York', 'create', '1990-07-15', '09:30:00', -5, `40°42'25" N 74°00'22" W`],
    ]);
    expect(problemsOf(p.rows[0])).toEqual([]);
    expect(problemsOf(p.rows[1])).toEqual([
      ['birthCity', 'warning', 'The file names no place: the place is named after its coordinates', null],
    ]);
    expect(problemsOf(p.rows[2])).toEqual([
      ['birthTime', 'error', 'Line 4 of the file must hold the time as hours.minutes (21.080000)', 'noon'],
    ]);
    expect(p.rows[3]?.proposedTimezone).toBe(-4);
    expect(await data<ImportCommit>('/import/commit', { importId: p.importId })).toMatchObject({
      clients: 3,
    });
    const guna = (await exported())[1];
    expect(guna).toMatchObject({ firstName: 'Appendix A', birthTime: '21:08:00', birthTimezone: 5.5 });
    const single = await data<ImportPreview>('/import/preview', {
      format: 'jhd',
      content: JHD_BROKEN.replace('noon', '9.000000'),
    });
    expect(problemsOf(single.rows[0])).toEqual([
      ['firstName', 'warning', "The file has no name: the client is named 'JHora chart'", null],
      ['birthCity', 'warning', 'The file names no place: the place is named after its coordinates', null],
      ['birthDate', 'error', 'Enter valid birth date', '1985-13-40'],
    ]);
  });

  it('stores nothing when the commit fails half way, and the preview can be stored once the clash is gone', async () => {
    await start();
    const letters = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');
    const lines = Array.from(
      { length: 1200 },
      (_, i) => `Client ${letters(i)},1980-01-01,10:00,5.5,Chennai city,13.08,80.27`,
    );
    const content = [
      'First name,Birth date,Birth time,Time zone,Birth place,Latitude,Longitude',
      ...lines,
    ].join('\n');
    const p = await data<ImportPreview>('/import/preview', { format: 'csv', content });
    expect(p.counts.create).toBe(1200);
    // Number 701 is taken behind the counter's back, so the second batch of inserts fails on it.
    const { db } = t.app.context;
    const astrologer = await db.selectFrom('clients').select('astrologer_id').executeTakeFirstOrThrow();
    const now = t.clock.now();
    const fields = {
      ...RAVI,
      lastName: null,
      fatherName: null,
      dobDate: '1970-01-01',
      dobTime: '00:00:00',
      birthTimezone: 5.5,
      maritalStatus: '',
      marriageDate: null,
      email: null,
      mobile: null,
      firstName: 'Clash',
    };
    await db
      .insertInto('clients')
      .values({
        ...toColumns(fields, now),
        astrologer_id: astrologer.astrologer_id,
        running_id: 701,
        birth_time_corrected: null,
        created_at: now,
      })
      .execute();

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/import/commit',
      headers,
      payload: { importId: p.importId },
    });
    expect(failed.json()).toEqual({ code: '409', message: IMPORT_MESSAGES.commitConflict, data: null });
    expect((await exported()).map((c) => c.runningId)).toEqual([1, 701]);
    // Client 1's search words alone (its word pairs are under 'name2', 'city2' and 'mail2').
    const words = await db
      .selectFrom('client_search_words')
      .where('field', 'in', ['name', 'city', 'email'])
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(words.n)).toBe(4);

    await db.deleteFrom('clients').where('running_id', '=', 701).execute();
    const stored = await data<ImportCommit>('/import/commit', { importId: p.importId });
    expect(stored).toMatchObject({ clients: 1200, firstRunningId: 2, lastRunningId: 1201 });
    expect(await exported()).toHaveLength(1201);
  });
});
