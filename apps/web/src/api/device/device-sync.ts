import { deviceCalls, type DeviceKey } from '@kpdesk/contract';
import { deviceHooks } from '../client';
import { publishStatus } from './device-status';
import { adoptDeviceKey, openDeviceStore, wipeDevice, type DeviceStore } from './device-store';
import { answerOffline } from './offline-answers';
import { sendOutbox, settleChange } from './outbox';
import { refreshAll, refreshAfter, keepsAnswerOf } from './refresh';
import { callServer, readServer, sendChange } from './server-link';

/** How often a waiting outbox is tried again while the browser says it is online (ms). */
const RETRY_MS = 30_000;

let store: DeviceStore | null = null;
let retry: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | null = null;

async function publishOutbox(): Promise<void> {
  const pending = store ? await store.pending() : [];
  publishStatus({ pending: pending.length, waiting: pending.find((q) => q.change.problem) ?? null });
}

/** Sends the outbox, then refreshes what the device keeps. One pass at a time; network failures wait. */
export function syncNow(): Promise<void> {
  running ??= (async () => {
    try {
      const key = (await callServer('GET', deviceCalls.key.path)) as DeviceKey;
      store = await adoptDeviceKey(key);
      const pass = await sendOutbox(store, { send: sendChange, read: readServer });
      await publishOutbox();
      if (!pass.waiting) await refreshAll(store);
    } catch {
      // The network went (or the sign-in expired): the outbox stays as it is, for the next pass.
    } finally {
      running = null;
      await publishOutbox();
    }
  })();
  return running;
}

function installHooks(): void {
  deviceHooks.offline = async (method, path, body) => {
    if (!store) return null;
    const answer = await answerOffline(store, { method, path, body });
    await publishOutbox();
    return answer && new Response(JSON.stringify({ code: '200', ...answer }), { status: 200 });
  };
  deviceHooks.seen = (method, path, data, body) => {
    if (!store) return;
    if (keepsAnswerOf(method, path)) void store.keep(path, data);
    else if (method !== 'GET') void refreshAfter(store, { path, data, body }).catch(() => undefined);
  };
}

const onOnline = () => void syncNow();

/** Opens the kept practice (offline too), answers from it when the network is down, and syncs when it is up. */
export async function startDeviceSync(): Promise<void> {
  store ??= await openDeviceStore();
  installHooks();
  window.addEventListener('online', onOnline);
  clearInterval(retry);
  retry = setInterval(() => {
    if (navigator.onLine) void syncNow();
  }, RETRY_MS);
  await publishOutbox();
  if (navigator.onLine) await syncNow();
}

/** Forgets the hooks and wipes the kept practice with its key and outbox. */
export async function stopDeviceSync(): Promise<void> {
  deviceHooks.offline = undefined;
  deviceHooks.seen = undefined;
  window.removeEventListener('online', onOnline);
  clearInterval(retry);
  store = null;
  await wipeDevice();
}

/** The astrologer's choice on the change the outbox waits at; then the outbox goes on. */
export async function settleWaiting(seq: number, choice: 'mine' | 'server'): Promise<void> {
  if (!store) return;
  await settleChange(store, seq, choice);
  await publishOutbox();
  if (navigator.onLine) await syncNow();
}
