import type { Change, DeviceStore, QueuedChange } from './device-store';

/** How the outbox reaches the server (the api layer's calls; a stand-in in unit tests). */
export interface OutboxServer {
  /** Sends a change; answers its envelope's data. Throws ApiError: 'network' keeps it for later. */
  send(change: Change): Promise<unknown>;
  /** The server's answer at a read path now; null when the record is gone (404). */
  read(path: string): Promise<unknown>;
}

/** What a pass over the outbox did: how many changes went, and the change that waits for the astrologer. */
export interface OutboxPass {
  sent: QueuedChange[];
  waiting: QueuedChange | null;
}

/** The fields of a life event its form edits: what a conflict compares (periods follow from them). */
export function editableEventFields(event: unknown): unknown {
  if (!event || typeof event !== 'object') return null;
  const { eventKey, date, time, timezone, note } = event as Record<string, unknown>;
  return { eventKey, date, time, timezone, note };
}

/** The record a change's base names, from a server answer (null: not there any more). */
export function pickRecord(answer: unknown, pick: NonNullable<Change['base']>['pick']): unknown {
  if (answer === null || answer === undefined) return null;
  if (pick === 'whole') return answer;
  const events = (answer as { events?: { id: number }[] }).events ?? [];
  return editableEventFields(events.find((event) => event.id === pick.eventId));
}

/** The record a change is made to (its base's path and pick), or null for an addition. */
export function recordOf(change: Change): string | null {
  return change.base ? `${change.base.path} ${JSON.stringify(change.base.pick)}` : null;
}

/** Same record: the same keys with the same values, in any key order. */
export function isSameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameRecord(left[key] ?? null, right[key] ?? null));
}

/** Whether the server's copy moved since the device read it (a conflict), reading it once. */
async function hasServerChanged(change: Change, server: OutboxServer): Promise<{ server: unknown } | null> {
  if (!change.base) return null;
  const now = pickRecord(await server.read(change.base.path), change.base.pick);
  return isSameRecord(now, change.base.record) ? null : { server: now };
}

/** The message of a refusal, when `error` is one (the server said no: the change can never go as it is). */
function refusalOf(error: unknown): string | null {
  const failed = error as { kind?: unknown; message?: unknown };
  return failed.kind === 'refused' && typeof failed.message === 'string' ? failed.message : null;
}

/** A captcha answer and its signed checksum, as Add Client sends them. */
export interface CaptchaAnswer {
  captcha: string;
  checksum: string;
}

/** Whether a change carries a captcha answer (a client added offline has none until the astrologer gives it). */
const hasCaptcha = (change: Change) => Boolean((change.body as Partial<CaptchaAnswer> | undefined)?.captcha);

/** Holds a change at `problem` (the outbox then waits at it for the astrologer). */
async function hold(store: DeviceStore, queued: QueuedChange, problem: Change['problem']) {
  const change: Change = { ...queued.change, problem };
  await store.update(queued.seq, change);
  return { seq: queued.seq, change };
}

/**
 * Sends the outbox in the order the changes were made, each once. Stops at the first change that needs the
 * astrologer (a conflict, a refusal, a client added offline whose captcha is not answered yet), since later changes may build on it, and at a network failure (the
 * change stays, for the next pass). Nothing leaves the outbox until the server has taken it.
 */
export async function sendOutbox(store: DeviceStore, server: OutboxServer): Promise<OutboxPass> {
  const sent: QueuedChange[] = [];
  for (const queued of await store.pending()) {
    if (queued.change.problem) return { sent, waiting: queued };
    if (queued.change.needsCaptcha && !hasCaptcha(queued.change)) {
      return { sent, waiting: await hold(store, queued, { kind: 'captcha' }) };
    }
    const conflict = await hasServerChanged(queued.change, server);
    if (conflict) {
      return { sent, waiting: await hold(store, queued, { kind: 'conflict', server: conflict.server }) };
    }
    try {
      await server.send(queued.change);
    } catch (error) {
      const message = refusalOf(error);
      if (message === null) throw error;
      // A client added offline refused (a wrong captcha, most often) is asked again with a new captcha.
      const problem = queued.change.needsCaptcha
        ? { kind: 'captcha' as const, message }
        : { kind: 'refused' as const, message };
      return { sent, waiting: await hold(store, queued, problem) };
    }
    await store.remove(queued.seq);
    sent.push(queued);
  }
  return { sent, waiting: null };
}

/**
 * The astrologer's choice on a change that waits, for it and every later change of the same record: 'mine'
 * sends them as they are (over the server's copy), 'server' drops them and keeps the server's copy. A
 * refused change can only be dropped; a client added offline goes with the captcha `answer` ('mine') or is
 * dropped ('server').
 */
export async function settleChange(
  store: DeviceStore,
  seq: number,
  choice: 'mine' | 'server',
  answer?: CaptchaAnswer,
): Promise<void> {
  const pending = await store.pending();
  const chosen = pending.find((q) => q.seq === seq);
  if (!chosen) return;
  if (chosen.change.problem?.kind === 'refused') return store.remove(seq);
  if (chosen.change.problem?.kind === 'captcha') {
    if (choice === 'server') return store.remove(seq);
    const { method, path, body } = chosen.change;
    return store.update(seq, { method, path, body: { ...(body as object), ...answer }, needsCaptcha: true });
  }
  const record = recordOf(chosen.change);
  const affected = pending.filter((q) => q.seq === seq || (record && recordOf(q.change) === record));
  for (const { seq: each, change } of affected) {
    if (choice === 'server') await store.remove(each);
    else await store.update(each, { method: change.method, path: change.path, body: change.body });
  }
}
