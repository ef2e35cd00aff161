import { computeChart, computeNavamsaSign } from '@kpdesk/astro';
import { VARGA_DIVISION_MESSAGE, VARGA_DIVISION_NUMBERS } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
interface Position {
  body: string;
  sign: number;
  vargottama: boolean;
  margin: { before: number | null; after: number | null };
}

/** The client's chart at a moment shifted by `seconds`, as the engine casts it (the second path). */
const chartShifted = (seconds: number) => {
  const base = Date.parse('1935-09-12T21:08:00Z') + seconds * 1000;
  const iso = new Date(base).toISOString();
  return computeChart({
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    utcOffsetHours: 5.5,
    place: { latitude: APPENDIX_A_CLIENT.birthLatitude, longitude: APPENDIX_A_CLIENT.birthLongitude },
    settings: { ayanamsa: 5 },
  });
};
const moonOf = (seconds: number) => chartShifted(seconds).bodies.find((b) => b.name === 'Moon')!.longitude;

describe.each(dialects())('divisional charts on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: APPENDIX_A_CLIENT });
  });
  afterAll(async () => t.close());

  it('places each body of D9 in the navamsa sign the chart pages show, and D1 in its own sign', async () => {
    const chart = chartShifted(0);
    const d9 = (await get('/chart/varga/1/9')).json<{ data: { method: string; positions: Position[] } }>()
      .data;
    const d1 = (await get('/chart/varga/1/1')).json<{ data: { positions: Position[] } }>().data;
    for (const body of chart.bodies) {
      expect(d9.positions.find((p) => p.body === body.name)?.sign, body.name).toBe(
        computeNavamsaSign(body.longitude),
      );
      expect(d1.positions.find((p) => p.body === body.name)?.sign).toBe(Math.floor(body.longitude / 30));
    }
    expect(d9.method).not.toBe('');
    expect(d9.positions.map((p) => p.body)).toEqual(['Ascendant', ...chart.bodies.map((b) => b.name)]);
  });

  it("gives the Moon's D60 margin to the second: its sign holds at the margin and changes one second past it", async () => {
    const d60 = (await get('/chart/varga/1/60')).json<{ data: { positions: Position[] } }>().data;
    const moon = d60.positions.find((p) => p.body === 'Moon')!;
    const after = moon.margin.after!;
    expect(after).toBeGreaterThan(0);
    const partOf = (lon: number) => Math.floor(((lon % 30) * 60) / 30);
    // D60 parts are half a degree: the Moon's part at the margin is its birth part, one second later the next.
    expect(partOf(moonOf(after))).toBe(partOf(moonOf(0)));
    expect(partOf(moonOf(after + 1))).not.toBe(partOf(moonOf(0)));
  });

  it('tables every body in the sixteen with vargottama and Vimsopaka for the seven planets', async () => {
    const res = await get('/chart/vargas/1');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{
      data: { rows: { body: string; signs: Record<string, number>; vimsopaka: unknown }[] };
    }>().data.rows;
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(Object.keys(row.signs)).toEqual(VARGA_DIVISION_NUMBERS.map((n) => `D${n}`));
      expect(row.vimsopaka === null).toBe(['Ascendant', 'Rahu', 'Ketu'].includes(row.body));
    }
  });

  it('refuses a division it does not draw by name; another astrologer’s client is the same 404', async () => {
    for (const division of ['5', '61', 'D9']) {
      const res = await get(`/chart/varga/1/${division}`);
      expect(res.statusCode, division).toBe(400);
      expect(res.json()).toMatchObject({ message: VARGA_DIVISION_MESSAGE });
    }
    const other = (await signUpAstrologer(t.app)).headers;
    expect((await get('/chart/varga/1/9', other)).statusCode).toBe(404);
    expect((await get('/chart/vargas/1', other)).statusCode).toBe(404);
  });
});
