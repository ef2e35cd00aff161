/**
 * The KP muhurta finder (shared/domain/muhurta.md): exact windows for an event at one place, for every person
 * it concerns, with the next window after the range when none qualifies.
 */
export {
  searchMuhurta,
  type MuhurtaSearch,
  type MuhurtaSearchInput,
  type MuhurtaVetoPeriod,
} from './search.js';
export type { MuhurtaWindow } from './windows.js';
export type { MuhurtaGate, MuhurtaGateStep, MuhurtaRulingPlanet, WindowReading } from './reading.js';
export type {
  MuhurtaParticipantCheck,
  MuhurtaParticipantInput,
  ParticipantChart,
  ParticipantPeriod,
} from './participants.js';
export { COMBUSTION_ORBS, isVishti } from './vetoes.js';
