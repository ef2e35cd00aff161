import { useEffect, useRef, useState } from 'react';
import { useUrlParam } from '../../components/chart-page/url-param';
import {
  halfWindowSeconds,
  WINDOW_PARAM,
  windowFromAddress,
  windowToAddress,
  type WindowEntry,
} from './rectification-window';

/**
 * The window kept in the address (`?window=2h`): the form opens on it and, once, runs it, so a reload shows
 * the candidates it showed; each Run keeps its window there.
 */
export function useKeptWindow(canRun: boolean, runAround: (seconds: number) => void) {
  const [text, setText] = useUrlParam(WINDOW_PARAM);
  const [initial] = useState(() => windowFromAddress(text));
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current || !canRun || !initial) return;
    hasRun.current = true;
    const { seconds } = halfWindowSeconds(initial.amount, initial.unit);
    if (seconds !== null) runAround(seconds);
  }, [canRun, initial, runAround]);
  return { initial, keep: (entry: WindowEntry) => setText(windowToAddress(entry)) };
}
