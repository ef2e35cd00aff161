import { useEffect, useRef, useState } from 'react';

/**
 * The inner width of a box, kept up to date as it resizes; 0 where it cannot be measured. Drawings that lay
 * themselves out to the width they are given (the timelines) read it.
 */
export function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    setWidth(box.clientWidth);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
