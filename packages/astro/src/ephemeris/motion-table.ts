/**
 * The motion table: SE's own apparent tropical longitudes (Moshier, on the mean equinox of date: the
 * nutation is the same for every body and cancels against the mean ayanamsa) of the Sun, the Moon and the
 * five planets, 1900–2100, as Chebyshev series over blocks of days. The engine's build writes it
 * (motion-table-build.ts, bin/motion-table.ts); the varga margins read a body's path or samples from it
 * (vargas/birth-table.ts) for a fraction of a microsecond instead of an ephemeris call each. It is the idea
 * of SE's own data files (Chebyshev series of JPL's integration) applied to SE's Moshier positions: the
 * margins answer exactly what they answer from the ephemeris, at the cost of 5.5 MB.
 *
 * A series is within TABLE_ERROR of the ephemeris at every instant of its blocks (measured, see there); a
 * planet's block in which it comes within MIN_ELONGATION of the Sun is left out (NaN), and the ephemeris
 * answers there. Outside the range, for the nodes, and with the Swiss Ephemeris data files (another
 * ephemeris) the table answers nothing.
 */
import type { Planet } from '../tables/planets.js';
import { chebyshevSlope, chebyshevValue } from '../math/chebyshev.js';

export type TabulatedBody = Exclude<Planet, 'Rahu' | 'Ketu'>;

/**
 * Each body's block (days) and terms per block: the fewest terms whose series stay at SE's own noise
 * (about 6e-6″ for the planets, 2e-5″ for Mercury and 2.3e-5″ for the Moon; more terms only follow the
 * noise, and blocks of 32 days miss Jupiter's and Saturn's yearly loop by 0.01″).
 */
export const LAYOUT: Readonly<Record<TabulatedBody, { blockDays: number; terms: number }>> = {
  Sun: { blockDays: 8, terms: 10 },
  Moon: { blockDays: 8, terms: 14 },
  Mercury: { blockDays: 8, terms: 11 },
  Venus: { blockDays: 8, terms: 10 },
  Mars: { blockDays: 8, terms: 10 },
  Jupiter: { blockDays: 8, terms: 10 },
  Saturn: { blockDays: 8, terms: 10 },
};

export const TABULATED_BODIES = Object.keys(LAYOUT) as TabulatedBody[];

const seriesOf = (table: MotionTable, body: Planet): BodySeries | undefined =>
  body in LAYOUT ? table.series.get(body as TabulatedBody) : undefined;

/** 1900-01-01 0h to 2101-01-01 0h TT: the births of a practice, and a day either side for their samples. */
export const MOTION_TABLE_RANGE = { fromJd: 2_415_020.5, toJd: 2_488_434.5 } as const;

/**
 * Largest difference (arcseconds) of a series from the ephemeris, bounded: four times the largest over
 * 400,000 random instants 1900–2100 per body (four seeded runs of bench/motion-table-error.js, for the
 * planets also 40,000 within 12° of the Sun) and, for the planets, over 3,000 blocks beside their
 * conjunctions read at 64 instants each (Venus's largest, 1.5e-5″, there).
 */
export const TABLE_ERROR: Readonly<Record<TabulatedBody, number>> = {
  Sun: 1.7e-5,
  Moon: 9.3e-5,
  Mercury: 8.3e-5,
  Venus: 6.1e-5,
  Mars: 2.8e-5,
  Jupiter: 2.5e-5,
  Saturn: 2.9e-5,
};

/**
 * Within this elongation (degrees, checked every six hours) a planet's block is left out: nearer the Sun the
 * light's deflection bends its path. Over 3,000 blocks near each planet's conjunctions (64 instants each),
 * the differences stayed at those of blocks far from the Sun down to 1° for Mercury, 2° for Mars and
 * Jupiter and 2.5° for Saturn, and grew by half for Venus from 3° to 2° (it lingers by the Sun). Mercury's
 * elongation moves under 0.8° in six hours, the others' under 0.4°: Mercury keeps more than 1.2°
 * throughout, the others 2.6°.
 */
export const MIN_ELONGATION: Readonly<Record<TabulatedBody, number>> = {
  Sun: 0,
  Moon: 0,
  Mercury: 2,
  Venus: 3,
  Mars: 3,
  Jupiter: 3,
  Saturn: 3,
};

/** One body's series: `terms` coefficients per block, block k covering [fromJd + k·blockDays, …) in TT. */
export interface BodySeries {
  blockDays: number;
  terms: number;
  blocks: number;
  coefficients: Float64Array;
}

export interface MotionTable {
  fromJd: number;
  toJd: number;
  series: ReadonlyMap<TabulatedBody, BodySeries>;
}

/**
 * A series read at instants given as days (TT) from one instant, with the precision of the days rather than
 * of the Julian day (its last bit is 40 µs, too coarse for a crossing found to 0.1 µs): the block and the
 * place in it are counted from the instant's own, found once. A path reads it hundreds of times a chart, so
 * it keeps the last place found rather than make an object per reading.
 */
export class SeriesReader {
  private readonly block0: number;
  private readonly part0: number;
  private readonly daysToEnd: number;
  private start = -1;
  private x = 0;

  constructor(
    table: MotionTable,
    private readonly s: BodySeries,
    jdTT: number,
  ) {
    const sinceStart = jdTT - table.fromJd;
    this.block0 = Math.floor(sinceStart / s.blockDays);
    this.part0 = (sinceStart - this.block0 * s.blockDays) / s.blockDays;
    this.daysToEnd = table.toJd - jdTT;
  }

  /** Finds the block and place of `days`; false where its block is left out or past the table. */
  private place(days: number): boolean {
    const at = this.part0 + days / this.s.blockDays;
    const whole = Math.floor(at);
    const block = this.block0 + whole;
    if (block < 0 || block >= this.s.blocks || days >= this.daysToEnd) return false;
    this.start = block * this.s.terms;
    this.x = 2 * (at - whole) - 1;
    return !Number.isNaN(this.s.coefficients[this.start]);
  }

  /** Whether the table holds the series `days` on. */
  holds(days: number): boolean {
    return this.place(days);
  }

  /** Tropical longitude (degrees, as the series gives it: not brought into [0, 360)), or undefined. */
  longitude(days: number): number | undefined {
    if (!this.place(days)) return undefined;
    return chebyshevValue(this.s.coefficients, this.start, this.s.terms, this.x);
  }

  /** Rate (degrees per day), or undefined. */
  rate(days: number): number | undefined {
    if (!this.place(days)) return undefined;
    return (chebyshevSlope(this.s.coefficients, this.start, this.s.terms, this.x) * 2) / this.s.blockDays;
  }
}

/** A reader of the body's series from `jdTT` on; undefined for the nodes, which the table does not hold. */
export function seriesReaderOf(table: MotionTable, body: Planet, jdTT: number): SeriesReader | undefined {
  const s = seriesOf(table, body);
  return s && new SeriesReader(table, s, jdTT);
}

/**
 * The body's tropical longitude (degrees, [0, 360), mean equinox of date) at a Julian day in Terrestrial
 * Time, or undefined where not tabulated. The series run on TT: SE's ΔT is tabulated by year and
 * interpolated, and the kinks of its slope at the years' turns would show in series on UT (the Moon's up
 * to 2.3e-4″).
 */
export function tabulatedLongitude(table: MotionTable, body: Planet, jdTT: number): number | undefined {
  const longitude = seriesReaderOf(table, body, jdTT)?.longitude(0);
  if (longitude === undefined) return undefined;
  const r = longitude % 360;
  return r < 0 ? r + 360 : r;
}

/** Whether the table holds the body at every instant from `fromTT` to `toTT` (Julian days TT). */
export function tabulatesSpan(table: MotionTable, body: Planet, fromTT: number, toTT: number): boolean {
  const s = seriesOf(table, body);
  if (!s) return false;
  const reader = new SeriesReader(table, s, fromTT);
  const span = toTT - fromTT;
  // Every block the span touches: its first instant's, then one per block to the last instant's.
  for (let days = 0; ; days += s.blockDays) {
    if (!reader.holds(Math.min(days, span))) return false;
    if (days >= span) return true;
  }
}

const MAGIC = 'KPMT';
const FORMAT = 1;

interface Header {
  format: number;
  source: string;
  fromJd: number;
  toJd: number;
  bodies: { body: TabulatedBody; blockDays: number; terms: number; blocks: number }[];
}

/** What a table of this build is: a file whose header differs is from another build and is not read. */
function headerOf(table: Pick<MotionTable, 'fromJd' | 'toJd'>): Header {
  return {
    format: FORMAT,
    source: `Moshier, SE 2.10.03, mean equinox of date, min elongation ${JSON.stringify(MIN_ELONGATION)}`,
    fromJd: table.fromJd,
    toJd: table.toJd,
    bodies: TABULATED_BODIES.map((body) => {
      const { blockDays, terms } = LAYOUT[body];
      return { body, blockDays, terms, blocks: Math.ceil((table.toJd - table.fromJd) / blockDays) };
    }),
  };
}

/** The table as bytes: 'KPMT', a JSON header's length and text, then every body's coefficients (float64 LE). */
export function encodeMotionTable(table: MotionTable): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify(headerOf(table)));
  const payloadStart = Math.ceil((8 + header.length) / 8) * 8;
  const doubles = [...table.series.values()].reduce((sum, s) => sum + s.coefficients.length, 0);
  const bytes = new Uint8Array(payloadStart + doubles * 8);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, header.length, true);
  bytes.set(header, 8);
  let offset = payloadStart;
  for (const body of TABULATED_BODIES) {
    for (const c of table.series.get(body)!.coefficients) {
      view.setFloat64(offset, c, true);
      offset += 8;
    }
  }
  return bytes;
}

/**
 * The table in `bytes`, or null when they are not a table of this build's layout over `range` (another
 * build's file, a truncated one): the margins then read the ephemeris.
 */
export function decodeMotionTable(
  bytes: Uint8Array,
  range: { fromJd: number; toJd: number } = MOTION_TABLE_RANGE,
): MotionTable | null {
  if (bytes.length < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  const expected = JSON.stringify(headerOf(range));
  if (new TextDecoder().decode(bytes.subarray(8, 8 + headerLength)) !== expected) return null;
  const header = headerOf(range);
  let offset = Math.ceil((8 + headerLength) / 8) * 8;
  const series = new Map<TabulatedBody, BodySeries>();
  for (const { body, blockDays, terms, blocks } of header.bodies) {
    if (offset + blocks * terms * 8 > bytes.length) return null;
    const coefficients = new Float64Array(blocks * terms);
    for (let i = 0; i < coefficients.length; i++, offset += 8)
      coefficients[i] = view.getFloat64(offset, true);
    series.set(body, { blockDays, terms, blocks, coefficients });
  }
  return { fromJd: range.fromJd, toJd: range.toJd, series };
}
