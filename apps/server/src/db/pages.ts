/**
 * Reading a whole practice a page at a time, in running-number order. Each page is read after an event-loop
 * turn: a SQLite read settles as a microtask, so a loop of reads would otherwise hold every other request
 * until the last page (a 30,000-client export held them for most of a second).
 */
import { setImmediate as yieldTurn } from 'node:timers/promises';

/** Reads up to `limit` rows numbered after `afterRunningId`, in running-number order. */
export type PageRead<R> = (afterRunningId: number, limit: number) => Promise<R[]>;

/** Every non-empty page of `read`, `limit` rows each (the last fewer), with a turn before each read. */
export async function* pagesByRunningId<R extends { running_id: number }>(
  read: PageRead<R>,
  limit: number,
): AsyncGenerator<R[]> {
  for (let after = 0; ;) {
    await yieldTurn();
    const page = await read(after, limit);
    if (page.length > 0) yield page;
    if (page.length < limit) return;
    after = page[page.length - 1]!.running_id;
  }
}
