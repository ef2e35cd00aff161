import { describe, expect, it } from 'vitest';
import { chebyshevCoefficients, chebyshevNodes, chebyshevSlope, chebyshevValue } from './chebyshev.js';

/** The series through f at n nodes, evaluated at x. */
function through(f: (x: number) => number, n: number): (x: number) => number {
  const c = Float64Array.from(chebyshevCoefficients(chebyshevNodes(n).map(f)));
  return (x) => chebyshevValue(c, 0, n, x);
}

describe('Chebyshev series', () => {
  it('reproduces a polynomial of lower degree exactly, at and between the nodes', () => {
    const cubic = (x: number) => 3 - 2 * x + 0.5 * x ** 2 + 7 * x ** 3;
    const series = through(cubic, 6);
    for (const x of [-1, -0.73, -0.2, 0, 0.31, 0.9, 1]) expect(series(x)).toBeCloseTo(cubic(x), 12);
  });

  it('follows a smooth function to the last digits with enough terms, and not with too few', () => {
    const xs = Array.from({ length: 101 }, (_, i) => -1 + i / 50);
    const largest = (n: number) =>
      Math.max(...xs.map((x) => Math.abs(through(Math.exp, n)(x) - Math.exp(x))));
    expect(largest(16)).toBeLessThan(1e-14);
    expect(largest(4)).toBeGreaterThan(1e-4);
  });

  it("gives the series' slope: exp's own, and a cubic's exactly", () => {
    const n = 16;
    const c = Float64Array.from(chebyshevCoefficients(chebyshevNodes(n).map(Math.exp)));
    for (const x of [-0.95, -0.3, 0.2, 0.7, 1])
      expect(chebyshevSlope(c, 0, n, x)).toBeCloseTo(Math.exp(x), 12);
    const cubic = Float64Array.from(chebyshevCoefficients(chebyshevNodes(5).map((x) => x ** 3 - 2 * x)));
    for (const x of [-1, -0.4, 0.5]) expect(chebyshevSlope(cubic, 0, 5, x)).toBeCloseTo(3 * x ** 2 - 2, 12);
  });

  it('reads a block stored anywhere in a longer array', () => {
    const c = new Float64Array([9, 9, 1, 2, 3, 9]);
    // 1·T0 + 2·T1 + 3·T2 at x = 0.5: 1 + 1 + 3·(2·0.25 − 1) = 0.5
    expect(chebyshevValue(c, 2, 3, 0.5)).toBeCloseTo(0.5, 15);
  });
});
