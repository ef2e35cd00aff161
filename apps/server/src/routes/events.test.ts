import { COMMENT_MAX_LENGTH, EVENT_MESSAGES } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT as APPENDIX_A,
  createTestApp,
  dialects,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

const JOB_ID = 7;
const CLIENT_NOT_FOUND = 'Client is not found.';

type Body<T = unknown> = { code: string; message: string; data: T };
type UserEvent = {
  isSaved: boolean;
  planetCategory: string;
  planetOrder: string;
  planetCombinedCategory: string;
  supportiveDestinyCategory: string;
  opposingDestinyCategory: string;
  prediction: string;
};
type EventData = {
  currentEvent: Record<string, string | number>;
  allEvents: Record<string, Record<string, string>>;
  allPlanetCategory: { value: number; longName: string; background: string; text: string }[];
  allEventCategoryColor: { group: string; colour: string }[];
  eventSignificators: { planet: string; significators: string; proposedCategory: number }[];
  supportiveDestiny: string[];
  supportiveDestinyPlanet: string[];
  opposingDestiny: string[];
  opposingEventDestiny: string[];
  userEvent: UserEvent;
};

describe.each(dialects())('Advanced Stellar System calls on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;

  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, h = headers) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: h,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json<Body<T>>() };
  };
  const eventData = async (key = 'job', runningId = 1) => {
    const res = await call<EventData>('GET', `/chart/event/${runningId}/${key}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const addClient = async () => {
    const res = await call<{ runningId: number }>('POST', '/user/quickadd', APPENDIX_A);
    expect(res.status).toBe(200);
    return res.body.data.runningId;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    otherHeaders = (await signUpAstrologer(t.app)).headers;
    expect(await addClient()).toBe(1);
  });
  afterAll(async () => t.close());

  it('answers the event data of Job with the proposal worked by hand (definitions test of the engine)', async () => {
    const data = await eventData();
    expect(data.currentEvent).toEqual({
      id: JOB_ID,
      key: 'job',
      name: 'Job / service',
      primary: '10',
      secondary: '2,6,11',
      supportive: '',
      bad: '',
      worse: '1,5',
      worst: '9',
    });
    // Ket, Ven, Sun, Mon, Mar, Rag, Jup, Sat, Mer: see packages/astro/src/events/events.test.ts.
    expect(data.eventSignificators.map((r) => r.planet)).toEqual([
      'Ket',
      'Ven',
      'Sun',
      'Mon',
      'Mar',
      'Rag',
      'Jup',
      'Sat',
      'Mer',
    ]);
    expect(data.eventSignificators.map((r) => r.proposedCategory)).toEqual([6, 8, 5, 3, 1, 5, 6, 6, 4]);
    // §8.1: Jupiter CL 9,12 · OCC 7 · CST – · CSL –.
    expect(data.eventSignificators.find((r) => r.planet === 'Jup')?.significators).toBe('9,12/7/-/-');
    expect(data.supportiveDestiny).toEqual(['Primary 10', 'Secondary 2', 'Secondary 6', 'Secondary 11']);
    expect(data.supportiveDestinyPlanet).toEqual(['Ketu', 'Mercury', 'Moon', 'Moon']);
    expect(data.opposingDestiny).toEqual(['Worse 1', 'Worse 5', 'Worst 9']);
    expect(data.opposingEventDestiny).toEqual(['1,Worse,Rahu,5', '5,Worse,Rahu,5', '9,Worst,Mercury,4']);
    expect(data.userEvent).toEqual({
      isSaved: false,
      planetCategory: '6,8,5,3,1,5,6,6,4',
      planetOrder: '0,0,0,0,0,0,0,0,0',
      planetCombinedCategory: '0,0,0,0,0,0,0,0,0',
      supportiveDestinyCategory: '6,4,3,3',
      opposingDestinyCategory: '5,5,4',
      prediction: '',
    });
  });

  it('lists the catalogue by menu group, the nine category colours and the six group colours', async () => {
    const data = await eventData('marriage');
    expect(data.allEvents.Relationships).toMatchObject({ marriage: 'Marriage' });
    expect(Object.values(data.allEvents).flatMap((g) => Object.keys(g))).toHaveLength(15);
    expect(data.allPlanetCategory).toHaveLength(9);
    expect(data.allPlanetCategory[0]).toMatchObject({
      value: 1,
      longName: 'Favourable (More)',
      background: 'DarkGreen',
      text: 'White',
    });
    expect(data.allEventCategoryColor.map((c) => c.group)).toEqual([
      'primary',
      'secondary',
      'supportive',
      'bad',
      'worse',
      'worst',
    ]);
    for (const field of ['primary', 'secondary', 'supportive', 'bad', 'worse', 'worst']) {
      expect(String(data.currentEvent[field]).length).toBeLessThanOrEqual(10);
    }
  });

  it('saves planet categories and orders, and the reload shows them', async () => {
    const body = {
      userId: 1,
      eventId: JOB_ID,
      planetCategory: '1,2,3,4,5,6,7,8,9',
      planetOrder: '9,6,1,2,3,8,5,7,4',
    };
    const saved = await call<UserEvent>('POST', '/chart/event/planetcategory', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: '200', message: EVENT_MESSAGES.planetSaved });
    const reloaded = (await eventData()).userEvent;
    expect(reloaded).toMatchObject({
      isSaved: true,
      planetCategory: '1,2,3,4,5,6,7,8,9',
      planetOrder: '9,6,1,2,3,8,5,7,4',
    });
    // The first save started from the proposal for the fields it did not write.
    expect(reloaded.supportiveDestinyCategory).toBe('6,4,3,3');
  });

  it('saves destiny results and prosperity combined results, each reloaded', async () => {
    const destiny = {
      userId: 1,
      eventId: JOB_ID,
      supportiveDestinyCategory: '1,1,2,3',
      opposingDestinyCategory: '9,8,7',
    };
    const d = await call('POST', '/chart/event/destiny', destiny);
    expect(d.body).toMatchObject({ code: '200', message: EVENT_MESSAGES.destinySaved });
    const combined = { userId: 1, eventId: JOB_ID, planetCombinedCategory: [2, 2, 2, 2, 2, 2, 2, 2, 0] };
    const c = await call('POST', '/chart/event/planetCombinedCategory', combined);
    expect(c.body).toMatchObject({ code: '200', message: EVENT_MESSAGES.prosperitySaved });
    expect((await eventData()).userEvent).toMatchObject({
      supportiveDestinyCategory: '1,1,2,3',
      opposingDestinyCategory: '9,8,7',
      planetCombinedCategory: '2,2,2,2,2,2,2,2,0',
      planetCategory: '1,2,3,4,5,6,7,8,9',
    });
  });

  it.each([
    [
      { planetCategory: '1,2,3', planetOrder: '0,0,0,0,0,0,0,0,0' },
      'planetcategory',
      EVENT_MESSAGES.planetCategoryInvalid,
    ],
    [
      { planetCategory: '1,2,3,4,5,6,7,8,10', planetOrder: '0,0,0,0,0,0,0,0,0' },
      'planetcategory',
      EVENT_MESSAGES.planetCategoryInvalid,
    ],
    [
      { planetCategory: '1,1,1,1,1,1,1,1,1', planetOrder: 'a,0,0,0,0,0,0,0,0' },
      'planetcategory',
      EVENT_MESSAGES.planetOrderInvalid,
    ],
    [
      { planetCombinedCategory: '1,1,1,1,1,1,1,1' },
      'planetCombinedCategory',
      EVENT_MESSAGES.combinedCategoryInvalid,
    ],
    [
      { supportiveDestinyCategory: '1,1,1', opposingDestinyCategory: '1,1,1' },
      'destiny',
      EVENT_MESSAGES.destinyInvalid,
    ],
    [
      { supportiveDestinyCategory: '1,1,1,1', opposingDestinyCategory: '1,x,1' },
      'destiny',
      EVENT_MESSAGES.destinyInvalid,
    ],
    [{ prediction: 'Salary & perks' }, 'prediction', EVENT_MESSAGES.commentHint],
    [{ prediction: '<b>job</b>' }, 'prediction', EVENT_MESSAGES.commentHint],
    [{ prediction: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 'prediction', EVENT_MESSAGES.commentTooLong],
  ])('refuses %j on %s with its message, storing nothing', async (fields, path, message) => {
    const before = (await eventData()).userEvent;
    const res = await call('POST', `/chart/event/${path}`, { userId: 1, eventId: JOB_ID, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await eventData()).userEvent).toEqual(before);
  });

  it('saves a comment of exactly 1000 characters and reloads it; generate stores nothing', async () => {
    const text = 'Good period for a job change. '.repeat(40).slice(0, COMMENT_MAX_LENGTH);
    const saved = await call('POST', '/chart/event/prediction', {
      userId: 1,
      eventId: JOB_ID,
      prediction: text,
    });
    expect(saved.body).toMatchObject({ code: '200', message: EVENT_MESSAGES.commentSaved });
    const generated = await call<string>('GET', `/chart/event/prediction/1/${JOB_ID}`);
    expect(generated.status).toBe(200);
    expect(generated.body.data).toContain('Event: Job / service (Primary 10; Secondary 2,6,11).');
    // Saved Results: Ket 1 Favourable (More), Ven 2, Sun 3 are Favorable.
    expect(generated.body.data).toContain(
      'Favorable planets as judged: Ketu (Favourable (More)), Venus (Favourable), Sun (Favourable (Less)).',
    );
    expect(generated.body.data).toContain('Supportive destiny: cusp 10 sub lord Ketu Favourable (More)');
    expect(generated.body.data.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    expect(generated.body.data).not.toMatch(/[&<>]/);
    expect((await eventData()).userEvent.prediction).toBe(text);
  });

  it('answers the prosperity chart: nine tables in Vimshottari order with grouped houses', async () => {
    const res = await call<
      {
        planet: string;
        rows: {
          element: string;
          planet: string;
          category: number;
          occ: { house: number; group: string | null }[];
        }[];
      }[]
    >('GET', `/chart/prosperitychart/1/${JOB_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => t.planet)).toEqual([
      'Ket',
      'Ven',
      'Sun',
      'Mon',
      'Mar',
      'Rag',
      'Jup',
      'Sat',
      'Mer',
    ]);
    const moon = res.body.data[3];
    // Moon → star Jupiter → sub Saturn → sub-sub Mars; Moon occupies 11, a Secondary house of Job.
    expect(moon?.rows.map((r) => [r.element, r.planet, r.category])).toEqual([
      ['Planet', 'Mon', 3],
      ['Star lord', 'Jup', 6],
      ['Sub lord', 'Sat', 6],
      ['Sub-sub lord', 'Mar', 1],
    ]);
    expect(moon?.rows[0]?.occ).toEqual([{ house: 11, group: 'secondary' }]);
  });

  it('answers the time analyser with the saved order ranking and coming periods of the top three', async () => {
    type Pilt = {
      tables: {
        planet: string;
        rows: { planet: string; sign: string; support: number; supportClass: string }[];
      }[];
      rankedPlanets: string[];
      periods: { dasha: string; bhukti: string; antara: string; start: string; end: string }[];
    };
    const res = await call<Pilt>('GET', `/chart/piltchart/1/${JOB_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.data.tables).toHaveLength(9);
    // Saved Results: Mon 4 (Mixed); the saved order 9,6,1,2,3,8,5,7,4 ranks Sun (1), Moon (2), Mars (3).
    expect(res.body.data.tables[3]?.rows[0]).toMatchObject({
      planet: 'Mon',
      sign: 'Aquarius',
      support: 4,
      supportClass: 'Mixed',
    });
    expect(res.body.data.rankedPlanets).toEqual(['Sun', 'Mon', 'Mar']);
    expect(res.body.data.periods.length).toBeGreaterThan(0);
    for (const p of res.body.data.periods) {
      expect(['Sun', 'Moon', 'Mars']).toContain(p.bhukti);
      expect(['Sun', 'Moon', 'Mars']).toContain(p.antara);
      expect(p.end > p.start).toBe(true);
    }
  });

  it('keeps judgements per event: Marriage is still the proposal', async () => {
    expect((await eventData('marriage')).userEvent.isSaved).toBe(false);
  });

  it('answers 404 for an unknown event key or id', async () => {
    const byKey = await call('GET', '/chart/event/1/wedding');
    expect(byKey).toMatchObject({ status: 404, body: { message: EVENT_MESSAGES.eventNotFound } });
    const byId = await call('GET', '/chart/piltchart/1/99');
    expect(byId).toMatchObject({ status: 404, body: { message: EVENT_MESSAGES.eventNotFound } });
    const save = await call('POST', '/chart/event/prediction', { userId: 1, eventId: 99, prediction: 'x' });
    expect(save).toMatchObject({ status: 404, body: { message: EVENT_MESSAGES.eventNotFound } });
  });

  it("answers 'Client is not found.' (404) to another astrologer on every call, changing nothing", async () => {
    const before = (await eventData()).userEvent;
    const attempts = [
      call('GET', '/chart/event/1/job', undefined, otherHeaders),
      call('GET', `/chart/prosperitychart/1/${JOB_ID}`, undefined, otherHeaders),
      call('GET', `/chart/piltchart/1/${JOB_ID}`, undefined, otherHeaders),
      call('GET', `/chart/event/prediction/1/${JOB_ID}`, undefined, otherHeaders),
      call(
        'POST',
        '/chart/event/planetcategory',
        { userId: 1, eventId: JOB_ID, planetCategory: '9,9,9,9,9,9,9,9,9', planetOrder: '0,0,0,0,0,0,0,0,0' },
        otherHeaders,
      ),
      call(
        'POST',
        '/chart/event/destiny',
        {
          userId: 1,
          eventId: JOB_ID,
          supportiveDestinyCategory: '9,9,9,9',
          opposingDestinyCategory: '9,9,9',
        },
        otherHeaders,
      ),
      call(
        'POST',
        '/chart/event/planetCombinedCategory',
        { userId: 1, eventId: JOB_ID, planetCombinedCategory: '9,9,9,9,9,9,9,9,9' },
        otherHeaders,
      ),
      call(
        'POST',
        '/chart/event/prediction',
        { userId: 1, eventId: JOB_ID, prediction: 'mine' },
        otherHeaders,
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res).toMatchObject({ status: 404, body: { message: CLIENT_NOT_FOUND } });
    }
    expect((await eventData()).userEvent).toEqual(before);
  });

  it('answers 403 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chart/event/1/job' });
    expect(res.statusCode).toBe(403);
  });

  it('a deleted client takes its judgements along (the foreign key cascades; the delete succeeds)', async () => {
    const runningId = await addClient();
    const save = { userId: runningId, eventId: JOB_ID, prediction: 'to be removed' };
    expect((await call('POST', '/chart/event/prediction', save)).status).toBe(200);
    const deleted = await call('DELETE', `/user/${runningId}`);
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/chart/event/${runningId}/job`)).body.message).toBe(CLIENT_NOT_FOUND);
    const again = await addClient();
    expect(again).not.toBe(runningId);
    expect((await eventData('job', again)).userEvent.isSaved).toBe(false);
  });
});
