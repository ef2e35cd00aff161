export * from './ayanamsas.js';
export * from './chart-types.js';
export * from './client-options.js';
export * from './colours.js';
export * from './dasha-years.js';
export * from './formats.js';
export * from './node-types.js';
export * from './time-zones.js';
