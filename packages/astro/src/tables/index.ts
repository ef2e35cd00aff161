export * from './planets.js';
export * from './signs.js';
export * from './nakshatras.js';
