/** What the options services need: database, clock and the ephemeris folder (null = Moshier). */
export type { EngineDeps as OptionsDeps } from '../chart-core/chart-loader.js';
