import { deviceCalls, type DeviceKey } from '@kpdesk/contract';
import { ApiError, FAILURE_TEXTS } from '../client';
import { publishStatus } from './status-store';
import { adoptDeviceKey, openDeviceStore, wipeDevice, type DeviceStore } from './device-store';
import { answerChartOffline } from './offline-charts';
import { answerOffline } from './offline-answers';
import { answerSaveOffline } from './offline-saves';
import { sendOutbox, settleChange, type CaptchaAnswer } from './outbox';
import { keepPartOf, keepsAnswerOf, refreshAfter, refreshAll } from './refresh';
import { callServer, readServer, sendChange } from './server-link';

/** How often an outbox that still waits is tried again while the browser says it is online (ms). */
const RETRY_MS = 30_000;

let store: DeviceStore | null = null;
let retry: ReturnType<typeof setInterval> | undefined;
let running: Promise<boolean> | null = null;

async function publishOutbox(): Promise<void> {
  const pending = store ? await store.pending() : [];
  publishStatus({ pending: pending.length, waiting: pending.find((q) => q.change.problem) ?? null });
}

/**
 * Sends the outbox, then refreshes what the device keeps. One pass at a time; answers false when the network
 * (or the sign-in) failed it, the outbox then staying as it is for the next pass.
 */
export function syncNow(): Promise<boolean> {
  running ??= (async () => {
    try {
      const key = (await callServer('GET', deviceCalls.key.path)) as DeviceKey;
      store = await adoptDeviceKey(key);
      const pass = await sendOutbox(store, { send: sendChange, read: readServer });
      await publishOutbox();
      if (!pass.waiting) await refreshAll(store);
      return true;
    } catch {
      return false;
    } finally {
      running = null;
      await publishOutbox();
    }
  })();
  return running;
}

/**
 * The device's answer to a call the network could not carry, as the Response the api layer reads. A call it
 * cannot answer while the browser is offline fails as a network failure without the app's Network Error
 * modal (whose Ok leaves the page): the banner already says what waits for the network, and the page shows
 * its own failure where the answer would be.
 */
export async function answerFromDevice(
  method: string,
  path: string,
  body: unknown,
): Promise<Response | null> {
  store ??= await openDeviceStore();
  const call = { method, path, body };
  const answer =
    store &&
    ((await answerOffline(store, call)) ??
      (await answerSaveOffline(store, call)) ??
      (await answerChartOffline(store, call)));
  await publishOutbox();
  if (answer) return new Response(JSON.stringify({ code: '200', ...answer }), { status: 200 });
  if (store && !navigator.onLine) throw new ApiError('network', FAILURE_TEXTS.network);
  return null;
}

/** Keeps a successful read of the practice; after a change made online, reads again what it touched. */
export function seeAnswer(method: string, path: string, data: unknown, body: unknown): void {
  if (!store) return;
  if (keepsAnswerOf(method, path)) void store.keep(path, data);
  else if (method === 'GET') void keepPartOf(store, path, data);
  else if (method !== 'GET') void refreshAfter(store, { path, data, body }).catch(() => undefined);
}

/** Waits after the browser's online event before each try: the network is often not usable at once. */
const ONLINE_TRIES_MS = [0, 1_000, 2_000, 4_000, 8_000];

async function syncWhenOnline(): Promise<void> {
  for (const wait of ONLINE_TRIES_MS) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (!navigator.onLine || (await syncNow())) return;
  }
}

const onOnline = () => void syncWhenOnline();

/** Opens the kept practice (offline too) and syncs it whenever the network is up. */
export async function startDeviceSync(): Promise<void> {
  // Online, the store opens only under the key the server hands this sign-in (syncNow): a store left by
  // another astrologer whose sign-in expired is never read or written for this one. Offline, the one on disk.
  if (!navigator.onLine) store ??= await openDeviceStore();
  window.addEventListener('online', onOnline);
  clearInterval(retry);
  // Only an outbox that still waits is tried again; a full refresh otherwise runs on opening and on reconnecting.
  retry = setInterval(() => {
    void (async () => {
      if (navigator.onLine && store && (await store.pending()).length > 0) await syncNow();
    })();
  }, RETRY_MS);
  await publishOutbox();
  if (navigator.onLine) await syncNow();
}

/** Forgets the hooks and wipes the kept practice with its key and outbox. */
export async function stopDeviceSync(): Promise<void> {
  window.removeEventListener('online', onOnline);
  clearInterval(retry);
  store = null;
  await wipeDevice();
}

/** The astrologer's choice (and captcha answer) on the change the outbox waits at; then the outbox goes on. */
export async function settleWaiting(
  seq: number,
  choice: 'mine' | 'server',
  answer?: CaptchaAnswer,
): Promise<void> {
  if (!store) return;
  await settleChange(store, seq, choice, answer);
  await publishOutbox();
  if (navigator.onLine) await syncNow();
}
