import { describe, expect, it } from 'vitest';
import { exampleRashiChart } from '../../components/chart/chart-fixtures';
import { formatLongitude, formatSignDegrees } from './longitude-text';
import {
  cuspLongitudesOf,
  houseMiddleOf,
  itemsOf,
  marksOf,
  pointAt,
  spreadLabels,
  uprightTangentAt,
} from './transit-wheel-layout';

/** Drawing units: a point is placed to well under a unit. */
const PLACE_TOLERANCE = 1e-9;

describe('transit wheel layout', () => {
  it('lays a sign’s word along the ring, upright: level at the top and bottom, downwards at the sides', () => {
    const ring = 184;
    expect(uprightTangentAt(pointAt(90, 0, ring))).toBeCloseTo(0, 9);
    expect(uprightTangentAt(pointAt(270, 0, ring))).toBeCloseTo(0, 9);
    expect(Math.abs(uprightTangentAt(pointAt(0, 0, ring)))).toBeCloseTo(90, 9);
    expect(Math.abs(uprightTangentAt(pointAt(180, 0, ring)))).toBeCloseTo(90, 9);
    // Lower left the ring runs down to the right, lower right up to the right: the word follows it.
    expect(uprightTangentAt(pointAt(45, 0, ring))).toBeCloseTo(45, 9);
    expect(uprightTangentAt(pointAt(135, 0, ring))).toBeCloseTo(-45, 9);
  });

  it('puts the natal Ascendant at the left and the zodiac counter-clockwise (houses I–VI below)', () => {
    const left = pointAt(100, 100, 50);
    expect(left.x).toBeCloseTo(150, 9);
    expect(left.y).toBeCloseTo(200, 9);
    // 90° on from the Ascendant is the bottom (the IC side), 270° the top.
    const bottom = pointAt(190, 100, 50);
    expect(Math.abs(bottom.x - 200)).toBeLessThan(PLACE_TOLERANCE);
    expect(bottom.y).toBeCloseTo(250, 9);
    expect(pointAt(10, 100, 50).y).toBeCloseTo(150, 9);
  });

  it('leaves labels far apart where they stand and pushes crowded ones apart evenly', () => {
    expect(spreadLabels([10, 100, 200], 10)).toEqual([10, 100, 200]);
    const [a, b] = spreadLabels([100, 102], 10);
    expect(a).toBeCloseTo(96, 6);
    expect(b).toBeCloseTo(106, 6);
  });

  it('spreads a crowd of three about its mean, and a crowd reaching the next draws it in', () => {
    const crowd = spreadLabels([10, 11, 12], 10);
    [1, 11, 21].forEach((at, i) => expect(crowd[i]).toBeCloseTo(at, 6));
    // 0 and 8 spread to -1 (359) and 9; 18 then stands too near 9, so the three share the mean 26/3.
    const drawn = spreadLabels([0, 8, 18], 10);
    [26 / 3 - 10 + 360, 26 / 3, 26 / 3 + 10].forEach((at, i) => expect(drawn[i]).toBeCloseTo(at, 6));
  });

  it('spreads a cluster across 0° Aries, keeping the input order', () => {
    const [late, early] = spreadLabels([358, 2], 10);
    expect(late).toBeCloseTo(355, 6);
    expect(early).toBeCloseTo(5, 6);
  });

  it('fits labels that cannot all have the gap by sharing the circle', () => {
    const angles = spreadLabels([0, 1, 2, 3], 120);
    const sorted = [...angles].sort((x, y) => x - y);
    const gaps = sorted.map((at, i) => ((((sorted[(i + 1) % 4] ?? 0) - at) % 360) + 360) % 360);
    for (const gap of gaps) expect(gap).toBeGreaterThan(89.9);
  });

  it('reads degrees in a sign to the second, never rounding up into the next sign', () => {
    expect(formatSignDegrees(13 + 1 / 60 + 55 / 3600)).toBe('13°01′55″');
    expect(formatSignDegrees(29.99999)).toBe('29°59′59″');
    expect(formatLongitude(312 + 34 / 60 + 56 / 3600)).toBe('12°34′56″ Aquarius');
    // A table's longitude rounds to the second: a crossing at a boundary reads as the boundary.
    expect(formatLongitude(13 + 1 / 3 - 1e-7)).toBe('13°20′00″ Aries');
    expect(formatLongitude(359.99999)).toBe('0°00′00″ Aries');
    expect(formatLongitude(-0.5)).toBe('29°30′00″ Pisces');
    expect(formatLongitude(0)).toBe('0°00′00″ Aries');
  });

  it('titles each planet of the domain example chart with ring, name, degrees, sign and motion', () => {
    const chart = exampleRashiChart(0);
    const marks = marksOf(itemsOf(chart, false), 'Transit', 10);
    expect(marks).toHaveLength(9);
    expect(marks.map((m) => m.title)).toContain('Transit Saturn 13°01′55″ Aquarius, retrograde');
    expect(marks.map((m) => m.title)).toContain('Transit Sun 26°04′14″ Leo');
    const natal = marksOf(itemsOf(chart, true), 'Natal', 13);
    expect(natal.map((m) => m.title)).toContain('Natal Ascendant 19°25′09″ Aries');
  });

  it('reads the natal cusps from the drawing and finds the middle of each house', () => {
    const cusps = cuspLongitudesOf(exampleRashiChart(0));
    // Domain Appendix A: cusp I at Aries 19°25′09″.
    expect(cusps[0]).toBeCloseTo(19 + 25 / 60 + 9 / 3600, 9);
    expect(houseMiddleOf([350, 10, ...Array<number>(10).fill(0)], 0)).toBeCloseTo(360, 9);
  });
});
