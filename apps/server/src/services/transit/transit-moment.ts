/** The transit chart of a chosen moment at the astrologer's profile place (GET /chart/transituserchart/…/{moment}). */
import { TRANSIT_MESSAGES, type TransitChart } from '@kpdesk/contract';
import { loadClientChart, loadProfilePlace, loadTransitAt, type ChartDeps } from '../charts/chart-loader.js';
import { toTransitChart } from '../charts/transit.js';
import { splitMoment, toEpochMs, toJulianDay } from './moments.js';

/** The chart of `moment` (local at the profile place) with the client's settings; null without a place. */
export async function getTransitOfMoment(
  deps: ChartDeps,
  astrologerId: number,
  { userId, moment }: { userId: number; moment: string },
): Promise<TransitChart | null> {
  const local = splitMoment(moment, TRANSIT_MESSAGES.momentInvalid);
  const { settings, chart } = await loadClientChart(deps, astrologerId, userId);
  const place = await loadProfilePlace(deps, astrologerId);
  if (!place) return null;
  const momentMs = toEpochMs(toJulianDay(local, place.timezone));
  const transit = loadTransitAt(deps, place, momentMs, settings);
  return toTransitChart(transit, settings.chartType, chart, 8);
}
