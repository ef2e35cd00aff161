/**
 * POST /rectification/:runningId on both databases: the candidates tile the window, each inner
 * bound is the second the Ascendant sub lord changes (checked on charts cast here, 1 s either side), each
 * candidate is scored as a birth at its middle moment (evidence recomputed by the engine here), the agreement
 * reads the ruling planets of now at the profile place, the order is the decided one; and every refusal.
 */
import {
  EVENT_CATALOGUE,
  computeChart,
  computeInputJulianDay,
  listRulingPlanets,
  scoreLifeEvent,
  toChartLords,
} from '@kpdesk/astro';
import {
  LIFE_EVENT_MESSAGES,
  NO_LIFE_EVENTS_CODE,
  parseMoment,
  shiftMoment,
  secondsBetween,
  type LocalMoment,
  type RectificationCandidate,
  type RectificationEvidenceAnswer,
} from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IN_CHENNAI, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

const PLACE = { latitude: 13.0827, longitude: 80.2707 };
const CLIENT = {
  firstName: 'Rectify',
  sex: 'Male',
  birthDate: '1984-11-03',
  birthTime: '06:20:00',
  birthCity: 'Chennai',
  birthLatitude: PLACE.latitude,
  birthLongitude: PLACE.longitude,
};
const EVENTS = [
  { eventKey: 'education', date: '2002-06-10', time: null, note: '' },
  { eventKey: 'job', date: '2007-09-01', time: '09:30', note: 'First post' },
  { eventKey: 'marriage', date: '2011-05-20', time: '18:45', note: '' },
];
const WINDOW = { from: '1984-11-03 04:20:00', to: '1984-11-03 08:20:00' };

type Headers = Record<string, string>;
type Body<T> = { code: string; message: string; data: T };

const moment = (text: string): LocalMoment => parseMoment(text) as LocalMoment;
const chartAt = (m: LocalMoment) =>
  computeChart({ ...m, utcOffsetHours: 5.5, place: PLACE, settings: { ayanamsa: 5 } });
/** The Ascendant's row of the 249 table at a moment: its sign, star lord and sub lord. */
const rowAt = (m: LocalMoment) => {
  const { sign, starLord, subLord } = chartAt(m).ascendant;
  return { sign, starLord, subLord };
};

/** The candidate's evidence recomputed by the engine for a birth at its moment. */
function engineEvidence(candidate: RectificationCandidate, ids: number[]) {
  const birth = chartAt(moment(candidate.moment));
  return EVENTS.map((e, i) => {
    const groups = EVENT_CATALOGUE.find((c) => c.key === e.eventKey)?.groups;
    if (!groups) throw new Error(e.eventKey);
    const jd = computeInputJulianDay({ date: e.date, time: e.time ?? '12:00:00', utcOffsetHours: 5.5 });
    const scored = scoreLifeEvent(toChartLords(birth), birth.dasha, jd, groups);
    return { lifeEventId: ids[i], score: scored.score, promise: scored.promise.subLord };
  });
}

describe.each(dialects())('rectification on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let candidates: RectificationCandidate[];
  let ids: number[];
  const send = (method: 'GET' | 'POST', url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api/${url}`, headers: h, ...(payload ? { payload } : {}) });
  const refusal = async (payload: object, h = headers) => {
    const res = await send('POST', 'rectification/1', payload, h);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<Body<null>>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    expect((await send('POST', 'astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
    expect((await send('POST', 'user/quickadd', CLIENT)).statusCode).toBe(200);
    expect(await refusal(WINDOW)).toEqual({
      code: NO_LIFE_EVENTS_CODE,
      message: LIFE_EVENT_MESSAGES.noLifeEvents,
      data: null,
    });
    ids = [];
    for (const e of EVENTS)
      ids.push((await send('POST', 'lifeevents/1', e)).json<Body<{ id: number }>>().data.id);
    const res = await send('POST', 'rectification/1', WINDOW);
    expect(res.statusCode, res.body).toBe(200);
    candidates = res.json<Body<{ candidates: RectificationCandidate[] }>>().data.candidates;
  });
  afterAll(async () => t.close());

  it('tiles the window with rows of the 249 table: at every inner bound the sign, star or sub lord changes', () => {
    const byTime = [...candidates].sort((a, b) => a.from.localeCompare(b.from));
    expect(byTime.length).toBeGreaterThan(10);
    expect([byTime[0]?.from, byTime.at(-1)?.to]).toEqual([WINDOW.from, WINDOW.to]);
    byTime.slice(1).forEach((c, i) => {
      expect(c.from).toBe(byTime[i]?.to);
      const bound = moment(c.from);
      // 1 s either side of the bound the Ascendant is in different rows: the earlier candidate's, then this one's.
      expect(rowAt(shiftMoment(bound, -1))).not.toEqual(rowAt(shiftMoment(bound, 1)));
      expect(chartAt(shiftMoment(bound, 1)).ascendant.subLord).toBe(c.ascendant.subLord);
    });
  });

  it('judges each candidate at a whole second strictly inside it, in the one row it spans', () => {
    for (const c of candidates) {
      const [from, to, at] = [moment(c.from), moment(c.to), moment(c.moment)];
      expect(secondsBetween(from, at)).toBeGreaterThanOrEqual(0);
      expect(secondsBetween(at, to)).toBeGreaterThan(0);
      // Sampled every 10 s from one second in to one second before the end: always the row judged.
      const length = secondsBetween(from, to);
      for (let s = 1; s < length - 1; s += 10) expect(rowAt(shiftMoment(from, s))).toEqual(rowAt(at));
      const chart = chartAt(at);
      expect(c.ascendant).toEqual({
        signLord: chart.ascendant.signLord,
        starLord: chart.ascendant.starLord,
        subLord: chart.ascendant.subLord,
      });
      const expected = engineEvidence(c, ids);
      expect(c.eventScores).toEqual(expected.map(({ lifeEventId, score }) => ({ lifeEventId, score })));
      expect(c.score).toBe(expected.reduce((sum, e) => sum + e.score, 0));
      expect([c.favourableEvents, c.unfavourableEvents]).toEqual([
        expected.filter((e) => e.score > 0).length,
        expected.filter((e) => e.score < 0).length,
      ]);
    }
  });

  it('answers a summary per candidate, no periods: the list stays small whatever the events', () => {
    for (const c of candidates) {
      expect(Object.keys(c).sort()).toEqual([
        'ascendant',
        'eventScores',
        'favourableEvents',
        'from',
        'moment',
        'rulingPlanetsAgree',
        'score',
        'to',
        'unfavourableEvents',
      ]);
      expect(c.eventScores).toHaveLength(EVENTS.length);
    }
  });

  it("opens one candidate's full evidence on demand, agreeing with the list's scores", async () => {
    for (const c of [candidates[0], candidates.at(-1)] as RectificationCandidate[]) {
      const res = await send('POST', 'rectification/1/evidence', { moment: c.moment });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<Body<RectificationEvidenceAnswer>>().data;
      expect([answer.moment, answer.ascendant, answer.score]).toEqual([c.moment, c.ascendant, c.score]);
      expect(
        answer.evidence.map((e) => ({
          lifeEventId: e.lifeEventId,
          score: e.score,
          promise: e.promise.subLord,
        })),
      ).toEqual(engineEvidence(c, ids));
      for (const e of answer.evidence)
        expect(e.periods.map((p) => p.level)).toEqual(['dasha', 'bhukti', 'antara', 'sookshma']);
    }
  });

  it('refuses an evidence moment by name; another astrologer’s client is not found', async () => {
    const m = LIFE_EVENT_MESSAGES;
    const evidenceRefusal = async (payload: object) => {
      const res = await send('POST', 'rectification/1/evidence', payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<Body<null>>().message;
    };
    expect(await evidenceRefusal({ moment: '1984-11-03' })).toBe(m.candidateMomentInvalid);
    expect(await evidenceRefusal({})).toBe(m.candidateMomentInvalid);
    expect(await evidenceRefusal({ moment: '1984-11-03 10:20:01' })).toBe(m.candidateMomentTooFar);
    expect(await evidenceRefusal({ moment: '1984-11-03 02:19:59' })).toBe(m.candidateMomentTooFar);
    const other = (await signUpAstrologer(t.app)).headers;
    const res = await send('POST', 'rectification/1/evidence', { moment: WINDOW.from }, other);
    expect([res.statusCode, res.json<Body<null>>().message]).toEqual([404, 'Client is not found.']);
  });

  it('reads agreement from the ruling planets of now at the profile place', () => {
    // The test clock: 2026-11-22 06:00 UTC, 11:30 in Chennai.
    const now = computeChart({ date: '2026-11-22', time: '11:30:00', utcOffsetHours: 5.5, place: PLACE });
    const rulers = listRulingPlanets(now.rulingPlanets).map((r) => r.planet as string);
    for (const c of candidates) expect(c.rulingPlanetsAgree).toBe(rulers.includes(c.ascendant.subLord));
    expect(candidates.some((c) => c.rulingPlanetsAgree)).toBe(true);
  });

  it('orders by score, then agreement, then nearness to the recorded birth time', () => {
    const birth = moment(`${CLIENT.birthDate} ${CLIENT.birthTime}`);
    const away = (c: RectificationCandidate) => Math.abs(secondsBetween(birth, moment(c.moment)));
    candidates.slice(1).forEach((c, i) => {
      const p = candidates[i] as RectificationCandidate;
      expect(p.score).toBeGreaterThanOrEqual(c.score);
      if (p.score === c.score && p.rulingPlanetsAgree === c.rulingPlanetsAgree)
        expect(away(p)).toBeLessThanOrEqual(away(c));
      if (p.score === c.score)
        expect(Number(p.rulingPlanetsAgree)).toBeGreaterThanOrEqual(Number(c.rulingPlanetsAgree));
    });
  });

  it('refuses a bad window by name; another astrologer’s client is not found', async () => {
    const m = LIFE_EVENT_MESSAGES;
    expect((await refusal({ ...WINDOW, from: '1984-11-03' })).message).toBe(m.fromInvalid);
    expect((await refusal({ ...WINDOW, to: '1984-11-31 08:00:00' })).message).toBe(m.toInvalid);
    expect((await refusal({ from: WINDOW.to, to: WINDOW.from })).message).toBe(m.fromNotBeforeTo);
    expect((await refusal({ ...WINDOW, to: WINDOW.from })).message).toBe(m.fromNotBeforeTo);
    expect((await refusal({ ...WINDOW, from: '1984-11-03 02:19:59' })).message).toBe(m.windowTooWide);
    expect((await refusal({ ...WINDOW, to: '1984-11-03 10:20:01' })).message).toBe(m.windowTooWide);
    const other = (await signUpAstrologer(t.app)).headers;
    const res = await send('POST', 'rectification/1', WINDOW, other);
    expect([res.statusCode, res.json<Body<null>>().message]).toEqual([404, 'Client is not found.']);
  });

  it('centres the window on the saved correction; with no profile place nothing agrees', async () => {
    const corrected = { id: 1, birthTime: '1984-11-03_09:00:00' };
    expect((await send('POST', 'user/updatebirthtime', corrected)).statusCode).toBe(200);
    const late = { from: '1984-11-03 12:00:00', to: '1984-11-03 12:30:00' };
    const res = await send('POST', 'rectification/1', late);
    expect(res.statusCode, res.body).toBe(200);
    const noPlace = { ...PROFILE_IN_CHENNAI, city: '', latitude: '', longitude: '' };
    expect((await send('POST', 'astrologer/edit', noPlace)).statusCode).toBe(200);
    const answer = (await send('POST', 'rectification/1', late)).json<
      Body<{ candidates: RectificationCandidate[] }>
    >();
    expect(answer.data.candidates.length).toBeGreaterThan(0);
    expect(answer.data.candidates.every((c) => !c.rulingPlanetsAgree)).toBe(true);
  });
});
