/**
 * The WebAssembly binding: SE 2.10.03 compiled by Emscripten (`swisseph-wasm`), for the browser and for the
 * parity test under Node. Its SE instance is its own (sidereal mode, data-file path), separate from `sweph`'s.
 * No `node:` import here: the browser bundles this file.
 */
import type { GeoPosition, SwissEphemerisBinding } from './binding.js';
import type { SwissEphWasmModule } from './wasm-module.js';

/**
 * Where the WebAssembly instance keeps its data files: `swisseph-wasm` preloads SE's `sepl_18`, `semo_18` and
 * `seas_18` (1800–2400) into this virtual folder. The server's data-file folder means nothing in the browser,
 * so any data-file path the engine asks for is answered from here (see docs/engine.md).
 */
export const WASM_EPHE_FOLDER = '/sweph';

const SERR_BYTES = 256;
/** Doubles of the scratch block: xx 6, cusps 13, ascmc 10, cusp speeds 13, ascmc speeds 10, geopos 3, out 1. */
const SCRATCH_DOUBLES = 56;

/** Offsets (in doubles) of each output array inside the scratch block. */
const AT = { xx: 0, cusps: 6, ascmc: 19, cuspSpeeds: 29, ascmcSpeeds: 42, geopos: 52, out: 55 } as const;

/** Scratch memory allocated once per binding: SE writes its answers here, read back after each call. */
function allocateScratch(m: SwissEphWasmModule): { doubles: number; serr: number; path: number } {
  return {
    doubles: m._malloc(SCRATCH_DOUBLES * 8),
    serr: m._malloc(SERR_BYTES),
    path: m._malloc(SERR_BYTES),
  };
}

/** Adapts an instantiated Emscripten SE module to the engine's binding. */
export function createWasmBinding(m: SwissEphWasmModule): SwissEphemerisBinding {
  const scratch = allocateScratch(m);
  // Start as `sweph` starts, with SE's default path (no data files there): calls that take no ephemeris flag,
  // such as the houses' ayanamsa, then fall back to Moshier on both sides until the engine asks for files.
  m._swe_set_ephe_path(0);
  const ptr = (slot: keyof typeof AT): number => scratch.doubles + AT[slot] * 8;
  // The heap view is read at each call: a growing Emscripten heap replaces it.
  const read = (slot: keyof typeof AT, from: number, count: number): number[] => {
    const first = scratch.doubles / 8 + AT[slot] + from;
    return Array.from(m.HEAPF64.subarray(first, first + count));
  };
  const clearError = (): void => {
    m.HEAP32[scratch.serr >> 2] = 0;
  };
  const error = (): string => m.UTF8ToString(scratch.serr);
  const value = (flag: number): { flag: number; error: string; value: number } => ({
    flag,
    error: error(),
    value: read('out', 0, 1)[0] ?? 0,
  });
  const writeGeopos = (place: GeoPosition): void => {
    m.HEAPF64.set(place, scratch.doubles / 8 + AT.geopos);
  };
  return {
    kind: 'wasm',
    calcUt: (jdUT, body, flags) => {
      clearError();
      const flag = m._swe_calc_ut(jdUT, body, flags, ptr('xx'), scratch.serr);
      return { flag, error: error(), data: read('xx', 0, 6) };
    },
    housesEx2: (jdUT, flags, lat, lon, system) => {
      clearError();
      const flag = m._swe_houses_ex2(
        jdUT,
        flags,
        lat,
        lon,
        system.charCodeAt(0),
        ptr('cusps'),
        ptr('ascmc'),
        ptr('cuspSpeeds'),
        ptr('ascmcSpeeds'),
        scratch.serr,
      );
      const houses = read('cusps', 1, 12);
      return {
        flag,
        error: error(),
        houses,
        housesSpeed: read('cuspSpeeds', 1, 12),
        points: read('ascmc', 0, 8),
      };
    },
    housesArmc: (armc, lat, obliquity, system) => {
      const flag = m._swe_houses_armc(armc, lat, obliquity, system.charCodeAt(0), ptr('cusps'), ptr('ascmc'));
      return { flag, houses: read('cusps', 1, 12), points: read('ascmc', 0, 8) };
    },
    sidtime: (jdUT) => m._swe_sidtime(jdUT),
    setSidMode: (mode) => m._swe_set_sid_mode(mode, 0, 0),
    getAyanamsaExUt: (jdUT, flags) => {
      clearError();
      return value(m._swe_get_ayanamsa_ex_ut(jdUT, flags, ptr('out'), scratch.serr));
    },
    getAyanamsaEx: (jdTT, flags) => {
      clearError();
      return value(m._swe_get_ayanamsa_ex(jdTT, flags, ptr('out'), scratch.serr));
    },
    riseTrans: (jdUT, body, flags, rsmi, place, pressure, temperature) => {
      clearError();
      writeGeopos(place);
      const at = ptr('out');
      return value(
        m._swe_rise_trans(jdUT, body, 0, flags, rsmi, ptr('geopos'), pressure, temperature, at, scratch.serr),
      );
    },
    setEphePath: () => {
      m.stringToUTF8(WASM_EPHE_FOLDER, scratch.path, SERR_BYTES);
      m._swe_set_ephe_path(scratch.path);
    },
  };
}

/** A Swiss Ephemeris data file (`sepl_12.se1`, ...) to add to the WebAssembly instance's folder. */
export interface EphemerisDataFile {
  name: string;
  bytes: Uint8Array;
}

const DATA_FILE_NAME = /^se[a-z]{2}[_m]\d{2,3}\.se1$/;

/**
 * Loads and instantiates the WebAssembly SE (`swisseph-wasm`) and returns its binding. Under Node it reads the
 * package's `.wasm` and data files from disk; in the browser it fetches them from `../wasm/` beside the module
 * that imports it (docs/engine.md says how the web build serves them). `dataFiles` adds the server's other
 * data files (centuries outside 1800–2400) to the folder the package preloads.
 */
export async function loadWasmEphemeris(
  dataFiles: readonly EphemerisDataFile[] = [],
): Promise<SwissEphemerisBinding> {
  const bad = dataFiles.find((f) => !DATA_FILE_NAME.test(f.name));
  if (bad) throw new RangeError(`dataFiles: not a Swiss Ephemeris data file name: ${bad.name}`);
  const { default: SwissEph } = await import('swisseph-wasm');
  const swe = new SwissEph();
  await swe.initSwissEph();
  // The package's typings leave out the Emscripten module it holds; its exports are the ones declared above.
  const { SweModule } = swe as unknown as { SweModule: SwissEphWasmModule };
  for (const file of dataFiles) SweModule.FS.writeFile(`${WASM_EPHE_FOLDER}/${file.name}`, file.bytes);
  return createWasmBinding(SweModule);
}
