/**
 * A whole match of two computed charts (compatibility.md): each part is the one its own function gives for
 * the two Moons or charts, roles are not swapped, Manglik statuses follow C13, and bad options are refused.
 */
import { describe, expect, it } from 'vitest';
import { toChartLords } from '../chart-significators.js';
import { computeChart } from '../chart.js';
import { computeAshtakoota } from './ashtakoota.js';
import { computeMarriagePromise } from './kp-promise.js';
import { computeManglik } from './manglik.js';
import { computeMatch, MATCH_YEARS_DEFAULT } from './match.js';
import { describeMatchMoon } from './moon.js';
import { computePoruthams } from './poruthams.js';
import { sampleCharts } from './sample-charts.fixture.js';

const charts = sampleCharts(16);
/** The report moment: a chart cast for 2026-06-01 12:00 IST at Chennai with the default settings. */
const moment = computeChart({
  date: '2026-06-01',
  time: '12:00:00',
  utcOffsetHours: 5.5,
  place: { latitude: 13.0827, longitude: 80.2707 },
});
const moonOf = (i: number) => describeMatchMoon(charts[i]!.bodies.find((b) => b.name === 'Moon')!.longitude);

describe('computeMatch', () => {
  const match = computeMatch(charts[0]!, charts[1]!, { moment });

  it('matches the bride’s Moon against the groom’s, in that order', () => {
    expect([match.bride.moon, match.groom.moon]).toEqual([moonOf(0), moonOf(1)]);
    expect(match.ashtakoota).toEqual(computeAshtakoota(moonOf(0), moonOf(1)));
    expect(match.poruthams).toEqual(computePoruthams(moonOf(0), moonOf(1)).poruthams);
    expect(match.poruthamTotal).toBe(computePoruthams(moonOf(0), moonOf(1)).poruthamTotal);
  });

  it('judges each chart’s own promise and both together', () => {
    expect(match.kp.bride).toMatchObject(computeMarriagePromise(toChartLords(charts[0]!)));
    expect(match.kp.groom).toMatchObject(computeMarriagePromise(toChartLords(charts[1]!)));
    expect(match.kp.bothPromise).toBe(
      match.kp.bride.verdict === 'promised' && match.kp.groom.verdict === 'promised',
    );
  });

  it('reads the ruling planets and the window from the report moment, 5 years by default', () => {
    expect(match.kp.moment).toBe(moment.profile.julianDayUT);
    expect(match.kp.window).toEqual({
      from: moment.profile.julianDayUT,
      to: moment.profile.julianDayUT + MATCH_YEARS_DEFAULT * 365.25,
    });
    const { dayLord, moon, lagna } = moment.rulingPlanets;
    const slots = [
      dayLord.planet,
      moon.signLord,
      moon.starLord,
      moon.subLord,
      lagna.signLord,
      lagna.starLord,
      lagna.subLord,
    ];
    expect(match.kp.rulingPlanets.map((r) => r.planet)).toEqual([...new Set(slots)]);
    for (const person of ['bride', 'groom'] as const) {
      const cross = match.kp.crossRulingPlanets[person];
      const mine = match.kp[person].marriageSignificators.map((s) => s.planet);
      expect(cross.planets.every((p) => mine.includes(p) && slots.includes(p))).toBe(true);
      expect(cross.count).toBe(cross.planets.length);
    }
  });

  it('takes the timing horizon in whole years 1..20 and names the field when it is not', () => {
    const window = (years: number) => computeMatch(charts[0]!, charts[1]!, { moment, years }).kp.window;
    expect(window(20).to - window(20).from).toBe(20 * 365.25);
    expect(window(1).to - window(1).from).toBe(365.25);
    for (const years of [0, 21, 2.5, Number.NaN]) {
      expect(() => computeMatch(charts[0]!, charts[1]!, { moment, years })).toThrow(
        /^years must be a whole number from 1 to 20/,
      );
    }
  });

  it('says when the two charts use different ayanamsas', () => {
    expect(match.ayanamsaDiffers).toBe(false);
    const lahiri = computeChart({
      date: '1990-05-05',
      time: '10:00:00',
      utcOffsetHours: 5.5,
      place: { latitude: 13.0827, longitude: 80.2707 },
      settings: { ayanamsa: 1 },
    });
    expect(computeMatch(lahiri, charts[1]!, { moment }).ayanamsaDiffers).toBe(true);
  });
});

describe('Manglik of both (C13)', () => {
  const manglik = charts.map((c) => computeManglik(c).present);
  const both = [manglik.indexOf(true), manglik.lastIndexOf(true)];
  const neither = manglik.indexOf(false);

  it('reduces, never erases, when both are Manglik', () => {
    const m = computeMatch(charts[both[0]!]!, charts[both[1]!]!, { moment }).manglik;
    expect(m.reducedByBoth).toBe(true);
    expect([m.bride.status, m.groom.status]).toEqual(['reduced', 'reduced']);
    expect([m.bride.present, m.groom.present]).toEqual([true, true]);
  });

  it('is present for the Manglik one and absent for the other otherwise', () => {
    const m = computeMatch(charts[both[0]!]!, charts[neither]!, { moment }).manglik;
    expect(m.reducedByBoth).toBe(false);
    expect([m.bride.status, m.groom.status]).toEqual(['present', 'absent']);
    expect(m.groom.cancellations).toEqual([]);
  });
});
