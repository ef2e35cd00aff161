import { MUHURTA_MESSAGES, cuspalPositionLayout } from '@kpdesk/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_NOT_FOUND } from '../services/clients/clients.js';
import { APPENDIX_A_CLIENT, createTestApp, dialects, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';
const call = (t: TestApp, method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The worked example of shared/domain/muhurta.md §9: a marriage at New Delhi, 16 Feb 2026, 15:00–18:00 IST. */
const WORKED_SEARCH = {
  event: 'marriage',
  from: '2026-02-16 15:00:00',
  to: '2026-02-16 18:00:00',
  timezone: 5.5,
  place: 'New Delhi, Delhi, India',
  latitude: 28.6139,
  longitude: 77.209,
};

/** The doc's tolerance for window edges: ephemeris and root-finding differences, ±1 s. */
const EDGE_TOLERANCE_SECONDS = 1;

const secondsOf = (localTime: string) => Date.parse(`${localTime.replace(' ', 'T')}Z`) / 1000;

function expectEdge(actual: string, expected: string) {
  const difference = Math.abs(secondsOf(actual) - secondsOf(expected));
  expect(difference, `${actual} vs ${expected}`).toBeLessThanOrEqual(EDGE_TOLERANCE_SECONDS);
}

interface Window {
  start: string;
  end: string;
  score: number;
  lagna: { signLord: string; starLord: string; subLord: string };
  cuspSubLord: string;
  lagnaHouses: number[];
  rulingPlanets: { planet: string; counted: boolean }[];
  participants: { runningId: number; rejected: boolean; reasons: string[] }[];
}
interface SearchAnswer {
  windows: Window[];
  rejectedByParticipants: Window[];
  next: Window | null;
  vetoPeriods: { veto: string; start: string; end: string }[];
  profile: { favourable: number[]; cusp: number; edited: boolean };
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: text.replace(/\s+/g, ' ') };
}

describe.each(dialects())('muhurta on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let worked: SearchAnswer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    const res = await call(t, 'POST', '/api/muhurta/search', headers, WORKED_SEARCH);
    expect(res.statusCode, res.body).toBe(200);
    worked = res.json<{ data: SearchAnswer }>().data;
  });
  afterAll(async () => t.close());

  it('finds the two windows of the worked example, ranked, exact to the second', () => {
    expect(worked.windows).toHaveLength(2);
    const [first, second] = worked.windows;
    expectEdge(first!.start, '2026-02-16 17:23:26');
    expectEdge(first!.end, '2026-02-16 17:32:45');
    expect(first).toMatchObject({ score: 4, cuspSubLord: 'Rahu' });
    expect(first!.lagna).toEqual({ signLord: 'Moon', starLord: 'Mercury', subLord: 'Rahu' });
    expect(first!.lagnaHouses).toEqual([4, 7, 8, 11]);
    expect(
      first!.rulingPlanets
        .filter((p) => p.counted)
        .map((p) => p.planet)
        .sort(),
    ).toEqual(['Mercury', 'Rahu', 'Saturn', 'Venus']);
    expectEdge(second!.start, '2026-02-16 16:30:54');
    expectEdge(second!.end, '2026-02-16 16:35:35');
    expect(second).toMatchObject({ score: 3 });
    expect(worked.next).toBeNull();
    expect(worked.profile).toMatchObject({ favourable: [2, 7, 11], cusp: 7, edited: false });
  });

  it("casts the chart of a window's start whose Lagna has the window's lords", async () => {
    const first = worked.windows[0]!;
    const res = await call(t, 'POST', '/api/muhurta/chart', headers, {
      moment: first.start,
      timezone: WORKED_SEARCH.timezone,
      latitude: WORKED_SEARCH.latitude,
      longitude: WORKED_SEARCH.longitude,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { moment: string; cuspalPosition: { rows: string[][] } } }>().data;
    expect(data.moment).toBe(first.start);
    const lagna = cuspalPositionLayout.read(data.cuspalPosition.rows[0]!);
    expect({ signLord: lagna.signLord, starLord: lagna.starLord, subLord: lagna.subLord }).toEqual(
      first.lagna,
    );
  });

  it('lists the vetoed periods that touch the range on the request clock', () => {
    const gulika = worked.vetoPeriods.find((p) => p.veto === 'gulika');
    const dur = worked.vetoPeriods.find((p) => p.veto === 'durMuhurta');
    expect(gulika).toBeDefined();
    expectEdge(gulika!.end, '2026-02-16 15:21:42');
    expectEdge(dur!.start, '2026-02-16 15:10:37');
    expectEdge(dur!.end, '2026-02-16 15:54:58');
  });

  it('with Dur-muhurta off finds the third window the exact method opens at 15:33:40', async () => {
    const res = await call(t, 'POST', '/api/muhurta/search', headers, {
      ...WORKED_SEARCH,
      vetoes: { durMuhurta: false },
    });
    const third = res
      .json<{ data: SearchAnswer }>()
      .data.windows.find((w) => w.start.startsWith('2026-02-16 15:3'));
    expect(third).toBeDefined();
    expectEdge(third!.start, '2026-02-16 15:33:40');
    expectEdge(third!.end, '2026-02-16 15:36:13');
    expect(third!.score).toBe(3);
  });

  it('answers no windows and no next for an impossible profile', async () => {
    const res = await call(t, 'POST', '/api/muhurta/search', headers, {
      ...WORKED_SEARCH,
      favourable: [12],
      negating: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      to: '2026-02-16 16:00:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: SearchAnswer }>().data;
    expect(data.windows).toEqual([]);
    expect(data.profile.edited).toBe(true);
  });

  it.each([
    [{ to: '2026-03-20 18:00:00' }, MUHURTA_MESSAGES.rangeTooLong],
    [{ to: '2026-02-16 14:00:00' }, MUHURTA_MESSAGES.toNotAfterFrom],
    [{ from: '2026-02-30 15:00:00' }, MUHURTA_MESSAGES.from],
    [{ event: 'coronation' }, MUHURTA_MESSAGES.event],
    [{ favourable: [] }, MUHURTA_MESSAGES.favourableEmpty],
    [{ favourable: [2, 13] }, MUHURTA_MESSAGES.houseRange],
    [{ negating: [7] }, MUHURTA_MESSAGES.overlap],
    [{ cusp: 0 }, MUHURTA_MESSAGES.cusp],
    [{ participants: [1, 1] }, MUHURTA_MESSAGES.participants],
    [{ vetoes: { rahuKalam: 'yes' } }, MUHURTA_MESSAGES.vetoes],
  ])('refuses %j with a sentence under its field', async (change, message) => {
    const res = await call(t, 'POST', '/api/muhurta/search', headers, { ...WORKED_SEARCH, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400', message });
  });

  it("refuses another astrologer's client as a participant with the client's 404", async () => {
    const other = (await signUpAstrologer(t.app)).headers;
    const added = await call(t, 'POST', '/api/user/quickadd', other, APPENDIX_A_CLIENT);
    const theirs = added.json<{ data: { runningId: number } }>().data.runningId;
    // A new astrologer has no clients: the other's client number is not theirs.
    const mine = (await signUpAstrologer(t.app)).headers;
    const res = await call(t, 'POST', '/api/muhurta/search', mine, {
      ...WORKED_SEARCH,
      participants: [theirs],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CLIENT_NOT_FOUND });
  });

  it('checks each participant and saves, lists and deletes a window of a client', async () => {
    const added = await call(t, 'POST', '/api/user/quickadd', headers, APPENDIX_A_CLIENT);
    const runningId = added.json<{ data: { runningId: number } }>().data.runningId;
    const search = { ...WORKED_SEARCH, participants: [runningId] };
    const found = (await call(t, 'POST', '/api/muhurta/search', headers, search)).json<{
      data: SearchAnswer;
    }>().data;
    const all = [...found.windows, ...found.rejectedByParticipants];
    expect(all.length).toBeGreaterThan(0);
    for (const w of all) expect(w.participants.map((p) => p.runningId)).toEqual([runningId]);
    for (const w of found.rejectedByParticipants)
      expect(w.participants[0]!.reasons.length).toBeGreaterThan(0);
    const chosen = worked.windows[0]!;
    const body = { runningId, search: WORKED_SEARCH, start: chosen.start, end: chosen.end, note: 'Wedding' };
    const saved = await call(t, 'POST', '/api/muhurta/save', headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MUHURTA_MESSAGES.saved,
      data: { runningId, note: 'Wedding' },
    });
    const id = saved.json<{ data: { id: number } }>().data.id;
    const list = await call(t, 'GET', `/api/muhurta/list/${runningId}`, headers);
    expect(
      list.json<{ data: { id: number; window: Window }[] }>().data.map((m) => [m.id, m.window.start]),
    ).toEqual([[id, chosen.start]]);
    const stranger = (await signUpAstrologer(t.app)).headers;
    expect((await call(t, 'GET', `/api/muhurta/list/${runningId}`, stranger)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/muhurta/${runningId}/${id}`, stranger)).statusCode).toBe(404);
    const removed = await call(t, 'DELETE', `/api/muhurta/${runningId}/${id}`, headers);
    expect(removed.json()).toMatchObject({ message: MUHURTA_MESSAGES.removed });
    expect((await call(t, 'GET', `/api/muhurta/list/${runningId}`, headers)).json()).toMatchObject({
      data: [],
    });
    expect((await call(t, 'DELETE', `/api/muhurta/${runningId}/${id}`, headers)).statusCode).toBe(404);
  });

  it('refuses to save a stretch that is not a window the finder gives, and stores nothing', async () => {
    const added = await call(t, 'POST', '/api/user/quickadd', headers, APPENDIX_A_CLIENT);
    const runningId = added.json<{ data: { runningId: number } }>().data.runningId;
    const body = {
      runningId,
      search: WORKED_SEARCH,
      start: '2026-02-16 15:15:00',
      end: '2026-02-16 15:20:00',
    };
    const res = await call(t, 'POST', '/api/muhurta/save', headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MUHURTA_MESSAGES.window });
    expect((await call(t, 'GET', `/api/muhurta/list/${runningId}`, headers)).json()).toMatchObject({
      data: [],
    });
  });

  it('writes the chosen windows to an iCalendar file in UTC and to a one-page PDF', async () => {
    const windows = worked.windows.map(({ start, end }) => ({ start, end }));
    const ics = await call(t, 'POST', '/api/muhurta/calendar', headers, { search: WORKED_SEARCH, windows });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 17:23:26 in India (UTC+5:30) is 11:53:26 UTC.
    expect(ics.body).toMatch(/DTSTART:20260216T1153(2[5-7])Z/);
    expect(ics.body).toContain('GEO:28.6139;77.209');
    const pdf = await call(t, 'POST', '/api/pdf/muhurta', headers, { search: WORKED_SEARCH, windows });
    expect(pdf.statusCode).toBe(200);
    const { pages, text } = await pdfText(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(worked.windows[0]!.start);
    expect(text).toContain('Marriage');
  });

  it("a save racing the client's delete ends in a save or the client's 404, never a stray row or a 500", async () => {
    const added = await call(t, 'POST', '/api/user/quickadd', headers, APPENDIX_A_CLIENT);
    const runningId = added.json<{ data: { runningId: number } }>().data.runningId;
    const chosen = worked.windows[0]!;
    const body = { runningId, search: WORKED_SEARCH, start: chosen.start, end: chosen.end };
    const [saved, deleted] = await Promise.all([
      call(t, 'POST', '/api/muhurta/save', headers, body),
      call(t, 'DELETE', `/api/user/${runningId}`, headers),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 404]).toContain(saved.statusCode);
    expect((await call(t, 'GET', `/api/muhurta/list/${runningId}`, headers)).statusCode).toBe(404);
    const clients = await t.app.context.db.selectFrom('clients').select('id').execute();
    const live = new Set(clients.map((c) => c.id));
    const orphans = await t.app.context.db.selectFrom('saved_muhurtas').select('client_id').execute();
    expect(orphans.filter((r) => !live.has(r.client_id))).toEqual([]);
  });
});
