import 'fake-indexeddb/auto';
import { EVENT_MESSAGES, TRANSIT_NO_PLACE_CODE, type ClientRequest } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptDeviceKey, wipeDevice } from './device-store';
import { answerChartOffline } from './offline-charts';

/** A kept client as GET /userrequest/7 answers it: born in Chennai, 1984-06-15 05:30 IST. */
const client: ClientRequest = {
  id: 70,
  runningId: 7,
  firstName: 'Lakshmi',
  lastName: 'Iyer',
  fatherName: null,
  sex: 'Female',
  dobDate: '1984-06-15',
  dobTime: '05:30:00',
  birthTimezone: 5.5,
  birthCity: 'Chennai',
  birthLongitude: 80.27,
  birthLatitude: 13.08,
  maritalStatus: 'Single',
  marriageDate: null,
  email: null,
  mobile: null,
  birthDate: '1984-06-15',
  birthTime: '05:30:00',
  birthTimeCorrected: null,
  birthDay: 'Friday',
};

async function deviceKeeping() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const store = await adoptDeviceKey({ key: btoa(String.fromCharCode(...bytes)), keyId: 'k' });
  await store.keep('/userrequest/7', client);
  return store;
}

const question = {
  horaryNumber: 100,
  method: 'judgementMoment',
  question: 'Will the job come?',
  clientRunningId: 7,
  eventId: 9999,
  date: '2026-11-29',
  time: '10:00:00',
  timezone: 5.5,
  place: 'Chennai',
  latitude: 13.08,
  longitude: 80.27,
};

afterEach(async () => wipeDevice());

describe('chart calls answered offline from the kept practice', () => {
  it('answers nothing for a path that is no chart call, and for a client the device does not keep', async () => {
    const store = await deviceKeeping();
    expect(await answerChartOffline(store, { method: 'GET', path: '/user/7', body: undefined })).toBeNull();
    const other = { method: 'GET', path: '/chart/birthchart/8', body: undefined };
    expect(await answerChartOffline(store, other)).toBeNull();
  });

  it('refuses bad parameters and bodies with the call’s own message, as the server does (400)', async () => {
    const store = await deviceKeeping();
    const call = { method: 'GET', path: '/chart/allplanetschedule/7/12', body: undefined };
    expect(await answerChartOffline(store, call)).toEqual({
      code: '400',
      message: 'Dasha index must be a number from 0 to 8',
      data: null,
    });
    const badHorary = { method: 'POST', path: '/horary/chart', body: { ...question, method: 'x' } };
    expect(await answerChartOffline(store, badHorary)).toMatchObject({ code: '400', data: null });
  });

  it('refuses a horary question with an unknown event as the server does', async () => {
    const store = await deviceKeeping();
    const answer = await answerChartOffline(store, { method: 'POST', path: '/horary/chart', body: question });
    expect(answer).toEqual({ code: '404', message: EVENT_MESSAGES.eventNotFound, data: null });
  });

  it('computes the kept client’s chart calls and the transit of now (code 104 with no profile place)', async () => {
    const store = await deviceKeeping();
    const profile = await answerChartOffline(store, { method: 'GET', path: '/chart/profile/7', body: null });
    expect(profile?.data).toMatchObject({ nodeType: 'mean', ephemeris: 'Moshier' });
    const transit = { method: 'GET', path: '/chart/transituserchart/7', body: undefined };
    expect(await answerChartOffline(store, transit)).toMatchObject({
      code: TRANSIT_NO_PLACE_CODE,
      data: null,
    });
    const cast = { method: 'POST', path: '/horary/chart', body: { ...question, eventId: null } };
    expect((await answerChartOffline(store, cast))?.data).toMatchObject({ clientName: 'Lakshmi Iyer' });
  });

  it('answers the calls of the moment at hand: a panchang day, a transit of a moment (104 with no place)', async () => {
    const store = await deviceKeeping();
    const place = { timezone: 5.5, place: 'New Delhi', latitude: 28.6139, longitude: 77.209 };
    const day = { method: 'POST', path: '/panchang/day', body: { date: '2022-01-24', ...place } };
    expect((await answerChartOffline(store, day))?.data).toMatchObject({ date: '2022-01-24', polar: false });
    const badDay = { method: 'POST', path: '/panchang/day', body: { date: '2022-02-30', ...place } };
    expect(await answerChartOffline(store, badDay)).toMatchObject({ code: '400', data: null });
    const moment = { method: 'GET', path: '/chart/transituserchart/7/2026-11-23_10%3A00', body: undefined };
    expect(await answerChartOffline(store, moment)).toMatchObject({
      code: TRANSIT_NO_PLACE_CODE,
      data: null,
    });
    const notKept = { method: 'GET', path: '/chart/transitchart/8', body: undefined };
    expect(await answerChartOffline(store, notKept)).toBeNull();
  });
});
