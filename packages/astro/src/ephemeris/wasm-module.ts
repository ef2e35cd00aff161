/**
 * The exports of an Emscripten build of SE 2.10.03 that the WebAssembly binding calls: SE's C functions as
 * `_swe_*` (doubles as numbers, `int32` and pointers as numbers), the heap, and the allocator.
 */
export interface SwissEphWasmModule {
  HEAPF64: Float64Array;
  HEAP32: Int32Array;
  /** Emscripten's in-memory file system, where SE reads its data files. */
  FS: { writeFile(path: string, data: Uint8Array): void };
  _malloc(bytes: number): number;
  UTF8ToString(pointer: number): string;
  stringToUTF8(text: string, pointer: number, maxBytes: number): void;
  _swe_calc_ut(jdUT: number, body: number, flags: number, xx: number, serr: number): number;
  _swe_houses_ex2(
    jdUT: number,
    flags: number,
    lat: number,
    lon: number,
    system: number,
    cusps: number,
    ascmc: number,
    cuspSpeeds: number,
    ascmcSpeeds: number,
    serr: number,
  ): number;
  _swe_houses_armc(
    armc: number,
    lat: number,
    obliquity: number,
    system: number,
    cusps: number,
    ascmc: number,
  ): number;
  _swe_sidtime0(jdUT: number, eps: number, nut: number): number;
  _swe_deltat_ex(jdUT: number, flags: number, serr: number): number;
  _swe_set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  _swe_get_ayanamsa_ex_ut(jdUT: number, flags: number, daya: number, serr: number): number;
  _swe_get_ayanamsa_ex(jdTT: number, flags: number, daya: number, serr: number): number;
  _swe_rise_trans(
    jdUT: number,
    body: number,
    starName: number,
    flags: number,
    rsmi: number,
    geopos: number,
    pressure: number,
    temperature: number,
    tret: number,
    serr: number,
  ): number;
  _swe_set_ephe_path(path: number): void;
}
