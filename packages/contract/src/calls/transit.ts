/**
 * The transit, interval search and birth time correction calls of chart-screens.md §7. Every call is the
 * signed-in astrologer's: another astrologer's client is "Client is not found." (404); a preview stores
 * nothing.
 */
import { z } from 'zod';
import { TRANSIT_NO_PLACE_CODE, transitChartSchema } from '../charts.js';
import { clientNumberParam } from '../clients.js';
import {
  TRANSIT_CHART_NO_PLACE_MESSAGE,
  birthTimeChartSchema,
  birthTimePreviewParams,
  birthTimeUpdatedSchema,
  intervalSearchRequestSchema,
  intervalSearchResultSchema,
  transitMomentParams,
  updateBirthTimeSchema,
} from '../transit.js';
import { transitTimingRequestSchema, transitTimingResultSchema } from '../transit-timing.js';
import { chartUserParams } from './charts.js';
import { defineCall } from './define-call.js';

const own = { access: 'signedIn', tag: 'transit' } as const;
const noPlace = `Code ${TRANSIT_NO_PLACE_CODE} with data null and '${TRANSIT_CHART_NO_PLACE_MESSAGE}' when the profile has no place.`;

/** Transit of a moment, transit chart data, interval search, birth time preview and its save. */
export const transitCalls = {
  transitOfMoment: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/transituserchart/:userId/:moment',
    summary:
      "The chart of a moment (moment = 'yyyy-MM-dd_HH:mm:ss', local at the profile place) with the client's settings",
    description: noPlace,
    params: transitMomentParams,
    answer: transitChartSchema.nullable(),
  }),
  transitChart: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/transitchart/:userId',
    summary:
      'Transit chart data: the chart of now at the profile place (as /chart/transituserchart/{userId})',
    description: noPlace,
    params: chartUserParams,
    answer: transitChartSchema.nullable(),
  }),
  intervalSearch: defineCall({
    ...own,
    method: 'POST',
    path: '/chart/dateintervalsearch',
    summary:
      'Every change of sign, star or sub lord of the cusps and planets in a window, exact to the second',
    description: `At the profile place (code ${TRANSIT_NO_PLACE_CODE} when it has none), or with runningId at the client's birth place and zone with the client's settings.`,
    body: intervalSearchRequestSchema,
    answer: intervalSearchResultSchema,
  }),
  transitTiming: defineCall({
    ...own,
    method: 'POST',
    path: '/transit/timing/:runningId',
    summary:
      "Every moment, to the second, a transiting planet conjoins a natal point or enters and leaves a lord's signs, stars or subs, over up to 20 years (the Moon: 1 year)",
    description:
      "At the client's birth place and clock with the client's settings; each row names the dasha, bhukti and antara running at its moment.",
    params: z.object({ runningId: clientNumberParam }),
    body: transitTimingRequestSchema,
    answer: transitTimingResultSchema,
  }),
  birthTimePreview: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/birthtimechart/:userId/:moment',
    summary: "Preview of a candidate birth time (moment = 'yyyy-MM-dd_HH:mm:ss'); stores nothing",
    params: birthTimePreviewParams,
    answer: birthTimeChartSchema,
  }),
  updateBirthTime: defineCall({
    ...own,
    method: 'POST',
    path: '/user/updatebirthtime',
    summary:
      "Store the corrected birth time (id = runningId, birthTime 'yyyy-MM-dd_HH:mm:ss'); the recorded birth time clears it",
    body: updateBirthTimeSchema,
    answer: birthTimeUpdatedSchema,
  }),
};
