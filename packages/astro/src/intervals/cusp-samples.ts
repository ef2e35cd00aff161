/**
 * Cusp longitudes over a time window, cheaply: ARMC grows linearly with time (sidereal rotation), so the
 * cusps at any instant come from SE's date-free Placidus core (`houses_armc`) with ARMC, obliquity and
 * ayanamsa interpolated between their exact values at the window's ends. Over a day the interpolation
 * error is a few milli-arc-seconds; the Ascendant moves about 15″ per second of time.
 */
import {
  calcAyanamsa,
  calcHouseCuspsFromArmc,
  calcHouses,
  calcTrueObliquity,
  normalizeDegrees,
} from '../ephemeris.js';
import { wrapDifference } from '../math/find-crossing.js';
import type { ChartSettings, Place } from '../settings.js';

/** Mean sidereal rotation of the Earth, degrees of ARMC per day of UT. */
const ARMC_DEGREES_PER_DAY = 360.98564736629;

/** Samples of the twelve cusps: times (Julian day UT) and unwrapped sidereal longitudes per cusp. */
export interface CuspSamples {
  times: number[];
  /** cusps[i][k] = cusp i+1 at times[k], unwrapped so that consecutive samples differ by < 180°. */
  cusps: number[][];
}

/** Builds a function giving the 12 sidereal cusps (after correction) at any instant in [t0, t1]. */
export function makeCuspModel(
  t0: number,
  t1: number,
  place: Place,
  settings: ChartSettings,
): (jdUT: number) => number[] {
  const config = { ephePath: settings.ephePath };
  const armc0 = calcHouses(t0, place.latitude, place.longitude, null).armc;
  const armc1 = calcHouses(t1, place.latitude, place.longitude, null).armc;
  const advance = ARMC_DEGREES_PER_DAY * (t1 - t0);
  const totalAdvance = advance + wrapDifference(armc1 - (armc0 + advance));
  const eps0 = calcTrueObliquity(t0, config);
  const eps1 = calcTrueObliquity(t1, config);
  const ay0 = calcAyanamsa(t0, settings.ayanamsa, 'true', config) + settings.correction;
  const ay1 = calcAyanamsa(t1, settings.ayanamsa, 'true', config) + settings.correction;
  const span = t1 - t0 || 1;
  return (t) => {
    const f = (t - t0) / span;
    const tropical = calcHouseCuspsFromArmc(
      armc0 + totalAdvance * f,
      place.latitude,
      eps0 + (eps1 - eps0) * f,
    );
    const ayanamsa = ay0 + (ay1 - ay0) * f;
    return tropical.map((c) => normalizeDegrees(c - ayanamsa));
  };
}

/** Samples the model every `stepDays` from t0 to t1 (both included), unwrapping each cusp's track. */
export function sampleCusps(
  model: (t: number) => number[],
  t0: number,
  t1: number,
  stepDays: number,
): CuspSamples {
  const count = Math.max(1, Math.ceil((t1 - t0) / stepDays));
  const times: number[] = [];
  const cusps: number[][] = Array.from({ length: 12 }, () => []);
  for (let k = 0; k <= count; k++) {
    const t = k === count ? t1 : t0 + k * stepDays;
    times.push(t);
    model(t).forEach((lon, i) => {
      const track = cusps[i] as number[];
      const last = track[track.length - 1];
      track.push(last === undefined ? lon : last + wrapDifference(lon - last));
    });
  }
  return { times, cusps };
}

/**
 * Cubic (Lagrange) interpolation of an unwrapped track through the four samples around segment k,
 * at fraction `u` in [0, 1] of that segment (falls back to fewer points at the window's ends).
 */
export function interpolateTrack(track: readonly number[], k: number, u: number): number {
  const n = track.length;
  if (n < 4) {
    const a = track[k] as number;
    return a + ((track[Math.min(k + 1, n - 1)] as number) - a) * u;
  }
  const i0 = Math.max(0, Math.min(k - 1, n - 4));
  const x = k + u - i0;
  const [y0, y1, y2, y3] = [track[i0], track[i0 + 1], track[i0 + 2], track[i0 + 3]] as [
    number,
    number,
    number,
    number,
  ];
  // Lagrange weights for nodes 0, 1, 2, 3.
  return (
    (-y0 * (x - 1) * (x - 2) * (x - 3)) / 6 +
    (y1 * x * (x - 2) * (x - 3)) / 2 -
    (y2 * x * (x - 1) * (x - 3)) / 2 +
    (y3 * x * (x - 1) * (x - 2)) / 6
  );
}
