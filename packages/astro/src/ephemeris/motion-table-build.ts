/**
 * Builds the motion table (motion-table.ts) from the selected ephemeris: each block's series through SE's
 * tropical longitudes (mean equinox of date) at its Chebyshev nodes, and the planets' blocks near the Sun
 * left out. The bodies of one layout are read instant by instant (SE computes an instant's Earth and
 * nutation once for all of them), and the series of different bodies can be built apart (the build script
 * spreads them over threads) and joined. `agreesWithEphemeris` checks a table read back against the SE at
 * hand.
 */
import { calcDeltaT, calcMeanEquinoxLongitude } from '../ephemeris.js';
import { wrapDifference } from '../math/find-crossing.js';
import { chebyshevCoefficients, chebyshevNodes } from '../math/chebyshev.js';
import {
  LAYOUT,
  MIN_ELONGATION,
  MOTION_TABLE_RANGE,
  TABLE_ERROR,
  TABULATED_BODIES,
  tabulatedLongitude,
  type BodySeries,
  type MotionTable,
  type TabulatedBody,
} from './motion-table.js';

/** The elongation is checked this many times a day (a planet's moves under 1° against the Sun in 6 hours). */
const ELONGATION_GRID_PER_DAY = 4;

/**
 * The Julian day UT of a Julian day TT: ΔT moves about 3e-8 of a day in a day, so the second round is
 * exact to the last bit.
 */
function universalTimeOf(jdTT: number): number {
  return jdTT - calcDeltaT(jdTT - calcDeltaT(jdTT));
}

/** The series of bodies sharing one layout, read one node instant at a time for all of them. */
function buildLayoutGroup(bodies: readonly TabulatedBody[], fromJd: number, toJd: number): BodySeries[] {
  const { blockDays, terms } = LAYOUT[bodies[0]!];
  const blocks = Math.ceil((toJd - fromJd) / blockDays);
  const nodes = chebyshevNodes(terms);
  const series = bodies.map(() => ({
    blockDays,
    terms,
    blocks,
    coefficients: new Float64Array(blocks * terms),
  }));
  const values = bodies.map(() => new Array<number>(terms));
  for (let k = 0; k < blocks; k++) {
    const start = fromJd + k * blockDays;
    nodes.forEach((x, i) => {
      const jdUT = universalTimeOf(start + (blockDays * (x + 1)) / 2);
      bodies.forEach((body, b) => {
        const longitude = calcMeanEquinoxLongitude(jdUT, body);
        // Unwrapped across 0° from the block's first node.
        values[b]![i] =
          i === 0 ? longitude : values[b]![i - 1]! + wrapDifference(longitude - values[b]![i - 1]!);
      });
    });
    series.forEach((s, b) => s.coefficients.set(chebyshevCoefficients(values[b]!), k * terms));
  }
  return series;
}

/** The series of `bodies` over fromJd–toJd (TT), without the near-Sun blocks left out yet. */
export function buildBodySeries(
  bodies: readonly TabulatedBody[],
  fromJd: number,
  toJd: number,
): Map<TabulatedBody, BodySeries> {
  const out = new Map<TabulatedBody, BodySeries>();
  const layoutOf = (body: TabulatedBody): string => JSON.stringify(LAYOUT[body]);
  for (const layout of new Set(bodies.map(layoutOf))) {
    const group = bodies.filter((body) => layoutOf(body) === layout);
    buildLayoutGroup(group, fromJd, toJd).forEach((s, b) => out.set(group[b]!, s));
  }
  return out;
}

/** Leaves out the planet's blocks in which it comes within MIN_ELONGATION of the Sun. */
function leaveOutNearSun(table: MotionTable, planet: BodySeries, body: TabulatedBody): void {
  const steps = planet.blockDays * ELONGATION_GRID_PER_DAY;
  for (let k = 0; k < planet.blocks; k++) {
    const start = table.fromJd + k * planet.blockDays;
    for (let i = 0; i <= steps; i++) {
      const t = Math.min(start + (i * planet.blockDays) / steps, table.toJd - 1e-9);
      const sun = tabulatedLongitude(table, 'Sun', t);
      const longitude = tabulatedLongitude(table, body, t);
      if (sun === undefined || longitude === undefined) continue;
      if (Math.abs(wrapDifference(longitude - sun)) < MIN_ELONGATION[body]) {
        planet.coefficients.fill(Number.NaN, k * planet.terms, (k + 1) * planet.terms);
        break;
      }
    }
  }
}

/** The table of every body's series (all of TABULATED_BODIES), with the planets' near-Sun blocks left out. */
export function joinMotionTable(
  series: ReadonlyMap<TabulatedBody, BodySeries>,
  fromJd: number,
  toJd: number,
): MotionTable {
  const table: MotionTable = { fromJd, toJd, series };
  for (const body of TABULATED_BODIES) {
    if (!series.has(body)) throw new Error(`motion table: no series for ${body}`);
    if (body !== 'Sun' && body !== 'Moon') leaveOutNearSun(table, series.get(body)!, body);
  }
  return table;
}

/**
 * Builds the table from the selected ephemeris (Moshier: no data-file path), from `fromJd` to `toJd`
 * (Julian days TT); by default over MOTION_TABLE_RANGE, about 750,000 longitude calls.
 */
export function buildMotionTable(
  fromJd: number = MOTION_TABLE_RANGE.fromJd,
  toJd: number = MOTION_TABLE_RANGE.toJd,
): MotionTable {
  return joinMotionTable(buildBodySeries(TABULATED_BODIES, fromJd, toJd), fromJd, toJd);
}

/** Instants spread over the table (fractions of its range) at which it is checked against the ephemeris. */
const AGREEMENT_PROBES = [0.013, 0.137, 0.259, 0.381, 0.503, 0.627, 0.749, 0.871, 0.993];

/**
 * Whether the table is the selected ephemeris' own: every body within its TABLE_ERROR of SE's longitude
 * at nine instants across the range (a planet's left-out blocks passed over). A table built by another SE
 * (an upgraded binding) or from another ephemeris is refused by this, not trusted: about 60 calls, 1 ms.
 */
export function agreesWithEphemeris(table: MotionTable): boolean {
  return TABULATED_BODIES.every((body) =>
    AGREEMENT_PROBES.every((f) => {
      const jdTT = table.fromJd + f * (table.toJd - table.fromJd);
      const fromTable = tabulatedLongitude(table, body, jdTT);
      if (fromTable === undefined) return true;
      const arcsec = Math.abs(
        wrapDifference(fromTable - calcMeanEquinoxLongitude(universalTimeOf(jdTT), body)),
      );
      return arcsec * 3600 <= TABLE_ERROR[body];
    }),
  );
}
