import type { ClientDeps } from '../clients/deps.js';

/** What the options services need: database, clock and the ephemeris folder (null = Moshier). */
export interface OptionsDeps extends ClientDeps {
  ephePath: string | null;
}
