/**
 * The device's status (online, changes waiting, the change waiting for the astrologer): written by the sync
 * and the browser's online events, read by the banner and the buttons that need the network. A module of its
 * own so the sync (a lazily loaded chunk) and the signed-in layout's module both use it without importing
 * each other.
 */
import { useSyncExternalStore } from 'react';
import type { QueuedChange } from './device-store';

/** What the banner and the buttons that need the network read (docs/offline.md). */
export interface DeviceStatus {
  isOnline: boolean;
  /** Changes in the outbox, waiting for the network (or for the astrologer). */
  pending: number;
  /** The change the outbox waits at for the astrologer's choice (a conflict or a refusal), if any. */
  waiting: QueuedChange | null;
}

let status: DeviceStatus = { isOnline: navigator.onLine, pending: 0, waiting: null };
const listeners = new Set<() => void>();

/** Changes the status and tells whoever shows it. */
export function publishStatus(patch: Partial<DeviceStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

window.addEventListener('online', () => publishStatus({ isOnline: true }));
window.addEventListener('offline', () => publishStatus({ isOnline: false }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The device's status, re-rendering on each change. */
export function useDeviceStatus(): DeviceStatus {
  return useSyncExternalStore(subscribe, () => status);
}
