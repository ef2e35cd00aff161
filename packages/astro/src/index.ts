/**
 * @kpdesk/astro: the KP chart engine. Pure computation over the Swiss Ephemeris: no clock, no environment,
 * no I/O besides reading ephemeris data files from a path the caller passes.
 */
export * from './tables/index.js';
export * from './ephemeris.js';
export * from './settings.js';
export * from './ayanamsa/ayanamsas.js';
export * from './time/julian-day.js';
export * from './time/day-lord.js';
export * from './kp/lords.js';
export * from './kp/sub-table.js';
export * from './positions.js';
export * from './houses/houses.js';
export * from './vargas/navamsa.js';
export * from './charts/placements.js';
export * from './panchang/tithi.js';
export * from './panchang/panchang.js';
export * from './panchang/ends.js';
export * from './dasha/vimshottari.js';
export * from './margin/margins.js';
export * from './intervals/search.js';
export * from './intervals/table.js';
export * from './ruling/ruling-planets.js';
export * from './options/options-theory.js';
export * from './format/dms.js';
export * from './chart.js';
export * from './significators/index.js';
export * from './chart-significators.js';
