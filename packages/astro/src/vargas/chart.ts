/**
 * A divisional chart and the all-vargas table from sidereal longitudes (domain vargas.md §3–§5): each body's
 * sign and degree in the division, vargottama, the count of divisions agreeing with D1 and Vimsopaka.
 */
import { toUnits } from '../kp/lords.js';
import type { Planet } from '../tables/planets.js';
import {
  VARGA_DIVISIONS,
  VARGA_METHOD,
  vargaDegreeOfUnits,
  vargaSign,
  vargaSignOfUnits,
  type VargaDivision,
} from './rules.js';
import { hasVimsopaka, vimsopakaStrengths, type VimsopakaGroup, type VimsopakaPlanet } from './vimsopaka.js';

/** A body of the varga tables: the Ascendant and the nine. */
export type VargaBody = 'Ascendant' | Planet;

/** One body's place in one division. */
export interface VargaPlacement {
  body: VargaBody;
  /** Sign index 0 = Aries … 11 = Pisces. */
  sign: number;
  /** Degree inside the division, [0, 30). */
  degree: number;
  /** The divisional sign equals the D1 sign. */
  vargottama: boolean;
}

/** A divisional chart: the division, its method id and every body's placement. */
export interface VargaChart {
  division: VargaDivision;
  method: string;
  placements: VargaPlacement[];
}

/** One body's row of the all-vargas table. */
export interface VargaTableRow {
  body: VargaBody;
  /** Sign per division. */
  signs: Record<VargaDivision, number>;
  /** D9 sign equals D1 sign (the classical vargottama). */
  vargottama: boolean;
  /** In how many of the fifteen other divisions the sign equals the D1 sign. */
  vargottamaCount: number;
  /** Vimsopaka per group; null for Rahu, Ketu and the Ascendant. */
  vimsopaka: Record<VimsopakaGroup, number> | null;
}

/** The divisional chart `n` of the given sidereal longitudes (bodies in the given order). */
export function computeVargaChart(n: VargaDivision, longitudes: ReadonlyMap<VargaBody, number>): VargaChart {
  const placements: VargaPlacement[] = [];
  longitudes.forEach((lon, body) => {
    const u = toUnits(lon);
    const sign = vargaSignOfUnits(n, u);
    placements.push({
      body,
      sign,
      degree: vargaDegreeOfUnits(n, u),
      vargottama: sign === vargaSignOfUnits(1, u),
    });
  });
  return { division: n, method: VARGA_METHOD[n], placements };
}

function d1SignsOf(longitudes: ReadonlyMap<VargaBody, number>): Record<VimsopakaPlanet, number> | null {
  const out: Partial<Record<VimsopakaPlanet, number>> = {};
  for (const [body, lon] of longitudes)
    if (body !== 'Ascendant' && hasVimsopaka(body)) out[body] = vargaSign(1, lon);
  return Object.keys(out).length === 7 ? (out as Record<VimsopakaPlanet, number>) : null;
}

/** The all-vargas table: every body's sign in the sixteen, vargottama, its count, and Vimsopaka. */
export function computeVargaTable(longitudes: ReadonlyMap<VargaBody, number>): VargaTableRow[] {
  const d1 = d1SignsOf(longitudes);
  const rows: VargaTableRow[] = [];
  longitudes.forEach((lon, body) => {
    const u = toUnits(lon);
    const bySign: number[] = [];
    const signs = {} as Record<VargaDivision, number>;
    let count = 0;
    for (let i = 0; i < VARGA_DIVISIONS.length; i++) {
      const sign = vargaSignOfUnits(VARGA_DIVISIONS[i]!, u);
      bySign.push(sign);
      signs[VARGA_DIVISIONS[i]!] = sign;
      if (i > 0 && sign === bySign[0]) count += 1;
    }
    const vimsopaka =
      d1 && body !== 'Ascendant' && hasVimsopaka(body) ? vimsopakaStrengths(body, bySign, d1) : null;
    rows.push({ body, signs, vargottama: signs[9] === signs[1], vargottamaCount: count, vimsopaka });
  });
  return rows;
}
