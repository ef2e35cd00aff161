import { computeChart, computeMatch } from '@kpdesk/astro';
import { MATCH_MESSAGES } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IN_CHENNAI, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
const CHENNAI = { birthCity: 'Chennai', birthLatitude: 13.0827, birthLongitude: 80.2707 };
const PEOPLE = [
  { firstName: 'Lakshmi', sex: 'Female', birthDate: '1992-04-18', birthTime: '07:25:00', ...CHENNAI },
  { firstName: 'Arjun', sex: 'Male', birthDate: '1989-11-02', birthTime: '21:10:00', ...CHENNAI },
  { firstName: 'Ravi', sex: 'Male', birthDate: '1990-02-14', birthTime: '05:40:00', ...CHENNAI },
  { firstName: 'Meena', sex: 'Female', birthDate: '1993-08-30', birthTime: '13:05:00', ...CHENNAI },
  { firstName: 'Karthik', sex: 'Male', birthDate: '1988-06-21', birthTime: '11:55:00', ...CHENNAI },
];

interface MatchData {
  bride: { runningId: number; name: string; moon: { nakshatra: number; pada: number } };
  groom: { runningId: number; name: string };
  ashtakoota: { kootas: { key: string; points: number }[]; total: number; totalWithCancellations: number };
  poruthamTotal: number;
  kp: { bride: { verdict: string }; groom: { verdict: string }; bothPromise: boolean; periods: unknown[] };
}
interface RankRow {
  runningId: number;
  promisedCount: number;
  total: number;
  mustPassPassed: boolean;
  poruthamTotal: number;
}

/** A person's chart as the engine casts it, the second path the answer is checked against. */
const chartOf = (p: (typeof PEOPLE)[number]) =>
  computeChart({
    date: p.birthDate,
    time: p.birthTime,
    utcOffsetHours: 5.5,
    place: { latitude: p.birthLatitude, longitude: p.birthLongitude },
    settings: { ayanamsa: 5 },
  });

describe.each(dialects())('matching on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const post = (url: string, payload: object, h = headers) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: h, payload });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    expect((await post('/astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
    for (const person of PEOPLE) expect((await post('/user/quickadd', person)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('matches two clients exactly as the engine does from their charts', async () => {
    const res = await post('/match', { brideRunningId: 1, groomRunningId: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: MatchData }>().data;
    expect([data.bride.name, data.groom.name]).toEqual(['Lakshmi', 'Arjun']);
    const moment = computeChart({
      date: '2026-11-22',
      time: '11:30:00',
      utcOffsetHours: 5.5,
      place: { latitude: 13.0827, longitude: 80.2707 },
      settings: { ayanamsa: 5 },
    });
    const engine = computeMatch(chartOf(PEOPLE[0]!), chartOf(PEOPLE[1]!), { moment });
    expect(data.ashtakoota.kootas.map((k) => [k.key, k.points])).toEqual(
      engine.ashtakoota.kootas.map((k) => [k.key, k.points]),
    );
    expect(data.ashtakoota.total).toBe(data.ashtakoota.kootas.reduce((sum, k) => sum + k.points, 0));
    expect(data.poruthamTotal).toBe(engine.poruthamTotal);
    expect(data.bride.moon).toMatchObject({
      nakshatra: engine.bride.moon.nakshatra,
      pada: engine.bride.moon.pada,
    });
    expect(data.kp.bride.verdict).toBe(engine.kp.bride.verdict);
    expect(data.kp.bothPromise).toBe(
      data.kp.bride.verdict === 'promised' && data.kp.groom.verdict === 'promised',
    );
  });

  it('refuses the same client twice, and another astrologer’s client in either role is the client 404', async () => {
    const same = await post('/match', { brideRunningId: 3, groomRunningId: 3 });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: MATCH_MESSAGES.sameClient });
    const stranger = (await signUpAstrologer(t.app)).headers;
    await post('/user/quickadd', PEOPLE[0]!, stranger);
    for (const body of [
      { brideRunningId: 1, groomRunningId: 2 },
      { brideRunningId: 2, groomRunningId: 1 },
    ]) {
      expect((await post('/match', body, stranger)).statusCode).toBe(404);
    }
  });

  it('reads the ruling planets at the bride’s birth place while the profile has no place, and says so', async () => {
    const { headers: fresh } = await signUpAstrologer(t.app);
    await post('/user/quickadd', PEOPLE[0]!, fresh);
    await post('/user/quickadd', PEOPLE[1]!, fresh);
    const res = await post('/match', { brideRunningId: 1, groomRunningId: 2 }, fresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { kp: { place: string } } }>().data.kp.place).toBe('Chennai');
    const withPlace = await post('/match', { brideRunningId: 1, groomRunningId: 2 });
    expect(withPlace.json<{ data: { kp: { place: string } } }>().data.kp.place).toBe(PROFILE_IN_CHENNAI.city);
  });

  it('ranks every client who can take the other role: KP promises first, then the total', async () => {
    const res = await post('/match/rank', { runningId: 1, role: 'bride' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: { rows: RankRow[] } }>().data.rows;
    // The grooms: every client but the bride and the other woman.
    expect(rows.map((r) => r.runningId).sort()).toEqual([2, 3, 5]);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      const order =
        b.promisedCount - a.promisedCount ||
        b.total - a.total ||
        Number(b.mustPassPassed) - Number(a.mustPassPassed);
      expect(order, JSON.stringify([a, b])).toBeLessThanOrEqual(0);
    }
    const pair = await post('/match', { brideRunningId: 1, groomRunningId: rows[0]!.runningId });
    expect(pair.json<{ data: MatchData }>().data.ashtakoota.total).toBe(rows[0]!.total);
  });
});
