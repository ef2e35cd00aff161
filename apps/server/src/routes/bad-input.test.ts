import { CLIENT_NUMBER_MESSAGE, DASHA_INDEX_MESSAGE } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_NOT_DECODED_MESSAGE } from '../plugins/envelope.js';
import {
  createTestApp,
  dialects,
  PROFILE_IN_CHENNAI,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

/**
 * The measured bad requests get the same clear refusal on SQLite and PostgreSQL (never a 500), the
 * message names the field, and nothing changes.
 */
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

const CLIENT = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  fatherName: null,
  mobile: null,
  email: null,
  maritalStatus: '',
  marriageDate: null,
  sex: 'Male',
  birthTimezone: 5.5,
  birthDate: '1985-03-12',
  birthTime: '06:15:00',
  birthCity: 'Chennai city',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};
const QUICK = {
  firstName: 'Ravi',
  birthDate: '1985-03-12',
  birthTime: '06:15',
  birthCity: 'Chennai city',
  birthLatitude: 13.08,
  birthLongitude: 80.27,
  sex: 'Male',
};
const captcha = { captcha: 'any', checksum: 'disabled' };
const unstorable = (field: string) =>
  `${field} contains a character that is not allowed (a NUL or an unpaired surrogate)`;
/** `body` without `key`. */
function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
}
const idRange = (field: string) => `${field} must be a whole number from 1 to 2147483647`;

describe.each(dialects())('bad input on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  afterEach(async () => t.close());

  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const data = async (url: string) => (await call('GET', url)).json<{ data: unknown }>().data;

  async function expectRefused(method: Method, url: string, payload: object | undefined, message: string) {
    const res = await call(method, url, payload);
    expect(res.json(), `${method} ${url}`).toEqual({ code: '400', message, data: null });
    expect(res.statusCode).toBe(400);
  }

  async function start() {
    t = await createTestApp(dialect);
    ({ headers } = await signUpAstrologer(t.app));
    const added = await call('POST', '/user/add', { ...CLIENT, ...captcha });
    expect(added.statusCode, added.body).toBe(200);
    expect(await call('POST', '/astrologer/edit', PROFILE_IN_CHENNAI)).toMatchObject({ statusCode: 200 });
  }

  it('refuses a NUL or a lone surrogate in any text, naming the field, and stores nothing', async () => {
    await start();
    const before = { client: await data('/user/1'), profile: await data('/astrologer/view') };
    const nul = 'Chen\u0000nai city';
    await expectRefused(
      'POST',
      '/user/add',
      { ...CLIENT, ...captcha, birthCity: nul },
      unstorable('birthCity'),
    );
    await expectRefused('POST', '/user/quickadd', { ...QUICK, birthCity: nul }, unstorable('birthCity'));
    const edit = { ...CLIENT, id: 1, runningId: 1 };
    await expectRefused('PUT', '/user/edit', { ...edit, birthCity: nul }, unstorable('birthCity'));
    await expectRefused('PUT', '/user/edit', { ...edit, firstName: 'ab\ud800cd' }, unstorable('firstName'));
    await expectRefused('PUT', '/user/edit', { ...edit, lastName: 'ab\udc00cd' }, unstorable('lastName'));
    await expectRefused('POST', '/users/search', { keyword: 'Ra\u0000vi' }, unstorable('keyword'));
    await expectRefused('POST', '/astrologer/edit', { ...PROFILE_IN_CHENNAI, city: nul }, unstorable('city'));
    await expectRefused('GET', '/search/coordinate/Chen%00nai', undefined, unstorable('text'));
    expect(await data('/users/recent')).toHaveLength(1);
    expect({ client: await data('/user/1'), profile: await data('/astrologer/view') }).toEqual(before);
  });

  it('keeps a well-formed surrogate pair (an emoji is not refused by the NUL check)', async () => {
    await start();
    const res = await call('POST', '/users/search', { keyword: 'Ra😀vi' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses ids past the 32-bit columns in bodies and anything but plain digits in paths', async () => {
    await start();
    const before = await data('/user/1');
    const edit = { ...CLIENT, id: 1, firstName: 'Changed' };
    await expectRefused('PUT', '/user/edit', { ...edit, runningId: 2147483648 }, idRange('runningId'));
    await expectRefused('PUT', '/user/edit', { ...edit, runningId: 1, id: 2 ** 53 - 1 }, idRange('id'));
    await expectRefused('PUT', '/user/edit', { ...edit, runningId: '0x1' }, idRange('runningId'));
    const config = settingsBody({ config4: 1 });
    await expectRefused(
      'POST',
      '/config/user/edit',
      { ...config, userId: 9007199254740991 },
      idRange('userId'),
    );
    await expectRefused('POST', '/config/user/edit', { ...config, userId: 2147483648 }, idRange('userId'));
    for (const id of ['0x1', '1e0', '1.0', '+1', '2147483648', '0'])
      await expectRefused('GET', `/user/${id}`, undefined, CLIENT_NUMBER_MESSAGE);
    await expectRefused('GET', '/chart/allplanetschedule/1/0x1', undefined, DASHA_INDEX_MESSAGE);
    expect(await data('/user/1')).toEqual(before);
    expect(await data('/config/user/1')).toMatchObject({ config4: null });
  });

  it('stores the profile time zone at full precision', async () => {
    await start();
    for (const timezone of [1 / 3, 5.75, 1e-320]) {
      const res = await call('POST', '/astrologer/edit', { ...PROFILE_IN_CHENNAI, timezone });
      expect(res.statusCode, res.body).toBe(200);
      expect(await data('/astrologer/view')).toMatchObject({ timezone });
    }
  });

  it('refuses a partial settings or profile body, naming the missing field, and resets nothing', async () => {
    await start();
    const saved = settingsBody({ config1: 'yyyy-MM-dd', config4: 1, config5: 0.5, config8: 2 });
    expect(await call('POST', '/config/astrologer/edit', saved)).toMatchObject({ statusCode: 200 });
    expect(await call('POST', '/config/user/edit', { ...saved, userId: 1 })).toMatchObject({
      statusCode: 200,
    });
    const profile = { ...PROFILE_IN_CHENNAI, timezone: -3.5 };
    expect(await call('POST', '/astrologer/edit', profile)).toMatchObject({ statusCode: 200 });
    const before = {
      mine: await data('/config/astrologer'),
      client: await data('/config/user/1'),
      profile: await data('/astrologer/view'),
    };

    await expectRefused('POST', '/config/astrologer/edit', {}, 'config0 (language) is missing');
    await expectRefused(
      'POST',
      '/config/astrologer/edit',
      { config1: 'dd-MM-yyyy' },
      'config0 (language) is missing',
    );
    const withoutColours = without(saved, 'config7');
    await expectRefused(
      'POST',
      '/config/astrologer/edit',
      withoutColours,
      'config7 (event value colors) is missing',
    );
    await expectRefused(
      'POST',
      '/config/user/edit',
      { userId: 1, config4: 5 },
      'config0 (language) is missing',
    );
    await expectRefused('POST', '/config/user/edit', settingsBody(), 'userId (client number) is missing');
    const withoutZone = without(profile, 'timezone');
    await expectRefused('POST', '/astrologer/edit', withoutZone, 'timezone is missing');

    expect({
      mine: await data('/config/astrologer'),
      client: await data('/config/user/1'),
      profile: await data('/astrologer/view'),
    }).toEqual(before);
  });

  it('refuses a client edit that leaves a field out, naming it, and resets nothing', async () => {
    await start();
    const full = {
      ...CLIENT,
      fatherName: 'Sundaram',
      mobile: '9000012345',
      email: 'ravi@example.com',
      maritalStatus: 'Married',
      marriageDate: '2015-02-11',
      sex: 'Female',
      birthTimezone: -4,
      id: 1,
      runningId: 1,
    };
    expect(await call('PUT', '/user/edit', full)).toMatchObject({ statusCode: 200 });
    const before = await data('/user/1');
    const kept = ['lastName', 'fatherName', 'mobile', 'email', 'maritalStatus', 'marriageDate', 'sex'];
    for (const field of [...kept, 'birthTimezone'])
      await expectRefused(
        'PUT',
        '/user/edit',
        { ...without(full, field), firstName: 'Sita' },
        `${field} is missing`,
      );
    await expectRefused(
      'PUT',
      '/user/edit',
      { id: 1, runningId: 1, firstName: 'Sita' },
      'lastName is missing',
    );
    expect(await data('/user/1')).toEqual(before);
    expect(before).toMatchObject({ fatherName: 'Sundaram', sex: 'Female', birthTimezone: -4 });
    type Doc = { paths: Record<string, { put: { requestBody: { content: Record<string, Schema> } } }> };
    type Schema = { schema: { required: string[] } };
    const doc = (await call('GET', '/docs/json')).json<Doc>();
    const edit = doc.paths['/user/edit']?.put.requestBody.content['application/json']?.schema;
    expect(edit?.required.sort()).toEqual(Object.keys(full).sort());
  });

  it('refuses impossible dates and times for the UTC offset', async () => {
    await start();
    const offset = (date: string, time: string) =>
      `/search/utcoffset?timeZone=Asia%2FKolkata&date=${date}&time=${encodeURIComponent(time)}`;
    await expectRefused('GET', offset('2024-02-30', '10:00'), undefined, 'Enter valid birth date');
    await expectRefused('GET', offset('2023-02-29', '10:00'), undefined, 'Enter valid birth date');
    await expectRefused('GET', offset('2024-02-29', '25:00'), undefined, 'Enter valid birth time');
    await expectRefused('GET', offset('2024-02-29', '10:60'), undefined, 'Enter valid birth time');
    expect((await call('GET', offset('2024-02-29', '23:59:59'))).statusCode).toBe(200);
  });

  it('names the field instead of answering validator text, and never echoes a long URL', async () => {
    await start();
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/users/search',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '"Ravi"',
    });
    expect(text.json()).toEqual({ code: '400', message: 'The request must be a JSON object', data: null });
    await expectRefused(
      'POST',
      '/users/search',
      { keyword: 'Ravi', pageSize: 0 },
      'pageSize must be at least 1',
    );
    await expectRefused(
      'POST',
      '/users/search',
      { keyword: 'Ravi', pageNumber: 'x' },
      'pageNumber must be a number',
    );
    const long = await call('GET', `/search/coordinate/${'a'.repeat(300)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: '414', message: 'The address is too long', data: null });
    const broken = await call('GET', '/search/coordinate/%E0%A4%A');
    expect(broken.json()).toEqual({ code: '400', message: ADDRESS_NOT_DECODED_MESSAGE, data: null });
  });
});
