import { useLayoutEffect, useRef } from 'react';

/** The smallest type a ring name shrinks to (px); a name still wider breaks between its letters instead. */
export const SMALLEST_NAME_PX = 9;

/**
 * The font size (px) at which a line `natural` px wide at `base` px fits `room` px: unchanged when it fits,
 * else scaled down, but never under {@link SMALLEST_NAME_PX}. The second value says whether the line must
 * still break to fit.
 */
export function fitNameSize(
  natural: number,
  room: number,
  base: number,
): { size: number; mustBreak: boolean } {
  if (natural <= room || natural === 0 || room <= 0) return { size: base, mustBreak: false };
  const size = Math.floor(((base * room) / natural) * 10) / 10;
  return size < SMALLEST_NAME_PX ? { size: SMALLEST_NAME_PX, mustBreak: true } : { size, mustBreak: false };
}

/** Shrinks one name line to its cell's width, measured at the ring's own size first. */
function fitLine(line: HTMLElement) {
  line.style.fontSize = '';
  line.style.whiteSpace = 'nowrap';
  line.style.wordBreak = '';
  const base = Number.parseFloat(getComputedStyle(line).fontSize);
  const { size, mustBreak } = fitNameSize(line.scrollWidth, line.clientWidth, base);
  if (size !== base) line.style.fontSize = `${size}px`;
  if (!mustBreak) return;
  // Between letters (grapheme clusters), never inside one: a two-line name still reads.
  line.style.whiteSpace = 'normal';
  line.style.wordBreak = 'break-all';
}

/**
 * Keeps every name line (`[data-fit]`) of the element inside its cell: the names of the display languages
 * differ in length (விருச்சிகம், కర్కాటకం are twice 'Sco'), so each line is measured in its script's font and
 * shrunk to fit, again when the column resizes, the language changes (`key`) or a web font arrives.
 */
export function useFittedNames<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const fit = () => element.querySelectorAll<HTMLElement>('[data-fit]').forEach(fitLine);
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    let isCurrent = true;
    void document.fonts?.ready.then(() => isCurrent && fit());
    return () => {
      isCurrent = false;
      observer.disconnect();
    };
  }, [key]);
  return ref;
}
