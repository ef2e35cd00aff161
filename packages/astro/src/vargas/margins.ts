/**
 * Varga margins (domain vargas.md §3, V8): the whole seconds of birth time, earlier and later, during which a
 * body's sign in a division stays the same; null beyond a day. The body leaves its divisional sign exactly
 * when it leaves the run of adjacent parts sharing that sign (D2: Aries 15–30° and Taurus 0–15° are one run),
 * so the run is handed to the KP margins' exit searches (Newton on whole seconds, stepping near stations).
 */
import { normalizeDegrees } from '../ephemeris.js';
import { bodyLongitudeAt, bodyStateAt } from '../margin/body-track.js';
import { computeHouses } from '../houses/houses.js';
import { divisionAsRead, findExitByStepping, type Division } from '../margin/exit-search.js';
import { findBodyExitExact } from '../margin/noisy-exit.js';
import type { ChartSettings, Place } from '../settings.js';
import type { Planet } from '../tables/planets.js';
import type { VargaBody } from './chart.js';
import { vargaBoundaries, vargaSign, type VargaDivision } from './rules.js';

/** A margin is reported only up to one day (V8). */
export const VARGA_MARGIN_LIMIT_SECONDS = 86_400;

/** Whole seconds each way before the divisional sign changes; null = more than a day. */
export interface VargaMargin {
  earlierSeconds: number | null;
  laterSeconds: number | null;
}

/** Every division's margin of one body. */
export type VargaMargins = Record<VargaDivision, VargaMargin>;

/** Start and end (degrees, end may pass 360) of the part of division `n` holding `longitude`. */
function partAround(n: VargaDivision, longitude: number): [number, number] {
  const lon = normalizeDegrees(longitude);
  const s = Math.min(11, Math.floor(lon / 30));
  if (n === 30) {
    const bounds = [0, ...vargaBoundaries(n, s), 30].map((b) => 30 * s + b);
    let i = 0;
    while (i + 2 < bounds.length && lon >= bounds[i + 1]!) i += 1;
    return [bounds[i]!, bounds[i + 1]!];
  }
  // Equal parts: the part's index straight from the degree, then nudged to the boundaries exactly as
  // they are written (30·s + 30·k/n), so a longitude on one belongs to the part it starts.
  const bound = (k: number): number => 30 * s + (30 * k) / n;
  let k = Math.max(0, Math.min(n - 1, Math.floor(((lon - 30 * s) * n) / 30)));
  while (k > 0 && lon < bound(k)) k -= 1;
  while (k + 1 <= n - 1 && lon >= bound(k + 1)) k += 1;
  return [bound(k), bound(k + 1)];
}

/**
 * The run of adjacent parts with the same divisional sign as `longitude` (at most the whole circle). The
 * answer is shared (kept for the next longitude in the same part): read it, do not change it.
 */
export function vargaRegion(n: VargaDivision, longitude: number): Readonly<Division> {
  if (!walked.has(n)) walkDivision(n);
  const sign = vargaSign(n, longitude);
  const [start, end] = partAround(n, longitude);
  let region = regions.get(regionKey(n, start, sign));
  if (region === undefined) regions.set(regionKey(n, start, sign), (region = runOf(n, sign, start, end)));
  return region;
}

/**
 * The run depends only on the part and the sign (a longitude within the lords' tolerance below a boundary
 * takes the next part's sign), and there are at most 12 × 60 parts of each division: kept, by this key.
 */
const regionKey = (n: VargaDivision, partStart: number, sign: number): number =>
  (n * 40_000 + Math.round(partStart * 100)) * 12 + sign;

/** Runs of adjacent parts with one sign, by division, part start and sign (see vargaRegion). */
const regions = new Map<number, Division>();
/** The divisions whose parts' runs are all kept. */
const walked = new Set<VargaDivision>();

/**
 * Keeps the run of every part of the division, walking the circle once at its first use (the sixteen take
 * about 5 ms): found one by one, the 3,420 parts' runs took a server's first 300 or so charts to gather, each
 * of those charts' margins slower by half.
 */
function walkDivision(n: VargaDivision): void {
  walked.add(n);
  for (let lon = 1e-7; lon < 360;) {
    const [start, end] = partAround(n, lon);
    const sign = vargaSign(n, (start + end) / 2);
    if (!regions.has(regionKey(n, start, sign)))
      regions.set(regionKey(n, start, sign), runOf(n, sign, start, end));
    lon = end + 1e-7;
  }
}

function runOf(n: VargaDivision, sign: number, partStart: number, partEnd: number): Division {
  let [start, end] = [partStart, partEnd];
  for (let guard = 0; guard < 60 && end - start < 360; guard += 1) {
    // The next part is judged at its middle: a boundary like 30/7 is not exact in binary.
    const [, nextRaw] = partAround(n, end + 1e-7);
    const next =
      nextRaw > normalizeDegrees(end)
        ? end + nextRaw - normalizeDegrees(end)
        : end + nextRaw + 360 - normalizeDegrees(end);
    if (vargaSign(n, (end + next) / 2) !== sign) break;
    end = next;
  }
  for (let guard = 0; guard < 60 && end - start < 360; guard += 1) {
    const [prevStart] = partAround(n, normalizeDegrees(start - 1e-7));
    const width = normalizeDegrees(start - prevStart) || 360;
    if (vargaSign(n, start - width / 2) !== sign) break;
    start -= width;
  }
  return divisionAsRead(normalizeDegrees(start), normalizeDegrees(start) + Math.min(360, end - start));
}

const cap = (s: number | null): number | null => (s === null || s > VARGA_MARGIN_LIMIT_SECONDS ? null : s);

/** Largest |acceleration| of any body (the Moon's), degrees/day², with room; bounds a day's travel. */
const MAX_ACCELERATION = 1.1;

/**
 * Whether the body cannot leave its run within a day either way: its travel in a day, |speed| + half the
 * largest acceleration, is shorter than the way to either end. Spares the 30-day searches of slow bodies.
 */
function staysAllDay(division: Division, start: { longitude: number; speed: number }): boolean {
  if (division.width >= 360) return true;
  const offset = normalizeDegrees(start.longitude - division.start);
  const reach = Math.abs(start.speed) + MAX_ACCELERATION / 2;
  return offset > reach && division.width - offset > reach;
}

function bodyMargin(p: Planet, n: VargaDivision, jdUT: number, settings: ChartSettings): VargaMargin {
  const stateAt = bodyStateAt(p, settings);
  const longitudeAt = bodyLongitudeAt(p, settings);
  const start = stateAt(jdUT);
  const division = vargaRegion(n, start.longitude);
  if (staysAllDay(division, start)) return { earlierSeconds: null, laterSeconds: null };
  const body = { name: p, node: settings.node };
  const limit = VARGA_MARGIN_LIMIT_SECONDS;
  const exit = (direction: 1 | -1): number | null =>
    cap(findBodyExitExact(body, stateAt, jdUT, start, { division, direction, limit, longitudeAt }).seconds);
  return { earlierSeconds: exit(-1), laterSeconds: exit(1) };
}

function ascendantMargin(n: VargaDivision, jdUT: number, place: Place, settings: ChartSettings): VargaMargin {
  const track = (t: number): number => computeHouses(t, place, settings).cusps[0]!;
  const lon = track(jdUT);
  // About a degree in four minutes; the stepping search needs only the order of magnitude.
  const speed = normalizeDegrees(track(jdUT + 1 / 1440) - lon) * 1440;
  const division = vargaRegion(n, lon);
  return {
    earlierSeconds: cap(findExitByStepping(track, jdUT, division, speed, -1)),
    laterSeconds: cap(findExitByStepping(track, jdUT, division, speed, 1)),
  };
}

/** Margin of one body (or the Ascendant) in division `n` at a Julian day UT and place. */
export function computeVargaMargin(
  body: VargaBody,
  n: VargaDivision,
  jdUT: number,
  place: Place,
  settings: ChartSettings,
): VargaMargin {
  return body === 'Ascendant'
    ? ascendantMargin(n, jdUT, place, settings)
    : bodyMargin(body, n, jdUT, settings);
}
