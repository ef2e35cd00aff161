import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import { SE } from './binding.js';
import { loadWasmEphemeris } from './wasm.js';

describe('the binding interface', () => {
  it('writes the SE constants as the native binding compiles them', () => {
    const C = sweph.constants;
    expect(SE).toEqual({
      SUN: C.SE_SUN,
      MOON: C.SE_MOON,
      MERCURY: C.SE_MERCURY,
      VENUS: C.SE_VENUS,
      MARS: C.SE_MARS,
      JUPITER: C.SE_JUPITER,
      SATURN: C.SE_SATURN,
      MEAN_NODE: C.SE_MEAN_NODE,
      TRUE_NODE: C.SE_TRUE_NODE,
      ECL_NUT: C.SE_ECL_NUT,
      FLG_SWIEPH: C.SEFLG_SWIEPH,
      FLG_MOSEPH: C.SEFLG_MOSEPH,
      FLG_TRUEPOS: C.SEFLG_TRUEPOS,
      FLG_NONUT: C.SEFLG_NONUT,
      FLG_SPEED: C.SEFLG_SPEED,
      FLG_SIDEREAL: C.SEFLG_SIDEREAL,
      CALC_RISE: C.SE_CALC_RISE,
      CALC_SET: C.SE_CALC_SET,
      BIT_HINDU_RISING: C.SE_BIT_HINDU_RISING,
    });
  });

  it('refuses a WebAssembly data file whose name is not a Swiss Ephemeris file, naming the field', async () => {
    const files = [{ name: '../etc/passwd', bytes: new Uint8Array(1) }];
    await expect(loadWasmEphemeris(files)).rejects.toThrow('dataFiles: not a Swiss Ephemeris data file name');
  });
});
