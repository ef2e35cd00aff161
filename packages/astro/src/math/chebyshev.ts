/**
 * Chebyshev series on [-1, 1]: the coefficients of the polynomial through a function's values at the
 * Chebyshev nodes, and its value by Clenshaw's recurrence. The nodes keep the interpolation error near the
 * best a polynomial of that degree can do, where equally spaced ones grow towards the ends.
 */

/** The n Chebyshev nodes of the first kind, x_k = cos(π(k + ½)/n), k = 0 … n−1 (from +1 towards −1). */
export function chebyshevNodes(n: number): number[] {
  return Array.from({ length: n }, (_, k) => Math.cos((Math.PI * (k + 0.5)) / n));
}

/** Coefficients c_0 … c_{n−1} of Σ c_j T_j(x) through `values` taken at {@link chebyshevNodes}(n). */
export function chebyshevCoefficients(values: readonly number[]): number[] {
  const n = values.length;
  return Array.from({ length: n }, (_, j) => {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += values[k]! * Math.cos((Math.PI * j * (k + 0.5)) / n);
    return ((j === 0 ? 1 : 2) * sum) / n;
  });
}

/** Σ c_j T_j(x) for the n coefficients stored from `start` in `c` (Clenshaw's recurrence). */
export function chebyshevValue(c: Float64Array, start: number, n: number, x: number): number {
  let b1 = 0;
  let b2 = 0;
  for (let j = n - 1; j >= 1; j--) {
    const b0 = 2 * x * b1 - b2 + c[start + j]!;
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + c[start]!;
}

/**
 * d/dx of Σ c_j T_j(x) for the n coefficients from `start`: Σ j·c_j·U_{j−1}(x), by Clenshaw's recurrence
 * on the polynomials of the second kind (U_{k+1} = 2x·U_k − U_{k−1}, U_0 = 1).
 */
export function chebyshevSlope(c: Float64Array, start: number, n: number, x: number): number {
  let b1 = 0;
  let b2 = 0;
  for (let k = n - 2; k >= 0; k--) {
    const b0 = (k + 1) * c[start + k + 1]! + 2 * x * b1 - b2;
    b2 = b1;
    b1 = b0;
  }
  return b1;
}
