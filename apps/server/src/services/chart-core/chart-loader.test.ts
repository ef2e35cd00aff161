import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, settingsBody, signUpAstrologer, type TestApp } from '../../test/app.js';
import { createChartCache, type ChartCacheOptions } from './chart-cache.js';
import { loadClientChart, type ChartDeps } from './chart-loader.js';
import { loadTransitOfNow } from './transit-charts.js';

const CLIENT = {
  firstName: 'Ravi',
  birthDate: '1985-03-12',
  birthTime: '06:15:00',
  birthCity: 'Chennai',
  birthLatitude: 13.08,
  birthLongitude: 80.27,
  sex: 'Male',
};

type ChartSettingsOf = Parameters<typeof loadTransitOfNow>[2];

describe.each(dialects())('the chart cache on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  /** The chart loading functions over their own fresh caches, as the chart services use them. */
  function createChartService(base: Omit<ChartDeps, 'cache'>, options: ChartCacheOptions = {}) {
    const deps: ChartDeps = { ...base, cache: createChartCache(options) };
    return {
      loadClientChart: (astrologerId: number, runningId: number) =>
        loadClientChart(deps, astrologerId, runningId),
      loadTransitChart: (astrologerId: number, settings: ChartSettingsOf) =>
        loadTransitOfNow(deps, astrologerId, settings),
      get cachedCharts() {
        return deps.cache.clientCharts.size;
      },
    };
  }

  async function setUp(clients = 1) {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    for (let i = 0; i < clients; i++) {
      await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: CLIENT });
    }
    return headers;
  }

  it('computes a chart once and reuses it until the birth data or a setting changes', async () => {
    const headers = await setUp();
    const service = createChartService({
      db: t.app.context.db,
      clock: t.clock,
      ephePath: null,
      work: t.app.context.work,
    });
    const first = await service.loadClientChart(1, 1);
    const [again, parallel] = await Promise.all([
      service.loadClientChart(1, 1),
      service.loadClientChart(1, 1),
    ]);
    expect(again).toBe(first);
    expect(parallel).toBe(first);
    expect(again.significators).toBe(first.significators);
    await t.app.inject({
      method: 'POST',
      url: '/api/config/astrologer/edit',
      headers,
      payload: settingsBody({ config4: 1 }),
    });
    const afterSetting = await service.loadClientChart(1, 1);
    expect(afterSetting).not.toBe(first);
    expect(afterSetting.chart.profile.ayanamsa.index).toBe(1);
    expect(await service.loadClientChart(1, 1)).toBe(afterSetting);
  });

  it('holds at most maxCharts charts', async () => {
    await setUp(3);
    const service = createChartService(
      { db: t.app.context.db, clock: t.clock, ephePath: null, work: t.app.context.work },
      { maxCharts: 2 },
    );
    for (const runningId of [1, 2, 3]) await service.loadClientChart(1, runningId);
    expect(service.cachedCharts).toBe(2);
  });

  it('refuses a client of another astrologer before computing anything', async () => {
    await setUp();
    const service = createChartService({
      db: t.app.context.db,
      clock: t.clock,
      ephePath: null,
      work: t.app.context.work,
    });
    await expect(service.loadClientChart(2, 1)).rejects.toMatchObject({
      status: 404,
      message: 'Client is not found.',
    });
    expect(service.cachedCharts).toBe(0);
  });

  it('shares one transit chart per minute and place, and moves with the clock', async () => {
    const headers = await setUp(2);
    const profile = {
      firstName: 'Meena',
      lastName: null,
      address: null,
      city: 'Chennai',
      timezone: 5.5,
      latitude: 13.08,
      longitude: 80.27,
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/astrologer/edit', headers, payload: profile }))
        .statusCode,
    ).toBe(200);
    const service = createChartService({
      db: t.app.context.db,
      clock: t.clock,
      ephePath: null,
      work: t.app.context.work,
    });
    const settingsOf = async (runningId: number) => (await service.loadClientChart(1, runningId)).settings;
    const first = await service.loadTransitChart(1, await settingsOf(1));
    expect(await service.loadTransitChart(1, await settingsOf(2))).toBe(first);
    t.clock.advance(60_000);
    const next = await service.loadTransitChart(1, await settingsOf(1));
    expect(next).not.toBe(first);
    expect((next?.julianDayUT ?? 0) - (first?.julianDayUT ?? 0)).toBeCloseTo(1 / 1440, 9);
  });
});

describe.each(dialects())('a chart call on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('reads the client with both settings once, then only their write stamps until one moves', async () => {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: CLIENT });
    const clientReads = async (url: string) => {
      t.queries.length = 0;
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
      // Whole reads select every column of the client row; stamp reads name their columns.
      return t.queries
        .filter((sql) => /from "clients"/i.test(sql))
        .map((sql) => (/"c"\.\*/.test(sql) ? 'whole' : 'stamps'));
    };
    expect(await clientReads('/api/chart/planetarypositionchart/1')).toEqual(['whole']);
    expect(await clientReads('/api/chart/cuspalpositionchart/1')).toEqual(['stamps']);
    await t.app.inject({
      method: 'POST',
      url: '/api/config/user/edit',
      headers,
      payload: { ...settingsBody({ config4: 1 }), userId: 1 },
    });
    expect(await clientReads('/api/chart/cuspalpositionchart/1')).toEqual(['stamps', 'whole']);
    expect(await clientReads('/api/chart/profile/1')).toEqual(['stamps']);
    const profile = await t.app.inject({ method: 'GET', url: '/api/chart/profile/1', headers });
    expect(profile.json<{ data: { ayanamsaIndex: number } }>().data.ayanamsaIndex).toBe(1);
  });
});
