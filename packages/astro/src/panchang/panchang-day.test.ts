/**
 * The day's answer beyond the published cases: the Amrit kalam and Varjyam table of §5.6 rebuilt from the doc,
 * nakshatra lords and padas, days without a moonrise, the polar day of §1, the convention and ayanamsa named,
 * and the refusals of bad input.
 */
import { describe, expect, it } from 'vitest';
import { findRiseSet } from '../ephemeris.js';
import { computePanchangDay, type PanchangDay } from './panchang-day.js';
import { SECOND } from './panchang-test.fixture.js';

/** Windows are cut from the nakshatra's unrounded start and end, so they agree to floating-point noise. */
const SAME_INSTANT_DAYS = 1e-8;

/** The doc's table (§4.2): Amrit ghati and Varjyam ghati(s) of nakshatras 1..27. */
const GHATIS: readonly [number, number[]][] = [
  [42, [50]],
  [48, [24]],
  [54, [30]],
  [52, [40]],
  [38, [14]],
  [35, [21]],
  [54, [30]],
  [44, [20]],
  [56, [32]],
  [54, [30]],
  [44, [20]],
  [42, [18]],
  [45, [21]],
  [44, [20]],
  [38, [14]],
  [38, [14]],
  [34, [10]],
  [38, [14]],
  [44, [20, 56]],
  [48, [24]],
  [44, [20]],
  [34, [10]],
  [34, [10]],
  [42, [18]],
  [40, [16]],
  [48, [24]],
  [54, [30]],
];
const VIMSHOTTARI = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const TROMSO = { latitude: 69.6492, longitude: 18.9553 };

function dayAt(date: string, place = NEW_DELHI, utcOffsetHours = 5.5): PanchangDay {
  return computePanchangDay({ date, utcOffsetHours, place, settings: { ayanamsa: 1, sunrise: 'drik' } });
}

/** Every date of a month, "YYYY-MM-DD". */
function datesOf(year: number, month: number, days: number): string[] {
  const mm = String(month).padStart(2, '0');
  return Array.from({ length: days }, (_, i) => `${year}-${mm}-${String(i + 1).padStart(2, '0')}`);
}

describe('Amrit kalam and Varjyam (§5.6), a month of New Delhi', () => {
  const days = datesOf(2022, 1, 31).map((date) => dayAt(date));

  it('cut each window at its ghati of the nakshatra’s own length, 4 ghatis long, inside the nakshatra', () => {
    for (const day of days) {
      for (const [kind, windows] of [
        ['Amrit', day.amritKalams],
        ['Varjyam', day.varjyams],
      ] as const) {
        for (const w of windows) {
          const star = day.nakshatras.find((n) => n.number === w.nakshatra)!;
          const ghati = (star.end - star.start) / 60;
          const [amrit, varjyams] = GHATIS[w.nakshatra - 1]!;
          const allowed = kind === 'Amrit' ? [amrit] : varjyams;
          const at = (w.start - star.start) / ghati;
          const what = `${day.date} ${kind} of nakshatra ${w.nakshatra} at ghati ${at.toFixed(6)}`;
          expect(
            allowed.some((g) => Math.abs(at - g) < 1e-6),
            what,
          ).toBe(true);
          expect(Math.abs(w.end - w.start - 4 * ghati), `${what}: 4 ghatis`).toBeLessThan(SAME_INSTANT_DAYS);
          expect(w.end > day.day.start && w.start < day.day.end, `${what} overlaps the day`).toBe(true);
        }
      }
    }
  });

  it('lists every window of the listed nakshatras that overlaps the day, in start order', () => {
    for (const day of days) {
      const expected = day.nakshatras
        .flatMap((n) => {
          const [amrit, varjyams] = GHATIS[n.number - 1]!;
          const ghati = (n.end - n.start) / 60;
          return [amrit, ...varjyams].map((g, i) => ({
            kind: i === 0 ? 'Amrit' : 'Varjyam',
            start: n.start + g * ghati,
            end: n.start + (g + 4) * ghati,
          }));
        })
        .filter((w) => w.end > day.day.start && w.start < day.day.end);
      expect(day.amritKalams.length, `${day.date} Amrit count`).toBe(
        expected.filter((w) => w.kind === 'Amrit').length,
      );
      expect(day.varjyams.length, `${day.date} Varjyam count`).toBe(
        expected.filter((w) => w.kind === 'Varjyam').length,
      );
      for (const list of [day.amritKalams, day.varjyams]) {
        expect(
          list.map((w) => w.start),
          `${day.date} in start order`,
        ).toEqual([...list.map((w) => w.start)].sort((a, b) => a - b));
      }
    }
  });

  it('gives each nakshatra its Vimshottari lord and its overlapping padas in order', () => {
    for (const day of days) {
      for (const n of day.nakshatras) {
        expect(n.lord, `${day.date} lord of ${n.number}`).toBe(VIMSHOTTARI[(n.number - 1) % 9]);
        const numbers = n.padas.map((p) => p.number);
        expect(numbers, `${day.date} padas of ${n.number}`).toEqual(numbers.map((_, i) => numbers[0]! + i));
        expect(n.pada).toBe(numbers[0]);
        expect(
          n.padas.every(
            (p) => p.end > day.day.start && p.start < day.day.end && p.start >= n.start && p.end <= n.end,
          ),
        ).toBe(true);
      }
    }
  });

  it('has no moonrise on a day only when the Moon does not rise between the two sunrises', () => {
    const withoutMoonrise = days.filter((d) => d.moonrise === null);
    expect(withoutMoonrise.length, 'about one day a month').toBeGreaterThanOrEqual(1);
    for (const day of withoutMoonrise) {
      const next = findRiseSet(day.day.start, 'Moon', 'rise', NEW_DELHI, 'drik')!;
      expect(next, `${day.date}: the next moonrise is after the day`).toBeGreaterThanOrEqual(day.day.end);
    }
  });
});

describe('a polar day (§1)', () => {
  it.each([
    ['2024-06-21', 'midnight sun'],
    ['2024-12-21', 'polar night'],
  ])('Tromsø %s (%s): midnight to midnight, no sunrise-based item, the limbs listed', (date) => {
    const day = dayAt(date, TROMSO, date.includes('-06-') ? 2 : 1);
    expect(day.polar).toBe(true);
    expect([day.sunrise, day.sunset, day.nextSunrise, day.vara, day.rahuKalam, day.brahmaMuhurta]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([day.durMuhurtas, day.horas]).toEqual([[], []]);
    expect(day.day.end - day.day.start).toBeCloseTo(1, 12);
    expect(day.tithis[0]!.start).toBeLessThanOrEqual(day.day.start);
    expect(day.tithis[day.tithis.length - 1]!.end).toBeGreaterThanOrEqual(day.day.end);
    expect(day.lunarMonth.amanta.start).toBeLessThanOrEqual(day.day.start);
  });
});

describe('what the answer names', () => {
  it('names its convention and the ayanamsa with its value at sunrise', () => {
    const day = computePanchangDay({
      date: '2022-01-24',
      utcOffsetHours: 5.5,
      place: NEW_DELHI,
      settings: { ayanamsa: 1, correction: 0.01, sunrise: 'drik' },
    });
    expect(day.sunriseConvention).toBe('drik');
    expect(day.ayanamsa.index).toBe(1);
    expect(day.ayanamsa.correction).toBe(0.01);
    expect(day.ayanamsa.degrees).toBeGreaterThan(24.17);
    expect(day.ayanamsa.degrees).toBeLessThan(24.18);
  });

  it('takes the Hindu sunrise by default, about four minutes after the Drik one in New Delhi', () => {
    const hindu = computePanchangDay({ date: '2022-01-24', utcOffsetHours: 5.5, place: NEW_DELHI });
    const drik = dayAt('2022-01-24');
    expect(hindu.sunriseConvention).toBe('hindu');
    const minutes = (hindu.sunrise! - drik.sunrise!) / SECOND / 60;
    expect(minutes).toBeGreaterThan(2.5);
    expect(minutes).toBeLessThan(5);
  });

  it('moves tithi ends about 40 s later with true positions (P4)', () => {
    const apparent = dayAt('2022-01-24');
    const geometric = computePanchangDay({
      date: '2022-01-24',
      utcOffsetHours: 5.5,
      place: NEW_DELHI,
      settings: { ayanamsa: 1, sunrise: 'drik', limbPositions: 'true' },
    });
    const seconds = (geometric.tithis[0]!.end - apparent.tithis[0]!.end) / SECOND;
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThan(50);
  });
});

describe('refusals', () => {
  const good = { date: '2022-01-24', utcOffsetHours: 5.5, place: NEW_DELHI };
  it.each([
    [{ ...good, date: '2022-02-30' }, /no such date: 2022-02-30/],
    [{ ...good, date: '24/01/2022' }, /date must be YYYY-MM-DD/],
    [{ ...good, utcOffsetHours: 15 }, /UTC offset must be within -14..14 hours/],
    [{ ...good, place: { latitude: 91, longitude: 0 } }, /latitude must be within -90..90/],
    [{ ...good, place: { latitude: 0, longitude: 181 } }, /longitude must be within -180..180/],
    [{ ...good, settings: { sunrise: 'upper-limb' as 'drik' } }, /sunrise must be hindu or drik: upper-limb/],
    [{ ...good, settings: { ayanamsa: 99 } }, /ayanamsa must be/],
    [
      { ...good, settings: { limbPositions: 'geometric' as 'true' } },
      /limbPositions must be apparent or true/,
    ],
  ])('%o', (input, message) => {
    expect(() => computePanchangDay(input)).toThrow(message);
  });
});
