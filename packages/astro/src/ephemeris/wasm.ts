/**
 * The WebAssembly binding: SE 2.10.03 compiled by Emscripten (`swisseph-wasm`), for the browser and for the
 * parity test under Node. Its SE instance is its own (sidereal mode, data-file path), separate from `sweph`'s.
 * No `node:` import here: the browser bundles this file.
 */
import type {
  CalcAnswer,
  GeoPosition,
  HousesAnswer,
  HousesArmcAnswer,
  SwissEphemerisBinding,
  ValueAnswer,
} from './binding.js';
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

type Slot = keyof typeof AT;

/**
 * An instantiated Emscripten SE module as the engine's binding. Scratch memory is allocated once: SE writes its
 * answers there and they are read back after each call.
 */
class WasmBinding implements SwissEphemerisBinding {
  readonly kind = 'wasm';
  private readonly doubles: number;
  private readonly serr: number;
  private readonly path: number;

  constructor(private readonly m: SwissEphWasmModule) {
    this.doubles = m._malloc(SCRATCH_DOUBLES * 8);
    this.serr = m._malloc(SERR_BYTES);
    this.path = m._malloc(SERR_BYTES);
    // Start as `sweph` starts, with SE's default path (no data files there): calls that take no ephemeris
    // flag, such as the houses' ayanamsa, then fall back to Moshier on both sides until files are asked for.
    m._swe_set_ephe_path(0);
  }

  private ptr(slot: Slot): number {
    return this.doubles + AT[slot] * 8;
  }

  /** Reads doubles from the scratch block; the heap view is taken anew, as a growing heap replaces it. */
  private read(slot: Slot, from: number, count: number): number[] {
    const first = this.doubles / 8 + AT[slot] + from;
    return Array.from(this.m.HEAPF64.subarray(first, first + count));
  }

  /** Empties SE's error text before a call, so an answer without a message reads as ''. */
  private clearError(): void {
    this.m.HEAP32[this.serr >> 2] = 0;
  }

  private answer(flag: number): { flag: number; error: string; value: number } {
    return { flag, error: this.m.UTF8ToString(this.serr), value: this.read('out', 0, 1)[0] ?? 0 };
  }

  calcUt(jdUT: number, body: number, flags: number): CalcAnswer {
    this.clearError();
    const flag = this.m._swe_calc_ut(jdUT, body, flags, this.ptr('xx'), this.serr);
    return { flag, error: this.m.UTF8ToString(this.serr), data: this.read('xx', 0, 6) };
  }

  housesEx2(jdUT: number, flags: number, lat: number, lon: number, system: string): HousesAnswer {
    this.clearError();
    const [cusps, ascmc, speeds, ascmcSpeeds] = [
      this.ptr('cusps'),
      this.ptr('ascmc'),
      this.ptr('cuspSpeeds'),
      this.ptr('ascmcSpeeds'),
    ];
    const hsys = system.charCodeAt(0);
    const flag = this.m._swe_houses_ex2(
      jdUT,
      flags,
      lat,
      lon,
      hsys,
      cusps,
      ascmc,
      speeds,
      ascmcSpeeds,
      this.serr,
    );
    return {
      flag,
      error: this.m.UTF8ToString(this.serr),
      houses: this.read('cusps', 1, 12),
      housesSpeed: this.read('cuspSpeeds', 1, 12),
      points: this.read('ascmc', 0, 8),
    };
  }

  housesArmc(armc: number, lat: number, obliquity: number, system: string): HousesArmcAnswer {
    const hsys = system.charCodeAt(0);
    const flag = this.m._swe_houses_armc(armc, lat, obliquity, hsys, this.ptr('cusps'), this.ptr('ascmc'));
    return { flag, houses: this.read('cusps', 1, 12), points: this.read('ascmc', 0, 8) };
  }

  sidtime0(jdUT: number, obliquity: number, nutation: number): number {
    return this.m._swe_sidtime0(jdUT, obliquity, nutation);
  }

  deltatEx(jdUT: number, flags: number): number {
    return this.m._swe_deltat_ex(jdUT, flags, this.serr);
  }

  setSidMode(mode: number): void {
    this.m._swe_set_sid_mode(mode, 0, 0);
  }

  getAyanamsaExUt(jdUT: number, flags: number): ValueAnswer {
    this.clearError();
    return this.answer(this.m._swe_get_ayanamsa_ex_ut(jdUT, flags, this.ptr('out'), this.serr));
  }

  getAyanamsaEx(jdTT: number, flags: number): ValueAnswer {
    this.clearError();
    return this.answer(this.m._swe_get_ayanamsa_ex(jdTT, flags, this.ptr('out'), this.serr));
  }

  riseTrans(
    jdUT: number,
    body: number,
    flags: number,
    rsmi: number,
    place: GeoPosition,
    pressure: number,
    temperature: number,
  ): ValueAnswer {
    this.clearError();
    this.m.HEAPF64.set(place, this.doubles / 8 + AT.geopos);
    const [geopos, out] = [this.ptr('geopos'), this.ptr('out')];
    const flag = this.m._swe_rise_trans(
      jdUT,
      body,
      0,
      flags,
      rsmi,
      geopos,
      pressure,
      temperature,
      out,
      this.serr,
    );
    return this.answer(flag);
  }

  /** Any data-file path is answered from the instance's own folder (WASM_EPHE_FOLDER). */
  setEphePath(): void {
    this.m.stringToUTF8(WASM_EPHE_FOLDER, this.path, SERR_BYTES);
    this.m._swe_set_ephe_path(this.path);
  }
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
  return new WasmBinding(SweModule);
}
