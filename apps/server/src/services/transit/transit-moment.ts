/**
 * The transit chart of now and of a chosen moment at the astrologer's profile place (GET
 * /chart/transituserchart/{userId} and …/{moment}), cast with the client's settings.
 */
import { toTransitChart, transitMomentMsOf } from '@kpdesk/chart-answers';
import type { LocalMoment, TransitChart } from '@kpdesk/contract';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import { keepVariant } from '../chart-core/kept-answers.js';
import { loadProfilePlace, loadTransitAt, loadTransitOfNow } from '../chart-core/transit-charts.js';

/**
 * The chart of the current minute with the client's settings; null without a profile place. Kept with the
 * client's chart (its settings and natal houses) for the transit chart last shown, i.e. for the minute.
 */
export async function getTransitOfNow(
  deps: ChartDeps,
  astrologerId: number,
  { userId }: { userId: number },
): Promise<TransitChart | null> {
  const e = await loadClientChart(deps, astrologerId, userId);
  const transit = await loadTransitOfNow(deps, astrologerId, e.settings);
  if (!transit) return null;
  return keepVariant(e, 'transit-now', transit.key, () =>
    toTransitChart(transit, e.settings.chartType, e.chart),
  );
}

/** The chart of `moment` (local at the profile place) with the client's settings; null without a place. */
export async function getTransitOfMoment(
  deps: ChartDeps,
  astrologerId: number,
  { userId, moment }: { userId: number; moment: LocalMoment },
): Promise<TransitChart | null> {
  const e = await loadClientChart(deps, astrologerId, userId);
  const place = await loadProfilePlace(deps, astrologerId);
  if (!place) return null;
  const transit = loadTransitAt(deps, place, transitMomentMsOf(moment, place), e.settings);
  return keepVariant(e, 'transit-moment', transit.key, () =>
    toTransitChart(transit, e.settings.chartType, e.chart, 8),
  );
}
