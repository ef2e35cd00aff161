import { cuspalPositionLayout } from '@kpdesk/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFileName } from '../services/pdf/sheet-data.js';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';

type Headers = Record<string, string>;
const A4 = [0, 0, 595.28, 841.89];
const JOB_EVENT_ID = 7;

/** The pages of a PDF (their boxes) and all its text, read by Mozilla's pdf.js, independent of pdfkit. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = [];
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    pages.push(page.view);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await pdf.destroy();
  // Each drawn word run is an item; spaces between them are not the PDF's, so runs of spaces count as one.
  return { pages, text: text.replace(/\s+/g, ' ') };
}

/**
 * The KP sheet and the event report: one A4 page of real text with the font embedded, the
 * client's name, the Ascendant's sub lord and the astrologer's name in it; another astrologer's client is a 404.
 */
describe.each(dialects())('PDF downloads on %s', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app, { firstName: 'Vasudha', lastName: 'Raman' })).headers;
    await t.app.inject({ method: 'POST', url: '/api/user/quickadd', headers, payload: APPENDIX_A_CLIENT });
  });
  afterAll(async () => t.close());

  const get = (url: string, as: Headers = headers) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: as });

  it('sends the KP sheet as one A4 page with the client, the Ascendant sub lord and the astrologer', async () => {
    const res = await get('/pdf/kpsheet/1');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    // The clock reads 22 Nov 2026 06:00 UTC: 11:30 that day on the astrologer's clock (UTC+5:30).
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Appendix KP Sheet 2026-11-22.pdf"',
    );
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toEqual([A4]);
    const cusps = await get('/chart/cuspalpositionchart/1');
    const ascendant = cuspalPositionLayout.read(
      cusps.json<{ data: { rows: string[][] } }>().data.rows[0] ?? [],
    );
    expect(ascendant.subLord).not.toBe('');
    expect(text).toContain('KP Sheet: Appendix');
    const { sign, degree, signLord, starLord, subLord } = ascendant;
    expect(text).toContain(`I ${sign} ${degree} ${signLord} ${starLord} ${subLord} II `);
    expect(text).toContain('Prepared by Vasudha Raman');
    expect(text).toContain('Birth chart (South India)');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans/);
    expect(raw).not.toContain('Helvetica');
  });

  it('prints the corrected birth time the chart is cast for, and the recorded one beside it', async () => {
    const { headers: own } = await signUpAstrologer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/quickadd',
      headers: own,
      payload: APPENDIX_A_CLIENT,
    });
    const before = await readPdf((await get('/pdf/kpsheet/1', own)).rawPayload);
    // The default display formats: dd-MM-yyyy and a 12-hour clock.
    expect(before.text).toContain('Birth 12-09-1935 09:08:00 PM');
    expect(before.text).not.toContain('recorded');
    const corrected = await t.app.inject({
      method: 'POST',
      url: '/api/user/updatebirthtime',
      headers: own,
      payload: { id: 1, birthTime: '1935-09-12_21:14:30' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    for (const url of ['/pdf/kpsheet/1', '/pdf/report/1/marriage']) {
      const { text } = await readPdf((await get(url, own)).rawPayload);
      expect(text, url).toContain('Birth 12-09-1935 09:14:30 PM');
      expect(text, url).toContain('corrected birth time; recorded 12-09-1935 09:08:00 PM');
    }
  });

  it("draws the chart in the astrologer's chart style", async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/config/astrologer/edit',
      headers,
      payload: settingsBody({ config8: 1 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { text } = await readPdf((await get('/pdf/kpsheet/1')).rawPayload);
    expect(text).toContain('Birth chart (North India)');
    await t.app.inject({
      method: 'POST',
      url: '/api/config/astrologer/edit',
      headers,
      payload: settingsBody(),
    });
  });

  it('sends the event report with the saved comment on one A4 page', async () => {
    const comment = 'A change of job is promised in the coming Venus bhukti.';
    const payload = { userId: 1, eventId: JOB_EVENT_ID, prediction: comment };
    await t.app.inject({ method: 'POST', url: '/api/chart/event/prediction', headers, payload });
    const res = await get('/pdf/report/1/job');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Appendix Job service report 2026-11-22.pdf"',
    );
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toEqual([A4]);
    expect(text).toContain('Advanced Stellar System report');
    expect(text).toContain(comment);
    expect(text).toContain('Prepared by Vasudha Raman');
  });

  it('writes a character no embedded font draws as its code, never dropping it', async () => {
    const comment = 'Joy \u{1F600} shalom \u05E9 salaam \u0633 wide \uFF21 end.';
    const payload = { userId: 1, eventId: JOB_EVENT_ID, prediction: comment };
    await t.app.inject({ method: 'POST', url: '/api/chart/event/prediction', headers, payload });
    const { pages, text } = await readPdf((await get('/pdf/report/1/job')).rawPayload);
    expect(pages).toEqual([A4]);
    expect(text).toContain('Joy U+1F600 shalom U+05E9 salaam U+0633 wide U+FF21 end.');
  });

  it("answers 404 for another astrologer's client, a missing client and an unknown event", async () => {
    const other = (await signUpAstrologer(t.app)).headers;
    for (const [url, as] of [
      ['/pdf/kpsheet/1', other],
      ['/pdf/report/1/job', other],
      ['/pdf/kpsheet/99', headers],
      ['/pdf/report/1/wedding', headers],
    ] as const) {
      const res = await get(url, as);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('PDF file names', () => {
  it('keep letters, digits, spaces, dots and dashes only', () => {
    expect(pdfFileName('Ravi "K" / Kumar KP Sheet 2026-11-22')).toBe('Ravi K Kumar KP Sheet 2026-11-22.pdf');
    expect(pdfFileName('रवि')).toBe('KP Astro Desk.pdf');
  });
});
