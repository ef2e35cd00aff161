import { useEffect, useRef } from 'react';

/**
 * Brings a result the astrologer just asked for into view and gives it focus, so the eye and a screen reader
 * land on it wherever the button that asked was. The element needs `tabIndex={-1}` (focus without a tab stop)
 * and the `revealed-result` class (it stops below the sticky header and section menu).
 */
export function revealElement(element: HTMLElement | null): void {
  if (!element) return;
  // jsdom has no layout and no scrollIntoView; the browser always has it.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}

/**
 * A ref whose element is revealed ({@link revealElement}) each time `key` changes to a value other than null:
 * a new preview, a new edit, a new message.
 */
export function useRevealOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null && key !== undefined) revealElement(ref.current);
  }, [key]);
  return ref;
}
