/**
 * @kpdesk/chart-answers: the one path from a client's birth data, the effective settings and a moment taken as
 * now to the answers of the chart calls. Pure (no I/O, no clock, no ephemeris binding of its own): the server
 * answers through it behind its database and caches, and the browser answers through it offline, with the
 * WebAssembly ephemeris selected, so both give the same answer.
 */

// A client's chart: the birth data of its row and the settings in, the engine's chart out.
export {
  castChart,
  chartClientOf,
  recordedBirthOf,
  toBirthInputs,
  toClientChartInput,
  toEngineSettings,
  type BirthInputs,
  type CastChart,
  type ChartClient,
} from './cast-chart.js';

// The answer of each client chart call, by its name in the contract and one by one.
export {
  answerClientCall,
  clientChartCalls,
  clientNumberOf,
  isClientChartCall,
  type ClientCallParams,
  type ClientChartCallName,
} from './client-calls.js';
export {
  answerBirthChart,
  answerCalculationProfile,
  answerChartTable,
  answerClientChartData,
  answerConjoinedChart,
  answerDashaDrilldown,
  answerNavamsaChart,
  answerPlanetSchedule,
  runningPeriodsOf,
} from './client-answers.js';
export type { ChartTableAnswer } from './chart-tables.js';
export { answerDashaChain, answerSubPeriods, chainMomentOf, type AntaraIndices } from './dasha-chain.js';

// Transit charts at the astrologer's place, and the transit of now against a client's natal houses.
export {
  answerTransitOfMoment,
  answerTransitOfNow,
  castTransit,
  toTransitChart,
  transitMinuteOf,
  transitMomentMsOf,
  transitPlaceOf,
  type TransitCast,
  type TransitPlace,
} from './transit-chart.js';

// The calls answered for the moment at hand (options, panchang, muhurta, transit charts), by contract name.
export {
  answerMomentCall,
  momentCallClients,
  momentCallNameOf,
  type MomentCallName,
  type MomentContext,
} from './moment-calls.js';
export { answerQuickOptions, computeJudgement, type Judgement } from './options-judgement.js';
export {
  answerPanchangDay,
  answerPanchangMonth,
  toPanchangMonthData,
  toPanchangMonthInput,
} from './panchang.js';
export {
  answerMuhurtaChart,
  answerMuhurtaSearch,
  muhurtaParticipantOf,
  toEngineSearch,
  toEngineVetoes,
  toSearchAnswer,
} from './muhurta.js';

// Horary: the chart of a question, as POST /horary/chart answers it.
export { buildHoraryChart, HoraryInputError, type HoraryClient } from './horary-chart.js';

// The shapes other answers reuse (transit, options, muhurta, vargas, matching, PDFs).
export { toBirthChart, toVargaChart } from './birth-charts.js';
export {
  answerVargaChart,
  answerVargaTable,
  computeVargaMarginsFrom,
  vargaMarginInputOf,
  type VargaMarginInput,
  type VargaMargins,
} from './varga-answers.js';
export { toCuspalPositionTable, toPlanetaryPositionTable, toRulingPlanetTable } from './position-rows.js';
export { toChartProfile } from './profile.js';

// Moments: Julian days, epoch milliseconds and local clock texts.
export {
  formatCalendarDifference,
  formatLocalDateTime,
  toEpochMs,
  toJulianDay,
  toJulianDayFromMs,
  toLocalMoment,
} from './dates.js';
