/**
 * The sixteen divisional charts (vargas) of BPHS with their default methods (domain vargas.md §2, V1–V3):
 * the divisional sign and the degree inside the division of a sidereal longitude. Longitudes are taken in
 * units of 1/36″ (kp/lords) so that a longitude exactly on a boundary belongs to the part that starts there.
 */
import { toUnits } from '../kp/lords.js';

/** The sixteen divisions, in the classical order. */
export const VARGA_DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;

/** One of the sixteen division numbers. */
export type VargaDivision = (typeof VARGA_DIVISIONS)[number];

/** Method id of each division's rule: the decided BPHS method (vargas.md V1; §4's alternatives are not required). */
export const VARGA_METHOD: Readonly<Record<VargaDivision, string>> = {
  1: 'rashi',
  2: 'parashara-sun-moon-hora',
  3: 'parashara-5th-9th',
  4: 'parashara-kendras',
  7: 'parashara-even-from-7th',
  9: 'parashara-element-start',
  10: 'parashara-even-from-9th',
  12: 'parashara-from-sign',
  16: 'parashara-modality-aries-leo-sagittarius',
  20: 'parashara-modality-aries-sagittarius-leo',
  24: 'parashara-leo-cancer',
  27: 'parashara-element-start',
  30: 'parashara-unequal',
  40: 'parashara-aries-libra',
  45: 'parashara-modality-aries-leo-sagittarius',
  60: 'parashara-from-sign',
};

const UNITS_PER_DEGREE = 3600 * 36;
const SIGN_UNITS = 30 * UNITS_PER_DEGREE;

/** D30 parts of odd and even signs: start degree, sign (§2 table). */
const D30_ODD: readonly (readonly [number, number, number])[] = [
  [0, 5, 0],
  [5, 10, 10],
  [10, 18, 8],
  [18, 25, 2],
  [25, 30, 6],
];
const D30_EVEN: readonly (readonly [number, number, number])[] = [
  [0, 5, 1],
  [5, 12, 5],
  [12, 20, 11],
  [20, 25, 9],
  [25, 30, 7],
];

/** True when the given division is one of the sixteen. */
export function isVargaDivision(n: number): n is VargaDivision {
  return (VARGA_DIVISIONS as readonly number[]).includes(n);
}

function d30Part(sign: number, degUnits: number): readonly [number, number, number] {
  const parts = sign % 2 === 0 ? D30_ODD : D30_EVEN;
  for (const part of parts) if (degUnits < part[1] * UNITS_PER_DEGREE) return part;
  return parts[parts.length - 1]!;
}

/** Start signs by sign element (D9, D27: fire, earth, air, water) or modality (D16/D45, D20: movable, fixed, dual). */
const D9_START = [0, 9, 6, 3];
const D27_START = [0, 3, 6, 9];
const D16_START = [0, 4, 8];
const D20_START = [0, 8, 4];

/** Start sign of the part sequence for the equal divisions that count from a fixed start. */
function equalStart(n: VargaDivision, s: number): number {
  const odd = s % 2 === 0;
  switch (n) {
    case 1:
    case 12:
    case 60:
      return s;
    case 3:
    case 4:
      return s;
    case 7:
      return odd ? s : s + 6;
    case 9:
      return D9_START[s % 4]!;
    case 10:
      return odd ? s : s + 8;
    case 16:
    case 45:
      return D16_START[s % 3]!;
    case 20:
      return D20_START[s % 3]!;
    case 24:
      return odd ? 4 : 3;
    case 27:
      return D27_START[s % 4]!;
    case 40:
      return odd ? 0 : 6;
    case 2:
    case 30:
      return s;
  }
}

/** Step between consecutive parts' signs (D3 the 5th, D4 the 4th, all others the next sign). */
function partStep(n: VargaDivision): number {
  return n === 3 ? 4 : n === 4 ? 3 : 1;
}

function d2Sign(s: number, k: number): number {
  const odd = s % 2 === 0;
  return (k === 0) === odd ? 4 : 3;
}

/** Divisional sign (0 = Aries … 11 = Pisces) of a sidereal longitude in division `n`. */
export function vargaSign(n: VargaDivision, longitude: number): number {
  return vargaSignOfUnits(n, toUnits(longitude));
}

/**
 * Divisional sign of a longitude already in units ({@link toUnits}): the charts and the table read each
 * body's units once for all sixteen divisions.
 */
export function vargaSignOfUnits(n: VargaDivision, u: number): number {
  const s = Math.min(11, Math.floor(u / SIGN_UNITS));
  const du = u - s * SIGN_UNITS;
  if (n === 30) return d30Part(s, du)[2];
  const k = Math.min(n - 1, Math.floor((du * n) / SIGN_UNITS));
  if (n === 2) return d2Sign(s, k);
  return (equalStart(n, s) + partStep(n) * k) % 12;
}

/** Degree inside the division (V3): (d·n) mod 30 for equal parts, (d − a)·30/(b − a) for D30's part [a, b). */
export function vargaDegree(n: VargaDivision, longitude: number): number {
  return vargaDegreeOfUnits(n, toUnits(longitude));
}

/** {@link vargaDegree} of a longitude already in units. */
export function vargaDegreeOfUnits(n: VargaDivision, u: number): number {
  const s = Math.min(11, Math.floor(u / SIGN_UNITS));
  const d = (u - s * SIGN_UNITS) / UNITS_PER_DEGREE;
  if (n === 30) {
    const part = d30Part(s, d * UNITS_PER_DEGREE);
    return ((d - part[0]) * 30) / (part[1] - part[0]);
  }
  const scaled = (d * n) % 30;
  return scaled < 0 ? 0 : scaled;
}

/**
 * Boundaries of division `n` inside one sign, in degrees from the sign's start (0 excluded): where a body's
 * divisional sign may change (§3).
 */
export function vargaBoundaries(n: VargaDivision, sign: number): number[] {
  if (n === 30) return (sign % 2 === 0 ? D30_ODD : D30_EVEN).slice(1).map((p) => p[0]);
  const out: number[] = [];
  for (let k = 1; k < n; k += 1) out.push((30 * k) / n);
  return out;
}
