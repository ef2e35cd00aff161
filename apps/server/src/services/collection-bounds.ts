/**
 * The refusal of a write past a bound of the practice (clients, Options Theory records, horary questions):
 * the database module refuses inside the writing transaction (db/collection-bounds.ts), so nothing is
 * written; this turns that into the 400 that names the bound.
 */
import { BOUND_MESSAGES } from '@kpdesk/contract';
import { BoundReachedError } from '../db/collection-bounds.js';
import { badRequest } from '../errors.js';

/** Runs `write`; a bound it reached becomes a 400 with the bound's message. */
export async function writeWithinBounds<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof BoundReachedError) throw badRequest(BOUND_MESSAGES[error.bound]);
    throw error;
  }
}
