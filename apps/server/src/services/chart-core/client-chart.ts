/**
 * A client's chart as the server keeps it: the chart cast by @kpdesk/chart-answers (the one path from inputs
 * to answers, shared with the browser) with every answer shaped from it kept with it, for the cache.
 */
import { castChart, type CastChart } from '@kpdesk/chart-answers';
import type { LocalMoment } from '@kpdesk/contract';
import type { ChartInputs } from './chart-inputs.js';
import { keepAnswer } from './kept-answers.js';

/** A client's cast chart with the answers kept with it. */
export interface ClientChart extends CastChart<ChartInputs> {
  /**
   * The answer named `key`, built by `make` on first call and kept with the chart: every answer that does
   * not depend on the clock is shaped once per chart.
   */
  shaped<T>(key: string, make: () => T): T;
  /**
   * The same for an answer computed elsewhere (a worker thread): the promise is kept, and forgotten when it
   * fails, so a refused or failed computation is tried again by the next request.
   */
  shapedLater<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/** Computes a client's chart now; significators and margins wait for their first reader. */
export function buildClientChart(
  inputs: ChartInputs,
  moment: LocalMoment,
  ephePath: string | null,
): ClientChart {
  const answers = new Map<string, unknown>();
  // Assigned onto the cast chart, not spread: spreading would read (and so compute) its lazy parts now.
  return Object.assign(castChart(inputs, moment, ephePath), {
    shaped<T>(key: string, make: () => T): T {
      if (!answers.has(key)) answers.set(key, keepAnswer(make()));
      return answers.get(key) as T;
    },
    shapedLater<T>(key: string, make: () => Promise<T>): Promise<T> {
      if (!answers.has(key)) {
        const later = make();
        answers.set(key, later);
        later.catch(() => answers.delete(key));
      }
      return answers.get(key) as Promise<T>;
    },
  });
}
