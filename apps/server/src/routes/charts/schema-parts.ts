import { clientNumberParam } from '@kpdesk/contract';
import { z } from 'zod';
import { LAST_DASHA_INDEX } from '../../services/charts/schedule.js';
import type { ChartService } from '../../services/charts/chart-service.js';

/** Path parameter of every chart call: the client's runningId. */
export const userParams = z.object({ userId: clientNumberParam });

/** Message of a dashaIndex outside 0..8 (HTTP 400). */
export const DASHA_INDEX_MESSAGE = `Dasha index must be a number from 0 to ${LAST_DASHA_INDEX}`;

/** Parameters of GET /chart/allplanetschedule/{userId}/{dashaIndex}. */
export const drilldownParams = userParams.extend({
  dashaIndex: z.coerce
    .number({ error: DASHA_INDEX_MESSAGE })
    .int(DASHA_INDEX_MESSAGE)
    .min(0, DASHA_INDEX_MESSAGE)
    .max(LAST_DASHA_INDEX, DASHA_INDEX_MESSAGE),
});

/** The schema parts every chart call shares. */
export const chartSchemaBase = { tags: ['charts'], security: [{ bearerAuth: [] }], params: userParams };

/** What each group of chart calls receives. */
export interface ChartCallOptions {
  charts: ChartService;
}
