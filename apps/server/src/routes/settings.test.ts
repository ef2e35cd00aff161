import { afterEach, describe, expect, it } from 'vitest';
import { loadChartInputs } from '../services/chart-core/chart-inputs.js';
import { createTestApp, dialects, settingsBody, signUpAstrologer, type TestApp } from '../test/app.js';

const getEffectiveSettings = async (...args: Parameters<typeof loadChartInputs>) =>
  (await loadChartInputs(...args)).settings;
const getChartInputsVersion = async (...args: Parameters<typeof loadChartInputs>) =>
  (await loadChartInputs(...args)).version;

type Headers = Record<string, string>;
const call = (t: TestApp, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addClient(t: TestApp, headers: Headers): Promise<number> {
  const body = {
    firstName: 'Ravi',
    birthDate: '1985-03-12',
    birthTime: '06:15:00',
    birthCity: 'Chennai',
    birthLatitude: 13.08,
    birthLongitude: 80.27,
    sex: 'Male',
  };
  return (await call(t, 'POST', '/api/user/quickadd', headers, body)).json<{ data: { runningId: number } }>()
    .data.runningId;
}

describe.each(dialects())('settings on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('answers the defaults before anything is saved', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    expect((await call(t, 'GET', '/api/config/astrologer', headers)).json()).toMatchObject({
      data: {
        config0: 'en-en',
        config1: 'dd-MM-yyyy',
        config4: 5,
        config5: null,
        config8: 0,
        config9: 'mean',
        config10: 365.25,
      },
    });
  });

  it('saves the astrologer settings, storing a correction of 0 as null', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const saved = await call(
      t,
      'POST',
      '/api/config/astrologer/edit',
      headers,
      settingsBody({ config1: 'yyyy-MM-dd', config4: 1, config5: '0', config8: 1 }),
    );
    expect(saved.json()).toEqual({ code: '200', message: 'Settings are updated successfully', data: null });
    expect((await call(t, 'GET', '/api/config/astrologer', headers)).json()).toMatchObject({
      data: { config1: 'yyyy-MM-dd', config4: 1, config5: null, config8: 1 },
    });
    const bad = await call(
      t,
      'POST',
      '/api/config/astrologer/edit',
      headers,
      settingsBody({ config5: '200' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Enter ayanamsa correction value in between -180 and 180' });
  });

  it('resolves a client value of Default to the astrologer’s, and back', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const runningId = await addClient(t, headers);
    await call(t, 'POST', '/api/config/astrologer/edit', headers, settingsBody({ config4: 1, config8: 2 }));
    expect((await call(t, 'GET', `/api/config/user/${runningId}`, headers)).json()).toMatchObject({
      data: { userId: runningId, config4: null, config8: null },
    });
    const astrologerId = 1;
    const deps = { db: t.app.context.db, clock: t.clock };
    expect(await getEffectiveSettings(deps, astrologerId, runningId)).toMatchObject({
      ayanamsa: 1,
      chartType: 2,
    });
    await call(
      t,
      'POST',
      '/api/config/user/edit',
      headers,
      settingsBody({ userId: runningId, config4: 5, config5: '0.5', config8: '' }),
    );
    expect(await getEffectiveSettings(deps, astrologerId, runningId)).toMatchObject({
      ayanamsa: 5,
      ayanamsaCorrection: 0.5,
      chartType: 2,
    });
    await call(t, 'POST', '/api/config/user/edit', headers, settingsBody({ userId: runningId, config4: '' }));
    expect(await getEffectiveSettings(deps, astrologerId, runningId)).toMatchObject({ ayanamsa: 1 });
  });

  it('moves the chart inputs version on every birth data or settings write, even in the same millisecond', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const runningId = await addClient(t, headers);
    const deps = { db: t.app.context.db, clock: t.clock };
    const seen = [await getChartInputsVersion(deps, 1, runningId)];
    const writes = [
      () => call(t, 'POST', '/api/config/astrologer/edit', headers, settingsBody({ config4: 1 })),
      () => call(t, 'POST', '/api/config/astrologer/edit', headers, settingsBody({ config4: 2 })),
      () =>
        call(t, 'POST', '/api/config/user/edit', headers, settingsBody({ userId: runningId, config4: 5 })),
      () =>
        call(t, 'POST', '/api/config/user/edit', headers, settingsBody({ userId: runningId, config4: 6 })),
      () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/edit',
          headers,
          payload: {
            id: 1,
            runningId,
            firstName: 'Ravi',
            lastName: null,
            fatherName: null,
            sex: 'Male',
            birthDate: '1985-03-12',
            birthTime: '06:16:00',
            birthTimezone: 5.5,
            birthCity: 'Chennai',
            birthLatitude: 13.08,
            birthLongitude: 80.27,
            maritalStatus: '',
            marriageDate: null,
            email: null,
            mobile: null,
          },
        }),
    ];
    for (const write of writes) {
      expect((await write()).statusCode).toBe(200);
      seen.push(await getChartInputsVersion(deps, 1, runningId));
    }
    expect(new Set(seen).size).toBe(seen.length);
    await expect(getChartInputsVersion(deps, 2, runningId)).rejects.toMatchObject({ status: 404 });
  });
});

describe.each(dialects())('places on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('suggests places from 3 characters and proposes the historical offset', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    expect((await call(t, 'GET', '/api/search/coordinate/Ch', headers)).statusCode).toBe(400);
    const places = (await call(t, 'GET', '/api/search/coordinate/Chennai', headers)).json<{
      data: { locationName: string; timeZone: string; latitude: number }[];
    }>().data;
    expect(places[0]).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect(places[0]?.locationName).toMatch(/^Chennai, Tamil Nadu, India/);
    expect(places[0]?.latitude).toBeCloseTo(13.09, 1);
    const offset = await call(
      t,
      'GET',
      '/api/search/utcoffset?timeZone=Asia/Kolkata&date=1943-06-01&time=12:00',
      headers,
    );
    expect(offset.json()).toMatchObject({ data: { utcOffsetHours: 6.5 } });
  });
});
