import { describe, expect, it } from 'vitest';
import { applicableToggles, defaultToggles, effectiveToggles } from './chart-toggles-rules.js';

describe('defaultToggles (spec §4 and "Chart display state")', () => {
  it.each([
    [0, true, true, true],
    [0, false, false, false],
    [1, true, false, false],
    [1, false, false, false],
    [2, true, false, false],
    [2, false, false, false],
    [3, true, false, true],
    [3, false, false, true],
  ] as const)(
    'type %i, KP %s: degree %s, cuspal %s, house and planet shown',
    (type, isKp, degree, cuspal) => {
      expect(defaultToggles(type, isKp)).toEqual({
        showDegree: degree,
        showCuspal: cuspal,
        showHouse: true,
        showPlanet: true,
      });
    },
  );
});

describe('applicableToggles', () => {
  it('gives South Degree and Cuspal, the North-shaped and East styles Cuspal, House and Planet', () => {
    expect(applicableToggles(0)).toEqual(['showDegree', 'showCuspal']);
    for (const type of [1, 2, 3] as const) {
      expect(applicableToggles(type)).toEqual(['showCuspal', 'showHouse', 'showPlanet']);
    }
  });
});

describe('effectiveToggles', () => {
  const allOff = { showDegree: false, showCuspal: false, showHouse: false, showPlanet: false };
  const allOn = { showDegree: true, showCuspal: true, showHouse: true, showPlanet: true };

  it('always shows planets and never house numbers in the South style', () => {
    expect(effectiveToggles(0, allOff)).toEqual({ ...allOff, showPlanet: true });
    expect(effectiveToggles(0, allOn)).toEqual({ ...allOn, showHouse: false });
  });

  it('never shows planet degrees in the other styles', () => {
    expect(effectiveToggles(1, allOn)).toEqual({ ...allOn, showDegree: false });
    expect(effectiveToggles(3, allOff)).toEqual(allOff);
  });
});
