/**
 * The participants of muhurta.md §6: Tarabala and Chandrabala against the doc's tables for every count, and
 * searches in which a person is in Chandrashtama or in the birth star throughout the range: every window
 * they touch is rejected with that reason and returned apart, and `next` is the first window after the range
 * in which no one is rejected.
 */
import { describe, expect, it } from 'vitest';
import { computeChart, type Chart } from '../chart.js';
import { computeKpLords } from '../kp/lords.js';
import { computeBodyPositions } from '../positions.js';
import { resolveSettings } from '../settings.js';
import { formatLocalIso, parseCivilMoment, toJulianDayUT } from '../time/julian-day.js';
import { checkParticipant, type PreparedParticipant } from './participants.js';
import { searchMuhurta, type MuhurtaSearchInput } from './search.js';

// The tables of §6, typed in from the document.
const TARABALA_PLUS = [2, 4, 6, 8, 9];
const TARABALA_MINUS = [3, 5, 7];
const CHANDRABALA_PLUS = [1, 3, 6, 7, 10, 11];
const TARA_NAMES = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
  'paramaMitra',
];

const person = (moonSign: number, moonStar: number): PreparedParticipant => ({
  runningId: 7,
  moonSign,
  moonStar,
  favourablePlanets: new Set(),
  antaras: [],
});

describe('Tarabala and Chandrabala (§6)', () => {
  it('counts every transit star from every birth star as the tara table says', () => {
    for (let natal = 1; natal <= 27; natal++) {
      for (let transit = 1; transit <= 27; transit++) {
        const check = checkParticipant(person(0, natal), 6, transit, 0);
        const c = ((transit - natal + 27) % 27) + 1;
        const tara = ((c - 1) % 9) + 1;
        const expected = TARABALA_PLUS.includes(tara) ? 1 : TARABALA_MINUS.includes(tara) ? -1 : 0;
        expect([check.starCount, check.tara, check.tarabala], `${natal} → ${transit}`).toEqual([
          c,
          TARA_NAMES[tara - 1],
          expected,
        ]);
        expect(check.reasons.includes('janma-tara')).toBe(natal === transit);
      }
    }
  });

  it('counts every transit sign from every birth sign as the Chandrabala table says; the 8th rejects', () => {
    for (let natal = 0; natal < 12; natal++) {
      for (let transit = 0; transit < 12; transit++) {
        const check = checkParticipant(person(natal, 1), transit, 5, 0);
        const h = ((transit - natal + 12) % 12) + 1;
        expect(check.moonHouse).toBe(h);
        expect(check.chandrabala, `h = ${h}`).toBe(CHANDRABALA_PLUS.includes(h) ? 1 : -1);
        expect(check.reasons).toEqual(h === 8 ? ['chandrashtama'] : []);
        expect(check.rejected).toBe(h === 8);
        expect(check.score).toBe(check.tarabala + check.chandrabala);
      }
    }
  });
});

const IST = 5.5;
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const at = (date: string, time: string): number => toJulianDayUT(parseCivilMoment(date, time, IST));
const moonAt = (jd: number) =>
  computeKpLords(computeBodyPositions(jd, resolveSettings()).bodies[1]!.longitude);

/** A birth chart (noon at New Delhi, a day at a time from 1990 on) whose Moon `fits`. */
function findChart(fits: (moon: Chart['bodies'][number]) => boolean): Chart {
  for (let day = 0; ; day++) {
    const date = new Date(Date.UTC(1990, 0, 1 + day)).toISOString().slice(0, 10);
    const chart = computeChart({ date, time: '12:00', utcOffsetHours: IST, place: NEW_DELHI });
    if (fits(chart.bodies[1]!)) return chart;
  }
}

// The §9 range, where marriage has two windows with no one concerned.
const RANGE: MuhurtaSearchInput = {
  profile: { event: 'marriage' },
  from: at('2026-02-16', '15:00:00'),
  to: at('2026-02-16', '18:00:00'),
  utcOffsetHours: IST,
  place: NEW_DELHI,
};

describe('a person in Chandrashtama throughout the range', () => {
  const transit = moonAt(RANGE.from);
  expect(moonAt(RANGE.to).signIndex).toBe(transit.signIndex);
  const chart = findChart((moon) => moon.signIndex === (transit.signIndex + 5) % 12);
  const result = searchMuhurta({ ...RANGE, participants: [{ runningId: 41, chart }] });

  it('rejects every window with the reason chandrashtama, and returns them apart in start order', () => {
    expect(result.windows).toEqual([]);
    expect(result.rejectedByParticipants.length).toBe(2);
    const starts = result.rejectedByParticipants.map((w) => w.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const w of result.rejectedByParticipants) {
      expect(w.participants).toHaveLength(1);
      expect(w.participants[0]).toMatchObject({ runningId: 41, rejected: true, moonHouse: 8 });
      expect(w.participants[0]!.reasons).toContain('chandrashtama');
    }
  });

  it('answers next: the first window after the range, once the Moon has left that sign', () => {
    const next = result.next;
    expect(next, 'a window within 90 days').not.toBeNull();
    const w = next!;
    expect(w.start).toBeGreaterThanOrEqual(RANGE.to);
    expect(w.participants[0]).toMatchObject({ runningId: 41, rejected: false });
    expect(moonAt(w.start).signIndex, formatLocalIso(w.start, IST, 'second')).not.toBe(transit.signIndex);
    expect(w.seconds).toBeGreaterThanOrEqual(60);
  });
});

describe('a person whose birth star the Moon is in throughout the range', () => {
  const transit = moonAt(RANGE.from);
  expect(moonAt(RANGE.to).nakshatraNumber).toBe(transit.nakshatraNumber);
  const chart = findChart((moon) => moon.nakshatraNumber === transit.nakshatraNumber);
  const result = searchMuhurta({ ...RANGE, participants: [{ runningId: 42, chart }] });

  it('rejects every window with the reason janma-tara', () => {
    expect(result.windows).toEqual([]);
    expect(result.rejectedByParticipants.length).toBeGreaterThan(0);
    for (const w of result.rejectedByParticipants) {
      expect(w.participants[0]).toMatchObject({
        runningId: 42,
        rejected: true,
        reasons: ['janma-tara'],
        tara: 'janma',
      });
    }
  });
});
