/**
 * "Any client": every chart call answers for births at the edges — beyond the polar circle in the polar
 * night (Placidus has no solution, no sunrise), far south and west, before sunrise, and at both ends of the
 * supported years.
 */
import { chartTableCalls, CLIENT_NUMBER_MESSAGE } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../../test/app.js';

const EDGE_CLIENTS = [
  {
    firstName: 'Tromso',
    birthDate: '1990-12-21',
    birthTime: '12:00:00',
    birthTimezone: 1,
    birthLatitude: 69.65,
    birthLongitude: 18.96,
    birthCity: 'Tromso',
  },
  {
    firstName: 'Ushuaia',
    birthDate: '1975-06-30',
    birthTime: '23:59:59',
    birthTimezone: -3,
    birthLatitude: -54.8,
    birthLongitude: -68.3,
    birthCity: 'Ushuaia',
  },
  {
    firstName: 'Chennai',
    birthDate: '1990-04-02',
    birthTime: '05:10:00',
    birthTimezone: 5.5,
    birthLatitude: 13.08,
    birthLongitude: 80.27,
    birthCity: 'Chennai',
  },
  {
    firstName: 'Early',
    birthDate: '1900-01-01',
    birthTime: '00:00:00',
    birthTimezone: 5.5,
    birthLatitude: 28.61,
    birthLongitude: 77.21,
    birthCity: 'Delhi',
  },
  {
    firstName: 'Late',
    birthDate: '2099-12-31',
    birthTime: '23:59:00',
    birthTimezone: 5.5,
    birthLatitude: 28.61,
    birthLongitude: 77.21,
    birthCity: 'Delhi',
  },
].map((c) => ({ ...c, sex: 'Female', maritalStatus: 'Single', captcha: 'any', checksum: 'disabled' }));

const CALLS = [
  ...Object.values(chartTableCalls).map((c) => c.path.split('/')[2] ?? ''),
  'userdata',
  'profile',
  'birthchart',
  'navamsa',
  'conjoinedchart',
  'planetschedule',
  'transituserchart',
];

describe.each(dialects())('chart calls for births at the edges on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    for (const client of EDGE_CLIENTS) {
      const added = await t.app.inject({ method: 'POST', url: '/api/user/add', headers, payload: client });
      expect(added.statusCode, added.body).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it.each(EDGE_CLIENTS.map((c, i) => [c.firstName, i + 1] as const))(
    '%s (client %i): every call answers',
    async (_name, runningId) => {
      for (const call of [
        ...CALLS.map((c) => `chart/${c}/${runningId}`),
        `chart/allplanetschedule/${runningId}/8`,
      ]) {
        const res = await get(call);
        expect(res.statusCode, `${call}: ${res.body}`).toBe(200);
        expect(['200', '104'], call).toContain(res.json<{ code: string }>().code);
      }
    },
  );

  it.each(['abc', '0', '-3', '1.5', '3000000000'])(
    'refuses the client number %j with a clear message, on chart, client and settings calls',
    async (bad) => {
      for (const url of [`chart/userdata/${bad}`, `userrequest/${bad}`, `config/user/${bad}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ message: string }>().message, url).toBe(CLIENT_NUMBER_MESSAGE);
      }
    },
  );

  it('says when Placidus failed and Porphyry answered, and when there was no sunrise', async () => {
    const profile = (await get('chart/profile/1')).json<{
      data: { houseSystemUsed: string; warnings: string[] };
    }>().data;
    expect(profile.houseSystemUsed).toBe('Porphyry');
    expect(profile.warnings.length).toBeGreaterThanOrEqual(1);
  });

  it('gives the previous weekday as the day before sunrise', async () => {
    const data = (await get('chart/userdata/3')).json<{ data: { birthDay: string; hinduDay: string } }>()
      .data;
    expect(data).toMatchObject({ birthDay: 'Monday', hinduDay: 'Sunday' });
  });
});
