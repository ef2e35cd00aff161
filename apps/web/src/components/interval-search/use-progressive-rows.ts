import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Rows drawn with the answer: enough to fill the first screen at once (a full-day cuspal search has
 * about 2,700 rows, which took 1.8 s to draw in one go).
 */
export const FIRST_ROWS = 50;
/** Rows added per step after that, each step a task of its own so the page stays responsive. */
export const ROWS_PER_STEP = 150;

/**
 * How many of `total` rows to draw: FIRST_ROWS at once, then ROWS_PER_STEP more per task (as a
 * transition, so scrolling and typing go first) until all are drawn. A new `answer` starts again.
 * Printing draws every row at once (`beforeprint`, and the print media query for browsers without it),
 * so the printout always holds the whole table.
 */
export function useProgressiveRows(answer: unknown, total: number): number {
  const [progress, setProgress] = useState({ answer, count: Math.min(total, FIRST_ROWS) });
  const count = progress.answer === answer ? progress.count : Math.min(total, FIRST_ROWS);

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setProgress({ answer, count: Math.min(total, count + ROWS_PER_STEP) }));
    }, 0);
    return () => clearTimeout(timer);
  }, [answer, count, total]);

  useEffect(() => {
    const drawAll = () => flushSync(() => setProgress({ answer, count: total }));
    // jsdom and old browsers have no matchMedia; beforeprint alone covers them.
    const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const onPrintMedia = (event: MediaQueryListEvent) => {
      if (event.matches) drawAll();
    };
    window.addEventListener('beforeprint', drawAll);
    print?.addEventListener('change', onPrintMedia);
    return () => {
      window.removeEventListener('beforeprint', drawAll);
      print?.removeEventListener('change', onPrintMedia);
    };
  }, [answer, total]);

  return count;
}
