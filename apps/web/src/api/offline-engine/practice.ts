/**
 * What the offline chart engine needs of the practice kept on the device: the API's own answers, as the device
 * store keeps them, and the moment taken as now. The engine computes from these exactly what the server would
 * answer from its database (@kpdesk/chart-answers; docs/offline-engine.md).
 */
import type { ClientRequest, ProfileView, StoredSettings } from '@kpdesk/contract';

export interface OfflinePractice {
  /** The client as GET /userrequest/{runningId} answered it; null when this device does not keep it. */
  client(runningId: number): Promise<ClientRequest | null>;
  /** The astrologer's settings as GET /config/astrologer answered it. */
  astrologerSettings(): Promise<StoredSettings | null>;
  /** The client's settings as GET /config/user/{runningId} answered it (null values: the astrologer's). */
  clientSettings(runningId: number): Promise<StoredSettings | null>;
  /** The astrologer's profile as GET /astrologer/view answered it: its place is where the transit is cast. */
  profile(): Promise<ProfileView | null>;
  /** The moment taken as now, in ms since the epoch (Date.now() in the app). */
  now(): number;
  /**
   * True when the server casts from the Swiss Ephemeris data files, false when from the built-in Moshier (a
   * kept calculation profile names it: `ephemeris`), so both sides use the same ephemeris.
   */
  usesDataFiles: boolean;
}
