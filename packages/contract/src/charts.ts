/**
 * The chart calls of chart-screens.md §7 (GET /chart/... /{userId}, userId = the client's runningId): their
 * answers and the positional layouts of their rows. The spec fixes only some indexes (§3 "Birth chart":
 * position rows 0 planet, 6 sign lord, 9 star lord, 10 sub lord, 11 sub-sub lord; self significator rows 0,
 * 1, 2, 3, 5, 6, 7, 8); the rest of each layout is ours and is listed here, once, as `columns`. Every table
 * answer carries its `columns`, so a screen may read a cell by index or by name.
 *
 * Cells are strings: planets by full name ('Sun' … 'Ketu'), houses and cusps as numbers in text, several
 * values joined by ',' (no spaces), an empty cell ''. Dates are local 'yyyy-MM-dd HH:mm:ss' in the client's
 * birth UTC offset (screens show the first 10 characters); durations are calendar differences
 * 'Y years M months D days'.
 */
import { z } from 'zod';
import { birthChartSchema } from './chart-drawing.js';
import { dashaBalanceSchema } from './dasha-balance.js';
import { defineRowLayout } from './row-layout.js';

/**
 * Planetary Position row (GET /chart/planetarypositionchart): one row per planet, Sun … Ketu. Degree is
 * D°MM′SS″ within the sign, Longitude D°MM′SS″ from 0° Aries (sidereal, after the ayanamsa correction), Pada
 * 1..4, Retro 'R' or '', House the KP bhava 1..12. Margins (the sub-lord margin): seconds of birth time,
 * earlier and later, before the sign, star or sub lord changes ('' when more than 30 days, the engine's
 * limit); under 120 s a lord is fragile. The spec fixes cells 0, 6, 9, 10 and 11.
 */
const POSITION_FIELDS_AFTER_NAME = [
  ['sign', 'Sign'],
  ['degree', 'Degree'],
  ['star', 'Star'],
  ['pada', 'Pada'],
  ['longitude', 'Longitude'],
  ['signLord', 'Sign Lord'],
  ['retro', 'Retro'],
  ['house', 'House'],
  ['starLord', 'Star Lord'],
  ['subLord', 'Sub Lord'],
  ['subSubLord', 'Sub Sub Lord'],
  ['subSubSubLord', 'Sub Sub Sub Lord'],
  ['marginEarlier', 'Margin Earlier'],
  ['marginLater', 'Margin Later'],
  ['navamsaSign', 'Navamsa Sign'],
] as const;
export const planetaryPositionLayout = defineRowLayout(
  [['name', 'Planet'], ...POSITION_FIELDS_AFTER_NAME],
  'Planetary Position rows, Sun … Ketu (margins included)',
);
/** Column titles of the planetary position rows. */
export const PLANETARY_POSITION_COLUMNS = planetaryPositionLayout.columns;

/**
 * Cuspal Position row (GET /chart/cuspalpositionchart): one row per cusp I … XII; the same cells as the
 * planetary rows, with 'Retro' always '' and 'House' the cusp number.
 */
export const cuspalPositionLayout = defineRowLayout(
  [['name', 'Cusp'], ...POSITION_FIELDS_AFTER_NAME],
  'Cuspal Position rows, I … XII (margins included)',
);
/** Column titles of the cuspal position rows. */
export const CUSPAL_POSITION_COLUMNS = cuspalPositionLayout.columns;
/** A planetary or cuspal position row on the wire. */
export type PositionRow = z.infer<typeof planetaryPositionLayout.row>;
/** Its cells by name. */
export type PositionCells = ReturnType<typeof planetaryPositionLayout.read>;

/** Below this many seconds of birth time a position's sub-lord margin is fragile ("under 2 minutes"). */
export const FRAGILE_MARGIN_SECONDS = 120;

/**
 * Self Significators row (GET /chart/planetarycuspalpositionchart): CL, CST and CSL are cusp numbers joined
 * by ','; OCC the house occupied; Retro 'R' or ''; Own Star '@' when the planet stands in its own star;
 * Not Star Lord '*' when no planet stands in its star (the natal chart legend, decisions.md). The spec's
 * shown cells are 0, 1, 2, 3, 5, 6, 7, 8.
 */
export const selfSignificatorLayout = defineRowLayout(
  [
    ['planet', 'Planet'],
    ['signLord', 'Sign Lord'],
    ['starLord', 'Star Lord'],
    ['subLord', 'Sub Lord'],
    ['subSubLord', 'Sub Sub Lord'],
    ['cl', 'CL'],
    ['occ', 'OCC'],
    ['cst', 'CST'],
    ['csl', 'CSL'],
    ['retro', 'Retro'],
    ['ownStar', 'Own Star'],
    ['notStarLord', 'Not Star Lord'],
  ],
  'Self Significator rows, Sun … Ketu',
);
/** Column titles of the self significator rows. */
export const SELF_SIGNIFICATOR_COLUMNS = selfSignificatorLayout.columns;
/** A self significator row on the wire. */
export type SelfSignificatorWireRow = z.infer<typeof selfSignificatorLayout.row>;

/** Significator table columns (domain §6, decisions.md): the letters of the legends. */
export const PLANET_SIGNIFICATOR_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
/** Cuspal Significators columns A–F. */
export const CUSPAL_SIGNIFICATOR_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** Six Fold (extended) Significators columns A–G. */
export const SIX_FOLD_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Short planet names used as matrix column titles (spec §2 Aspecting Planets), Sun … Ketu order. */
export const PLANET_COLUMN_TITLES = ['Sun', 'Mon', 'Mar', 'Mer', 'Jup', 'Ven', 'Sat', 'Rag', 'Ket'] as const;

/** Effective Significators columns (domain §8.2): planet A, its sub lord B and their houses. */
export const EFFECTIVE_SIGNIFICATOR_COLUMNS = [
  'Planet (A)',
  'Sub Lord (B)',
  'Signification of A',
  'Signification of B',
] as const;

/**
 * Ruling planet rows (Lagna, Moon, Day Lord) of the Ruling Planet page. 'Planet' is the sign lord for Lagna
 * and Moon and the day lord itself for the Day Lord row, whose lord cells are those of its own position.
 */
export const rulingPlanetLayout = defineRowLayout(
  [
    ['ruler', 'Ruler'],
    ['planet', 'Planet'],
    ['signLord', 'Sign Lord'],
    ['starLord', 'Star Lord'],
    ['subLord', 'Sub Lord'],
    ['subSubLord', 'Sub Sub Lord'],
    ['subSubSubLord', 'SSS Lord'],
  ],
  'Ruling planets: rows Lagna, Moon, Day Lord',
);
/** Column titles of the ruling planet rows. */
export const RULING_PLANET_COLUMNS = rulingPlanetLayout.columns;

/** A table answer: the column titles and rows of strings in that order. */
export const chartTableSchema = z
  .object({
    columns: z.array(z.string()).describe('Column titles; row cell i belongs to column i'),
    rows: z.array(z.array(z.string())).describe('Positional rows of strings, one per planet or house'),
  })
  .describe('A table: columns plus positional rows (layouts in packages/contract/src/charts.ts)');

/** The calculation profile one-liner (GET /chart/profile/{userId}, and `profile` of /chart/userdata). */
export const calculationProfileSchema = z.object({
  ayanamsaIndex: z.number().int().describe('Swiss Ephemeris sidereal mode, 0..29, 45 or 46'),
  ayanamsaName: z.string(),
  ayanamsaDegree: z.string().describe('D°MM′SS″ of the ayanamsa at birth, correction included'),
  ayanamsaValue: z.number().describe('The same in decimal degrees'),
  correction: z.number().describe('Degrees subtracted from every sidereal longitude, -180..180'),
  nodeType: z.enum(['mean', 'true']),
  houseSystem: z.literal('Placidus'),
  houseSystemUsed: z.enum(['Placidus', 'Porphyry']).describe('Porphyry where Placidus has no solution'),
  dashaYearDays: z.number(),
  ephemeris: z.string().describe("'Moshier' or 'Swiss Ephemeris files'"),
  universalTime: z.string().describe("The birth moment in UT, 'yyyy-MM-dd HH:mm:ss'"),
  chartType: z.number().int().min(0).max(3),
  warnings: z.array(z.string()),
});

const periodText = z.string().nullable();

/** A running dasha period at a moment: lord, dates and lengths; all null outside the 120-year schedule. */
export const runningPeriodSchema = z.object({
  name: periodText,
  start: periodText,
  end: periodText,
  period: periodText.describe('Length start → end, calendar difference'),
  balance: periodText.describe('From the moment → end, calendar difference'),
});

const lordFields = {
  signLord: z.string(),
  starLord: z.string(),
  subStarLord: z.string(),
  subSubStarLord: z.string(),
  subSubSubStarLord: z.string(),
};

/** GET /chart/userdata/{userId}: the client chart data of spec §3 (field names as the spec spells them). */
const lunarMonthName = z.object({
  month: z.number().int().describe('0 Chaitra … 11 Phalguna'),
  isAdhika: z.boolean(),
  isKshaya: z.boolean(),
  secondMonth: z.number().int().nullable(),
});

/** The birth panchang: the limbs at the birth moment as numbers and ids, worded by the page. */
export const birthPanchangSchema = z.object({
  tithi: z.number().int().describe('1..30'),
  paksha: z.enum(['shukla', 'krishna']),
  nakshatra: z.number().int().describe('1..27'),
  pada: z.number().int().describe('1..4'),
  yoga: z.number().int().describe('1..27'),
  karana: z.number().int().describe('1..60 of the lunar month'),
  vara: z.number().int().describe('Weekday of the sunrise-to-sunrise day, 0 = Sunday'),
  lunarMonth: z.object({ amanta: lunarMonthName, purnimanta: lunarMonthName }),
});
/** The birth panchang. */
export type BirthPanchang = z.infer<typeof birthPanchangSchema>;

export const clientChartDataSchema = z.object({
  runningId: z.number().int(),
  starName: z.string().describe("The Moon's nakshatra"),
  starNumber: z.number().int().describe('1 = Ashwini … 27 = Revati'),
  pathamNumber: z.number().int().describe('Pada of the Moon, 1..4'),
  signName: z.string().describe("The Moon's sign"),
  ...lordFields,
  cuspalSignName: z.string().describe('Sign of the Lagna (cusp 1)'),
  cuspalSignLord: z.string(),
  cuspalStarLord: z.string(),
  cuspalSubStarLord: z.string(),
  cuspalSubSubStarLord: z.string(),
  cuspalSubSubSubStarLord: z.string(),
  dayLord: z.string().describe('Sunrise-based day lord (decisions.md)'),
  birthDay: z.string().describe('Civil weekday of the birth date'),
  hinduDay: z.string().describe('Weekday from sunrise to sunrise; differs from birthDay before sunrise'),
  thithiName: z.string(),
  thithiPaksha: z
    .enum(['Shukla', 'Krishna'])
    .describe('Paksha of the thithi: Shukla (bright, thithis 1-15) or Krishna (dark, 16-30)'),
  thithiTypeName: z.string(),
  thithiTypeName2: z.string(),
  ayanamsaDegree: z.string(),
  ayanamsaName: z.string(),
  dashaName: z.string(),
  dashaEnd: z.string(),
  dashaBalance: z.string(),
  balanceAtBirth: dashaBalanceSchema.describe('The birth dasha’s balance at birth'),
  bhuktiName: z.string(),
  bhuktiEnd: z.string(),
  bhuktiBalance: z.string(),
  andharamName: z.string(),
  andharamEnd: z.string(),
  andharamBalance: z.string(),
  currentDasha: runningPeriodSchema,
  currentBhukti: runningPeriodSchema,
  currentAndharam: runningPeriodSchema,
  rulingPlanets: rulingPlanetLayout.table.describe('Birth time ruling planets: rows Lagna, Moon, Day Lord'),
  profile: calculationProfileSchema,
  birthPanchang: birthPanchangSchema.describe('The panchang at birth, by number and id (panchang.md §9)'),
});

/** One dasha period of a schedule. */
export const schedulePeriodSchema = z.object({
  lord: z.string(),
  start: z.string(),
  end: z.string(),
});

/** GET /chart/planetschedule/{userId}: the nine mahadashas from the birth one, each with its nine bhuktis. */
export const planetScheduleSchema = z.object({
  birthDate: z.string().describe('The birth moment; the first mahadasha started before it'),
  dashas: z.array(schedulePeriodSchema.extend({ bhuktis: z.array(schedulePeriodSchema) })).length(9),
});

/** GET /chart/allplanetschedule/{userId}/{dashaIndex}: one mahadasha's 9 bhuktis × 9 antaras. */
export const dashaDrilldownSchema = z.object({
  dashaIndex: z.number().int().min(0).max(8),
  dasha: schedulePeriodSchema,
  bhuktis: z.array(schedulePeriodSchema.extend({ antaras: z.array(schedulePeriodSchema) })).length(9),
});

/** Message of code '104' from GET /chart/transituserchart when the profile has no place. */
export const TRANSIT_NO_PLACE_MESSAGE = 'Add the city in My Profile to view Transit Ruling Planets';
/** Code of that answer (data null). */
export const TRANSIT_NO_PLACE_CODE = '104';

/**
 * Transit planets against the client's natal houses (beyond the spec): one row per transit body,
 * Sun … Ketu; Longitude D°MM′SS″ sidereal, Transit House the KP house in the transit chart, Natal House the
 * client's KP house (natal Placidus cusps) that the transit longitude falls in.
 */
export const transitNatalHouseLayout = defineRowLayout(
  [
    ['planet', 'Planet'],
    ['longitude', 'Longitude'],
    ['sign', 'Sign'],
    ['retro', 'Retro'],
    ['transitHouse', 'Transit House'],
    ['natalHouse', 'Natal House'],
  ],
  "Transit planets in the client's natal houses, Sun … Ketu",
);

/** GET /chart/transituserchart/{userId}: the chart of now (or of a moment) at the astrologer's profile place. */
export const transitChartSchema = z.object({
  date: z.string().describe("'yyyy-MM-dd', local at the profile time zone"),
  day: z.string(),
  time: z.string().describe("'HH:mm' local for the chart of now, 'HH:mm:ss' for a chosen moment"),
  timezone: z.number(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  birthChart: birthChartSchema,
  planetPosition: planetaryPositionLayout.table.describe('Planetary position layout; margin cells empty'),
  cuspalPosition: cuspalPositionLayout.table.describe('Cuspal position layout; margin cells empty'),
  rulingPlanets: rulingPlanetLayout.table.describe('Transit ruling planets: rows Lagna, Moon, Day Lord'),
  natalHouses: transitNatalHouseLayout.table,
});

/** A table answer. */
export type ChartTable = z.infer<typeof chartTableSchema>;
/** The calculation profile. */
export type CalculationProfileData = z.infer<typeof calculationProfileSchema>;
/** The client chart data. */
export type ClientChartData = z.infer<typeof clientChartDataSchema>;
/** A running period. */
export type RunningPeriod = z.infer<typeof runningPeriodSchema>;
/** A schedule period. */
export type SchedulePeriod = z.infer<typeof schedulePeriodSchema>;
/** The planet schedule summary. */
export type PlanetSchedule = z.infer<typeof planetScheduleSchema>;
/** One mahadasha's drilldown. */
export type DashaDrilldown = z.infer<typeof dashaDrilldownSchema>;
/** The transit chart. */
export type TransitChart = z.infer<typeof transitChartSchema>;
