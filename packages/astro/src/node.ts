/**
 * @kpdesk/astro under Node (the server, the command-line tool, the benchmarks): the engine of index.ts with the
 * native Swiss Ephemeris (`sweph`) selected before anything else loads.
 */
export { NATIVE_EPHEMERIS } from './ephemeris/use-native.js';
export { useEphemeris, useMotionTable } from './ephemeris/session.js';
export * from './index.js';
