/**
 * Selects the native binding (`sweph`) for the engine: imported first by the node entry, and by the engine's
 * own tests before they run.
 */
import { createNativeBinding } from './native.js';
import { useEphemeris } from './session.js';

/** The process's native binding, selected on import; select it again after computing with another. */
export const NATIVE_EPHEMERIS = createNativeBinding();

useEphemeris(NATIVE_EPHEMERIS);
