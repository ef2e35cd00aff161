/**
 * GET /pdf/lifeevents/:runningId on both databases, read back by Mozilla's pdf.js (independent of pdfkit):
 * the events with their periods, categories, promise and score as the list answers them, the timeline, the
 * chosen rectification beside the recorded time, as many pages as the events need, the display language,
 * and the same 404 for another astrologer's client.
 */
import { computeChart } from '@kpdesk/astro';
import type { LifeEvent } from '@kpdesk/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

type Headers = Record<string, string>;

/** The page count and all text of a PDF, runs of spaces as one. */
async function readPdf(bytes: Buffer) {
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

const EVENTS = [
  { eventKey: 'job', date: '1958-07-01', time: null, note: '' },
  { eventKey: 'marriage', date: '1962-05-20', time: '10:30', note: 'Temple wedding' },
];

describe.each(dialects())('the life events PDF on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const send = (method: 'GET' | 'POST', url: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: `/api/${url}`, headers: h, ...(payload ? { payload } : {}) });
  const pdfOf = async (client: number) => {
    const res = await send('GET', `pdf/lifeevents/${client}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    return { ...(await readPdf(res.rawPayload)), disposition: String(res.headers['content-disposition']) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app)).headers;
    for (let i = 0; i < 2; i++)
      expect((await send('POST', 'user/quickadd', APPENDIX_A_CLIENT)).statusCode).toBe(200);
    for (const event of EVENTS) expect((await send('POST', 'lifeevents/1', event)).statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it('prints each event with its periods, categories, promise and score, and the timeline', async () => {
    const listed = (await send('GET', 'lifeevents/1')).json<{ data: { events: LifeEvent[] } }>().data.events;
    const { pages, text, disposition } = await pdfOf(1);
    expect(pages).toBe(1);
    expect(disposition).toMatch(/Appendix life events \d{4}-\d\d-\d\d\.pdf/);
    expect(text).toContain('Life events: Appendix');
    expect(text).toContain('Dasha timeline');
    expect(text).toContain('Today');
    expect(text).toContain('1. Job / service 01-07-1958 (time not known)');
    expect(text).toContain('2. Marriage 20-05-1962 10:30:00 AM');
    for (const event of listed) {
      const [dasha] = event.periods;
      const value = (v: number) => (v > 0 ? `+${v}` : String(v));
      expect(text).toContain(`${dasha?.lord} · ${dasha?.category} ${value(dasha?.value ?? 0)}`);
      expect(text).toContain(`${value(event.promise.value)} ${value(event.score)}`);
    }
    expect(text).toContain('No rectification has been chosen');
  });

  it('prints the chosen rectification: its time beside the recorded one, its Ascendant lords, its score', async () => {
    const saved = await send('POST', 'user/updatebirthtime', { id: 1, birthTime: '1935-09-12_21:20:00' });
    expect(saved.statusCode).toBe(200);
    const listed = (await send('GET', 'lifeevents/1')).json<{ data: { events: LifeEvent[] } }>().data.events;
    const { text } = await pdfOf(1);
    expect(text).toContain('Chosen rectification');
    expect(text).toContain('Birth time chosen 12-09-1935 09:20:00 PM (recorded 12-09-1935 09:08:00 PM)');
    const place = { latitude: APPENDIX_A_CLIENT.birthLatitude, longitude: APPENDIX_A_CLIENT.birthLongitude };
    const chart = computeChart({ date: '1935-09-12', time: '21:20:00', utcOffsetHours: 5.5, place });
    const { signLord, starLord, subLord } = chart.ascendant;
    expect(text).toContain(`Ascendant sign / star / sub: ${signLord} / ${starLord} / ${subLord}`);
    const score = listed.reduce((sum, e) => sum + e.score, 0);
    expect(text).toContain(`Score ${score > 0 ? '+' : ''}${score}:`);
  });

  it('carries a long list over more pages, each with its footer', async () => {
    for (let day = 1; day <= 90; day++) {
      const date = `1970-${String(Math.ceil(day / 28)).padStart(2, '0')}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`;
      expect((await send('POST', 'lifeevents/2', { eventKey: 'job', date, time: null })).statusCode).toBe(
        200,
      );
    }
    const { pages, text } = await pdfOf(2);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('90. ');
    expect(text.match(/Generated \d{4}-\d\d-\d\d with KP Astro Desk/g)).toHaveLength(pages);
  });

  it('prints in the display language', async () => {
    const res = await send('POST', 'config/astrologer/edit', settingsBody({ config11: 'hi' }));
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfOf(1);
    // Runs of another script are set apart, so pdf.js may read a space before the colon.
    expect(text).toMatch(/जीवन घटनाएँ ?: Appendix/);
    expect(text).toContain('चुना गया जन्म समय शोधन');
    expect((await send('POST', 'config/astrologer/edit', settingsBody({ config11: 'en' }))).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another astrologer's client and a missing one", async () => {
    const other = (await signUpAstrologer(t.app)).headers;
    for (const [url, h] of [
      ['pdf/lifeevents/1', other],
      ['pdf/lifeevents/99', headers],
    ] as const) {
      const res = await send('GET', url, undefined, h);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        404,
        'Client is not found.',
      ]);
    }
  });
});
