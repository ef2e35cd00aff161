import { formatCalendarDifference, toJulianDayFromMs } from '@kpdesk/chart-answers';
import { computeChart, findRunningPeriods } from '@kpdesk/astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  PROFILE_IN_CHENNAI,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

/**
 * The chart calls whose answers are kept with the cached chart (userdata, profile, transit,
 * dasha chain, sub-periods): a kept answer is sent as the same bytes, so these check that every change it
 * depends on, and the clock where it reads it, still gives a new answer at once.
 */
const KEPT_CALLS = [
  'userdata/1',
  'profile/1',
  'transituserchart/1',
  'dashachain/1/2026-01-01_12:00:00',
  'dashachain/1/now',
  'subperiods/1/2/1/1',
];

type Bodies = Record<string, string>;

/** Every field of the client edit call for the Appendix A client. */
const CLIENT_DETAILS = {
  ...APPENDIX_A_CLIENT,
  lastName: 'Client',
  fatherName: 'Father',
  birthTimezone: 5.5,
  maritalStatus: 'Married',
  marriageDate: null,
  mobile: null,
  email: null,
};

describe.each(dialects())('chart answers kept with the chart on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let signInFields: { emailOrMobile: string; pin: string };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

  /** Each kept call's answer as sent (the bytes), after checking it succeeded. */
  async function readAll(): Promise<Bodies> {
    const bodies: Bodies = {};
    for (const call of KEPT_CALLS) {
      const res = await send('GET', `chart/${call}`);
      expect([res.statusCode, res.json<{ code: string }>().code], call).toEqual([200, '200']);
      bodies[call] = res.body;
    }
    return bodies;
  }

  /** Signs in again: a token lives 12 hours of the test clock. */
  async function signInAgain() {
    const res = await t.app.inject({ method: 'POST', url: '/api/astrologer/login', payload: signInFields });
    headers = { authorization: `Bearer ${res.json<{ data: { token: string } }>().data.token}` };
  }

  /** The calls whose answer is the same as before: none may be, after a change they depend on. */
  const unchanged = (before: Bodies, after: Bodies) => KEPT_CALLS.filter((c) => before[c] === after[c]);

  beforeEach(async () => {
    t = await createTestApp(dialect);
    const account = await signUpAstrologer(t.app);
    headers = account.headers;
    signInFields = { emailOrMobile: account.fields.emailId, pin: account.fields.pin };
    expect((await send('POST', 'user/quickadd', APPENDIX_A_CLIENT)).statusCode).toBe(200);
    expect((await send('POST', 'astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
  });
  afterEach(async () => t.close());

  it("answers anew after the astrologer's settings, the client's settings or the birth data change", async () => {
    const first = await readAll();
    expect(await readAll()).toEqual(first);

    await send('POST', 'config/astrologer/edit', settingsBody({ config4: 1 }));
    const afterAstrologer = await readAll();
    expect(unchanged(first, afterAstrologer)).toEqual([]);

    await send('POST', 'config/user/edit', { ...settingsBody({ config4: 2 }), userId: 1 });
    const afterClient = await readAll();
    expect(unchanged(afterAstrologer, afterClient)).toEqual([]);

    const { id } = (await send('GET', 'user/1')).json<{ data: { id: number } }>().data;
    const edit = { ...CLIENT_DETAILS, id, runningId: 1, birthTime: '09:08:00' };
    expect((await send('PUT', 'user/edit', edit)).statusCode).toBe(200);
    expect(unchanged(afterClient, await readAll())).toEqual([]);
  });

  it("answers the event data and the Time Analyser anew after the judgement is saved, on the proposal's bytes before", async () => {
    // Marriage is event 1: its proposal is kept with the chart, the saved judgement read on every request.
    const eventCalls = ['event/1/marriage', 'piltchart/1/1'];
    const read = async () => {
      const bodies: Bodies = {};
      for (const call of eventCalls) bodies[call] = (await send('GET', `chart/${call}`)).body;
      return bodies;
    };
    const proposed = await read();
    expect(await read()).toEqual(proposed);
    type Judged = { data: { userEvent: { isSaved: boolean; planetOrder: string } } };
    expect((JSON.parse(proposed['event/1/marriage'] ?? '{}') as Judged).data.userEvent.isSaved).toBe(false);

    const order = '9,6,1,2,3,8,5,7,4';
    const body = { userId: 1, eventId: 1, planetCategory: '1,2,3,4,5,6,7,8,9', planetOrder: order };
    expect((await send('POST', 'chart/event/planetcategory', body)).statusCode).toBe(200);
    const judged = await read();
    expect(eventCalls.filter((c) => judged[c] === proposed[c])).toEqual([]);
    const { userEvent } = (JSON.parse(judged['event/1/marriage'] ?? '{}') as Judged).data;
    expect([userEvent.isSaved, userEvent.planetOrder]).toEqual([true, order]);
  });

  it('answers the transit anew when the profile place changes', async () => {
    const before = (await readAll())['transituserchart/1'];
    await send('POST', 'astrologer/edit', { ...PROFILE_IN_CHENNAI, city: 'Madras' });
    const after = JSON.parse((await readAll())['transituserchart/1'] ?? '{}') as { data: { city: string } };
    expect([JSON.stringify(after) === before, after.data.city]).toEqual([false, 'Madras']);
  });

  it('follows the clock: the minute of the transit, the second of the chain, the balances of userdata', async () => {
    const chart = computeChart({
      date: APPENDIX_A_CLIENT.birthDate,
      time: APPENDIX_A_CLIENT.birthTime,
      utcOffsetHours: 5.5,
      place: { latitude: APPENDIX_A_CLIENT.birthLatitude, longitude: APPENDIX_A_CLIENT.birthLongitude },
      settings: { ayanamsa: 5 },
    });
    type UserData = { currentDasha: { balance: string }; currentAndharam: { balance: string } };
    const data = <T>(bodies: Bodies, call: string) => (JSON.parse(bodies[call] ?? '{}') as { data: T }).data;
    let before = await readAll();
    // Seven-hour steps over four days cross local midnights and the birth clock's hour of every period's end.
    for (let step = 0; step < 14; step++) {
      t.clock.advance(7 * 3_600_000);
      await signInAgain();
      const now = await readAll();
      const nowJd = toJulianDayFromMs(t.clock.now());
      const [dasha, , antara] = findRunningPeriods(chart.dasha, nowJd, 3);
      expect(data<UserData>(now, 'userdata/1'), `step ${step}`).toMatchObject({
        currentDasha: { balance: formatCalendarDifference(nowJd, dasha?.end ?? 0, 5.5) },
        currentAndharam: { balance: formatCalendarDifference(nowJd, antara?.end ?? 0, 5.5) },
      });
      expect(now['dashachain/1/now']).not.toBe(before['dashachain/1/now']);
      expect(now['transituserchart/1']).not.toBe(before['transituserchart/1']);
      expect(now['profile/1']).toBe(before['profile/1']);
      before = now;
    }
  });
});
