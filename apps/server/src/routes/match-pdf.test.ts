import { KOOTAS, MATCH_MESSAGES, nameOf } from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_IN_CHENNAI,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';
import { readPdf } from '../test/pdf-text.js';

type Headers = Record<string, string>;
const CHENNAI = { birthCity: 'Chennai', birthLatitude: 13.0827, birthLongitude: 80.2707 };
const PEOPLE = [
  { firstName: 'Lakshmi', sex: 'Female', birthDate: '1992-04-18', birthTime: '07:25:00', ...CHENNAI },
  { firstName: 'Arjun', sex: 'Male', birthDate: '1989-11-02', birthTime: '21:10:00', ...CHENNAI },
  { firstName: 'Meena', sex: 'Female', birthDate: '1993-08-30', birthTime: '13:05:00', ...CHENNAI },
  { firstName: 'Karthik', sex: 'Male', birthDate: '1988-06-21', birthTime: '11:55:00', ...CHENNAI },
];

interface MatchTotals {
  ashtakoota: { total: number; totalWithCancellations: number };
  poruthamTotal: number;
}

/**
 * GET /pdf/match: what POST /match answers, on one A4 page, refused as POST /match refuses. Each PDF embeds
 * and shapes fonts and is read back with pdf.js, several seconds apiece on a busy 2-core machine.
 */
describe.each(dialects())('the match PDF on %s', { timeout: 120_000 }, (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const post = (url: string, payload: object, h = headers) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: h, payload });
  const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: h });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    expect((await post('/astrologer/edit', PROFILE_IN_CHENNAI)).statusCode).toBe(200);
    for (const person of PEOPLE) expect((await post('/user/quickadd', person)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('prints the totals of POST /match and every koota on one page', async () => {
    for (const [bride, groom] of [
      [1, 2],
      [3, 4],
    ] as const) {
      const match = (await post('/match', { brideRunningId: bride, groomRunningId: groom })).json<{
        data: MatchTotals;
      }>().data;
      const res = await get(`/pdf/match/${bride}/${groom}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const { numPages, text } = await readPdf(res.rawPayload);
      expect(numPages).toBe(1);
      const { total, totalWithCancellations } = match.ashtakoota;
      expect(text).toContain(`Total: ${total} / 36`);
      expect(text).toContain(`Total with cancelled doshas restored: ${totalWithCancellations} / 36`);
      expect(text).toContain(`Poruthams passed: ${match.poruthamTotal} / 10`);
      for (const key of KOOTAS.ids) expect(text).toContain(nameOf(KOOTAS, key, 'en'));
      expect(text).toContain('KP judgement');
      expect(text).toContain('7th cusp sub lord');
      expect(text).toContain('Manglik (Kuja) dosha');
      expect(text).toContain('Prepared by Meena Iyer');
    }
    const first = await get('/pdf/match/1/2');
    expect(first.headers['content-disposition']).toBe(
      'attachment; filename="Lakshmi Arjun match 2026-11-22.pdf"',
    );
  });

  it('refuses the same client twice as POST /match does; another astrologer’s client is the 404', async () => {
    const same = await get('/pdf/match/3/3');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: MATCH_MESSAGES.sameClient });
    const stranger = (await signUpAstrologer(t.app)).headers;
    await post('/user/quickadd', PEOPLE[0]!, stranger);
    const missing = await get('/pdf/match/1/2', stranger);
    expect(missing.statusCode).toBe(404);
    expect((await get('/pdf/match/2/1', stranger)).json()).toEqual(missing.json());
  });

  it('prints in the clients’ display language when they share one, else the astrologer’s', async () => {
    expect((await post('/config/astrologer/edit', settingsBody({ config11: 'ta' }))).statusCode).toBe(200);
    const tamil = (await readPdf((await get('/pdf/match/1/2')).rawPayload)).text;
    expect(tamil).toContain(nameOf(KOOTAS, 'gana', 'ta'));
    expect(tamil).not.toContain('Ashtakoota');
    for (const userId of [3, 4]) {
      const own = await post('/config/user/edit', settingsBody({ userId, config11: 'te' }));
      expect(own.statusCode, own.body).toBe(200);
    }
    const telugu = await readPdf((await get('/pdf/match/3/4')).rawPayload);
    expect(telugu.numPages).toBe(1);
    expect(telugu.text).toContain(nameOf(KOOTAS, 'gana', 'te'));
    // One of the two in Telugu, the other inheriting Tamil: the astrologer's language.
    const mixed = (await readPdf((await get('/pdf/match/1/4')).rawPayload)).text;
    expect(mixed).toContain(nameOf(KOOTAS, 'gana', 'ta'));
    expect(mixed).not.toContain(nameOf(KOOTAS, 'gana', 'te'));
  });
});
