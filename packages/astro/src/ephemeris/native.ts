/**
 * The native binding: the `sweph` addon (SE 2.10.03 compiled for the server), the server's ephemeris and the
 * only importer of `sweph`. Node only.
 */
import sweph from 'sweph';
import type { SwissEphemerisBinding } from './binding.js';

/** Wraps the process's one `sweph` instance; create it once (the node entry does). */
export function createNativeBinding(): SwissEphemerisBinding {
  return {
    kind: 'native',
    calcUt: (jdUT, body, flags) => {
      const r = sweph.calc_ut(jdUT, body, flags);
      return { flag: r.flag, error: r.error, data: r.data };
    },
    housesEx2: (jdUT, flags, lat, lon, system) => {
      const r = sweph.houses_ex2(jdUT, flags, lat, lon, system);
      return { flag: r.flag, error: r.error, ...r.data };
    },
    housesArmc: (armc, lat, obliquity, system) => {
      const r = sweph.houses_armc(armc, lat, obliquity, system);
      return { flag: r.flag, ...r.data };
    },
    sidtime0: (jdUT, obliquity, nutation) => sweph.sidtime0(jdUT, obliquity, nutation),
    deltatEx: (jdUT, flags) => sweph.deltat_ex(jdUT, flags).data,
    setSidMode: (mode) => sweph.set_sid_mode(mode, 0, 0),
    getAyanamsaExUt: (jdUT, flags) => {
      const r = sweph.get_ayanamsa_ex_ut(jdUT, flags);
      return { flag: r.flag, error: r.error, value: r.data };
    },
    getAyanamsaEx: (jdTT, flags) => {
      const r = sweph.get_ayanamsa_ex(jdTT, flags);
      return { flag: r.flag, error: r.error, value: r.data };
    },
    riseTrans: (jdUT, body, flags, rsmi, place, pressure, temperature) => {
      const geopos: [number, number, number] = [...place];
      const r = sweph.rise_trans(jdUT, body, null, flags, rsmi, geopos, pressure, temperature);
      return { flag: r.flag, error: r.error, value: r.data };
    },
    setEphePath: (path) => sweph.set_ephe_path(path),
  };
}
