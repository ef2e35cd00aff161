/**
 * The lunar month and the years (panchang.md §6, §7, §10.4): the adhika months of 2012, 2023 and 2026 with
 * the new moons that start them, the purnimanta month of a Krishna paksha, and the Shaka and Vikram years
 * with their samvatsaras, changing with the first Chaitra.
 */
import { LUNAR_MONTHS, SAMVATSARAS, nameOf } from '@kpdesk/domain';
import { describe, expect, it } from 'vitest';
import { nameAmantaMonth } from './lunar-month.js';
import { computePanchangDay } from './panchang-day.js';
import { expectInstant } from './panchang-test.fixture.js';

/** The doc prints its new moons to the minute. */
const NEW_MOON_TOLERANCE_SECONDS = 60;

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const IST = 5.5;

function dayAt(date: string) {
  return computePanchangDay({
    date,
    utcOffsetHours: IST,
    place: NEW_DELHI,
    settings: { ayanamsa: 1, sunrise: 'hindu' },
  });
}

const monthName = (m: { month: number; isAdhika: boolean }): string =>
  `${m.isAdhika ? 'Adhika ' : ''}${nameOf(LUNAR_MONTHS, m.month, 'en')}`;

describe('amanta months and their new moons (§10.4)', () => {
  it.each([
    ['2012-07-20', '2012-07-19 09:54', 'Shravana'],
    ['2012-08-18', '2012-08-17 21:24', 'Adhika Bhadrapada'],
    ['2012-09-17', '2012-09-16 07:41', 'Bhadrapada'],
    ['2023-07-18', '2023-07-18 00:02', 'Adhika Shravana'],
    ['2023-08-17', '2023-08-16 15:08', 'Shravana'],
    ['2026-05-17', '2026-05-17 01:31', 'Adhika Jyeshtha'],
  ])('%s: the month that began at the new moon of %s IST is %s', (date, newMoon, name) => {
    const { amanta } = dayAt(date).lunarMonth;
    expect(monthName(amanta), `${date} amanta`).toBe(name);
    expectInstant(date, 'new moon', newMoon, amanta.start, IST, NEW_MOON_TOLERANCE_SECONDS);
    expect(amanta.isKshaya, `${date} kshaya`).toBe(false);
  });

  it('ends each month at the new moon that starts the next', () => {
    const [adhika, nija] = [dayAt('2023-07-18').lunarMonth.amanta, dayAt('2023-08-17').lunarMonth.amanta];
    expect(
      Math.abs(adhika.end - nija.start) * 86400,
      'seconds between the two finds of one new moon',
    ).toBeLessThan(0.1);
  });
});

describe('purnimanta months (§6, §10.4)', () => {
  it('10 Aug 2023, Krishna paksha of the adhika month: Adhika Shravana both ways', () => {
    const day = dayAt('2023-08-10');
    expect(day.tithis[0]!.paksha).toBe('krishna');
    expect(monthName(day.lunarMonth.amanta)).toBe('Adhika Shravana');
    expect(monthName(day.lunarMonth.purnimanta)).toBe('Adhika Shravana');
  });

  it('10 Jul 2023, Krishna paksha of Ashadha: purnimanta Shravana, not adhika', () => {
    const day = dayAt('2023-07-10');
    expect(monthName(day.lunarMonth.amanta)).toBe('Ashadha');
    expect(monthName(day.lunarMonth.purnimanta)).toBe('Shravana');
  });

  it('a Shukla paksha day has the amanta month both ways', () => {
    const day = dayAt('2023-07-25');
    expect(day.tithis[0]!.paksha).toBe('shukla');
    expect(day.lunarMonth.purnimanta).toEqual({
      month: day.lunarMonth.amanta.month,
      isAdhika: true,
      isKshaya: false,
      secondMonth: null,
    });
  });
});

describe('naming by the signs of the Sun at the two new moons (§6)', () => {
  it('names the month after the sign at its start, adhika in one sign, kshaya across two', () => {
    expect(nameAmantaMonth(11, 0)).toEqual({ month: 0, isAdhika: false, isKshaya: false, secondMonth: null });
    expect(nameAmantaMonth(4, 4)).toEqual({ month: 5, isAdhika: true, isKshaya: false, secondMonth: null });
    expect(nameAmantaMonth(8, 10)).toEqual({ month: 9, isAdhika: false, isKshaya: true, secondMonth: 10 });
    expect(nameAmantaMonth(11, 1)).toEqual({ month: 0, isAdhika: false, isKshaya: true, secondMonth: 1 });
  });
});

describe('Shaka and Vikram years (§7)', () => {
  it.each([
    ['2022-01-24', 1943, 'Plava', 2078, 'Ananda'],
    ['2026-04-20', 1948, 'Parabhava', 2083, 'Siddharthi'],
    ['2024-07-17', 1946, 'Krodhi', 2081, 'Pingala'],
  ])('%s: Shaka %i %s, Vikram %i %s', (date, shaka, shakaName, vikram, vikramName) => {
    const { samvat } = dayAt(date);
    expect(samvat).toMatchObject({ shaka, vikram });
    expect(nameOf(SAMVATSARAS, samvat.shakaSamvatsara, 'en')).toBe(shakaName);
    expect(nameOf(SAMVATSARAS, samvat.vikramSamvatsara, 'en')).toBe(vikramName);
  });

  it('change on the first day of Chaitra: 22 Mar 2023 (new moon on the evening of the 21st)', () => {
    const [before, first] = [dayAt('2023-03-21'), dayAt('2023-03-22')];
    expect(nameOf(LUNAR_MONTHS, before.lunarMonth.amanta.month, 'en')).toBe('Phalguna');
    expect(nameOf(LUNAR_MONTHS, first.lunarMonth.amanta.month, 'en')).toBe('Chaitra');
    expect([before.samvat.shaka, before.samvat.vikram]).toEqual([1944, 2079]);
    expect([first.samvat.shaka, first.samvat.vikram]).toEqual([1945, 2080]);
  });
});

describe('ritu and ayana (§8)', () => {
  it.each([
    ['2022-01-24', 'hemanta', 'uttarayana'],
    ['2024-07-17', 'grishma', 'dakshinayana'],
    ['2026-04-20', 'vasanta', 'uttarayana'],
  ])('%s: %s, %s', (date, ritu, ayana) => {
    const day = dayAt(date);
    expect([day.ritu, day.ayana]).toEqual([ritu, ayana]);
  });
});
