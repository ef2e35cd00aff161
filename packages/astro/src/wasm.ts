/**
 * @kpdesk/astro/wasm, the entry for the browser: the engine of index.ts with no binding selected and no `node:`
 * import. Load the WebAssembly Swiss Ephemeris once, select it, then call the engine as on the server:
 *
 *     useEphemeris(await loadWasmEphemeris());
 *     const chart = computeChart(input, settings);
 */
export { useEphemeris } from './ephemeris/session.js';
export { WASM_EPHE_FOLDER, loadWasmEphemeris, type EphemerisDataFile } from './ephemeris/wasm.js';
export type { SwissEphemerisBinding } from './ephemeris/binding.js';
export * from './index.js';
