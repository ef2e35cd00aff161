import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, signUpAstrologer, type TestApp } from '../../test/app.js';
import { createChartCache } from './chart-cache.js';
import { loadChartInputs } from './chart-inputs.js';
import { chartAt, loadClientChart, type ChartDeps } from './chart-loader.js';
import type { ClientChart } from './client-chart.js';

const RECORDED = { birthDate: '1985-03-12', birthTime: '06:15:00' };
const CANDIDATE = { date: '1985-03-12', time: '06:21:40' };
const CLIENT = {
  firstName: 'Ravi',
  birthCity: 'Chennai',
  birthLatitude: 13.08,
  birthLongitude: 80.27,
  sex: 'Male',
};

/** What a chart says: its moment in UT, the Ascendant, every cusp and body. */
const readingOf = ({ chart }: ClientChart) => ({
  julianDayUT: chart.profile.julianDayUT,
  ascendant: chart.ascendant.longitude,
  cusps: chart.cusps.map((c) => c.longitude),
  bodies: chart.bodies.map((b) => [b.name, b.longitude, b.house]),
});

describe.each(dialects())('the chart core at a moment on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function setUp() {
    t = await createTestApp(dialect);
    const { headers } = await signUpAstrologer(t.app);
    const births = [RECORDED, { birthDate: CANDIDATE.date, birthTime: CANDIDATE.time }];
    for (const birth of births) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/quickadd',
        headers,
        payload: { ...CLIENT, ...birth },
      });
      expect(answer.statusCode).toBe(200);
    }
    const deps: ChartDeps = {
      db: t.app.context.db,
      clock: t.clock,
      ephePath: null,
      cache: createChartCache(),
      work: t.app.context.work,
    };
    return { deps, headers };
  }

  it('casts a client at another moment exactly as a client born at that moment', async () => {
    const { deps } = await setUp();
    const inputs = await loadChartInputs(deps, 1, 1);
    const override = await chartAt(deps, inputs, CANDIDATE);
    const bornThen = await loadClientChart(deps, 1, 2);
    expect(override.moment).toEqual(CANDIDATE);
    expect(readingOf(override)).toEqual(readingOf(bornThen));
    expect(readingOf(override)).not.toEqual(readingOf(await loadClientChart(deps, 1, 1)));
  });

  it('keeps the birth moment and an override under one key scheme', async () => {
    const { deps } = await setUp();
    const inputs = await loadChartInputs(deps, 1, 1);
    const own = await loadClientChart(deps, 1, 1);
    expect(await chartAt(deps, inputs, { date: RECORDED.birthDate, time: RECORDED.birthTime })).toBe(own);
    const candidate = await chartAt(deps, inputs, CANDIDATE);
    expect(await chartAt(deps, inputs, { ...CANDIDATE })).toBe(candidate);
    expect(deps.cache.clientCharts.size).toBe(2);
  });

  it('casts the saved correction, parsed once where the row is read', async () => {
    const { deps, headers } = await setUp();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/updatebirthtime',
      headers,
      payload: { id: 1, birthTime: `${CANDIDATE.date}_${CANDIDATE.time}` },
    });
    expect(saved.statusCode).toBe(200);
    const inputs = await loadChartInputs(deps, 1, 1);
    expect(inputs.birth).toEqual(CANDIDATE);
    expect(inputs.recordedBirth).toEqual({ date: RECORDED.birthDate, time: RECORDED.birthTime });
    expect(inputs.birthTimeCorrected).toBe('1985-03-12 06:21:40');
    expect(readingOf(await loadClientChart(deps, 1, 1))).toEqual(
      readingOf(await loadClientChart(deps, 1, 2)),
    );
  });
});
