/**
 * With ephemeris/rise-set.ts, the only module that calls the Swiss Ephemeris, through the selected binding
 * (ephemeris/binding.ts: the native `sweph` on the server, a WebAssembly build of the same SE in the browser).
 * Every call sets the sidereal mode it needs and the ephemeris flag it asks for, checks the returned flag,
 * and reports which ephemeris actually answered: Swiss Ephemeris asked for data files falls back to the
 * built-in Moshier theory when the files are missing, and the returned flag tells which one was used.
 * Longitudes are ecliptic degrees in [0, 360); speeds are degrees per day; times are Julian days (UT
 * unless the name says TT).
 */
import { SE } from './ephemeris/binding.js';
import { activeSession, type EphemerisConfig } from './ephemeris/session.js';
import type { MotionTable } from './ephemeris/motion-table.js';
import { PLANETS, type Planet } from './tables/planets.js';

export type { EphemerisConfig } from './ephemeris/session.js';

/** Which ephemeris produced a result. */
export type EphemerisName = 'Moshier' | 'Swiss Ephemeris files';

/** Sidereal mode (SE `SE_SIDM_*` number), or null for tropical longitudes. */
export type SiderealMode = number | null;

/** Bodies that come from the ephemeris: every KP body but Ketu, which is derived (Rahu + 180°). */
export type EphemerisBody = Exclude<Planet, 'Ketu'>;

/** A body's ecliptic longitude (degrees, [0, 360)) and its speed in longitude (degrees per day). */
export interface BodyState {
  longitude: number;
  speed: number;
}

/** Node used for Rahu: SE mean node or true (osculating) node. */
export type NodeType = 'mean' | 'true';

const BODY_IDS: Readonly<Record<Exclude<EphemerisBody, 'Rahu'>, number>> = {
  Sun: SE.SUN,
  Moon: SE.MOON,
  Mars: SE.MARS,
  Mercury: SE.MERCURY,
  Jupiter: SE.JUPITER,
  Venus: SE.VENUS,
  Saturn: SE.SATURN,
};

/** SE body number of a body; Rahu is the mean or the true node as the settings ask. */
function bodyId(body: EphemerisBody, node: NodeType): number {
  if (body !== 'Rahu') return BODY_IDS[body];
  return node === 'mean' ? SE.MEAN_NODE : SE.TRUE_NODE;
}

const isEphemerisBody = (planet: Planet): planet is EphemerisBody => planet !== 'Ketu';

/** Ephemeris bodies in the order they are computed: the weekday order of {@link PLANETS} without Ketu. */
export const EPHEMERIS_BODIES: readonly EphemerisBody[] = PLANETS.filter(isEphemerisBody);

/** Sets the data-file path of the selected binding as needed, and returns the ephemeris flag to ask for. */
const ephemerisFlag = (config: EphemerisConfig): number => activeSession().ephemerisFlag(config.ephePath);

const nameOfReturnedFlag = (flag: number): EphemerisName =>
  (flag & SE.FLG_SWIEPH) !== 0 ? 'Swiss Ephemeris files' : 'Moshier';

function siderealFlag(mode: SiderealMode): number {
  if (mode === null) return 0;
  activeSession().selectMode(mode);
  return SE.FLG_SIDEREAL;
}

/** Normalises degrees into [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const r = degrees % 360;
  return r < 0 ? r + 360 : r;
}

/** Positions of one moment: each body's longitude and speed, and which ephemeris answered. */
export interface BodiesResult {
  ephemeris: EphemerisName;
  bodies: Record<EphemerisBody, BodyState>;
}

/** Flags of a position call: the ephemeris asked for, speeds, and the sidereal mode (none for tropical). */
function positionFlags(mode: SiderealMode, config: EphemerisConfig): number {
  return ephemerisFlag(config) | SE.FLG_SPEED | siderealFlag(mode);
}

function calcOne(jdUT: number, ipl: number, flags: number): { state: BodyState; ephemeris: EphemerisName } {
  const r = activeSession().se.calcUt(jdUT, ipl, flags);
  if (r.flag < 0) throw new Error(`ephemeris error for body ${ipl}: ${r.error}`);
  const [longitude = 0, , , speed = 0] = r.data;
  return { state: { longitude: normalizeDegrees(longitude), speed }, ephemeris: nameOfReturnedFlag(r.flag) };
}

/**
 * Longitudes and speeds of Sun..Saturn and Rahu (mean or true node) at a Julian day UT.
 * Sidereal for a mode number, tropical for null. Apparent geocentric positions (SE default).
 */
export function calcBodies(
  jdUT: number,
  mode: SiderealMode,
  node: NodeType,
  config: EphemerisConfig = {},
): BodiesResult {
  const flags = positionFlags(mode, config);
  const bodies = {} as Record<EphemerisBody, BodyState>;
  let ephemeris: EphemerisName = 'Swiss Ephemeris files';
  for (const body of EPHEMERIS_BODIES) {
    const one = calcOne(jdUT, bodyId(body, node), flags);
    bodies[body] = one.state;
    if (one.ephemeris === 'Moshier') ephemeris = 'Moshier';
  }
  return { ephemeris, bodies };
}

/** Longitude and speed of a single body (for root-finding); Rahu uses the given node type. */
export function calcBody(
  jdUT: number,
  body: EphemerisBody,
  mode: SiderealMode,
  node: NodeType,
  config: EphemerisConfig = {},
): BodyState {
  return calcOne(jdUT, bodyId(body, node), positionFlags(mode, config)).state;
}

/**
 * Longitude only (degrees) of a single body: the same position as {@link calcBody} without the speed,
 * which costs SE a second evaluation for most bodies.
 */
export function calcBodyLongitude(
  jdUT: number,
  body: EphemerisBody,
  mode: SiderealMode,
  node: NodeType,
  config: EphemerisConfig = {},
): number {
  const flags = ephemerisFlag(config) | siderealFlag(mode);
  return calcOne(jdUT, bodyId(body, node), flags).state.longitude;
}

/** ΔT (days): Terrestrial Time less Universal Time at a Julian day UT, as SE reckons it for the ephemeris. */
export function calcDeltaT(jdUT: number, config: EphemerisConfig = {}): number {
  return activeSession().se.deltatEx(jdUT, ephemerisFlag(config));
}

/** Two instants far from J2000 and the Moon, whose latitude shows a projection on another ecliptic. */
const SUBTRACTION_PROBES = [2_415_020.5, 2_488_434.5];

/**
 * Whether SE makes the sidereal longitudes of a mode as the tropical ones less the ayanamsa (its
 * "traditional algorithm"; the nutation cancels, so the mean equinox's longitude less the mean ayanamsa
 * gives the same), as for every mode but those projected onto the ecliptic of their epoch (J2000, J1900,
 * B1950 differ by arcseconds): asked of SE once per mode and binding, at two instants.
 */
export function subtractsAyanamsa(mode: number, config: EphemerisConfig = {}): boolean {
  const session = activeSession();
  let known = session.subtractsAyanamsa.get(mode);
  if (known === undefined) {
    known = SUBTRACTION_PROBES.every((jdUT) => {
      const sidereal = calcBodyLongitude(jdUT, 'Moon', mode, 'mean', config);
      const tropical = calcMeanEquinoxLongitude(jdUT, 'Moon', config);
      const difference = tropical - calcAyanamsa(jdUT, mode, 'mean', config) - sidereal;
      return Math.abs(difference - 360 * Math.round(difference / 360)) < 1e-9;
    });
    session.subtractsAyanamsa.set(mode, known);
  }
  return known;
}

/** Instants months apart: a yearly wobble cannot hide at all three. */
const EVENNESS_PROBES = [2_415_020.5, 2_451_636.25, 2_488_343.0];
/** A mean ayanamsa is even when a day's midpoint lies this near (degrees) the chord's: 3.6e-7″. */
const EVENNESS_ROOM = 1e-10;

/**
 * Whether the mean ayanamsa of a mode moves evenly over a day (the precession: off its chord by under
 * 1e-9″), so that two readings a day either side give it between them; not for the modes that follow a
 * star or the galactic centre, whose apparent places wobble with the aberration (off by up to 1″). Asked
 * of SE once per mode and binding, at three instants.
 */
export function ayanamsaMovesEvenly(mode: number, config: EphemerisConfig = {}): boolean {
  const session = activeSession();
  let known = session.evenAyanamsa.get(mode);
  if (known === undefined) {
    known = EVENNESS_PROBES.every((jdUT) => {
      const [before, at, after] = [-1, 0, 1].map((d) => calcAyanamsa(jdUT + d, mode, 'mean', config));
      return Math.abs(at! - (before! + after!) / 2) < EVENNESS_ROOM;
    });
    session.evenAyanamsa.set(mode, known);
  }
  return known;
}

/**
 * A body's tropical longitude (degrees) on the mean equinox of date, without the nutation (`SEFLG_NONUT`):
 * the apparent longitude less the nutation in longitude, what the motion table holds.
 */
export function calcMeanEquinoxLongitude(
  jdUT: number,
  body: Exclude<EphemerisBody, 'Rahu'>,
  config: EphemerisConfig = {},
): number {
  return calcOne(jdUT, BODY_IDS[body], ephemerisFlag(config) | SE.FLG_NONUT).state.longitude;
}

/**
 * The motion table of the selected binding (ephemeris/motion-table.ts), when the positions asked for are the
 * ones it was built from: Moshier's, with no data-file path.
 */
export function motionTableFor(config: EphemerisConfig = {}): MotionTable | null {
  return (config.ephePath ?? '') === '' ? activeSession().motionTable : null;
}

/** House cusps of one moment and place. */
export interface HousesResult {
  /** Cusps 1..12 (index 0 = cusp 1 = Ascendant), degrees. */
  cusps: number[];
  /** Speeds of cusps 1..12, degrees per day. */
  cuspSpeeds: number[];
  ascendant: number;
  mc: number;
  /** Right ascension of the MC (ARMC), tropical degrees. */
  armc: number;
  /** Placidus, or Porphyry where Placidus has no solution (SE switches inside the polar circles). */
  systemUsed: 'Placidus' | 'Porphyry';
}

/** Cusps 1..12, Ascendant and MC of an SE houses answer (points 0 and 1), normalised to [0, 360). */
function readCusps(
  houses: readonly number[],
  points: readonly number[],
): Pick<HousesResult, 'cusps' | 'ascendant' | 'mc'> {
  return {
    cusps: houses.map(normalizeDegrees),
    ascendant: normalizeDegrees(points[0] ?? 0),
    mc: normalizeDegrees(points[1] ?? 0),
  };
}

/**
 * Placidus house cusps (`swe_houses_ex2`, system 'P') at a Julian day UT and geographic latitude/longitude
 * (degrees, north and east positive). Inside the polar circles SE answers with Porphyry cusps and says so.
 */
export function calcHouses(jdUT: number, lat: number, lon: number, mode: SiderealMode): HousesResult {
  const r = activeSession().se.housesEx2(jdUT, siderealFlag(mode), lat, lon, 'P');
  const isPorphyry = r.flag < 0 && /Porphyry/i.test(r.error);
  if (r.flag < 0 && !isPorphyry) throw new Error(`house calculation failed: ${r.error}`);
  const { houses, housesSpeed, points } = r;
  return {
    ...readCusps(houses, points),
    cuspSpeeds: [...housesSpeed],
    armc: points[2] ?? 0,
    systemUsed: isPorphyry ? 'Porphyry' : 'Placidus',
  };
}

/**
 * Tropical Placidus cusps from ARMC (degrees), latitude (degrees) and true obliquity (degrees) with no
 * date: the pure core that interval searches evaluate many times. Returns cusps 1..12 in degrees.
 */
export function calcHouseCuspsFromArmc(armc: number, lat: number, obliquity: number): number[] {
  return activeSession()
    .se.housesArmc(normalizeDegrees(armc), lat, obliquity, 'P')
    .houses.map(normalizeDegrees);
}

/**
 * Placidus cusps, Ascendant and MC (tropical degrees) from ARMC, latitude and true obliquity (degrees), as
 * {@link calcHouses} answers them for a date: inside the polar circles SE falls back to Porphyry and says so
 * by its flag. Horary charts use it to cast the houses of a chosen Ascendant.
 */
export function calcHousesAtArmc(
  armc: number,
  lat: number,
  obliquity: number,
): Pick<HousesResult, 'cusps' | 'ascendant' | 'mc' | 'armc' | 'systemUsed'> {
  const r = activeSession().se.housesArmc(normalizeDegrees(armc), lat, obliquity, 'P');
  return {
    ...readCusps(r.houses, r.points),
    armc: normalizeDegrees(armc),
    systemUsed: r.flag < 0 ? 'Porphyry' : 'Placidus',
  };
}

/**
 * Right ascension of the MC (ARMC, degrees) at a Julian day UT and east longitude, as SE's houses take it:
 * the apparent sidereal time in degrees plus the longitude, from the nutation of the same instant
 * ({@link calcNutation}) so that SE does not compute it again. Far cheaper than a houses call.
 */
export function calcArmc(
  jdUT: number,
  lon: number,
  nutation: { obliquity: number; longitude: number },
): number {
  return normalizeDegrees(
    activeSession().se.sidtime0(jdUT, nutation.obliquity, nutation.longitude) * 15 + lon,
  );
}

/** True obliquity of the ecliptic and nutation in longitude at a Julian day UT, degrees. */
export function calcNutation(
  jdUT: number,
  config: EphemerisConfig = {},
): { obliquity: number; longitude: number } {
  const r = activeSession().se.calcUt(jdUT, SE.ECL_NUT, ephemerisFlag(config));
  if (r.flag < 0) throw new Error(`nutation: ${r.error}`);
  return { obliquity: r.data[0] ?? 23.44, longitude: r.data[2] ?? 0 };
}

/** True obliquity of the ecliptic at a Julian day UT, degrees. */
export function calcTrueObliquity(jdUT: number, config: EphemerisConfig = {}): number {
  return calcNutation(jdUT, config).obliquity;
}

/** 'true' includes nutation (the value SE subtracts from apparent positions); 'mean' leaves it out. */
export type AyanamsaKind = 'true' | 'mean';

/** The UT and TT forms differ only in SE's function: select the mode, ask with or without nutation. */
function readAyanamsa(
  jd: number,
  timeScale: 'UT' | 'TT',
  mode: number,
  kind: AyanamsaKind,
  config: EphemerisConfig,
): number {
  const session = activeSession();
  session.selectMode(mode);
  const flags = ephemerisFlag(config) | (kind === 'mean' ? SE.FLG_NONUT : 0);
  const r = timeScale === 'UT' ? session.se.getAyanamsaExUt(jd, flags) : session.se.getAyanamsaEx(jd, flags);
  if (r.flag < 0) throw new Error(`ayanamsa: ${r.error}`);
  return r.value;
}

/**
 * Ayanamsa of a sidereal mode at a Julian day UT, degrees. `kind` 'true' includes nutation (the value
 * that SE subtracts from apparent tropical positions); 'mean' leaves it out (`SEFLG_NONUT`).
 */
export function calcAyanamsa(
  jdUT: number,
  mode: number,
  kind: AyanamsaKind = 'true',
  config: EphemerisConfig = {},
): number {
  return readAyanamsa(jdUT, 'UT', mode, kind, config);
}

/** As {@link calcAyanamsa} for a Julian day in Terrestrial Time (published tables are often in TT). */
export function calcAyanamsaTT(
  jdTT: number,
  mode: number,
  kind: AyanamsaKind,
  config: EphemerisConfig = {},
): number {
  return readAyanamsa(jdTT, 'TT', mode, kind, config);
}

export { findRiseSet, type HorizonEvent, type SunriseConvention } from './ephemeris/rise-set.js';

/**
 * Which positions the panchang's limbs are computed from (panchang.md P4): 'apparent' geocentric (SE's
 * default, as every chart of the product) or 'true' geometric (`SEFLG_TRUEPOS`, no aberration or light-time,
 * as Jagannatha Hora and PyJHora; kept for comparisons with them).
 */
export type LimbPositions = 'apparent' | 'true';

/** Tropical longitudes and speeds of the Sun and the Moon at a Julian day UT. */
export function calcSunAndMoon(
  jdUT: number,
  positions: LimbPositions,
  config: EphemerisConfig = {},
): { sun: BodyState; moon: BodyState } {
  const flags = positionFlags(null, config) | (positions === 'true' ? SE.FLG_TRUEPOS : 0);
  return {
    sun: calcOne(jdUT, SE.SUN, flags).state,
    moon: calcOne(jdUT, SE.MOON, flags).state,
  };
}
