/**
 * The chart calls of chart-screens.md §7: GET /chart/.../{userId}, userId = the client's runningId. Every call
 * reads the one cached chart of the client; another astrologer's client is a 404.
 */
import { z } from 'zod';
import { birthChartSchema } from '../chart-drawing.js';
import {
  calculationProfileSchema,
  clientChartDataSchema,
  cuspalPositionLayout,
  dashaDrilldownSchema,
  planetaryPositionLayout,
  planetScheduleSchema,
  selfSignificatorLayout,
  transitChartSchema,
  TRANSIT_NO_PLACE_CODE,
  TRANSIT_NO_PLACE_MESSAGE,
} from '../charts.js';
import { clientNumberParam } from '../clients.js';
import { dashaChainParams, dashaChainSchema, subPeriodsParams, subPeriodsSchema } from '../dasha-chain.js';
import type { RowField, RowLayout } from '../row-layout.js';
import {
  aspectingHouseLayout,
  aspectingPlanetLayout,
  conjoinedChartSchema,
  cuspalLinkLayout,
  cuspalSignificatorCuspalLayout,
  cuspalSignificatorPlanetLayout,
  effectiveSignificatorLayout,
  planetLinkLayout,
  planetSignificatorCuspalLayout,
  planetSignificatorPlanetLayout,
  sixFoldCuspalLayout,
  sixFoldPlanetLayout,
} from '../significator-layouts.js';
import { defineCall } from './define-call.js';

/** Path parameters of every chart call: the client's runningId. */
export const chartUserParams = z.object({ userId: clientNumberParam });

/** The last mahadasha index of a schedule (nine mahadashas, 0..8). */
export const LAST_DASHA_INDEX = 8;
/** Message of a dashaIndex outside 0..8 (HTTP 400). */
export const DASHA_INDEX_MESSAGE = `Dasha index must be a number from 0 to ${LAST_DASHA_INDEX}`;

const own = { access: 'signedIn', tag: 'charts', params: chartUserParams } as const;

/** A chart call answered by one table of the client's chart, at /chart/{segment}/{userId}. */
function tableCall<F extends readonly RowField[]>(segment: string, layout: RowLayout<F>, summary: string) {
  return defineCall({
    ...own,
    method: 'GET',
    path: `/chart/${segment}/:userId`,
    summary,
    description: layout.description,
    columns: layout.columns,
    answer: layout.table,
  });
}

/** Every table call, by the name code uses; the path segment is the spec's spelling. */
export const chartTableCalls = {
  planetaryPosition: tableCall('planetarypositionchart', planetaryPositionLayout, 'Planetary Position rows'),
  cuspalPosition: tableCall('cuspalpositionchart', cuspalPositionLayout, 'Cuspal Position rows'),
  selfSignificators: tableCall('planetarycuspalpositionchart', selfSignificatorLayout, 'Self Significators'),
  planetSignificatorCuspalView: tableCall(
    'planetsignificatorcuspalview',
    planetSignificatorCuspalLayout,
    'Planet Significators A–E, cuspal view',
  ),
  planetSignificatorPlanetView: tableCall(
    'planetsignificatorplanetview',
    planetSignificatorPlanetLayout,
    'Planet Significators A–E, planet view',
  ),
  cuspalSignificatorCuspalView: tableCall(
    'cuspalsignificatorcuspalview',
    cuspalSignificatorCuspalLayout,
    'Cuspal Significators A–F, cuspal view',
  ),
  cuspalSignificatorPlanetView: tableCall(
    'cuspalsignificatorplanetview',
    cuspalSignificatorPlanetLayout,
    'Cuspal Significators A–F, planet view',
  ),
  aspectingPlanets: tableCall('aspectingchart', aspectingPlanetLayout, 'Aspecting Planets'),
  aspectingHouses: tableCall('aspectingcuspalchart', aspectingHouseLayout, 'Aspecting House'),
  planetLinks: tableCall('planetlink', planetLinkLayout, 'Planet Links'),
  cuspalLinksStarLord: tableCall('cuspallinkstarlord', cuspalLinkLayout, 'Cuspal Links by star lord'),
  cuspalLinksSubLord: tableCall('cuspallinksublord', cuspalLinkLayout, 'Cuspal Links by sub lord'),
  cuspalLinksSubSubLord: tableCall('cuspallinksubsublord', cuspalLinkLayout, 'Cuspal Links by sub-sub lord'),
  effectiveSignificators: tableCall(
    'effectiveplanetsignificator',
    effectiveSignificatorLayout,
    'Effective Significators',
  ),
  sixFoldCuspalView: tableCall('extendedcuspalsignificator', sixFoldCuspalLayout, 'Six Fold, cuspal view'),
  sixFoldPlanetView: tableCall('extendedplanetsignificator', sixFoldPlanetLayout, 'Six Fold, planet view'),
};
/** The name of a table call. */
export type ChartTableCallName = keyof typeof chartTableCalls;

/** The other chart calls: drawings, client data, profile, schedules and the transit of now. */
export const chartCalls = {
  ...chartTableCalls,
  birthChart: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/birthchart/:userId',
    summary: 'The birth (Rashi) chart in the effective chart style',
    answer: birthChartSchema,
  }),
  navamsa: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/navamsa/:userId',
    summary: 'The Navamsa (D9) chart in the effective chart style',
    answer: birthChartSchema,
  }),
  conjoined: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/conjoinedchart/:userId',
    summary: 'The conjunction matrix and the conjoined planets',
    answer: conjoinedChartSchema,
  }),
  userData: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/userdata/:userId',
    summary: 'Client chart data: Moon and Lagna lords, day, tithi, running periods, ruling planets, profile',
    answer: clientChartDataSchema,
  }),
  profile: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/profile/:userId',
    summary: 'The calculation profile of the chart',
    answer: calculationProfileSchema,
  }),
  schedule: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/planetschedule/:userId',
    summary: 'The nine mahadashas from the birth one, each with its nine bhuktis',
    answer: planetScheduleSchema,
  }),
  drilldown: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/allplanetschedule/:userId/:dashaIndex',
    summary: "One mahadasha's bhuktis and antaras",
    params: chartUserParams.extend({
      dashaIndex: z.preprocess(
        (value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value),
        z
          .number({ error: DASHA_INDEX_MESSAGE })
          .int(DASHA_INDEX_MESSAGE)
          .min(0, DASHA_INDEX_MESSAGE)
          .max(LAST_DASHA_INDEX, DASHA_INDEX_MESSAGE),
      ),
    }),
    answer: dashaDrilldownSchema,
  }),
  dashaChain: defineCall({
    access: 'signedIn',
    tag: 'charts',
    method: 'GET',
    path: '/chart/dashachain/:runningId/:moment',
    summary:
      "The five running Vimshottari periods (dasha … prana) at a moment ('yyyy-MM-dd_HH:mm:ss' on the birth clock, or 'now') and the balance at birth",
    params: dashaChainParams,
    answer: dashaChainSchema,
  }),
  subPeriods: defineCall({
    access: 'signedIn',
    tag: 'charts',
    method: 'GET',
    path: '/chart/subperiods/:runningId/:dashaIndex/:bhuktiIndex/:antaraIndex',
    summary:
      "One antara's nine sookshmas, each with its nine pranas (indices as in /chart/allplanetschedule)",
    params: subPeriodsParams,
    answer: subPeriodsSchema,
  }),
  transitOfNow: defineCall({
    ...own,
    method: 'GET',
    path: '/chart/transituserchart/:userId',
    summary: "The chart of now at the astrologer's profile place, with the client's settings",
    description: `Code ${TRANSIT_NO_PLACE_CODE} with data null and '${TRANSIT_NO_PLACE_MESSAGE}' when the profile has no place.`,
    answer: transitChartSchema.nullable(),
  }),
};
