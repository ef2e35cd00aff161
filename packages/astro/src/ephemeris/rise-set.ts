/**
 * Rises and sets of the Sun and the Moon (`swe_rise_trans`) in the two conventions of panchang.md, through the
 * selected binding; `ephemeris.ts` re-exports them with the engine's other ephemeris calls.
 */
import { SE } from './binding.js';
import { activeSession, type EphemerisConfig } from './session.js';

/**
 * How a rise or set is taken (panchang.md P1, P2): 'hindu' = the centre of the disc on the horizon, no
 * refraction, geocentric, ecliptic latitude ignored (`SE_BIT_HINDU_RISING`, as Jagannatha Hora); 'drik' = the
 * upper limb with standard refraction (SE's default, as drikpanchang.com displays), at 1013.25 hPa and 15 °C.
 */
export type SunriseConvention = 'hindu' | 'drik';

/** `swe_rise_trans` bits and atmosphere of each convention; pressure and temperature are unused by 'hindu'. */
const RISE_PARAMETERS: Readonly<
  Record<SunriseConvention, { bits: number; pressure: number; temperature: number }>
> = {
  hindu: { bits: SE.BIT_HINDU_RISING, pressure: 0, temperature: 0 },
  drik: { bits: 0, pressure: 1013.25, temperature: 15 },
};

/** A rise or a set on the horizon. */
export type HorizonEvent = 'rise' | 'set';

/**
 * The first rise (or set) of the Sun or the Moon after `jdUT` at a place (degrees, north and east
 * positive; elevation 0), Julian day UT, or null where the body does not rise (or set) there then: SE
 * answers -2 for a body that stays above or below the horizon (polar day or night; the Moon at high
 * latitudes).
 */
export function findRiseSet(
  jdUT: number,
  body: 'Sun' | 'Moon',
  event: HorizonEvent,
  place: { latitude: number; longitude: number },
  convention: SunriseConvention,
  config: EphemerisConfig = {},
): number | null {
  const { bits, pressure, temperature } = RISE_PARAMETERS[convention];
  const rsmi = (event === 'rise' ? SE.CALC_RISE : SE.CALC_SET) | bits;
  const session = activeSession();
  const flags = session.ephemerisFlag(config.ephePath);
  const geopos = [place.longitude, place.latitude, 0] as const;
  const ipl = body === 'Sun' ? SE.SUN : SE.MOON;
  const r = session.se.riseTrans(jdUT, ipl, flags, rsmi, geopos, pressure, temperature);
  if (r.flag === -2) return null;
  if (r.flag < 0) throw new Error(`${body} ${event}: ${r.error}`);
  return r.value;
}
