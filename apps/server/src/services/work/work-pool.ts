/**
 * The worker threads every heavy calculation runs in (piscina), so no request makes another wait: the event
 * loop only parses, reads the database and shapes answers. Each astrologer has a share of the threads (at most
 * `share` calculations at once, counted in the database so it holds across server processes) and each
 * calculation a time budget; past the share the caller gets 429 with Retry-After, past the budget 503.
 * Where the worker file is not built (the TypeScript sources under test), tasks run inline with the same
 * shares; the budget then cannot stop a calculation midway.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { Piscina } from 'piscina';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { claimWorkSlot, releaseWorkSlot } from '../../db/work-claims.js';
import { AppError } from '../../errors.js';
import { installMotionTable } from './motion-table.js';
import { runTask, type WorkInput, type WorkOutput, type WorkTask } from './tasks.js';

/** The pool's size, each astrologer's share of it, one calculation's time budget and an idle thread's life. */
export interface WorkConfig {
  threads: number;
  share: number;
  budgetSeconds: number;
  idleSeconds: number;
}

/** Runs heavy calculations off the event loop. */
export interface Work {
  run<T extends WorkTask>(task: T, input: WorkInput<T>, astrologerId: number): Promise<WorkOutput<T>>;
  /**
   * Refuses (429) at once when this process already runs the astrologer's whole share, before a request reads
   * what its calculation needs: a client that comes back at once after a 429 then costs the event loop a
   * check, not the reading of 300 life events and a claim in the database each time. The database's claim in
   * run() stays the share across processes.
   */
  admit(astrologerId: number): void;
  /**
   * Takes one of the astrologer's share for long work that stays on the event loop (a practice export
   * streamed page by page, an import's commit) and answers its release; refuses (429) past the share, as
   * run() does. Release it exactly once, when the work ends however it ends.
   */
  hold(astrologerId: number): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Runs `work` holding one of the astrologer's share (Work.hold): refused at once past the share. */
export async function whileHolding<T>(pool: Work, astrologerId: number, work: () => Promise<T>): Promise<T> {
  pool.admit(astrologerId);
  const release = await pool.hold(astrologerId);
  try {
    return await work();
  } finally {
    await release();
  }
}

/** How long a refused caller is told to wait before trying again, seconds. */
export const WORK_RETRY_AFTER_SECONDS = 5;

/** The refusals of the pool, in words a user understands. */
export const WORK_MESSAGES = {
  busy: 'You have several calculations running: try again in a few seconds',
  budget: (seconds: number) =>
    `This calculation would take longer than ${seconds} seconds: choose a shorter range and try again`,
} as const;

const WORKER_FILE = new URL('./worker.js', import.meta.url);

/** Runs a task in a worker thread, or inline where no worker file is built. */
interface Runner {
  run<T extends WorkTask>(task: T, input: WorkInput<T>): Promise<WorkOutput<T>>;
  close(): Promise<void>;
}

function createRunner(config: WorkConfig): Runner {
  if (!existsSync(fileURLToPath(WORKER_FILE))) {
    // The tasks run on this thread: its engine takes the motion table (worker.ts does so in each thread).
    installMotionTable();
    return {
      run: async <T extends WorkTask>(task: T, input: WorkInput<T>): Promise<WorkOutput<T>> =>
        await runTask(task, input),
      close: async () => {},
    };
  }
  // No thread waits idle: a thread's heap holds the engine, the parsed fonts with their inflated tables and
  // whatever its last drawing left (about 200 MB after a load), so a thread idle for `idleSeconds` ends and
  // gives it back; the next calculation starts a thread again (a few hundred ms, once per quiet spell).
  const pool = new Piscina({
    filename: WORKER_FILE.href,
    minThreads: 0,
    maxThreads: config.threads,
    idleTimeout: config.idleSeconds * 1000,
  });
  return {
    run: async <T extends WorkTask>(task: T, input: WorkInput<T>) => {
      const signal = AbortSignal.timeout(config.budgetSeconds * 1000);
      try {
        return (await pool.run({ task, input }, { signal })) as WorkOutput<T>;
      } catch (error) {
        if (signal.aborted) throw new AppError(503, '503', WORK_MESSAGES.budget(config.budgetSeconds));
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}

/** The refusal past the astrologer's share. */
const busy = () =>
  new AppError(429, '429', WORK_MESSAGES.busy, null, { retryAfterSeconds: WORK_RETRY_AFTER_SECONDS });

/** The pool with the astrologers' shares kept in the database. */
export function createWork(db: Kysely<Database>, clock: Clock, config: WorkConfig): Work {
  const runner = createRunner(config);
  /** Calculations each astrologer runs in this process (held claims). */
  const running = new Map<number, number>();
  const count = (astrologerId: number, step: number) => {
    const next = (running.get(astrologerId) ?? 0) + step;
    if (next > 0) running.set(astrologerId, next);
    else running.delete(astrologerId);
  };
  const hold = async (astrologerId: number): Promise<() => Promise<void>> => {
    const now = clock.now();
    const expiresAt = now + (config.budgetSeconds + 30) * 1000;
    const claim = await claimWorkSlot(db, astrologerId, config.share, now, expiresAt);
    if (claim === null) throw busy();
    count(astrologerId, 1);
    return async () => {
      count(astrologerId, -1);
      await releaseWorkSlot(db, claim);
    };
  };
  return {
    admit(astrologerId: number) {
      if ((running.get(astrologerId) ?? 0) >= config.share) throw busy();
    },
    async run<T extends WorkTask>(
      task: T,
      input: WorkInput<T>,
      astrologerId: number,
    ): Promise<WorkOutput<T>> {
      const release = await hold(astrologerId);
      try {
        return await runner.run(task, input);
      } finally {
        await release();
      }
    },
    hold,
    close: () => runner.close(),
  };
}
