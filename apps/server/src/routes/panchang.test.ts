import { readFileSync } from 'node:fs';
import { CLIENT_MESSAGES, OPTIONS_MESSAGES, PANCHANG_MESSAGES, SETTINGS_MESSAGES } from '@kpdesk/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, settingsBody, signUpAstrologer, type TestApp } from '../test/app.js';

type Headers = Record<string, string>;
const call = (t: TestApp, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

interface DrikCase {
  tolerance: { sunriseSunsetMoonAndDayDivisionsSeconds: number; limbEndsAndAmritSeconds: number };
  input: { date: string; latitude: number; longitude: number };
  expected: {
    sunrise: string;
    sunset: string;
    tithis: { number: number; end: string }[];
    nakshatras: { number: number; end?: string }[];
    rahuKalam: [string, string];
    abhijit: [string, string];
  };
}

/** The published Drik Panchang day of the public cases (a copy of shared/oracles in packages/astro/test-data) (New Delhi, 24 Jan 2022, Lahiri, Drik sunrise). */
const DRIK = (
  JSON.parse(
    readFileSync(
      new URL('../../../../packages/astro/test-data/turn4-public-cases.json', import.meta.url),
      'utf8',
    ),
  ) as {
    cases: ({ id: string } & DrikCase)[];
  }
).cases.find((c) => c.id === 'panchang-drik-new-delhi-2022-01-24')!;

/**
 * The case's own tolerances: Drik Panchang prints minutes (rise, set and the day's divisions within the
 * minute), and its positions differ from the Swiss Ephemeris' by up to 2 minutes of limb end.
 */
const RISE_SET_SECONDS = DRIK.tolerance.sunriseSunsetMoonAndDayDivisionsSeconds;
const LIMB_END_SECONDS = DRIK.tolerance.limbEndsAndAmritSeconds;
const secondsOf = (text: string) =>
  Date.parse(`${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}Z`) / 1000;
const expectNear = (actual: string | null | undefined, expected: string, tolerance = RISE_SET_SECONDS) =>
  expect(
    Math.abs(secondsOf(actual ?? '') - secondsOf(expected)),
    `${actual} vs ${expected}`,
  ).toBeLessThanOrEqual(tolerance);

const NEW_DELHI = { timezone: 5.5, place: 'New Delhi, Delhi, India', latitude: 28.6139, longitude: 77.209 };

interface Day {
  sunrise: string;
  sunset: string;
  nextSunrise: string;
  sunriseConvention: string;
  tithis: { number: number; paksha: string; start: string; end: string }[];
  nakshatras: { number: number; end: string }[];
  rahuKalam: { start: string; end: string };
  abhijit: { start: string; end: string } | null;
  horas: unknown[];
  vara: { weekday: number; lord: string };
}

describe.each(dialects())('panchang on %s', (dialect) => {
  let t: TestApp;
  let drik: Headers;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    drik = (await signUpAstrologer(t.app)).headers;
    const saved = await call(
      t,
      'POST',
      '/config/astrologer/edit',
      drik,
      settingsBody({ config4: 1, config12: 'drik' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t.close());

  const dayOf = async (headers: Headers, date: string) => {
    const res = await call(t, 'POST', '/panchang/day', headers, { date, ...NEW_DELHI });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Day }>().data;
  };

  it('agrees with Drik Panchang to the minute under the Drik convention', async () => {
    const day = await dayOf(drik, DRIK.input.date);
    expect(day.sunriseConvention).toBe('drik');
    expectNear(day.sunrise, DRIK.expected.sunrise);
    expectNear(day.sunset, DRIK.expected.sunset);
    expect(day.tithis[0]).toMatchObject({ number: DRIK.expected.tithis[0]!.number, paksha: 'krishna' });
    expectNear(day.tithis[0]!.end, DRIK.expected.tithis[0]!.end, LIMB_END_SECONDS);
    expect(day.nakshatras.map((n) => n.number)).toEqual(DRIK.expected.nakshatras.map((n) => n.number));
    expectNear(day.nakshatras[0]!.end, DRIK.expected.nakshatras[0]!.end!, LIMB_END_SECONDS);
    expectNear(day.rahuKalam.start, DRIK.expected.rahuKalam[0]);
    expectNear(day.rahuKalam.end, DRIK.expected.rahuKalam[1]);
    expectNear(day.abhijit?.start, DRIK.expected.abhijit[0]);
    expect(day.vara).toEqual({ weekday: 1, lord: 'Moon' });
    expect(day.horas).toHaveLength(24);
  });

  it('lists every element over the sunrise-to-sunrise day, and no Abhijit on a Wednesday', async () => {
    const day = await dayOf(drik, '2022-01-26');
    expect(day.tithis[0]!.start <= day.sunrise).toBe(true);
    expect(day.tithis.at(-1)!.end >= day.nextSunrise).toBe(true);
    for (let i = 1; i < day.tithis.length; i++) expect(day.tithis[i]!.start).toBe(day.tithis[i - 1]!.end);
    expect(day.abhijit).toBeNull();
  });

  it('takes the Hindu sunrise until the astrologer chooses Drik: the centre of the disc rises later', async () => {
    const hindu = (await signUpAstrologer(t.app)).headers;
    const [byHindu, byDrik] = [await dayOf(hindu, DRIK.input.date), await dayOf(drik, DRIK.input.date)];
    expect(byHindu.sunriseConvention).toBe('hindu');
    const later = secondsOf(byHindu.sunrise) - secondsOf(byDrik.sunrise);
    // Refraction (about 34′) and the half disc (about 16′) lift the Sun about 50′: some 3 to 5 minutes here.
    expect(later).toBeGreaterThan(120);
    expect(later).toBeLessThan(360);
  });

  it('gives each day of a month the limbs at sunrise with their ends', async () => {
    const res = await call(t, 'POST', '/panchang/month', drik, { year: 2022, month: 2, ...NEW_DELHI });
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json<{
      data: { days: { date: string; sunrise: string; tithi: { start: string; end: string } }[] };
    }>().data;
    expect(days.map((d) => d.date)).toHaveLength(28);
    for (const d of days) {
      expect(d.tithi.start <= d.sunrise && d.sunrise < d.tithi.end, d.date).toBe(true);
    }
  });

  it.each([
    ['/panchang/day', { date: '2022-02-30', ...NEW_DELHI }, OPTIONS_MESSAGES.dateInvalid],
    ['/panchang/day', { date: '2022-01-24', ...NEW_DELHI, place: '' }, CLIENT_MESSAGES.birthPlaceRequired],
    ['/panchang/month', { year: 2022, month: 13, ...NEW_DELHI }, PANCHANG_MESSAGES.month],
    ['/panchang/month', { year: 1500, month: 1, ...NEW_DELHI }, PANCHANG_MESSAGES.year],
  ])('refuses a bad %s body naming the field', async (url, body, message) => {
    const res = await call(t, 'POST', url, drik, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400', message });
  });

  it('prints the day on one page with its times', async () => {
    const query = new URLSearchParams({
      timezone: '5.5',
      place: NEW_DELHI.place,
      latitude: '28.6139',
      longitude: '77.209',
    });
    const res = await call(t, 'GET', `/pdf/panchang/2022-01-24?${query.toString()}`, drik);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false }).promise;
    expect(pdf.numPages).toBe(1);
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ');
    await pdf.destroy();
    const day = await dayOf(drik, '2022-01-24');
    expect(text).toContain(day.sunrise.slice(11));
    expect(text).toContain('Hasta');
  });
});

describe.each(dialects())('the Sunrise setting (config12) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(dialect)));
  afterAll(async () => t.close());
  const settingsOf = async (url: string, headers: Headers) =>
    (await call(t, 'GET', url, headers)).json<{ data: Record<string, unknown> }>().data;

  it('is Hindu until chosen, kept when a body leaves it out, refused by name otherwise', async () => {
    const { headers } = await signUpAstrologer(t.app);
    expect(await settingsOf('/config/astrologer', headers)).toMatchObject({ config12: 'hindu' });
    await call(t, 'POST', '/config/astrologer/edit', headers, settingsBody({ config12: 'drik' }));
    const leftOut = { ...settingsBody({ config4: 3 }), config12: undefined };
    expect((await call(t, 'POST', '/config/astrologer/edit', headers, leftOut)).statusCode).toBe(200);
    expect(await settingsOf('/config/astrologer', headers)).toMatchObject({ config4: 3, config12: 'drik' });
    const bad = await call(
      t,
      'POST',
      '/config/astrologer/edit',
      headers,
      settingsBody({ config12: 'vedic' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: SETTINGS_MESSAGES.sunrise });
    expect(await settingsOf('/config/astrologer', headers)).toMatchObject({ config12: 'drik' });
  });

  it("lets a client inherit the astrologer's sunrise or keep its own", async () => {
    const { headers } = await signUpAstrologer(t.app);
    const added = await call(t, 'POST', '/user/quickadd', headers, {
      firstName: 'Meena',
      birthDate: '1990-07-04',
      birthTime: '10:30:00',
      birthCity: 'Madurai',
      birthLatitude: 9.93,
      birthLongitude: 78.12,
      sex: 'Female',
    });
    const userId = added.json<{ data: { runningId: number } }>().data.runningId;
    expect(await settingsOf(`/config/user/${userId}`, headers)).toMatchObject({ config12: null });
    await call(t, 'POST', '/config/user/edit', headers, settingsBody({ userId, config12: 'drik' }));
    const leftOut = { ...settingsBody({ userId, config4: 3 }), config12: undefined };
    expect((await call(t, 'POST', '/config/user/edit', headers, leftOut)).statusCode).toBe(200);
    expect(await settingsOf(`/config/user/${userId}`, headers)).toMatchObject({ config12: 'drik' });
  });
});

describe.each(dialects())('the Sunrise setting governs the muhurtas on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(dialect)));
  afterAll(async () => t.close());

  it('names the convention a muhurta search used: the astrologer’s', async () => {
    const { headers } = await signUpAstrologer(t.app);
    const search = {
      event: 'marriage',
      from: '2026-02-16 15:00:00',
      to: '2026-02-16 16:00:00',
      ...NEW_DELHI,
    };
    const before = await call(t, 'POST', '/muhurta/search', headers, search);
    expect(before.json()).toMatchObject({ data: { sunriseConvention: 'hindu' } });
    await call(t, 'POST', '/config/astrologer/edit', headers, settingsBody({ config12: 'drik' }));
    const after = await call(t, 'POST', '/muhurta/search', headers, search);
    expect(after.json()).toMatchObject({ data: { sunriseConvention: 'drik' } });
  });
});
