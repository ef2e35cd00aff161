/**
 * Test data of the Prosperity and Time Analyser panels: the answers of a running server for the Appendix A
 * client (1935-09-12 21:08 at Guna) and the Job event. The tests parse them with the contract schemas, so a
 * change of the answer shapes fails here first.
 */
import type { ProsperityChart } from '@kpdesk/contract';
import { JOB_EVENT_DATA } from '../shared/event-fixtures';
import prosperityChart from './prosperity-chart.fixture.json';

/** GET /chart/event/1/job, nothing saved yet (the event panels' fixture). */
export const EVENT_DATA = JOB_EVENT_DATA;

/** GET /chart/prosperitychart/1/7, kept as data in the JSON file beside this one. */
export const PROSPERITY_CHART = prosperityChart as ProsperityChart;
