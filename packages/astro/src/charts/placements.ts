/**
 * What each chart style places where (domain §14), as data for the drawings: South Indian (fixed signs,
 * 4×4), North Indian (fixed houses counted from the Lagna sign), East Indian (fixed signs, 3×3 with split
 * corners) and Bhava Chalit (KP houses from cusp to cusp).
 */
import { findHouseOfLongitude } from '../houses/houses.js';
import { findSignIndex } from '../kp/lords.js';
import type { Planet } from '../tables/planets.js';

/** A body as the charts need it. */
export interface PlacedBody {
  name: Planet;
  longitude: number;
  isRetrograde: boolean;
}

/** One box of a chart: its sign or house, bodies, cusps that fall in it, and whether it holds the Lagna. */
export interface ChartBox {
  /** Sign index 0..11 of the box (Rashi styles) or of the house's cusp (Bhava Chalit). */
  signIndex: number;
  /** House number 1..12 (North Indian and Bhava Chalit); for sign charts, the house from the Lagna sign. */
  house: number;
  /** Grid cell [row, column] (South: 4×4; East: 3×3, with `triangle` for split corners). */
  cell: [number, number] | null;
  triangle: 'upper' | 'lower' | null;
  bodies: Planet[];
  /** Cusp numbers whose longitude falls in this sign (the "Cuspal" toggle). */
  cusps: number[];
  isLagna: boolean;
}

/** Chart boxes of all four styles. */
export interface ChartPlacements {
  south: ChartBox[];
  north: ChartBox[];
  east: ChartBox[];
  bhavaChalit: ChartBox[];
}

/** South Indian cells of signs Aries..Pisces (domain §14.2). */
const SOUTH_CELLS: readonly [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [3, 0],
  [2, 0],
  [1, 0],
  [0, 0],
];

/** East Indian cells and corner triangles of signs Aries..Pisces (domain §14.4). */
const EAST_CELLS: readonly { cell: [number, number]; triangle: 'upper' | 'lower' | null }[] = [
  { cell: [0, 1], triangle: null },
  { cell: [0, 0], triangle: 'upper' },
  { cell: [0, 0], triangle: 'lower' },
  { cell: [1, 0], triangle: null },
  { cell: [2, 0], triangle: 'upper' },
  { cell: [2, 0], triangle: 'lower' },
  { cell: [2, 1], triangle: null },
  { cell: [2, 2], triangle: 'lower' },
  { cell: [2, 2], triangle: 'upper' },
  { cell: [1, 2], triangle: null },
  { cell: [0, 2], triangle: 'lower' },
  { cell: [0, 2], triangle: 'upper' },
];

/** Places bodies and cusps (sidereal degrees, index 0 = cusp 1) into the four chart styles. */
export function computeChartPlacements(
  bodies: readonly PlacedBody[],
  cusps: readonly number[],
): ChartPlacements {
  const lagnaSign = findSignIndex(cusps[0] as number);
  const signBox = (
    sign: number,
    cell: [number, number] | null,
    triangle: ChartBox['triangle'],
  ): ChartBox => ({
    signIndex: sign,
    house: ((sign - lagnaSign + 12) % 12) + 1,
    cell,
    triangle,
    bodies: bodies.filter((b) => findSignIndex(b.longitude) === sign).map((b) => b.name),
    cusps: cusps.flatMap((c, i) => (findSignIndex(c) === sign ? [i + 1] : [])),
    isLagna: sign === lagnaSign,
  });
  const signs = Array.from({ length: 12 }, (_, s) => s);
  const north = signs.map((h) => signBox((lagnaSign + h) % 12, null, null));
  const bhavaChalit = cusps.map((c, i) => ({
    signIndex: findSignIndex(c),
    house: i + 1,
    cell: null,
    triangle: null,
    bodies: bodies.filter((b) => findHouseOfLongitude(b.longitude, cusps) === i + 1).map((b) => b.name),
    cusps: [i + 1],
    isLagna: i === 0,
  }));
  return {
    south: signs.map((s) => signBox(s, SOUTH_CELLS[s] ?? null, null)),
    north,
    east: signs.map((s) => signBox(s, EAST_CELLS[s]?.cell ?? null, EAST_CELLS[s]?.triangle ?? null)),
    bhavaChalit,
  };
}
