import {
  birthChartSchema,
  CUSPAL_POSITION_COLUMNS,
  PLANETARY_POSITION_COLUMNS,
  chartTableCalls,
  describeRowLayout,
  planetaryPositionLayout,
  SELF_SIGNIFICATOR_COLUMNS,
} from '@kpdesk/contract';
import { computeChart, computeChartSignificators, formatDms, type Chart } from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT as APPENDIX_A,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
} from '../../test/app.js';

const engineChart = (): Chart =>
  computeChart({
    date: APPENDIX_A.birthDate,
    time: APPENDIX_A.birthTime,
    utcOffsetHours: 5.5,
    place: { latitude: APPENDIX_A.birthLatitude, longitude: APPENDIX_A.birthLongitude },
    settings: { ayanamsa: 5 },
  });

/** A position row's cells by name. */
const P = planetaryPositionLayout.read;
/** The path segment of a chart call: '/chart/birthchart/:userId' → 'birthchart'. */
const segmentOf = (path: string) => path.split('/')[2] ?? '';

interface Table {
  columns: string[];
  rows: string[][];
}

describe.each(dialects())('chart calls for the Appendix A client on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const chart = engineChart();
  const sig = computeChartSignificators(chart);
  const get = async <T>(path: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/chart/${path}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ code: string; data: T }>();
    expect(body.code).toBe('200');
    return body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers,
      payload: APPENDIX_A,
    });
    expect(added.json()).toMatchObject({ data: { runningId: 1 } });
  });
  afterAll(async () => t.close());

  it('answers planetary positions that match the engine, margins included', async () => {
    const table = await get<Table>('planetarypositionchart/1');
    expect(table.columns).toEqual([...PLANETARY_POSITION_COLUMNS]);
    expect(table.rows.map((r) => P(r).name)).toEqual(chart.bodies.map((b) => b.name));
    table.rows.forEach((row, i) => {
      const b = chart.bodies[i]!;
      expect(row.slice(0, 13)).toEqual([
        b.name,
        b.sign,
        formatDms(b.longitude % 30),
        b.nakshatra,
        String(b.pada),
        formatDms(b.longitude),
        b.signLord,
        b.isRetrograde ? 'R' : '',
        String(b.house),
        b.starLord,
        b.subLord,
        b.subSubLord,
        b.subSubSubLord,
      ]);
      expect(P(row).marginEarlier).toMatch(/^\d+$/);
      expect(P(row).navamsaSign).toBe(b.navamsaSign);
    });
    expect(P(table.rows.find((r) => P(r).name === 'Moon') ?? []).sign).toBe('Aquarius');
  });

  it('answers cuspal positions with the published Appendix A cusp lords', async () => {
    const table = await get<Table>('cuspalpositionchart/1');
    expect(table.columns).toEqual([...CUSPAL_POSITION_COLUMNS]);
    expect(table.rows.map((r) => P(r).name)).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
      'XI',
      'XII',
    ]);
    const lords = (row: string[]) => [P(row).signLord, P(row).starLord, P(row).subLord, P(row).subSubLord];
    expect(lords(table.rows[0]!)).toEqual(['Mars', 'Venus', 'Rahu', 'Venus']);
    expect(lords(table.rows[6]!)).toEqual(['Venus', 'Rahu', 'Mars', 'Jupiter']);
    table.rows.forEach((row, i) => {
      const c = chart.cusps[i]!;
      expect(lords(row)).toEqual([c.signLord, c.starLord, c.subLord, c.subSubLord]);
      expect(P(row).longitude).toBe(formatDms(c.longitude));
    });
  });

  it('answers self significators that match the engine', async () => {
    const table = await get<Table>('planetarycuspalpositionchart/1');
    expect(table.columns).toEqual([...SELF_SIGNIFICATOR_COLUMNS]);
    expect(table.rows).toEqual(
      sig.selfSignificators.map((r) => [
        r.planet,
        r.signLord,
        r.starLord,
        r.subLord,
        r.subSubLord,
        r.cl.join(','),
        String(r.occ),
        r.cst.join(','),
        r.csl.join(','),
        r.retrograde ? 'R' : '',
        r.isInOwnStar ? '@' : '',
        r.isNotStarLordOfAnyPlanet ? '*' : '',
      ]),
    );
  });

  it.each([
    ['planetsignificatorcuspalview', () => sig.planetSignificators.cuspalView, ['A', 'B', 'C', 'D', 'E']],
    [
      'cuspalsignificatorcuspalview',
      () => sig.cuspalSignificators.cuspalView,
      ['A', 'B', 'C', 'D', 'E', 'F'],
    ],
    [
      'extendedcuspalsignificator',
      () => sig.sixFoldSignificators.cuspalView,
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    ],
  ] as const)('answers %s as the engine cuspal view', async (path, view, letters) => {
    const table = await get<Table>(`${path}/1`);
    expect(table.columns).toEqual(['House', ...letters]);
    const rows = view() as unknown as Record<string, string[] | number>[];
    expect(table.rows).toEqual(
      rows.map((r) => [String(r.house), ...letters.map((c) => (r[c] as string[]).join(','))]),
    );
  });

  it.each([
    ['planetsignificatorplanetview', () => sig.planetSignificators.planetView, ['A', 'B', 'C', 'D', 'E']],
    [
      'cuspalsignificatorplanetview',
      () => sig.cuspalSignificators.planetView,
      ['A', 'B', 'C', 'D', 'E', 'F'],
    ],
    [
      'extendedplanetsignificator',
      () => sig.sixFoldSignificators.planetView,
      ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    ],
  ] as const)('answers %s as the engine planet view', async (path, view, letters) => {
    const table = await get<Table>(`${path}/1`);
    expect(table.columns).toEqual(['Planet', ...letters]);
    const rows = view() as unknown as Record<string, number[] | string>[];
    expect(table.rows).toEqual(
      rows.map((r) => [r.planet, ...letters.map((c) => (r[c] as number[]).join(','))]),
    );
  });

  it('answers aspects and conjunctions as the engine', async () => {
    const planets = await get<Table>('aspectingchart/1');
    const names = chart.bodies.map((b) => b.name);
    sig.aspects.aspectingPlanets.forEach((row, i) => {
      expect(planets.rows[i]).toEqual([row.planet, ...names.map((p) => (row.aspects[p] ? 'X' : ''))]);
    });
    const houses = await get<Table>('aspectingcuspalchart/1');
    expect(houses.columns.slice(0, 3)).toEqual(['Planet', 'House', '1']);
    sig.aspects.aspectingHouses.forEach((row, i) => {
      const marked = houses.rows[i]!.slice(2).flatMap((cell, h) => (cell === 'X' ? [h + 1] : []));
      expect([houses.rows[i]![0], houses.rows[i]![1], marked]).toEqual([
        row.planet,
        String(row.house),
        row.houses,
      ]);
    });
    const conjoined = await get<{ matrix: Table; planets: Table }>('conjoinedchart/1');
    expect(conjoined.planets.rows).toEqual(
      sig.conjunctions.planets.map((r) => [r.planet, String(r.house), r.conjoinedPlanets.join(',')]),
    );
    expect(conjoined.matrix.rows.map((r) => r.slice(1).filter((c) => c === 'X').length)).toEqual(
      sig.conjunctions.planets.map((r) => r.conjoinedPlanets.length),
    );
  });

  it('answers links and effective significators as the engine', async () => {
    const chain = (c: { a: Cell; starLordOfA: Cell; subLordOfA: Cell }) =>
      [c.a, c.starLordOfA, c.subLordOfA].flatMap((cell) => [cell.planet, cell.houses.join(',')]);
    type Cell = { planet: string; houses: number[] };
    expect((await get<Table>('planetlink/1')).rows).toEqual(
      sig.planetLinks.map((r) => [r.planet, ...chain(r)]),
    );
    for (const [path, rows] of [
      ['cuspallinkstarlord', sig.cuspalLinks.starLord],
      ['cuspallinksublord', sig.cuspalLinks.subLord],
      ['cuspallinksubsublord', sig.cuspalLinks.subSubLord],
    ] as const) {
      expect((await get<Table>(`${path}/1`)).rows).toEqual(rows.map((r) => [String(r.house), ...chain(r)]));
    }
    expect((await get<Table>('effectiveplanetsignificator/1')).rows).toEqual(
      sig.effectiveSignificators.map((r) => [
        r.planet,
        r.subLord,
        r.significationOfA.houses.join(','),
        r.significationOfB.houses.join(','),
      ]),
    );
  });

  it('answers the birth chart and navamsa in the drawing contract shape', async () => {
    const birth = birthChartSchema.parse(await get('birthchart/1'));
    expect(birth.birthChartType).toBe(0);
    expect(birth.ascendantSign).toBe(chart.ascendant.signIndex);
    const moonCell = birth.house.find((h) => h.items.some((i) => i.label === 'Mon'));
    expect(moonCell?.sign).toBe(10);
    const navamsa = birthChartSchema.parse(await get('navamsa/1'));
    expect(navamsa.ascendantSign).toBe(chart.ascendant.navamsaSignIndex);
    const moon = chart.bodies.find((b) => b.name === 'Moon')!;
    expect(navamsa.house.find((h) => h.items.some((i) => i.label === 'Mon'))?.sign).toBe(
      moon.navamsaSignIndex,
    );
  });

  it('documents every chart call and its row layout in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { summary?: string; description?: string } }>;
    }>();
    for (const call of Object.values(chartTableCalls)) {
      const columns = call.columns ?? [];
      const answer = await get<Table>(`${segmentOf(call.path)}/1`);
      expect(answer.columns, call.path).toEqual(columns);
      expect(
        answer.rows.every((row) => row.length === columns.length),
        call.path,
      ).toBe(true);
      expect(doc.paths[`/chart/${segmentOf(call.path)}/{userId}`]?.get?.description).toBe(
        describeRowLayout(columns),
      );
    }
    expect(doc.paths['/chart/planetarypositionchart/{userId}']?.get?.description).toContain(
      '0 Planet, 1 Sign, 2 Degree, 3 Star, 4 Pada, 5 Longitude, 6 Sign Lord, 7 Retro, 8 House, 9 Star Lord, 10 Sub Lord, 11 Sub Sub Lord',
    );
    const position = doc.paths['/chart/planetarypositionchart/{userId}']?.get;
    expect(position?.summary).toContain('Planetary Position rows');
    expect(JSON.stringify(position)).toContain('Positional rows of strings');
    for (const path of [
      'userdata',
      'birthchart',
      'navamsa',
      'transituserchart',
      'planetschedule',
      'profile',
    ]) {
      expect(doc.paths[`/chart/${path}/{userId}`]?.get, path).toBeDefined();
    }
  });
});
