import { EVENT_CATALOGUE } from '@kpdesk/astro';
import {
  cuspalPositionLayout,
  ENGLISH_EVENT_NAMES,
  nameOf,
  PLANET_CATEGORIES,
  translationTable,
} from '@kpdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_LABELS } from '../services/pdf/pdf-labels.js';
import { splitByScript } from '../services/pdf/script-text.js';
import {
  APPENDIX_A_CLIENT,
  createTestApp,
  dialects,
  settingsBody,
  signUpAstrologer,
  type TestApp,
} from '../test/app.js';
import { readPdf } from '../test/pdf-text.js';

type Headers = Record<string, string>;

/** All text of a PDF as Mozilla's pdf.js reads it, runs of spaces as one. */
const pdfText = async (bytes: Buffer) => (await readPdf(bytes)).text;

describe('PDF labels of each display language', () => {
  it.each(['hi', 'ta', 'te'] as const)(
    '%s translates every label from the one phrase system, none empty, with the same slots',
    (language) => {
      const table = translationTable(language);
      const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, english] of Object.entries(ENGLISH_LABELS)) {
        const translated = table[english];
        expect(translated?.trim(), `${language}.${key}`).toBeTruthy();
        expect(slots(translated ?? ''), `${language}.${key}`).toEqual(slots(english));
      }
    },
  );

  it.each(['hi', 'ta', 'te'] as const)(
    '%s names every catalogue event, menu heading and planet category the report prints',
    (language) => {
      const table = translationTable(language);
      const english = new Set<string>(ENGLISH_EVENT_NAMES);
      const names = EVENT_CATALOGUE.flatMap((event) => [event.name, event.menuGroup]);
      // A new catalogue event without its names would print in English in every language.
      expect(names.filter((name) => !english.has(name))).toEqual([]);
      const untranslated = [
        ...names,
        ...PLANET_CATEGORIES.ids.map((id) => nameOf(PLANET_CATEGORIES, id, 'en')),
      ].filter((name) => !table[name]?.trim());
      expect(untranslated).toEqual([]);
    },
  );

  it('cuts a line into runs of one script, joiners and dandas kept in their run', () => {
    expect(splitByScript('KP शीट: Ravi')).toEqual([
      { script: 'latin', text: 'KP ' },
      { script: 'devanagari', text: 'शीट' },
      { script: 'latin', text: ': Ravi' },
    ]);
    expect(splitByScript('సూర్యుడు 25° க்கி।')).toEqual([
      { script: 'telugu', text: 'సూర్యుడు' },
      { script: 'latin', text: ' 25° ' },
      { script: 'tamil', text: 'க்கி।' },
    ]);
    expect(splitByScript('क्\u200dष')).toEqual([{ script: 'devanagari', text: 'क्\u200dष' }]);
    expect(splitByScript('Ravi \u{1F600} राम ©')).toEqual([
      { script: 'latin', text: 'Ravi U+1F600 ' },
      { script: 'devanagari', text: 'राम' },
      { script: 'latin', text: ' ©' },
    ]);
  });
});

/**
 * Display languages on the PDFs: the astrologer reads Hindi, one client is set to Telugu; the sheet and the report print
 * the labels and the planet names of the client's effective language, with the astrologer's name; English stays
 * the default.
 */
// Each test shapes and embeds Indian-script fonts in two PDFs and reads them back with pdf.js: about 15 s on a
// loaded 2-core machine, over the suite's 30 s default when the machine is busier still.
describe.each(dialects())('PDFs in the display language on %s', { timeout: 120_000 }, (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signUpAstrologer(t.app, { firstName: 'Vasudha', lastName: 'Raman' })).headers;
    await post('/user/quickadd', APPENDIX_A_CLIENT);
    await post('/user/quickadd', { ...APPENDIX_A_CLIENT, firstName: 'Telugu' });
  });
  afterAll(async () => t.close());

  async function ascendantSubLord(runningId: number): Promise<string> {
    const cusps = (await get(`/chart/cuspalpositionchart/${runningId}`)).json<{
      data: { rows: string[][] };
    }>();
    return cuspalPositionLayout.read(cusps.data.rows[0] ?? []).subLord;
  }

  it('prints English until a language is chosen', async () => {
    const text = await pdfText((await get('/pdf/kpsheet/1')).rawPayload);
    expect(text).toContain('KP Sheet: Appendix');
    expect(text).toContain('Planets as significators (houses)');
    // The thithi with its paksha and the day of the day lord, as Client Details writes them.
    expect(text).toMatch(/\w+ \((Shukla|Krishna) Paksha\)/);
    expect(text).toMatch(/\((Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day\)/);
    expect(text).not.toMatch(/\p{Script=Devanagari}|\p{Script=Telugu}/u);
  });

  it("prints the KP sheet in the astrologer's Hindi and the client's own Telugu", async () => {
    expect((await post('/config/astrologer/edit', settingsBody({ config11: 'hi' }))).statusCode).toBe(200);
    const own = await post('/config/user/edit', settingsBody({ userId: 2, config11: 'te' }));
    expect(own.statusCode, own.body).toBe(200);
    const sheet = await get('/pdf/kpsheet/1');
    expect(sheet.statusCode, sheet.body.slice(0, 300)).toBe(200);
    // The download header stays ASCII: the file name keeps its English words.
    expect(sheet.headers['content-disposition']).toBe(
      'attachment; filename="Appendix KP Sheet 2026-11-22.pdf"',
    );
    const hindi = await pdfText(sheet.rawPayload);
    const hi = translationTable('hi');
    const subLord = await ascendantSubLord(1);
    // pdf.js reads shaped glyphs in visual order (a reph or a pre-base vowel sign comes out moved, सूर्य as
    // 'सूयर्'), so the words checked are those whose glyphs stand in reading order.
    expect(hindi).toContain('पत्रक : Appendix');
    expect(hindi).toContain('चालू दशा');
    expect(hindi).toContain('महादशाएँ');
    expect(hindi).toContain(`लग्न मंगल मंगल शुक्र ${hi[subLord]}`);
    expect(hindi).toContain('Vasudha Raman');
    expect(hindi).not.toContain('Planets as significators');
    // Thithi, paksha and the weekday in Hindi too, not the engine's English words.
    expect(hindi).not.toMatch(/Paksha|Shukla|\bKrishna\b|(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day/);
    expect(hindi).toContain('पक्ष');
    // The calculation profile in the screens' Hindi phrases, not the engine's 'Placidus', 'mean', 'Moshier'.
    expect(hindi).not.toMatch(/Placidus|\bmean\b|Moshier/);
    const raw = sheet.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);

    const telugu = await pdfText((await get('/pdf/kpsheet/2')).rawPayload);
    expect(telugu).toContain('పత్రం : Telugu');
    expect(telugu).toContain('జరుగుతున్న దశలు');
    expect(telugu).toContain('లగ్నం కుజుడు కుజుడు');
    expect(telugu).toContain('Vasudha Raman');
    expect(telugu).not.toContain('सूर्य');
    expect(telugu).not.toMatch(/Placidus|\bmean\b|Moshier/);
  });

  it('prints the event report in Hindi, with a comment mixing scripts', async () => {
    const comment = 'शुक्र भुक्ति में नौकरी (Venus bhukti, 2027).';
    await post('/chart/event/prediction', { userId: 1, eventId: 7, prediction: comment });
    const res = await get('/pdf/report/1/job');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = await pdfText(res.rawPayload);
    // The catalogue's event name and the planet categories print in the language too.
    expect(text).toContain('नौकरी / सेवा : उन्नत नक्षत्र');
    expect(text).not.toContain('Job / service');
    expect(text).toMatch(/अति शुभ|अल्प शुभ|अति अशुभ|अल्प अशुभ/);
    expect(text).not.toMatch(/Favourable|Unfavourable|Mixed/);
    expect(text).toContain('शुक्र');
    expect(text).toContain('नौकरी (Venus bhukti, 2027).');
    expect(text).toContain('Vasudha Raman');
    const telugu = await pdfText((await get('/pdf/report/2/job')).rawPayload);
    expect(telugu).toContain('అధునాతన నక్షత్ర');
    expect(telugu).toContain('అతి అనుకూలం');
    expect(telugu).not.toMatch(/Job \/ service|Favourable|Unfavourable|Mixed/);
  });
});
