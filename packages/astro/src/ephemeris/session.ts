/**
 * Which binding answers the engine's ephemeris calls, and what the engine has set in each binding's SE
 * instance. The sidereal mode and the data-file path are SE's global state inside one instance, so they are
 * remembered per binding: the native and the WebAssembly binding can live in one process (the parity test
 * computes with both) without one's cache lying about the other.
 */
import type { MotionTable } from './motion-table.js';
import { SE, type SwissEphemerisBinding } from './binding.js';

/** Where the ephemeris data files are; null or empty means the built-in Moshier ephemeris. */
export interface EphemerisConfig {
  /** Folder holding Swiss Ephemeris data files (`sepl_18.se1`, `semo_18.se1`, ...). */
  ephePath?: string | null;
}

/** One binding and the mode and path last set in it (set only when they change: setting clears SE's cache). */
export class EphemerisSession {
  private currentPath: string | null = null;
  private currentMode: number | null = null;
  /** The motion table built from this binding's Moshier positions, if one was given (useMotionTable). */
  motionTable: MotionTable | null = null;
  /** Per sidereal mode: whether SE makes its longitudes as the tropical ones less the ayanamsa (ephemeris.ts). */
  readonly subtractsAyanamsa = new Map<number, boolean>();
  /** Per sidereal mode: whether its mean ayanamsa moves evenly over days (ephemeris.ts). */
  readonly evenAyanamsa = new Map<number, boolean>();

  constructor(readonly se: SwissEphemerisBinding) {}

  /** Sets the data-file path only when it differs, and returns the ephemeris flag to ask for. */
  ephemerisFlag(ephePath: string | null | undefined): number {
    const path = ephePath ?? '';
    if (path === '') return SE.FLG_MOSEPH;
    if (this.currentPath !== path) {
      this.se.setEphePath(path);
      this.currentPath = path;
    }
    return SE.FLG_SWIEPH;
  }

  /** Selects a sidereal mode for the next call; the engine is the only caller of `set_sid_mode`. */
  selectMode(mode: number): void {
    if (this.currentMode !== mode) {
      this.se.setSidMode(mode);
      this.currentMode = mode;
    }
  }
}

const sessions = new WeakMap<SwissEphemerisBinding, EphemerisSession>();
let active: EphemerisSession | null = null;

/**
 * Makes `binding` answer every ephemeris call of the engine from now on. The node entry selects the native
 * binding; the browser (and the parity test) select the WebAssembly one. Selecting a binding again finds the
 * state it had.
 */
export function useEphemeris(binding: SwissEphemerisBinding): void {
  let session = sessions.get(binding);
  if (!session) {
    session = new EphemerisSession(binding);
    sessions.set(binding, session);
  }
  active = session;
}

/**
 * Gives the selected binding the motion table built from its own Moshier positions (or takes it away with
 * null): the varga margins then read their samples from it. A table belongs to the binding that built it
 * (the native and the WebAssembly SE differ by up to 3e-5″), so selecting another binding leaves it behind.
 */
export function useMotionTable(table: MotionTable | null): void {
  activeSession().motionTable = table;
}

/** The session of the selected binding; an engine call before any selection is a wiring error. */
export function activeSession(): EphemerisSession {
  if (!active) {
    throw new Error(
      'no Swiss Ephemeris binding selected: import @kpdesk/astro (native) or call useEphemeris(await loadWasmEphemeris())',
    );
  }
  return active;
}
