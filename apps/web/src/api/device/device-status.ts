import { deviceHooks } from '../client';
import { isKeptOnDevice } from './opt-in';
import { publishStatus } from './status-store';

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
