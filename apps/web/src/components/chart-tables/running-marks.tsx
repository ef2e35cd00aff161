import type { SchedulePeriod } from '@kpdesk/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { useChartQuery } from '../chart-page/chart-query';
import { isRunningAt } from './running-period';

/** Whether a period runs at the current moment. */
export type IsRunning = (period: SchedulePeriod) => boolean;

/**
 * Whether a period of this client's schedule runs now: the browser's clock is the true instant, the
 * schedule's moments are on the birth zone's clock. Nothing runs until the client's zone is known.
 */
export function useIsRunning(runningId: number): IsRunning {
  const client = useChartQuery('client', runningId, () => chartsApi.clientRequest(runningId));
  const offset = client.data?.birthTimezone;
  const now = Date.now();
  return (period) => offset !== undefined && isRunningAt(period, offset, now);
}

/** The visible mark of a running period (its row or table also carries `aria-current`). */
export function RunningBadge() {
  const { t } = useTranslation();
  // The space keeps the badge a word of its own in the row's or table's name.
  return (
    <>
      {' '}
      <Badge bg="primary" className="ms-1 align-text-bottom">
        {t('Running now')}
      </Badge>
    </>
  );
}

/** A ring outside the table (no padding), so the marked table keeps the width of the others. */
const RUNNING_RING = { boxShadow: '0 0 0 3px var(--bs-primary)' } as const;

/**
 * The frame of a period's table: ringed and `aria-current` while the period runs, and scrolled to when
 * `isBroughtIntoView` (the drilldown opening on the running period, wherever it lies in the grid).
 */
export function RunningFrame({
  isCurrent,
  isBroughtIntoView,
  children,
}: {
  isCurrent: boolean;
  isBroughtIntoView: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A document without layout (unit tests) has no scrollIntoView.
    const element = ref.current;
    if (isCurrent && isBroughtIntoView && typeof element?.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'center' });
    }
  }, [isCurrent, isBroughtIntoView]);
  return (
    <div
      ref={ref}
      aria-current={isCurrent ? 'true' : undefined}
      className={isCurrent ? 'rounded' : undefined}
      style={isCurrent ? RUNNING_RING : undefined}
    >
      {children}
    </div>
  );
}
