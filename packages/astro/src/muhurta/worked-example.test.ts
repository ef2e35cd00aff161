/**
 * The worked example of muhurta.md §9 (16 Feb 2026, New Delhi, marriage, no participants): the two windows
 * with their chains, ruling planets and scores, the vetoes that touch the range, `next` = null, and the
 * third window that appears with Dur-muhurta switched off (the exact method of M2 at work: cusps 6 and 12
 * change sign inside a candidate). Edges within ±1 s as the example's tolerance says; the rest exact.
 */
import { describe, expect, it } from 'vitest';
import { formatLocalIso, parseCivilMoment, toJulianDayUT } from '../time/julian-day.js';
import { searchMuhurta, type MuhurtaSearchInput, type MuhurtaVetoPeriod } from './search.js';
import type { MuhurtaWindow } from './windows.js';

/** Window edges may differ from the document's by one second (ephemeris and root-finding differences). */
const EDGE_TOLERANCE_SECONDS = 1;
const IST = 5.5;
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const at = (time: string): number => toJulianDayUT(parseCivilMoment('2026-02-16', time, IST));

const INPUT: MuhurtaSearchInput = {
  profile: { event: 'marriage' },
  from: at('15:00:00'),
  to: at('18:00:00'),
  utcOffsetHours: IST,
  place: NEW_DELHI,
  settings: { ayanamsa: 5, correction: 0, node: 'mean', sunrise: 'hindu' },
};

function expectInstant(label: string, actual: number, expected: string): void {
  const difference = Math.round((actual - at(expected)) * 86400);
  const message = `${label}: expected ${expected}, actual ${formatLocalIso(actual, IST, 'second')}, difference ${difference} s`;
  expect(Math.abs(difference), message).toBeLessThanOrEqual(EDGE_TOLERANCE_SECONDS);
}

/** A window's chain and ruling planets in the notation of the §9 table. */
function describe9(w: MuhurtaWindow) {
  return {
    lagna: [w.lagna.signLord, w.lagna.starLord, w.lagna.subLord],
    cusp7: w.cuspSubLord,
    chain: w.gates.lagna.steps.map((s) => [s.planet, s.houses]),
    g1: w.lagnaHouses,
    g2: w.cuspHouses,
    rulingPlanets: w.rulingPlanets.map((r) => [r.planet, r.houses, r.counted]),
    score: w.score,
  };
}

const WINDOW_1 = {
  lagna: ['Moon', 'Mercury', 'Rahu'],
  cusp7: 'Rahu',
  chain: [
    ['Rahu', [7, 8]],
    ['Rahu', [7, 8]],
    ['Venus', [4, 7, 11]],
    ['Rahu', [7, 8]],
  ],
  g1: [4, 7, 8, 11],
  g2: [4, 7, 8, 11],
  rulingPlanets: [
    ['Moon', [1, 6], false],
    ['Saturn', [7, 8], true],
    ['Venus', [4, 7, 11], true],
    ['Mercury', [3, 6, 8, 9, 11, 12], true],
    ['Rahu', [7], true],
  ],
  score: 4,
};

const WINDOW_2 = {
  lagna: ['Moon', 'Saturn', 'Rahu'],
  cusp7: 'Rahu',
  chain: [
    ['Rahu', [7, 8]],
    ['Rahu', [7, 8]],
    ['Venus', [4, 8, 11]],
    ['Rahu', [7, 8]],
  ],
  g1: [4, 7, 8, 11],
  g2: [4, 7, 8, 11],
  rulingPlanets: [
    ['Moon', [1, 7], true],
    ['Saturn', [7, 8, 9], true],
    ['Venus', [4, 8, 11], true],
    ['Rahu', [8], false],
  ],
  score: 3,
};

describe('§9: 16 Feb 2026, New Delhi, marriage, default vetoes', () => {
  const result = searchMuhurta(INPUT);

  it('finds the two windows of the table, ranked by score', () => {
    expect(result.windows).toHaveLength(2);
    const [first, second] = result.windows as [MuhurtaWindow, MuhurtaWindow];
    expectInstant('window 1 start', first.start, '17:23:26');
    expectInstant('window 1 end', first.end, '17:32:45');
    expectInstant('window 2 start', second.start, '16:30:54');
    expectInstant('window 2 end', second.end, '16:35:35');
    expect(describe9(first)).toEqual(WINDOW_1);
    expect(describe9(second)).toEqual(WINDOW_2);
  });

  it('reads the day lord of Monday and retrograde Jupiter nowhere among these ruling planets', () => {
    for (const w of result.windows) {
      expect(w.dayLord).toBe('Moon');
      expect(w.rulingPlanets[0]?.planet).toBe('Moon');
      expect(w.rulingPlanets[0]?.slots).toContain('dayLord');
      expect(w.rulingPlanets.some((r) => r.retrograde)).toBe(false);
      expect(w.rpScore).toBe(w.score);
      expect(w.participants).toEqual([]);
    }
  });

  it('bounds both windows by the Lagna sub lord and the 7th cusp sub lord', () => {
    const [first, second] = result.windows as [MuhurtaWindow, MuhurtaWindow];
    expect(first.edges.start).toContain('lagnaSub');
    expect(first.edges.end).toContain('lagnaSub');
    expect(second.edges.start).toContain('lagnaSub');
    // At 16:35:35 the 7th cusp leaves its Rahu sub for Jupiter's while the Lagna stays in Rahu's.
    expect(second.edges.end).toEqual(['cuspSub']);
  });

  it('answers next = null and the vetoes that touch the range: Gulika and the 12th muhurta', () => {
    expect(result.next).toBeNull();
    expect(result.vetoPeriods.map((p) => p.veto)).toEqual(['gulika', 'durMuhurta']);
    const [gulika, dur] = result.vetoPeriods as [MuhurtaVetoPeriod, MuhurtaVetoPeriod];
    expectInstant('Gulika start', gulika.start, '13:58:32');
    expectInstant('Gulika end', gulika.end, '15:21:42');
    expectInstant('Dur-muhurta start', dur.start, '15:10:37');
    expectInstant('Dur-muhurta end', dur.end, '15:54:58');
  });

  it('says which profile it used', () => {
    expect(result.profile).toEqual({
      event: 'marriage',
      favourable: [2, 7, 11],
      negating: [1, 6, 10, 12],
      cusp: 7,
      edited: false,
    });
  });
});

describe('§9 with Dur-muhurta off: the part of a candidate that the exact method keeps', () => {
  const result = searchMuhurta({ ...INPUT, vetoes: { durMuhurta: false } });
  const third = result.windows.find((w) => w.lagna.subLord === 'Mars');

  it('adds a third window 15:33:40–15:36:13, ranked after the two of the same or higher score', () => {
    expect(result.windows).toHaveLength(3);
    expect(third).toBeDefined();
    const w = third as MuhurtaWindow;
    expectInstant('window 3 start', w.start, '15:33:40');
    expectInstant('window 3 end', w.end, '15:36:13');
    expect(result.windows.map((x) => x.score)).toEqual([4, 3, 3]);
    // Equal scores rank by length: 4:41 before 2:33.
    expect(result.windows[2]).toBe(third);
  });

  it('passes G1 with {7, 8, 9, 11} and G2 with {5, 7, 8, 9} once cusps 6 and 12 have changed sign', () => {
    const w = third as MuhurtaWindow;
    expect([w.lagna.signLord, w.lagna.starLord, w.lagna.subLord]).toEqual(['Moon', 'Jupiter', 'Mars']);
    expect(w.cuspSubLord).toBe('Rahu');
    expect(w.lagnaHouses).toEqual([7, 8, 9, 11]);
    expect(w.cuspHouses).toEqual([5, 7, 8, 9]);
    expect(w.edges.start).toEqual(['cuspSign']);
    expect(w.edges.end).toEqual(['cuspSub']);
  });

  it('scores 3: Jupiter is retrograde and Venus {5, 8} signifies no favourable house', () => {
    const w = third as MuhurtaWindow;
    expect(w.rulingPlanets.map((r) => r.planet)).toEqual(['Moon', 'Saturn', 'Venus', 'Jupiter', 'Mars']);
    const jupiter = w.rulingPlanets.find((r) => r.planet === 'Jupiter');
    const venus = w.rulingPlanets.find((r) => r.planet === 'Venus');
    expect(jupiter).toMatchObject({ retrograde: true, counted: false });
    expect(venus).toMatchObject({ houses: [5, 8], signifiesFavourable: false, counted: false });
    expect(w.score).toBe(3);
  });
});
