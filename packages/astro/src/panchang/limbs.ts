/**
 * The four limbs of the panchang as step functions of an angle (panchang.md §4), and the instants where the
 * angle crosses their boundaries.
 *
 * - tithi (12°, 30 a month) and karana (6°, 60 a month): the elongation e = (Moon − Sun) mod 360, free of
 *   the ayanamsa;
 * - nakshatra (13°20′, 27) and pada (3°20′, 108): the sidereal Moon;
 * - yoga (13°20′, 27): (sidereal Sun + sidereal Moon) mod 360.
 *
 * Sidereal longitudes subtract the effective ayanamsa (SE's value of the mode, with nutation, plus the
 * astrologer's correction): SE's own sidereal positions equal tropical minus that value to 1e-9″, so one
 * tropical Sun and Moon serve all four limbs. Every angle increases monotonically; each crossing is found
 * by Newton's method on the speeds the ephemeris returns, kept inside a bracket that the least rate of the
 * angle guarantees, to better than 0.01 s.
 */
import { calcAyanamsa, calcSunAndMoon, normalizeDegrees, type LimbPositions } from '../ephemeris.js';
import { SECOND_IN_DAYS, wrapDifference } from '../math/find-crossing.js';

/** Sun and Moon at one instant: tropical longitudes (degrees) and speeds (degrees per day). */
export interface LimbSample {
  /** Julian day UT. */
  t: number;
  sunLongitude: number;
  sunSpeed: number;
  moonLongitude: number;
  moonSpeed: number;
  /** Effective ayanamsa: SE's value of the mode (with nutation) plus the correction, degrees. */
  ayanamsa: number;
}

/** Positions of the Sun and the Moon at a Julian day UT, as the limbs read them. */
export type LimbSampler = (jdUT: number) => LimbSample;

/** What the limbs depend on: ayanamsa mode and correction (degrees), ephemeris, positions (P4). */
export interface LimbSettings {
  ayanamsa: number;
  correction: number;
  ephePath: string | null;
  limbPositions?: LimbPositions;
}

/** Samples kept per sampler: a day's crossings reuse their starting instants; a month's do not pile up. */
const SAMPLE_CACHE_SIZE = 64;

/** A sampler over the ephemeris that remembers its latest samples (the limbs often start at one instant). */
export function createLimbSampler(settings: LimbSettings): LimbSampler {
  const config = { ephePath: settings.ephePath };
  const positions = settings.limbPositions ?? 'apparent';
  const cache = new Map<number, LimbSample>();
  return (t) => {
    const cached = cache.get(t);
    if (cached) return cached;
    const { sun, moon } = calcSunAndMoon(t, positions, config);
    const sample: LimbSample = {
      t,
      sunLongitude: sun.longitude,
      sunSpeed: sun.speed,
      moonLongitude: moon.longitude,
      moonSpeed: moon.speed,
      ayanamsa: calcAyanamsa(t, settings.ayanamsa, 'true', config) + settings.correction,
    };
    if (cache.size >= SAMPLE_CACHE_SIZE) cache.clear();
    cache.set(t, sample);
    return sample;
  };
}

/** The angle a limb is read from. */
export type LimbAngle = 'elongation' | 'moon' | 'sum';

/** One limb: its angle, the width of each element (degrees) and the number of elements in the cycle. */
export interface Limb {
  angle: LimbAngle;
  width: number;
  count: number;
}

/** Tithi: 12° of elongation, 1..30. */
export const TITHI: Limb = { angle: 'elongation', width: 12, count: 30 };
/** Karana: 6° of elongation, 1..60 within the lunar month. */
export const KARANA: Limb = { angle: 'elongation', width: 6, count: 60 };
/** Nakshatra: 13°20′ of the sidereal Moon, 1..27. */
export const NAKSHATRA: Limb = { angle: 'moon', width: 40 / 3, count: 27 };
/** Pada: 3°20′ of the sidereal Moon, 1..108 (nakshatra ⌊(k − 1)/4⌋ + 1, pada (k − 1) mod 4 + 1). */
export const PADA: Limb = { angle: 'moon', width: 10 / 3, count: 108 };
/** Yoga: 13°20′ of sidereal Sun + Moon, 1..27. */
export const YOGA: Limb = { angle: 'sum', width: 40 / 3, count: 27 };

/**
 * Least rate of each angle, degrees per day: the Moon never moves slower than 11.7°/day and the Sun stays
 * within 0.95..1.02°/day, so the elongation gains at least 10.6°/day, the Moon 11.7°/day and their sum
 * 12.6°/day. A crossing d degrees ahead therefore lies within d / rate days.
 */
const LEAST_RATE: Readonly<Record<LimbAngle, number>> = { elongation: 10, moon: 11, sum: 12 };

/** The angle (degrees, [0, 360)) and its rate (degrees per day) of a sample. */
export function measureAngle(angle: LimbAngle, s: LimbSample): { value: number; rate: number } {
  switch (angle) {
    case 'elongation':
      return { value: normalizeDegrees(s.moonLongitude - s.sunLongitude), rate: s.moonSpeed - s.sunSpeed };
    case 'moon':
      return { value: normalizeDegrees(s.moonLongitude - s.ayanamsa), rate: s.moonSpeed };
    case 'sum':
      return {
        value: normalizeDegrees(s.sunLongitude + s.moonLongitude - 2 * s.ayanamsa),
        rate: s.sunSpeed + s.moonSpeed,
      };
  }
}

/** Index k (0-based, k = ⌊angle / width⌋) of the element a limb is in at a sample; the element is k + 1. */
export function findElementIndex(limb: Limb, s: LimbSample): number {
  return Math.min(limb.count - 1, Math.floor(measureAngle(limb.angle, s).value / limb.width));
}

/** Newton steps below this end the search: the error left is of the order of that step squared. */
const TOLERANCE_DAYS = SECOND_IN_DAYS / 100;

/** A crossing: its instant (Julian day UT) and the last sample taken beside it, to start the next search. */
export interface AngleCrossing {
  t: number;
  near: LimbSample;
}

/**
 * The instant the angle reaches `target` (degrees), searching forward from the sample `from` when the
 * target lies up to 180° ahead and backward when it lies behind (a value on the target answers its own
 * instant).
 */
export function findAngleCrossing(
  sampler: LimbSampler,
  angle: LimbAngle,
  from: LimbSample,
  target: number,
): AngleCrossing {
  const start = measureAngle(angle, from);
  const ahead = wrapDifference(target - start.value);
  if (ahead === 0) return { t: from.t, near: from };
  const reach = ahead / LEAST_RATE[angle];
  let [lo, hi] = ahead > 0 ? [from.t, from.t + reach] : [from.t + reach, from.t];
  let t = from.t + ahead / start.rate;
  let near = from;
  for (let i = 0; i < 60; i++) {
    if (!(t > lo && t < hi)) t = (lo + hi) / 2;
    near = sampler(t);
    const now = measureAngle(angle, near);
    const g = wrapDifference(now.value - target);
    if (g === 0) return { t, near };
    if (g < 0) lo = t;
    else hi = t;
    const next = t - g / now.rate;
    if (Math.abs(next - t) < TOLERANCE_DAYS || hi - lo < TOLERANCE_DAYS) return { t: next, near };
    t = next;
  }
  return { t, near };
}

/** A boundary of a limb: the instant its angle reaches k·width (k counted on from the first, unwrapped). */
export interface LimbBoundary {
  /** Julian day UT. */
  t: number;
  /** The boundary's index: the element that starts here is (k mod count) + 1. */
  k: number;
}

/** The element (1..count) that starts at a boundary index k. */
export function elementOfIndex(limb: Limb, k: number): number {
  return (((k % limb.count) + limb.count) % limb.count) + 1;
}

/** A boundary found with the sample beside it. */
interface FoundBoundary extends LimbBoundary {
  near: LimbSample;
}

function crossingAt(sampler: LimbSampler, limb: Limb, from: LimbSample, k: number): FoundBoundary {
  const { t, near } = findAngleCrossing(sampler, limb.angle, from, normalizeDegrees(k * limb.width));
  return { t, k, near };
}

/**
 * The boundaries of a limb around [from, to): the last one at or before `from`, every one inside, and the
 * first at or after `to`, extended on both sides to an index that is a multiple of `align` (so that the
 * karanas' boundaries also hold the tithis' whole, align 2, and the padas' the nakshatras', align 4).
 */
export function sweepBoundaries(
  sampler: LimbSampler,
  limb: Limb,
  from: number,
  to: number,
  align = 1,
): LimbBoundary[] {
  const first = sampler(from);
  const boundaries = [crossingAt(sampler, limb, first, findElementIndex(limb, first))];
  while (boundaries[0]!.k % align !== 0) {
    const earliest = boundaries[0]!;
    boundaries.unshift(crossingAt(sampler, limb, earliest.near, earliest.k - 1));
  }
  let last = boundaries[boundaries.length - 1]!;
  let start = first;
  while (last.t < to || last.k % align !== 0) {
    last = crossingAt(sampler, limb, start, last.k + 1);
    boundaries.push(last);
    start = last.near;
  }
  return boundaries.map(({ t, k }) => ({ t, k }));
}

/** One element of a limb with its true start and end (Julian days UT). */
export interface LimbElement {
  /** Place in the cycle, 1..count of the limb. */
  number: number;
  start: number;
  end: number;
}

/**
 * The elements between consecutive boundaries whose index is a multiple of `group` (1: the swept limb
 * itself; 2: tithis from karana boundaries; 4: nakshatras from pada boundaries), keeping those that overlap
 * [from, to). `counted` is the limb the numbers belong to.
 */
export function listElements(
  boundaries: readonly LimbBoundary[],
  counted: Limb,
  group: number,
  from: number,
  to: number,
): LimbElement[] {
  const kept = boundaries.filter((b) => b.k % group === 0);
  const elements: LimbElement[] = [];
  for (let i = 0; i + 1 < kept.length; i++) {
    const [a, b] = [kept[i]!, kept[i + 1]!];
    if (b.t > from && a.t < to)
      elements.push({ number: elementOfIndex(counted, a.k / group), start: a.t, end: b.t });
  }
  return elements;
}
