import type { PiltChart } from '@kpdesk/contract';
import piltChart from './pilt-chart.fixture.json';

/**
 * GET /chart/piltchart/1/7 of the Appendix A client (see ../prosperity-analyser/prosperity-fixtures.ts), four of its periods, kept as
 * data in the JSON file beside this one.
 */
export const PILT_CHART = piltChart as PiltChart;
