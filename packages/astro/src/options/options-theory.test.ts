/**
 * Options Theory (domain §17, decisions.md "Options Theory") on worked examples written out by hand: each
 * longitude below was placed in its sign and nakshatra from the tables of domain §1, and each total and
 * choice was summed and divided on paper.
 */
import { describe, expect, it } from 'vitest';
import type { Planet } from '../tables/planets.js';
import type { BodyPosition } from '../positions.js';
import { computeOptionsChoice } from './options-theory.js';

type Motion = 'direct' | 'retro';

function body(name: Planet, longitude: number, motion: Motion = 'direct'): BodyPosition {
  const speed = motion === 'retro' ? -0.1 : 0.5;
  return { name, longitude, speed, isRetrograde: motion === 'retro' };
}

/**
 * The sky of the §17 example, every body direct:
 * Sun 10° Aries (Ashwini, Ketu); Moon 325° Aquarius (Purva Bhadrapada 320°–333°20′, Jupiter);
 * Mars 100° Cancer (Pushya 93°20′–106°40′, Saturn); Mercury 50° Taurus (Rohini, Moon);
 * Jupiter 200° Libra (Vishakha 200°–213°20′, Jupiter); Venus 60° Taurus (Mrigashira 53°20′–66°40′, Mars);
 * Saturn 305° Aquarius (Dhanishta 293°20′–306°40′, Mars); Rahu 280° Capricorn; Ketu 100° Cancer (sign 4).
 */
function sky(retro: Planet[] = []): BodyPosition[] {
  const at: [Planet, number][] = [
    ['Sun', 10],
    ['Moon', 325],
    ['Mars', 100],
    ['Mercury', 50],
    ['Jupiter', 200],
    ['Venus', 60],
    ['Saturn', 305],
    ['Rahu', 280],
    ['Ketu', 100],
  ];
  return at.map(([name, lon]) => body(name, lon, retro.includes(name) ? 'retro' : 'direct'));
}

/** Ascendant 15° Aries: sign lord Mars. */
const ASC_ARIES = 15;

const table = (c: ReturnType<typeof computeOptionsChoice>) =>
  c.rows.map((r) => [r.row, r.lord, r.isRetro ? 'Yes' : 'No', r.value]);

describe('computeOptionsChoice (domain §17)', () => {
  it('reproduces the §17 example: Mars 9 + Jupiter 21 + Saturn 21 + Sun 5 = 56, option 8 of 8', () => {
    const choice = computeOptionsChoice(ASC_ARIES, sky(), 'Sun', 8);
    expect(table(choice)).toEqual([
      ['Ascendant', 'Mars', 'No', 9],
      ['Moon Star', 'Jupiter', 'No', 21],
      ['Moon Sign', 'Saturn', 'No', 21],
      ['Day', 'Sun', 'No', 5],
    ]);
    // 56 = 7 × 8 + 0: a remainder of 0 is the last option.
    expect([choice.total, choice.choice, choice.optionsCount]).toEqual([56, 8, 8]);
  });

  it('takes the remainder for other counts: 56 of 5 → 1, of 3 → 2, of 20 → 16, of 1 → 1', () => {
    const choiceOf = (n: number) => computeOptionsChoice(ASC_ARIES, sky(), 'Sun', n).choice;
    expect([5, 3, 20, 1].map(choiceOf)).toEqual([1, 2, 16, 1]);
  });

  it('reduces the total to one digit first only when asked: 56 → 11 → 2, option 2 of 8', () => {
    expect(computeOptionsChoice(ASC_ARIES, sky(), 'Sun', 8, true).choice).toBe(2);
    expect(computeOptionsChoice(ASC_ARIES, sky(), 'Sun', 8, false).choice).toBe(8);
  });

  it('gives each planet the sum of the sign numbers it owns', () => {
    // Every day lord below sits in the star of a direct planet, so its value counts in full.
    const expected: [Planet, number][] = [
      ['Sun', 5],
      ['Moon', 4],
      ['Mars', 9],
      ['Mercury', 9],
      ['Jupiter', 21],
      ['Venus', 9],
      ['Saturn', 21],
    ];
    for (const [lord, value] of expected) {
      const day = computeOptionsChoice(ASC_ARIES, sky(), lord, 20).rows[3];
      expect([day?.lord, day?.value], lord).toEqual([lord, value]);
    }
  });

  it('counts 0 for a retrograde lord (Jupiter): 9 + 0 + 21 + 5 = 35, option 3 of 8', () => {
    const choice = computeOptionsChoice(ASC_ARIES, sky(['Jupiter']), 'Sun', 8);
    expect(table(choice)[1]).toEqual(['Moon Star', 'Jupiter', 'Yes', 0]);
    expect([choice.total, choice.choice]).toEqual([35, 3]);
  });

  it('counts 0 for a direct lord in the star of a retrograde planet (Mars in Pushya, Saturn retro)', () => {
    // Mars (Ascendant lord) is direct but stands in Saturn's star; Saturn (Moon Sign lord) is retrograde.
    const choice = computeOptionsChoice(ASC_ARIES, sky(['Saturn']), 'Sun', 4);
    expect(table(choice)).toEqual([
      ['Ascendant', 'Mars', 'Yes', 0],
      ['Moon Star', 'Jupiter', 'No', 21],
      ['Moon Sign', 'Saturn', 'Yes', 0],
      ['Day', 'Sun', 'No', 5],
    ]);
    // 26 = 6 × 4 + 2.
    expect([choice.total, choice.choice]).toEqual([26, 2]);
  });

  it('values a node by the sign it occupies and never counts it retrograde', () => {
    // Ascendant 45° Taurus: Venus (at 60°, star of direct Mars) 9. Moon 250° Sagittarius, Mula
    // (240°–253°20′): star lord Ketu, at 100° Cancer = 4, in Pushya (Saturn, direct); sign lord Jupiter 21.
    // Day Saturn 21. Ketu moves backwards (mean node) but is not retrograde for this test.
    const bodies = sky().map((b) => (b.name === 'Moon' ? body('Moon', 250) : b));
    const ketu = bodies.findIndex((b) => b.name === 'Ketu');
    bodies[ketu] = body('Ketu', 100, 'retro');
    const choice = computeOptionsChoice(45, bodies, 'Saturn', 11);
    expect(table(choice)).toEqual([
      ['Ascendant', 'Venus', 'No', 9],
      ['Moon Star', 'Ketu', 'No', 4],
      ['Moon Sign', 'Jupiter', 'No', 21],
      ['Day', 'Saturn', 'No', 21],
    ]);
    // 55 = 5 × 11 + 0: option 11 of 11.
    expect([choice.total, choice.choice]).toEqual([55, 11]);
  });

  it('gives the last option when every row counts 0 (total 0)', () => {
    // Mars, Jupiter and Saturn retrograde, and a Thursday (day lord Jupiter): every row counts 0, and
    // ((0 − 1) mod 6) + 1 = 6.
    const choice = computeOptionsChoice(ASC_ARIES, sky(['Mars', 'Jupiter', 'Saturn']), 'Jupiter', 6);
    expect(choice.rows.map((r) => r.value)).toEqual([0, 0, 0, 0]);
    expect([choice.total, choice.choice]).toEqual([0, 6]);
  });

  it.each([0, 21, 2.5, -1])('refuses %s options', (n) => {
    expect(() => computeOptionsChoice(ASC_ARIES, sky(), 'Sun', n)).toThrow(RangeError);
  });
});
