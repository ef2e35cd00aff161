/**
 * @kpdesk/astro: the KP chart engine. Pure computation over the Swiss Ephemeris: no clock, no environment,
 * no I/O besides reading ephemeris data files from a path the caller passes.
 *
 * The public API is named here, group by group; anything not listed (ephemeris calls, unit arithmetic,
 * root-finding, table builders) is internal to the engine and may change without notice.
 */

// One moment and place in, the whole chart out: most callers need nothing else.
export {
  computeChart,
  computeInputJulianDay,
  type CalculationProfile,
  type Chart,
  type ChartBody,
  type ChartCusp,
  type ChartInput,
} from './chart.js';
export type { ChartBox, ChartPlacements, PlacedBody } from './charts/placements.js';
export type { Panchang } from './panchang/panchang.js';
export type { Tithi } from './panchang/tithi.js';

// The panchang of a day and of a month at a place (panchang.md), every time a Julian day UT; the birth
// panchang rides on the chart (chart.panchang, with yoga and the lunar month).
export {
  computePanchangDay,
  findNakshatraLord,
  findPaksha,
  type Paksha,
  type PanchangDay,
  type PanchangDayInput,
  type PanchangLimbs,
  type PanchangNakshatra,
  type PanchangPada,
  type PanchangSettings,
  type PanchangTithi,
  type Vara,
} from './panchang/panchang-day.js';
export {
  computePanchangMonth,
  type PanchangMonth,
  type PanchangMonthDay,
  type PanchangMonthInput,
} from './panchang/panchang-month.js';
export type { LimbElement } from './panchang/limbs.js';
export { DUR_MUHURTAS, HORA_ORDER, KALAM_PARTS, type Hora, type Span } from './panchang/day-periods.js';
export { AMRIT_GHATIS, VARJYAM_GHATIS, type NakshatraWindow } from './panchang/amrit-varjyam.js';
export type { AmantaMonth, LunarMonthName, LunarMonths } from './panchang/lunar-month.js';
export { AYANA_IDS, RITU_IDS, type Ayana, type Ritu, type Samvat } from './panchang/samvat.js';

// Callers store partial settings; the engine fills defaults and rejects bad values in one place.
export {
  SUNRISE_METHODS,
  resolveSettings,
  type ChartSettings,
  type DashaYearDays,
  type Place,
  type SunriseMethod,
} from './settings.js';
export type { EphemerisName, LimbPositions, NodeType, SunriseConvention } from './ephemeris.js';

// Domain names and orders shared with the screens, so labels never drift from the engine.
export { PLANETS, PLANET_SHORT_NAMES, VIMSHOTTARI_ORDER, WEEKDAYS, type Planet } from './tables/planets.js';
export { SIGNS } from './tables/signs.js';
export { HOUSE_NUMBERS, type HouseNumber } from './significators/types.js';

// Julian days are the engine's only time unit; callers convert at the edge and format in one place.
export {
  formatLocalIso,
  fromJulianDayUT,
  julianDayOfMoment,
  toJulianDayUT,
  UNIX_EPOCH_JD,
  type CivilMoment,
} from './time/julian-day.js';
export { formatDms, formatSignPosition, splitSignPosition } from './format/dms.js';

// Parts of a chart on their own, so benchmarks can time each against the raw ephemeris calls.
export { computeBodyPositions, type BodyPosition, type BodyPositions } from './positions.js';
export { computeHouses, type Houses } from './houses/houses.js';
export { computeDayInfo, type DayInfo } from './time/day-lord.js';
export { computeNavamsaSign } from './vargas/navamsa.js';

// The lords of a longitude and the 249-row table behind them (horary numbers, lord-change boundaries).
export { computeKpLords, type KpLords } from './kp/lords.js';
export { KP_SUB_TABLE, findKpSubRow, type KpSubRow } from './kp/sub-table.js';

// The dasha tree stops at antaras; sookshma and prana levels are computed on demand.
export {
  computeDasha,
  computeDashaBalance,
  computeSubPeriods,
  findRunningPeriods,
  type Dasha,
  type DashaBalance,
  type DashaPeriod,
} from './dasha/vimshottari.js';

// Long-range transit timing: conjunctions with a fixed longitude and lord entries, to the second.
export {
  MAX_TIMING_WINDOW_DAYS,
  findConjunctions,
  findLordEntries,
  type LordEntryInstant,
  type LordLevel,
  type TransitInstant,
} from './transit/timing.js';
export type { TransitSettings } from './transit/motion.js';

// Ruling planets of any moment, not only of a birth (the chart carries its own).
export { computeRulingPlanets, type RulingPlanets, type RulingRow } from './ruling/ruling-planets.js';

// Margins cost about 500 ephemeris calls, so they have one call of their own (withMargins delegates to it).
export { computeSubLordMargins, type ChartMargins, type Margin } from './margin/margins.js';
export type { DivisionLevel } from './kp/lords.js';

// Searching (exact instants) and tabulating (rows to the second) are separate, so one search feeds any view.
export {
  searchLordChanges,
  type LordChange,
  type LordChangeSearch,
  type PointTrack,
  type Station,
} from './intervals/search.js';
export { buildIntervalTable, type IntervalTable, type LordCell } from './intervals/table.js';

// Options theory judges a question's moment, not a birth, so it takes positions rather than a chart.
export { computeOptionsChoice, type OptionRow, type OptionsChoice } from './options/options-theory.js';

// Significators work on lords however obtained (chart, horary number, published table); the chart bridge
// builds every table at once on first read.
export { computeChartSignificators, toChartLords, type ChartSignificators } from './chart-significators.js';
export type {
  ChartLords,
  CuspLords,
  NodeAspects,
  PlanetLords,
  PointLords,
  SignificatorOptions,
} from './significators/types.js';
export type { HouseViewRow, PlanetViewRow, SignificatorViews } from './significators/relation.js';
export {
  computePlanetSignificators,
  type PlanetSignificatorColumn,
} from './significators/planet-significators.js';
export {
  computeCuspalSignificators,
  type CuspalSignificatorColumn,
} from './significators/cuspal-significators.js';
export { computeSixFoldSignificators, type SixFoldColumn } from './significators/six-fold-significators.js';
export {
  computeSelfSignificators,
  findSelfHouses,
  type SelfHouses,
  type SelfSignificatorRow,
} from './significators/self-significators.js';
export {
  computeEffectiveSignificators,
  type EffectiveSignificatorRow,
} from './significators/effective-significators.js';
export {
  computeAspects,
  type AspectingHouses,
  type AspectingPlanetsRow,
  type Aspects,
} from './significators/aspects.js';
export {
  computeConjunctions,
  type ConjunctionMatrixRow,
  type ConjunctionRow,
  type Conjunctions,
} from './significators/conjunctions.js';
export {
  computeCuspalLinks,
  computePlanetLinks,
  type CuspalLinkBy,
  type CuspalLinkRow,
  type LinkCell,
  type LinkChain,
  type PlanetLinkRow,
} from './significators/links.js';

// The Advanced Stellar System: the event catalogue as data and the event classification of a chart.
export {
  EVENT_CATALOGUE,
  EVENT_GROUPS,
  buildEventGroups,
  findEventById,
  findEventByKey,
  findHouseGroups,
  findTwelfthFrom,
  type EventDefinition,
  type EventGroup,
  type EventHouseGroups,
} from './events/catalogue.js';
export {
  classifyHouses,
  combineClasses,
  computeEventDestiny,
  computePlanetEventCategories,
  findPlanetEventHouses,
  type DestinyRow,
  type EventClass,
  type EventDestiny,
  type PlanetCategoryValue,
  type PlanetEventCategory,
} from './events/classification.js';
export {
  computeProsperityTables,
  computeTimeAnalyserTables,
  type ChainElement,
  type ProsperityRow,
  type ProsperityTable,
  type TimeAnalyserRow,
  type TimeAnalyserTable,
} from './events/analysers.js';
export {
  CATEGORY_VALUES,
  RUNNING_LEVELS,
  findFirstPrimaryCusp,
  scoreLifeEvent,
  valueOfCategory,
  type EventCategory,
  type EventPromise,
  type LifeEventScore,
  type RunningLevel,
  type RunningPeriodScore,
} from './events/life-event-score.js';
export {
  compareCandidates,
  findAscendantRowSegments,
  type AscendantRowSegment,
  type RankedCandidate,
} from './events/rectification.js';

// KP horary by number: the 249-table Ascendant, Placidus cusps for it, and the verdict aid's steps.
export { HORARY_NUMBER_MAX, HORARY_NUMBER_MIN, findHoraryRow } from './horary/horary-table.js';
export {
  HORARY_METHODS,
  computeHoraryChart,
  type HoraryChart,
  type HoraryInput,
  type HoraryMethod,
} from './horary/horary-chart.js';
export { rotateChart } from './horary/rotation.js';
export {
  RULING_ROLES,
  computeVerdictAid,
  findSignification,
  listRulingPlanets,
  type HoraryVerdictAid,
  type HousesByGroup,
  type PrimaryCuspReading,
  type RulingPlanetRoles,
  type RulingRole,
  type RulingSignificator,
  type Signification,
} from './horary/verdict-aid.js';

// Marriage matching of two computed charts: KP judgement, Ashtakoota with doshas, poruthams, Manglik, ranking.
export * from './matching/index.js';

// The KP muhurta finder: exact windows for an event, its vetoes and its people, ranked, with the next window.
export * from './muhurta/index.js';
export {
  VARGA_DIVISIONS,
  VARGA_METHOD,
  isVargaDivision,
  vargaBoundaries,
  vargaDegree,
  vargaSign,
  type VargaDivision,
} from './vargas/rules.js';
export {
  computeVargaChart,
  computeVargaTable,
  type VargaBody,
  type VargaChart,
  type VargaPlacement,
  type VargaTableRow,
} from './vargas/chart.js';
export {
  VIMSOPAKA_GROUPS,
  VIMSOPAKA_WEIGHTS,
  vimsopakaPoints,
  vimsopakaStrength,
  type VimsopakaGroup,
  type VimsopakaPlanet,
} from './vargas/vimsopaka.js';
export {
  VARGA_MARGIN_LIMIT_SECONDS,
  computeVargaMargin,
  vargaRegion,
  type VargaMargin,
  type VargaMargins,
} from './vargas/margins.js';
export { computeVargaMargins, type VargaMarginStart } from './vargas/all-margins.js';

// The motion table: SE's Moshier longitudes as Chebyshev series, built once and read by the varga margins.
export {
  agreesWithEphemeris,
  buildBodySeries,
  buildMotionTable,
  joinMotionTable,
} from './ephemeris/motion-table-build.js';
export {
  MOTION_TABLE_RANGE,
  TABLE_ERROR,
  TABULATED_BODIES,
  decodeMotionTable,
  encodeMotionTable,
  tabulatedLongitude,
  type BodySeries,
  type MotionTable,
  type TabulatedBody,
} from './ephemeris/motion-table.js';
