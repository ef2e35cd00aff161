/**
 * What a search answers around its windows (muhurta.md §1, §7, §8, M9, M10): an impossible profile answers no
 * windows and, after 90 days, next = null; a range with no qualifying window answers the first one after it;
 * the shortest window kept; and every bad input refused under its field before anything is computed.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart.js';
import { parseCivilMoment, toJulianDayUT } from '../time/julian-day.js';
import { resolveMuhurtaRequest } from './request.js';
import { searchMuhurta, type MuhurtaSearchInput } from './search.js';

const IST = 5.5;
const at = (date: string, time: string): number => toJulianDayUT(parseCivilMoment(date, time, IST));
const RANGE: MuhurtaSearchInput = {
  profile: { event: 'marriage' },
  from: at('2026-02-16', '15:00:00'),
  to: at('2026-02-16', '18:00:00'),
  utcOffsetHours: IST,
  place: { latitude: 28.6139, longitude: 77.209 },
};

describe('an impossible profile (§8: F = {12}, N = every other house)', () => {
  it('answers no windows and, after searching 90 days further, next = null', { timeout: 60_000 }, () => {
    const negating = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const result = searchMuhurta({ ...RANGE, profile: { event: 'marriage', favourable: [12], negating } });
    expect(result.windows).toEqual([]);
    expect(result.rejectedByParticipants).toEqual([]);
    expect(result.next).toBeNull();
    expect(result.profile).toMatchObject({ favourable: [12], negating, cusp: 7, edited: true });
  });
});

describe('a range with no qualifying window', () => {
  // 15:10:37–15:21:42 lies inside both Gulika and the 12th muhurta (§9).
  const inside = { ...RANGE, from: at('2026-02-16', '15:12:00'), to: at('2026-02-16', '15:20:00') };
  const result = searchMuhurta(inside);

  it('answers no windows and the first window after it, the 16:30:54 window of §9', () => {
    expect(result.windows).toEqual([]);
    const next = result.next!;
    expect(next).not.toBeNull();
    expect(Math.abs((next.start - at('2026-02-16', '16:30:54')) * 86400)).toBeLessThanOrEqual(1);
    expect(next.score).toBe(3);
  });

  it('keeps a window that a shorter minimum allows and drops it under a longer one', () => {
    const all = searchMuhurta({ ...RANGE, minWindowSeconds: 0 }).windows;
    const long = searchMuhurta({ ...RANGE, minWindowSeconds: 300 }).windows;
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(long.map((w) => w.seconds)).toEqual(all.filter((w) => w.seconds >= 300).map((w) => w.seconds));
    expect(all.every((w) => w.seconds >= 1)).toBe(true);
  });
});

describe('a polar day (Tromsø, 21 June 2026: the Sun does not set)', () => {
  const from = toJulianDayUT(parseCivilMoment('2026-06-21', '00:00:00', 2));
  const result = searchMuhurta({
    profile: { event: 'business' },
    from,
    to: from + 1,
    utcOffsetHours: 2,
    place: { latitude: 69.6492, longitude: 18.9553 },
  });

  it('forms no day vetoes, and says so and that the cusps are Porphyry on every window', () => {
    expect(result.vetoPeriods).toEqual([]);
    expect(result.windows.length).toBeGreaterThan(0);
    for (const w of result.windows) expect([w.polarDay, w.houseSystem]).toEqual([true, 'Porphyry']);
  });

  it('takes the day lord from the civil weekday, a Sunday', () => {
    for (const w of result.windows) expect(w.dayLord).toBe('Sun');
  });
});

describe('bad input is refused under its field', () => {
  const chart = computeChart({ date: '1990-01-01', time: '12:00', utcOffsetHours: IST, place: RANGE.place });
  const cases: [string, Partial<MuhurtaSearchInput>, RegExp][] = [
    ['an unknown event', { profile: { event: 'wedding' } }, /^event: /],
    ['no favourable house', { profile: { event: 'marriage', favourable: [] } }, /^favourable: /],
    ['a house 13', { profile: { event: 'marriage', negating: [13] } }, /^negating: /],
    ['F and N sharing 7', { profile: { event: 'marriage', negating: [7] } }, /^negating: /],
    ['cusp 0', { profile: { event: 'marriage', cusp: 0 } }, /^cusp: /],
    ['to before from', { to: RANGE.from - 0.1 }, /^to: must be after from/],
    ['to equal to from', { to: RANGE.from }, /^to: must be after from/],
    ['a range over 31 days', { to: RANGE.from + 31.0001 }, /^to: must be at most 31 days/],
    ['an offset of 15 hours', { utcOffsetHours: 15 }, /^utcOffsetHours: /],
    ['latitude 91', { place: { latitude: 91, longitude: 0 } }, /latitude/],
    ['an unknown veto', { vetoes: { eclipse: true } as never }, /^vetoes: unknown veto eclipse/],
    ['a veto that is not a switch', { vetoes: { vishti: 'yes' } as never }, /^vetoes: vishti/],
    ['a fractional minimum', { minWindowSeconds: 1.5 }, /^minWindowSeconds: /],
    ['a negative minimum', { minWindowSeconds: -1 }, /^minWindowSeconds: /],
    ['a bad ayanamsa', { settings: { ayanamsa: 99 } }, /ayanamsa/],
    [
      'a participant listed twice',
      {
        participants: [
          { runningId: 5, chart },
          { runningId: 5, chart },
        ],
      },
      /^participants: 5 is listed twice/,
    ],
  ];

  it.each(cases)('%s', (_name, change, message) => {
    expect(() => searchMuhurta({ ...RANGE, ...change })).toThrow(message);
  });

  it('accepts a range of exactly 31 days and fills the defaults', () => {
    const request = resolveMuhurtaRequest({ ...RANGE, to: RANGE.from + 31 });
    expect(request.to - request.from).toBe(31);
    expect(request.minWindowSeconds).toBe(60);
    expect(request.vetoes).toEqual({
      rahuKalam: true,
      yamaganda: true,
      gulika: true,
      durMuhurta: true,
      vishti: false,
      combustVenus: false,
      combustJupiter: false,
    });
    expect(request.settings).toMatchObject({ ayanamsa: 5, node: 'mean', sunrise: 'hindu' });
  });
});
