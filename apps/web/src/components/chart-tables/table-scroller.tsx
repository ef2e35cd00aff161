import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the element's content is wider than the element, and whether more of it lies to the right, kept
 * up to date as either resizes and as the element scrolls.
 */
function useOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflow, setOverflow] = useState({ isOverflowing: false, hasMoreRight: false });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { isOverflowing: hidden > 1, hasMoreRight: hidden - element.scrollLeft > 1 };
      setOverflow((last) =>
        last.isOverflowing === next.isOverflowing && last.hasMoreRight === next.hasMoreRight ? last : next,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, ...overflow };
}

/**
 * The box of a chart table: the table scrolls sideways inside it when it is wider than the column (a phone),
 * and then says so in words and with a shadow at the right edge while more columns lie there. The box can
 * take focus, so the keyboard scrolls it too, and it is a named region for screen readers.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const { ref, isOverflowing, hasMoreRight } = useOverflow<HTMLDivElement>();
  const { t } = useTranslation();
  return (
    <>
      {isOverflowing ? (
        <p className="small text-body-secondary mb-1 screen-only">
          {t('Scroll sideways for more columns')} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      {/* The frame holds the edge shadow over the table's (opaque) cells; it does not scroll with them. */}
      <div className={`chart-table-frame mb-3 ${isOverflowing && hasMoreRight ? 'has-more-right' : ''}`}>
        <div
          ref={ref}
          className={`table-responsive chart-table-scroll ${isOverflowing ? 'is-overflowing' : ''}`}
          role="region"
          aria-label={label}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </>
  );
}
