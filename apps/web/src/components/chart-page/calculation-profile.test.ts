import type { CalculationProfileData } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { describeProfile } from './calculation-profile';

const PROFILE: CalculationProfileData = {
  ayanamsaIndex: 5,
  ayanamsaName: 'Krishnamurti',
  ayanamsaDegree: '22°35′48″',
  ayanamsaValue: 22.5967,
  correction: 0,
  nodeType: 'mean',
  houseSystem: 'Placidus',
  houseSystemUsed: 'Placidus',
  dashaYearDays: 365.25,
  ephemeris: 'Moshier',
  universalTime: '1935-09-12 15:38:00',
  chartType: 0,
  warnings: [],
};

describe('calculation profile line', () => {
  it('names every setting that changes the numbers', () => {
    expect(describeProfile(PROFILE)).toBe(
      'Ayanamsa Krishnamurti 22°35′48″ (no correction) · Mean node · Placidus houses · Dasha year 365.25 days · Moshier ephemeris · UT 1935-09-12 15:38:00',
    );
  });

  it('shows a correction with its sign, the true node and the house fallback', () => {
    const line = describeProfile({
      ...PROFILE,
      correction: -0.0125,
      nodeType: 'true',
      houseSystemUsed: 'Porphyry',
    });
    expect(line).toContain('(correction −0.0125°)');
    expect(line).toContain('True node');
    expect(line).toContain('Porphyry houses (Placidus has no solution here)');
  });
});
