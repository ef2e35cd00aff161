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
  it('gives North and East Cuspal, House and Planet, and "the others" (South, Bhava Chalit) Degree and Cuspal', () => {
    for (const type of [0, 3] as const) {
      expect(applicableToggles(type)).toEqual(['showDegree', 'showCuspal']);
    }
    for (const type of [1, 2] as const) {
      expect(applicableToggles(type)).toEqual(['showCuspal', 'showHouse', 'showPlanet']);
    }
  });

  it('gives the correction panel Degree and Cuspal in every style', () => {
    for (const type of [0, 1, 2, 3] as const) {
      expect(applicableToggles(type, 'degreeAndCuspal')).toEqual(['showDegree', 'showCuspal']);
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

  it('never shows planet degrees in North and East', () => {
    expect(effectiveToggles(1, allOn)).toEqual({ ...allOn, showDegree: false });
    expect(effectiveToggles(2, allOff)).toEqual(allOff);
  });

  it('obeys Degree and Cuspal in Bhava Chalit, with house numbers and planets always shown', () => {
    expect(effectiveToggles(3, allOff)).toEqual({ ...allOff, showHouse: true, showPlanet: true });
    expect(effectiveToggles(3, allOn)).toEqual(allOn);
  });

  it('obeys Degree and Cuspal in every style on the correction panel, house numbers only off South', () => {
    expect(effectiveToggles(1, allOn, 'degreeAndCuspal')).toEqual(allOn);
    expect(effectiveToggles(2, allOff, 'degreeAndCuspal')).toEqual({
      ...allOff,
      showHouse: true,
      showPlanet: true,
    });
    expect(effectiveToggles(0, allOn, 'degreeAndCuspal')).toEqual({ ...allOn, showHouse: false });
  });
});
