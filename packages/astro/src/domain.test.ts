/** Worked examples of shared/domain/kp-vedic-definitions.md (§1.5, §12.4, §13, §16.3, §17, Appendix A). */
import { describe, expect, it } from 'vitest';
import {
  buildIntervalTable,
  computeChart,
  computeDasha,
  computeInputJulianDay,
  computeKpLords,
  computeOptionsChoice,
  findRunningPeriods,
  formatLocalIso,
  resolveSettings,
  searchLordChanges,
  type BodyPosition,
} from './index.js';

const dms = (d: number, m: number, s: number): number => d + m / 60 + s / 3600;
/** Book and domain values are printed to the whole second or minute. */
const ARCSEC_TOLERANCE_DEG = 1.5 / 3600;
/** The domain prints dasha dates to the minute from an unrounded Moon. */
const DASHA_MINUTES_TOLERANCE = 2;
const GUNA = { latitude: dms(24, 39, 0), longitude: dms(77, 18, 0) };

describe('§1.5 KP lords', () => {
  it.each([
    [dms(140, 18, 11), ['Sun', 'Venus', 'Jupiter', 'Jupiter', 'Mars'], 11],
    [10, ['Mars', 'Ketu', 'Saturn', 'Ketu', 'Sun'], 1],
    [180 + dms(29, 30, 0), ['Venus', 'Jupiter', 'Moon', 'Moon', 'Mercury'], 16],
    [30.5, ['Venus', 'Sun', 'Rahu', 'Ketu', 'Mercury'], 3],
    [225, ['Mars', 'Saturn', 'Jupiter', 'Jupiter', 'Ketu'], 17],
  ] as const)('%f', (lon, lords, star) => {
    const l = computeKpLords(lon);
    expect([l.signLord, l.starLord, l.subLord, l.subSubLord, l.subSubSubLord]).toEqual(lords);
    expect(l.nakshatraNumber).toBe(star);
  });
  it('is lower-inclusive on a sub boundary and at 30°, 0° and 360°', () => {
    expect(computeKpLords(dms(0, 46, 40)).subLord).toBe('Venus');
    expect(computeKpLords(dms(0, 46, 40) - 1e-7).subLord).toBe('Ketu');
    expect(computeKpLords(30).sign).toBe('Taurus');
    expect(computeKpLords(29.999999999999996).sign).toBe('Taurus');
    expect(computeKpLords(360).sign).toBe('Aries');
    expect(computeKpLords(0).subSubSubLord).toBe('Ketu');
    const lastPisces = computeKpLords(359.9999);
    expect([lastPisces.sign, lastPisces.starLord, lastPisces.subLord, lastPisces.nakshatraNumber]).toEqual([
      'Pisces',
      'Mercury',
      'Saturn',
      27,
    ]);
  });
});

describe('Appendix A chart (KP defaults) and §13 panchang', () => {
  const chart = computeChart({ date: '1935-09-12', time: '21:08', utcOffsetHours: 5.5, place: GUNA });
  it('has the published positions, cusp lords and houses', () => {
    const sun = chart.bodies.find((b) => b.name === 'Sun');
    expect(Math.abs((sun?.longitude ?? 0) - (120 + dms(26, 4, 14)))).toBeLessThan(ARCSEC_TOLERANCE_DEG);
    expect(Math.abs((chart.cusps[0]?.longitude ?? 0) - dms(19, 25, 9))).toBeLessThan(ARCSEC_TOLERANCE_DEG);
    const cuspLords = chart.cusps.map((c) => [c.signLord, c.starLord, c.subLord, c.subSubLord].join('/'));
    expect(cuspLords).toEqual([
      'Mars/Venus/Rahu/Venus',
      'Venus/Moon/Mercury/Venus',
      'Mercury/Rahu/Mercury/Ketu',
      'Moon/Saturn/Ketu/Venus',
      'Sun/Ketu/Rahu/Rahu',
      'Mercury/Moon/Moon/Rahu',
      'Venus/Rahu/Mars/Jupiter',
      'Mars/Mercury/Mercury/Saturn',
      'Jupiter/Ketu/Mercury/Jupiter',
      'Saturn/Sun/Ketu/Jupiter',
      'Saturn/Mars/Moon/Moon',
      'Jupiter/Saturn/Venus/Ketu',
    ]);
    expect(chart.bodies.map((b) => b.house)).toEqual([5, 11, 7, 6, 7, 5, 11, 9, 3]);
    expect(chart.bodies.find((b) => b.name === 'Venus')?.isRetrograde).toBe(true);
  });
  it('has tithi 15 Purnima (Purna), Purva Bhadrapada pada 1 and day lord Jupiter', () => {
    expect(chart.panchang.tithi).toMatchObject({
      number: 15,
      name: 'Purnima',
      paksha: 'Shukla',
      typeId: 'purna',
    });
    expect(chart.panchang.nakshatra).toMatchObject({
      number: 25,
      name: 'Purva Bhadrapada',
      pada: 1,
      lord: 'Jupiter',
    });
    expect([chart.panchang.weekday, chart.panchang.dayLord]).toEqual(['Thursday', 'Jupiter']);
  });
  it('takes the previous weekday before sunrise', () => {
    const early = computeChart({ date: '1935-09-12', time: '04:00', utcOffsetHours: 5.5, place: GUNA });
    expect([early.day.civilWeekdayName, early.day.weekdayName, early.day.dayLord]).toEqual([
      'Thursday',
      'Wednesday',
      'Mercury',
    ]);
  });
});

describe('§12.4 Vimshottari (Lahiri, 365.25-day years)', () => {
  const birth = computeInputJulianDay({ date: '1935-09-12', time: '21:08', utcOffsetHours: 5.5 });
  const lahiri = computeChart({
    date: '1935-09-12',
    time: '21:08',
    utcOffsetHours: 5.5,
    place: GUNA,
    settings: { ayanamsa: 1, node: 'true' },
  });
  const moon = lahiri.bodies.find((b) => b.name === 'Moon')?.longitude ?? 0;
  const dasha = computeDasha(moon, birth, 365.25);
  it('gives the balance and the running periods', () => {
    expect(dasha.birthLord).toBe('Jupiter');
    expect(dasha.balanceYears).toBeCloseTo(12.18369, 4);
    const at = (text: string): number =>
      computeInputJulianDay({ date: text.slice(0, 10), time: text.slice(11), utcOffsetHours: 5.5 });
    const expected = [
      ['Jupiter', '1931-11-18T23:20', '1947-11-18T23:20'],
      ['Saturn', '1934-01-06T04:08', '1936-07-19T11:20'],
      ['Mars', '1935-09-07T07:53', '1935-10-31T07:18'],
    ] as const;
    const running = findRunningPeriods(dasha, birth);
    expected.forEach(([lord, start, end], i) => {
      const p = running[i];
      expect(p?.lord).toBe(lord);
      expect(
        Math.abs((p?.start ?? 0) - at(start)) * 1440,
        `${lord} start ${formatLocalIso(p?.start ?? 0, 5.5, 'minute')}`,
      ).toBeLessThanOrEqual(DASHA_MINUTES_TOLERANCE);
      expect(Math.abs((p?.end ?? 0) - at(end)) * 1440, `${lord} end`).toBeLessThanOrEqual(
        DASHA_MINUTES_TOLERANCE,
      );
    });
  });
  it('starts a dasha exactly at birth when the Moon is at a star start', () => {
    const d = computeDasha(40, birth, 365.25);
    expect([d.birthLord, d.mahadashas[0]?.start, d.balanceYears]).toEqual(['Moon', birth, 10]);
    expect(findRunningPeriods(d, birth, 5).map((p) => p.lord)).toEqual([
      'Moon',
      'Moon',
      'Moon',
      'Moon',
      'Moon',
    ]);
  });
});

describe('§16.3 interval search (Guna, KP mode 5)', () => {
  it('finds the Ascendant star/sub changes to the second', () => {
    const start = computeInputJulianDay({ date: '1935-09-12', time: '21:00:00', utcOffsetHours: 5.5 });
    const end = computeInputJulianDay({ date: '1935-09-12', time: '22:00:00', utcOffsetHours: 5.5 });
    const search = searchLordChanges(start, end, GUNA, resolveSettings());
    const asc = search.cusps[0]?.changes ?? [];
    const published = [
      '21:01:05',
      '21:03:39',
      '21:10:19',
      '21:16:18',
      '21:23:29',
      '21:29:59',
      '21:32:40',
      '21:35:00',
      '21:38:53',
      '21:41:38',
    ];
    published.forEach((time, i) => {
      const expected = computeInputJulianDay({ date: '1935-09-12', time, utcOffsetHours: 5.5 });
      expect(Math.abs((asc[i]?.jdUT ?? 0) - expected) * 86400, `change ${i} at ${time}`).toBeLessThanOrEqual(
        1,
      );
    });
    const table = buildIntervalTable(search);
    expect(table.dateList[0]).toBeCloseTo(start, 8);
    expect(table.cuspalList[0]?.[0]).toMatchObject({ starLord: 'Venus', subLord: 'Moon' });
    expect(table.cuspalSpanList.reduce((s, row) => s + (row[0] ?? 0), 0)).toBe(table.dateList.length);
  });
});

describe('§17 options theory', () => {
  it('chooses option 8 of 8 for the worked total of 56, and 2 with the digit sum', () => {
    const body = (name: BodyPosition['name'], longitude: number): BodyPosition => ({
      name,
      longitude,
      speed: 1,
      isRetrograde: false,
    });
    // Ascendant in Aries (Mars 9), Moon at Pisces 1° (star Purva Bhadrapada, Jupiter 21; sign Pisces, Jupiter 21), day Sun 5.
    const bodies = [
      body('Sun', 10),
      body('Moon', 331),
      body('Mars', 100),
      body('Mercury', 50),
      body('Jupiter', 200),
      body('Venus', 60),
      body('Saturn', 305),
      body('Rahu', 3),
      body('Ketu', 183),
    ];
    const choice = computeOptionsChoice(5, bodies, 'Sun', 8);
    expect(choice.rows.map((r) => [r.lord, r.value])).toEqual([
      ['Mars', 9],
      ['Jupiter', 21],
      ['Jupiter', 21],
      ['Sun', 5],
    ]);
    expect([choice.total, choice.choice]).toEqual([56, 8]);
    expect(computeOptionsChoice(5, bodies, 'Sun', 8, true).choice).toBe(2);
  });
});
