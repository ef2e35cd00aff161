/**
 * The birth-chart payload that the chart drawings (South, North, East Indian and Bhava Chalit) draw.
 *
 * One shape serves the four styles; what the 12 `house` entries stand for depends on `birthChartType`:
 *
 * - 0 South India and 2 East India (fixed signs): entry i is the SIGN i (0 = Aries … 11 = Pisces), with
 *   `sign` = i, `houseNumber` = the Rashi house of that sign counted from the ascendant sign (1..12), the
 *   planets standing in that sign and every KP (Placidus) cusp whose longitude falls in that sign.
 * - 1 North India (fixed houses, Rashi placement): entry i is HOUSE i + 1, with `houseNumber` = i + 1 and
 *   `sign` = (ascendantSign + i) mod 12; planets and cusps are placed by their sign, as in 0 and 2.
 * - 3 Bhava Chalit (KP bhavas): entry i is BHAVA i + 1, the arc from Placidus cusp i + 1 (inclusive) to the
 *   next cusp (exclusive), domain §3.1/§3.3. `sign` is the sign of that cusp, `cusps` holds exactly that
 *   one cusp, and `items` are the planets inside the arc (each keeps its own `sign`, which may differ).
 *
 * A sign may hold no cusp or several (interceptions, high latitudes), so cusps are a list per entry.
 * Sources: product spec chart-screens.md §3 "Birth chart"; domain kp-vedic-definitions.md §3.3, §14.
 */
import { z } from 'zod';
import { CHART_TYPES, type ChartType } from './enums/chart-types.js';
import { listOptionValues } from './enums/option-table.js';
import { SIGN_NAMES } from './sign-names.js';

/**
 * Names of the chart style codes of the spec (§3 "Chart display state"): 0 South, 1 North, 2 East India,
 * 3 Bhava Chalit, read from the settings' list of chart types (config8) so the two never differ.
 */
export const BIRTH_CHART_TYPE_NAMES = Object.fromEntries(
  CHART_TYPES.map((type) => [type.value, type.label]),
) as Readonly<Record<ChartType, string>>;

/** A chart style code, 0..3 (a value of {@link CHART_TYPES}). */
export const birthChartTypeSchema = z.literal(listOptionValues(CHART_TYPES));

export { SIGN_NAMES };

/** Sign index, 0 = Aries … 11 = Pisces (sign number = index + 1). */
export const chartSignSchema = z.number().int().min(0).max(11);

/** Degrees within a sign, in [0, 30), sidereal. */
export const chartRelDegreeSchema = z.number().min(0).lt(30);

/**
 * Short labels drawn in a chart: the Ascendant and the nine planets, in the product's spelling
 * ("Rag" = Rahu, "Ket" = Ketu; domain §0).
 */
export const CHART_ITEM_LABELS = [
  'Asc',
  'Sun',
  'Mon',
  'Mar',
  'Mer',
  'Jup',
  'Ven',
  'Sat',
  'Rag',
  'Ket',
] as const;

/** One planet (or the Ascendant) drawn in a chart cell. */
export const chartItemSchema = z.object({
  label: z.enum(CHART_ITEM_LABELS),
  /** Degrees within `sign`, [0, 30). */
  relDegree: chartRelDegreeSchema,
  /** True when the longitude speed is negative (domain §5); always false for 'Asc'. */
  retro: z.boolean(),
  /** The sign the item stands in, 0..11. */
  sign: chartSignSchema,
  /** Legend '@': the planet stands in its own star (decisions.md). */
  inOwnStar: z.boolean(),
  /** Legend '*': no planet stands in this planet's star, so it is not a star lord of any planet. */
  notStarLord: z.boolean(),
});

/** One KP cusp drawn in a chart cell: its number and its degrees within the cell's sign. */
export const chartCuspSchema = z.object({
  /** Cusp number 1..12 (drawn as Roman I..XII). */
  number: z.number().int().min(1).max(12),
  /** Degrees of the cusp within its sign, [0, 30). */
  relDegree: chartRelDegreeSchema,
});

/** One of the 12 entries of a chart; see the module comment for what it stands for per style. */
export const chartHouseSchema = z.object({
  /** House number 1..12 (Rashi house from the ascendant sign for styles 0..2, bhava for style 3). */
  houseNumber: z.number().int().min(1).max(12),
  /** The sign of this cell (styles 0..2) or of this bhava's cusp (style 3), 0..11. */
  sign: chartSignSchema,
  /** Cusps drawn in this cell, in zodiacal order. */
  cusps: z.array(chartCuspSchema).max(12),
  /** Planets (and the Ascendant) drawn in this cell, in zodiacal order. */
  items: z.array(chartItemSchema).max(CHART_ITEM_LABELS.length),
});

/** Sign shown in Rashi house `houseNumber` (1..12) when the ascendant is in `ascendantSign` (0..11). */
export function signOfRashiHouse(ascendantSign: number, houseNumber: number): number {
  return (((ascendantSign + houseNumber - 1) % 12) + 12) % 12;
}

/** Rashi house (1..12) of sign `sign` (0..11) when the ascendant is in `ascendantSign` (0..11). */
export function rashiHouseOfSign(ascendantSign: number, sign: number): number {
  return ((((sign - ascendantSign) % 12) + 12) % 12) + 1;
}

type HouseEntry = z.infer<typeof chartHouseSchema>;
type Issue = { message: string; path: (string | number)[] };

/** Where each entry must sit for its style: the sign/house pair of a fixed cell. */
function checkCellIdentity(type: ChartType, asc: number, entry: HouseEntry, i: number): Issue[] {
  if (type === 3) {
    const issues: Issue[] = [];
    if (entry.houseNumber !== i + 1) {
      issues.push({ message: `bhava ${i + 1} must have houseNumber ${i + 1}`, path: [i, 'houseNumber'] });
    }
    if (entry.cusps.length !== 1 || entry.cusps[0]?.number !== i + 1) {
      issues.push({ message: `bhava ${i + 1} must hold exactly its own cusp ${i + 1}`, path: [i, 'cusps'] });
    }
    if (i === 0 && entry.sign !== asc) {
      issues.push({ message: 'bhava 1 must show the ascendant sign', path: [i, 'sign'] });
    }
    return issues;
  }
  const sign = type === 1 ? signOfRashiHouse(asc, i + 1) : i;
  const house = rashiHouseOfSign(asc, sign);
  const issues: Issue[] = [];
  if (entry.sign !== sign) issues.push({ message: `entry ${i} must show sign ${sign}`, path: [i, 'sign'] });
  if (entry.houseNumber !== house) {
    issues.push({ message: `entry ${i} must have houseNumber ${house}`, path: [i, 'houseNumber'] });
  }
  return issues;
}

/** Each planet and each cusp appears once; in sign-placed styles items sit in their own sign's cell. */
function checkPlacements(
  type: ChartType,
  asc: number,
  entry: HouseEntry,
  i: number,
  seen: Set<string>,
): Issue[] {
  const issues: Issue[] = [];
  entry.items.forEach((item, j) => {
    if (seen.has(item.label)) issues.push({ message: `${item.label} appears twice`, path: [i, 'items', j] });
    seen.add(item.label);
    if (type !== 3 && item.sign !== entry.sign) {
      issues.push({ message: `${item.label} stands in sign ${item.sign}, not here`, path: [i, 'items', j] });
    }
    if (item.label === 'Asc' && (type === 3 ? i !== 0 : item.sign !== asc)) {
      issues.push({ message: 'Asc must sit in the ascendant sign or bhava 1', path: [i, 'items', j] });
    }
  });
  entry.cusps.forEach((cusp, j) => {
    const key = `cusp ${cusp.number}`;
    if (seen.has(key)) issues.push({ message: `${key} appears twice`, path: [i, 'cusps', j] });
    seen.add(key);
    if (cusp.number === 1 && entry.sign !== asc) {
      issues.push({ message: 'cusp 1 must fall in the ascendant sign', path: [i, 'cusps', j] });
    }
  });
  return issues;
}

/**
 * The birth-chart payload of `GET /chart/birthchart/{userId}`, the transit chart and the birth-time preview.
 * Checks the layout rules of the module comment: exactly 12 entries in the style's order, each planet and
 * each of the 12 cusps exactly once, planets in the cell of their sign (styles 0..2).
 */
export const birthChartSchema = z
  .object({
    birthChartType: birthChartTypeSchema,
    /** Sign of the Ascendant (cusp 1), 0..11. */
    ascendantSign: chartSignSchema,
    house: z.array(chartHouseSchema).length(12),
  })
  .superRefine((chart, ctx) => {
    const seen = new Set<string>();
    chart.house.forEach((entry, i) => {
      const issues = [
        ...checkCellIdentity(chart.birthChartType, chart.ascendantSign, entry, i),
        ...checkPlacements(chart.birthChartType, chart.ascendantSign, entry, i, seen),
      ];
      for (const issue of issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['house', ...issue.path] });
      }
    });
    const cuspCount = [...seen].filter((key) => key.startsWith('cusp ')).length;
    if (cuspCount !== 12) {
      ctx.addIssue({
        code: 'custom',
        message: `all 12 cusps must be drawn, found ${cuspCount}`,
        path: ['house'],
      });
    }
  });

/** A body to place with {@link placeBirthChart}: label, sidereal longitude in degrees [0, 360) and legend flags. */
export interface ChartBodyInput {
  label: ChartItemLabel;
  longitude: number;
  retro: boolean;
  inOwnStar: boolean;
  notStarLord: boolean;
}

/** Longitude in [0, 360); a tiny negative input would otherwise round up to exactly 360, sign 12. */
function normalizeLongitude(lon: number): number {
  const normalized = ((lon % 360) + 360) % 360;
  return normalized >= 360 ? 0 : normalized;
}

function toItem(body: ChartBodyInput): ChartItem {
  const lon = normalizeLongitude(body.longitude);
  const { label, retro, inOwnStar, notStarLord } = body;
  return { label, relDegree: lon % 30, retro, sign: Math.floor(lon / 30), inOwnStar, notStarLord };
}

/** Bhava 1..12 of longitude `lon`: cusp n inclusive to cusp n + 1 exclusive, forward (domain §3.1). */
function bhavaOf(lon: number, cusps: readonly number[]): number {
  const arc = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  const index = cusps.findIndex((cusp, n) => arc(cusp, lon) < arc(cusp, cusps[(n + 1) % 12] ?? cusp));
  return index + 1;
}

/**
 * Builds the payload from longitudes, so every producer (server, tests) places bodies the same way.
 * @param type chart style 0..3
 * @param cuspLongitudes the 12 Placidus cusps, sidereal degrees [0, 360), cusp 1 first
 * @param bodies the Ascendant and planets with sidereal longitudes and legend flags
 * @throws RangeError when there are not exactly 12 cusps
 */
export function placeBirthChart(
  type: BirthChartType,
  cuspLongitudes: readonly number[],
  bodies: readonly ChartBodyInput[],
): BirthChartData {
  if (cuspLongitudes.length !== 12) throw new RangeError(`12 cusps expected, got ${cuspLongitudes.length}`);
  const cusps = cuspLongitudes.map((lon, n) => {
    const normalized = normalizeLongitude(lon);
    return { number: n + 1, sign: Math.floor(normalized / 30), relDegree: normalized % 30 };
  });
  const items = bodies.map(toItem);
  const ascendantSign = cusps[0]?.sign ?? 0;
  const house = cusps.map(({ sign: cuspSign, ...own }, i): ChartHouse => {
    if (type === 3) {
      const inside = items.filter((_item, k) => bhavaOf(bodies[k]?.longitude ?? 0, cuspLongitudes) === i + 1);
      return { houseNumber: i + 1, sign: cuspSign, cusps: [own], items: inside };
    }
    const sign = type === 1 ? signOfRashiHouse(ascendantSign, i + 1) : i;
    return {
      houseNumber: rashiHouseOfSign(ascendantSign, sign),
      sign,
      cusps: cusps.filter((c) => c.sign === sign).map(({ number, relDegree }) => ({ number, relDegree })),
      items: items.filter((item) => item.sign === sign),
    };
  });
  return { birthChartType: type, ascendantSign, house };
}

/** Chart style code 0..3. */
export type BirthChartType = z.infer<typeof birthChartTypeSchema>;
/** Short label of a drawn item ('Asc' or a planet). */
export type ChartItemLabel = (typeof CHART_ITEM_LABELS)[number];
/** A planet or the Ascendant in a chart cell. */
export type ChartItem = z.infer<typeof chartItemSchema>;
/** A cusp in a chart cell. */
export type ChartCusp = z.infer<typeof chartCuspSchema>;
/** One of the 12 chart entries (sign cell, Rashi house or bhava, per style). */
export type ChartHouse = z.infer<typeof chartHouseSchema>;
/** The whole birth-chart payload. */
export type BirthChartData = z.infer<typeof birthChartSchema>;
