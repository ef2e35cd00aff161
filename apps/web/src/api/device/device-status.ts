import { useSyncExternalStore } from 'react';
import type { QueuedChange } from './device-store';
import { deviceHooks } from '../client';
import { isKeptOnDevice } from './opt-in';

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

/**
 * Lets the api layer answer from the kept practice and keep what it reads. Set before any page's first call
 * (when this module loads, with the signed-in layout), while the store's own chunk loads on the first use.
 */
function connectApiLayer(): void {
  deviceHooks.offline = async (method, path, body) =>
    (await import('./device-sync')).answerFromDevice(method, path, body);
  deviceHooks.seen = (method, path, data, body) =>
    void import('./device-sync').then((sync) => sync.seeAnswer(method, path, data, body));
}

if (isKeptOnDevice()) connectApiLayer();

/**
 * Starts keeping the practice when this device opted in (the signed-in layout calls it as it mounts, that
 * is on sign-in and on opening the app; My Settings when it is turned on): the store, its refresh and the
 * outbox load only then.
 */
export async function startKeptPractice(): Promise<void> {
  if (!isKeptOnDevice()) return;
  connectApiLayer();
  // The app shell offline comes with the practice offline: a device that keeps neither caches nothing.
  void import('./register-service-worker');
  const { startDeviceSync } = await import('./device-sync');
  await startDeviceSync();
}

/** Stops keeping the practice and wipes it (sign-out, or the opt-in turned off). */
export async function wipeKeptPractice(): Promise<void> {
  deviceHooks.offline = undefined;
  deviceHooks.seen = undefined;
  const { stopDeviceSync } = await import('./device-sync');
  await stopDeviceSync();
  publishStatus({ pending: 0, waiting: null });
}
