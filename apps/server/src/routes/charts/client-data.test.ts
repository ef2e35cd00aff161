import { DASHA_INDEX_MESSAGE } from '@kpdesk/contract';
import { computeChart, findRunningPeriods, formatDms, type ChartSettings } from '@kpdesk/astro';
import { TRANSIT_NO_PLACE_MESSAGE } from '@kpdesk/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
  PROFILE_IN_CHENNAI,
} from '../../test/app.js';

const CLIENT = {
  firstName: 'Appendix',
  lastName: 'Client',
  fatherName: 'Father',
  sex: 'Male',
  birthTimezone: 5.5,
  birthDate: '1935-09-12',
  birthTime: '21:08:00',
  birthCity: 'Guna',
  birthLatitude: 24.65,
  birthLongitude: 77.3,
  maritalStatus: 'Married',
  marriageDate: null,
  mobile: null,
  email: null,
};
const PROFILE_PLACE = PROFILE_IN_CHENNAI;
const engine = (time = CLIENT.birthTime, settings: Partial<ChartSettings> = {}) =>
  computeChart({
    date: CLIENT.birthDate,
    time,
    utcOffsetHours: 5.5,
    place: { latitude: CLIENT.birthLatitude, longitude: CLIENT.birthLongitude },
    settings: { ayanamsa: 5, ...settings },
  });
const ALL_CALLS = [
  'userdata',
  'birthchart',
  'navamsa',
  'planetarypositionchart',
  'cuspalpositionchart',
  'planetarycuspalpositionchart',
  'planetsignificatorcuspalview',
  'planetsignificatorplanetview',
  'cuspalsignificatorcuspalview',
  'cuspalsignificatorplanetview',
  'aspectingchart',
  'aspectingcuspalchart',
  'conjoinedchart',
  'planetlink',
  'cuspallinkstarlord',
  'cuspallinksublord',
  'cuspallinksubsublord',
  'effectiveplanetsignificator',
  'extendedcuspalsignificator',
  'extendedplanetsignificator',
  'planetschedule',
  'transituserchart',
  'profile',
]
  .map((p) => `${p}/1`)
  .concat(['allplanetschedule/1/0']);

type Body<T> = { code: string; message: string; data: T };
type Table = { columns: string[]; rows: string[][] };

describe.each(dialects())('client chart data, settings and ownership on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api/${url}`, headers: h, ...(payload ? { payload } : {}) });
  const get = async <T>(path: string) => (await send('GET', `chart/${path}`)).json<Body<T>>().data;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    const added = await send('POST', 'user/add', { ...CLIENT, captcha: 'any', checksum: 'disabled' });
    expect(added.statusCode, added.body).toBe(200);
  });
  afterEach(async () => t.close());

  it('answers the client chart data of the Appendix A client', async () => {
    const chart = engine();
    const data = await get<Record<string, unknown>>('userdata/1');
    expect(data).toMatchObject({
      runningId: 1,
      signName: 'Aquarius',
      signLord: 'Saturn',
      starLord: 'Jupiter',
      subStarLord: 'Saturn',
      cuspalSignName: 'Aries',
      cuspalSignLord: 'Mars',
      cuspalStarLord: 'Venus',
      cuspalSubStarLord: 'Rahu',
      cuspalSubSubStarLord: 'Venus',
      birthDay: 'Thursday',
      dashaName: 'Jupiter',
      bhuktiName: 'Saturn',
      starName: chart.panchang.nakshatra.name,
      pathamNumber: chart.panchang.nakshatra.pada,
      thithiName: chart.panchang.tithi.name,
      thithiPaksha: chart.panchang.tithi.paksha,
      thithiTypeName: 'Purna',
      thithiTypeName2: 'Full',
      ayanamsaName: 'Krishnamurti',
      ayanamsaDegree: formatDms(chart.profile.ayanamsa.degrees),
      dayLord: chart.rulingPlanets.dayLord.planet,
    });
    const [bhukti, antara] = findRunningPeriods(chart.dasha, chart.profile.julianDayUT, 3).slice(1);
    expect(data).toMatchObject({ bhuktiName: bhukti?.lord, andharamName: antara?.lord });
    // Domain §12.4 with KP mode 5: balance 12.0675 years, the Jupiter mahadasha ends 1947-10-07.
    expect(String(data.dashaEnd).slice(0, 10)).toBe('1947-10-07');
    expect(data.dashaBalance).toMatch(/^12 years 0 months \d+ days$/);
    const now = Date.UTC(2026, 10, 22, 6, 0, 0) / 86_400_000 + 2440587.5;
    const [md, bk, an] = findRunningPeriods(chart.dasha, now, 3);
    expect(data).toMatchObject({
      currentDasha: { name: md?.lord },
      currentBhukti: { name: bk?.lord },
      currentAndharam: { name: an?.lord },
    });
    expect((data.rulingPlanets as Table).rows.map((r) => r[0])).toEqual(['Lagna', 'Moon', 'Day Lord']);
  });

  it('answers the schedule, its drilldown, and 400 for a bad dasha index', async () => {
    const chart = engine();
    const schedule = await get<{ dashas: { lord: string; bhuktis: { lord: string }[] }[] }>(
      'planetschedule/1',
    );
    expect(schedule.dashas.map((d) => d.lord)).toEqual(chart.dasha.mahadashas.map((d) => d.lord));
    expect(schedule.dashas[0]?.bhuktis.map((b) => b.lord)).toEqual(
      chart.dasha.mahadashas[0]?.periods.map((b) => b.lord),
    );
    const drill = await get<{ dasha: { lord: string }; bhuktis: { antaras: unknown[] }[] }>(
      'allplanetschedule/1/8',
    );
    expect(drill.dasha.lord).toBe(chart.dasha.mahadashas[8]?.lord);
    expect(drill.bhuktis.map((b) => b.antaras.length)).toEqual([9, 9, 9, 9, 9, 9, 9, 9, 9]);
    for (const bad of ['9', '-1', 'x']) {
      const res = await send('GET', `chart/allplanetschedule/1/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', message: DASHA_INDEX_MESSAGE });
    }
  });

  it('answers 404 to another astrologer for every chart call', async () => {
    const other = (await signUpAstrologer(t.app)).headers;
    for (const path of ALL_CALLS) {
      const res = await send('GET', `chart/${path}`, undefined, other);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ code: '404', message: 'Client is not found.', data: null });
    }
    for (const path of ALL_CALLS) expect((await send('GET', `chart/${path}`)).statusCode, path).toBe(200);
  });

  it('follows the ayanamsa, correction and chart type settings', async () => {
    const sunLongitude = async () => (await get<Table>('planetarypositionchart/1')).rows[0]?.[5];
    expect(await sunLongitude()).toBe(formatDms(engine().bodies[0]!.longitude));
    await send('POST', 'config/astrologer/edit', settingsBody({ config4: 1, config8: 1 }));
    expect(await sunLongitude()).toBe(formatDms(engine(undefined, { ayanamsa: 1 }).bodies[0]!.longitude));
    expect(await get('profile/1')).toMatchObject({
      ayanamsaIndex: 1,
      ayanamsaName: engine(undefined, { ayanamsa: 1 }).profile.ayanamsa.name,
    });
    expect(await get('birthchart/1')).toMatchObject({ birthChartType: 1 });
    await send(
      'POST',
      'config/user/edit',
      settingsBody({ userId: 1, config4: 5, config5: '0.5', config8: 3 }),
    );
    expect(await sunLongitude()).toBe(formatDms(engine(undefined, { correction: 0.5 }).bodies[0]!.longitude));
    expect(await get('profile/1')).toMatchObject({ ayanamsaIndex: 5, correction: 0.5 });
    expect(await get('birthchart/1')).toMatchObject({ birthChartType: 3 });
  });

  it('recomputes after an edit of the birth data', async () => {
    const cuspOne = async () => (await get<Table>('cuspalpositionchart/1')).rows[0]?.slice(5, 7);
    expect(await cuspOne()).toEqual([formatDms(engine().cusps[0]!.longitude), 'Mars']);
    const { id } = (await send('GET', 'user/1')).json<Body<{ id: number }>>().data;
    const edited = await send('PUT', 'user/edit', { ...CLIENT, id, runningId: 1, birthTime: '09:08:00' });
    expect(edited.statusCode, edited.body).toBe(200);
    const later = engine('09:08:00');
    expect(await cuspOne()).toEqual([formatDms(later.cusps[0]!.longitude), later.cusps[0]!.signLord]);
  });

  it('asks for the profile city before a transit chart, then answers it for now at that place', async () => {
    const missing = await send('GET', 'chart/transituserchart/1');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ code: '104', message: TRANSIT_NO_PLACE_MESSAGE, data: null });
    expect((await send('POST', 'astrologer/edit', PROFILE_PLACE)).statusCode).toBe(200);
    const transit = await get<{
      date: string;
      time: string;
      city: string;
      planetPosition: Table;
      rulingPlanets: Table;
    }>('transituserchart/1');
    expect(transit).toMatchObject({ date: '2026-11-22', time: '11:30', city: 'Chennai', timezone: 5.5 });
    const expected = computeChart({
      date: '2026-11-22',
      time: '11:30:00',
      utcOffsetHours: 5.5,
      place: { latitude: PROFILE_PLACE.latitude, longitude: PROFILE_PLACE.longitude },
      settings: { ayanamsa: 5 },
    });
    expect(transit.planetPosition.rows.map((r) => r[5])).toEqual(
      expected.bodies.map((b) => formatDms(b.longitude)),
    );
    expect(transit.rulingPlanets.rows[2]?.slice(0, 2)).toEqual([
      'Day Lord',
      expected.rulingPlanets.dayLord.planet,
    ]);
  });
});
