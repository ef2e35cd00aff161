/**
 * GET /chart/dashachain and GET /chart/subperiods on every database, for the Appendix A client
 * (Guna, IST): the five running periods of a moment against the engine's own chain of the same chart, 'now'
 * on the birth clock, the balance at birth as Client Details reads it, the sookshmas and pranas of an antara
 * chosen in the drilldown, refusals naming the field, and another astrologer's client as a missing one.
 */
import { formatLocalDateTime, toJulianDay } from '@kpdesk/chart-answers';
import {
  DASHA_CHAIN_MESSAGES,
  type DashaChain,
  type DashaDrilldown,
  type SubPeriods,
} from '@kpdesk/contract';
import { computeChart, computeDashaBalance, findRunningPeriods } from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

const IST = 5.5;
const chart = computeChart({
  date: APPENDIX_A_CLIENT.birthDate,
  time: APPENDIX_A_CLIENT.birthTime,
  utcOffsetHours: IST,
  place: { latitude: APPENDIX_A_CLIENT.birthLatitude, longitude: APPENDIX_A_CLIENT.birthLongitude },
  settings: { ayanamsa: 5 },
});

describe.each(dialects())('dasha chain and sub-periods on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  const get = (path: string, as = headers) =>
    t.app.inject({ method: 'GET', url: `/api/chart/${path}`, headers: as });
  const data = async <T>(path: string): Promise<T> => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    otherHeaders = (await signUpAstrologer(t.app)).headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers,
      payload: APPENDIX_A_CLIENT,
    });
    expect(added.json()).toMatchObject({ data: { runningId: 1 } });
  });
  afterAll(async () => t.close());

  it('answers the five running periods of a moment as the engine finds them, each containing the moment', async () => {
    const answer = await data<DashaChain>('dashachain/1/2026-01-01_12:00:00');
    expect(answer.moment).toBe('2026-01-01 12:00:00');
    const jd = toJulianDay({ date: '2026-01-01', time: '12:00:00' }, IST);
    const engine = findRunningPeriods(chart.dasha, jd, 5);
    expect(answer.chain).toEqual(
      engine.map((p, i) => ({
        level: ['dasha', 'bhukti', 'antara', 'sookshma', 'prana'][i],
        lord: p.lord,
        start: formatLocalDateTime(p.start, IST),
        end: formatLocalDateTime(p.end, IST),
      })),
    );
    for (const p of answer.chain) {
      expect(p.start <= answer.moment && answer.moment < p.end, `${p.level} ${p.start} – ${p.end}`).toBe(
        true,
      );
    }
  });

  it("reads 'now' on the birth clock (the test clock: 2026-11-22 06:00 UT = 11:30 IST)", async () => {
    const now = await data<DashaChain>('dashachain/1/now');
    expect(now.moment).toBe('2026-11-22 11:30:00');
    expect(now.chain).toEqual((await data<DashaChain>('dashachain/1/2026-11-22_11:30:00')).chain);
  });

  it('gives the balance at birth in the chain and in the client chart data alike', async () => {
    const expected = computeDashaBalance(chart.dasha);
    expect((await data<DashaChain>('dashachain/1/now')).balanceAtBirth).toEqual(expected);
    const userData = await data<{ balanceAtBirth: unknown; dashaName: string }>('userdata/1');
    expect(userData.balanceAtBirth).toEqual(expected);
    expect(expected.lord).toBe(userData.dashaName);
  });

  it('answers an empty chain beyond the 120-year schedule', async () => {
    expect((await data<DashaChain>('dashachain/1/2999-01-01_00:00:00')).chain).toEqual([]);
  });

  it('answers the sookshmas and pranas of an antara chosen in the drilldown, bound end to end', async () => {
    const drilldown = await data<DashaDrilldown>('allplanetschedule/1/2');
    const sub = await data<SubPeriods>('subperiods/1/2/4/7');
    expect(sub.dasha).toEqual(drilldown.dasha);
    const { antaras, ...bhukti } = drilldown.bhuktis[4]!;
    expect(sub.bhukti).toEqual(bhukti);
    expect(sub.antara).toEqual(antaras[7]);
    expect(sub.sookshmas[0]!.lord).toBe(sub.antara.lord);
    expect(sub.sookshmas[0]!.start).toBe(sub.antara.start);
    expect(sub.sookshmas[8]!.end).toBe(sub.antara.end);
    sub.sookshmas.forEach((s, i) => {
      if (i > 0) expect(s.start).toBe(sub.sookshmas[i - 1]!.end);
      expect(s.pranas[0]!.lord).toBe(s.lord);
      expect(s.pranas[0]!.start).toBe(s.start);
      expect(s.pranas[8]!.end).toBe(s.end);
    });
  });

  it.each([
    ['dashachain/1/2026-02-30_10:00:00', DASHA_CHAIN_MESSAGES.momentInvalid],
    ['dashachain/1/tomorrow', DASHA_CHAIN_MESSAGES.momentInvalid],
    ['subperiods/1/9/0/0', DASHA_CHAIN_MESSAGES.dashaIndex],
    ['subperiods/1/0/9/0', DASHA_CHAIN_MESSAGES.bhuktiIndex],
    ['subperiods/1/0/0/x', DASHA_CHAIN_MESSAGES.antaraIndex],
  ])('refuses %s naming the field', async (path, message) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400', message });
  });

  it("answers another astrologer's client as a missing one", async () => {
    for (const path of ['dashachain/1/now', 'subperiods/1/0/0/0']) {
      const theirs = await get(path, otherHeaders);
      const missing = await get(path.replace('/1/', '/99/'));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ message: 'Client is not found.' });
      expect(missing.json()).toEqual(theirs.json());
    }
  });
});
