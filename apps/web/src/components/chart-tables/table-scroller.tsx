import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useIsOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, isOverflowing };
}

/**
 * The box of a chart table: the table scrolls sideways inside it when it is wider than the column (a phone),
 * and then says so in words and with a shadow at the edge. The box can take focus, so the keyboard scrolls
 * it too, and it is a named region for screen readers.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const { ref, isOverflowing } = useIsOverflowing<HTMLDivElement>();
  return (
    <>
      {isOverflowing ? (
        <p className="small text-body-secondary mb-1 screen-only">
          Scroll sideways for more columns <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={ref}
        className={`table-responsive chart-table-scroll mb-3 ${isOverflowing ? 'is-overflowing' : ''}`}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
