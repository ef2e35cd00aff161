import { MUHURTA_CHOSEN_MESSAGES } from '../../calls/muhurta.js';
import { MUHURTA_MESSAGES, MUHURTA_SAVED_FULL_MESSAGE } from '../../muhurta.js';

/**
 * The muhurta calls' messages as the page shows them; the page's labels, events and vetoes are words of the
 * domain's vocabulary (packages/domain/src/muhurta*.ts).
 */
export const MUHURTA_PHRASES = [
  MUHURTA_MESSAGES.event,
  MUHURTA_MESSAGES.favourableEmpty,
  MUHURTA_MESSAGES.houseRange,
  MUHURTA_MESSAGES.overlap,
  MUHURTA_MESSAGES.cusp,
  MUHURTA_MESSAGES.from,
  MUHURTA_MESSAGES.to,
  MUHURTA_MESSAGES.toNotAfterFrom,
  MUHURTA_MESSAGES.rangeTooLong,
  MUHURTA_MESSAGES.participants,
  MUHURTA_MESSAGES.participant,
  MUHURTA_MESSAGES.vetoes,
  MUHURTA_MESSAGES.window,
  MUHURTA_MESSAGES.note,
  MUHURTA_MESSAGES.saved,
  MUHURTA_MESSAGES.removed,
  MUHURTA_MESSAGES.notFound,
  MUHURTA_SAVED_FULL_MESSAGE,
  MUHURTA_CHOSEN_MESSAGES.none,
  MUHURTA_CHOSEN_MESSAGES.tooMany,
] as const;

/** A screen text of this area. */
export type MuhurtaPhrase = (typeof MUHURTA_PHRASES)[number];
