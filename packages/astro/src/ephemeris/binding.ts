/**
 * The one interface through which the engine reaches the Swiss Ephemeris: the handful of SE functions that
 * `ephemeris.ts` calls, with SE's own numbers in and out. Two implementations answer it: the native `sweph`
 * addon on the server (`native.ts`) and a WebAssembly build of the same SE 2.10.03 in the browser
 * (`wasm.ts`), so one engine computes the same chart on both sides.
 */

/**
 * The SE constants the engine uses, as `swephexp.h` (SE 2.10.03) defines them. Both bindings compile the same
 * header, so the numbers are written once here rather than read from either binding.
 */
export const SE = {
  SUN: 0,
  MOON: 1,
  MERCURY: 2,
  VENUS: 3,
  MARS: 4,
  JUPITER: 5,
  SATURN: 6,
  MEAN_NODE: 10,
  TRUE_NODE: 11,
  /** Pseudo-body of `swe_calc`: obliquity and nutation. */
  ECL_NUT: -1,
  FLG_SWIEPH: 2,
  FLG_MOSEPH: 4,
  FLG_TRUEPOS: 16,
  FLG_NONUT: 64,
  FLG_SPEED: 256,
  FLG_SIDEREAL: 65536,
  CALC_RISE: 1,
  CALC_SET: 2,
  /** `SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION | SE_BIT_GEOCTR_NO_ECL_LAT`. */
  BIT_HINDU_RISING: 896,
} as const;

/** An SE answer: the returned flag (negative on error; `swe_rise_trans` answers -2 for "never there"). */
interface Flagged {
  flag: number;
  /** SE's error or warning text; empty when it said nothing. */
  error: string;
}

/** `swe_calc_ut`: longitude, latitude, distance and their speeds (six numbers). */
export interface CalcAnswer extends Flagged {
  data: number[];
}

/** `swe_houses_ex2`: cusps 1..12, their speeds, and the points (Ascendant, MC, ARMC, ...). */
export interface HousesAnswer extends Flagged {
  houses: number[];
  housesSpeed: number[];
  points: number[];
}

/** `swe_houses_armc`: cusps 1..12 and the points; the flag is negative where SE fell back to Porphyry. */
export interface HousesArmcAnswer {
  flag: number;
  houses: number[];
  points: number[];
}

/** An SE answer of one number (an ayanamsa in degrees, a rise time as a Julian day UT). */
export interface ValueAnswer extends Flagged {
  value: number;
}

/** Where a rise or set is sought: east longitude and latitude in degrees, elevation in metres. */
export type GeoPosition = readonly [longitude: number, latitude: number, elevation: number];

/**
 * The Swiss Ephemeris functions the engine calls, named after SE's C functions. An implementation owns one SE
 * instance (its sidereal mode and data-file path are SE's global state inside it), so the engine keeps what it
 * has set per binding, and two bindings can live in one process.
 */
export interface SwissEphemerisBinding {
  /** Which build answers: shown in benchmarks and parity failures. */
  readonly kind: 'native' | 'wasm';
  calcUt(jdUT: number, body: number, flags: number): CalcAnswer;
  housesEx2(jdUT: number, flags: number, lat: number, lon: number, system: string): HousesAnswer;
  housesArmc(armc: number, lat: number, obliquity: number, system: string): HousesArmcAnswer;
  /** Sidereal time (hours) at a Julian day UT with the true obliquity and nutation in longitude given (degrees). */
  sidtime0(jdUT: number, obliquity: number, nutation: number): number;
  /** ΔT (days) at a Julian day UT for the ephemeris flag given, as SE adds it before every `_ut` call. */
  deltatEx(jdUT: number, flags: number): number;
  setSidMode(mode: number): void;
  getAyanamsaExUt(jdUT: number, flags: number): ValueAnswer;
  getAyanamsaEx(jdTT: number, flags: number): ValueAnswer;
  riseTrans(
    jdUT: number,
    body: number,
    flags: number,
    rsmi: number,
    place: GeoPosition,
    pressure: number,
    temperature: number,
  ): ValueAnswer;
  setEphePath(path: string): void;
}
