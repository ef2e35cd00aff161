import {
  CUSPAL_POSITION_COLUMNS,
  PLANETARY_POSITION_COLUMNS,
  RULING_PLANET_COLUMNS,
  SELF_SIGNIFICATOR_COLUMNS,
  type ChartTable,
} from '@kpdesk/contract';
import {
  computeNavamsaSign,
  formatDms,
  SIGNS,
  type Chart,
  type ChartMargins,
  type KpLords,
  type Margin,
  type RulingPlanets,
  type RulingRow,
  type SelfSignificatorRow,
} from '@kpdesk/astro';

/** Cusp names of the position tables, I … XII. */
export const CUSP_NAMES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

const joinHouses = (houses: readonly number[]) => houses.join(',');
const marginText = (seconds: number | null | undefined) =>
  seconds == null ? '' : String(Math.round(seconds));

/** A position row in the layout of PLANETARY_POSITION_COLUMNS (contract); `retro` 'R' or ''. */
function toPositionRow(
  name: string,
  lords: KpLords,
  extra: { retro: boolean; house: number; margin: Margin | undefined; navamsaSign: string },
): string[] {
  return [
    name,
    lords.sign,
    formatDms(lords.longitude % 30),
    lords.nakshatra,
    String(lords.pada),
    formatDms(lords.longitude),
    lords.signLord,
    extra.retro ? 'R' : '',
    String(extra.house),
    lords.starLord,
    lords.subLord,
    lords.subSubLord,
    lords.subSubSubLord,
    marginText(extra.margin?.earlierSeconds),
    marginText(extra.margin?.laterSeconds),
    extra.navamsaSign,
  ];
}

/** Planetary Position table: one row per body, Sun … Ketu; margin cells '' when `margins` is null. */
export function toPlanetaryPositionTable(chart: Chart, margins: ChartMargins | null): ChartTable {
  const rows = chart.bodies.map((b) =>
    toPositionRow(b.name, b, {
      retro: b.isRetrograde,
      house: b.house,
      margin: margins?.bodies[b.name],
      navamsaSign: b.navamsaSign,
    }),
  );
  return { columns: [...PLANETARY_POSITION_COLUMNS], rows };
}

/** Cuspal Position table: one row per cusp I … XII; 'House' is the cusp number. */
export function toCuspalPositionTable(chart: Chart, margins: ChartMargins | null): ChartTable {
  const rows = chart.cusps.map((c, i) =>
    toPositionRow(CUSP_NAMES[i] ?? String(c.house), c, {
      retro: false,
      house: c.house,
      margin: margins?.cusps[i],
      navamsaSign: SIGNS[computeNavamsaSign(c.longitude)] ?? '',
    }),
  );
  return { columns: [...CUSPAL_POSITION_COLUMNS], rows };
}

/** Self Significators table (layout SELF_SIGNIFICATOR_COLUMNS). */
export function toSelfSignificatorTable(rows: readonly SelfSignificatorRow[]): ChartTable {
  return {
    columns: [...SELF_SIGNIFICATOR_COLUMNS],
    rows: rows.map((r) => [
      r.planet,
      r.signLord,
      r.starLord,
      r.subLord,
      r.subSubLord,
      joinHouses(r.cl),
      String(r.occ),
      joinHouses(r.cst),
      joinHouses(r.csl),
      r.retrograde ? 'R' : '',
      r.isInOwnStar ? '@' : '',
      r.isNotStarLordOfAnyPlanet ? '*' : '',
    ]),
  };
}

const rulingCells = (r: RulingRow) => [r.signLord, r.starLord, r.subLord, r.subSubLord, r.subSubSubLord];

/**
 * Ruling planets table: rows Lagna, Moon and Day Lord (layout RULING_PLANET_COLUMNS). 'Planet' is the sign
 * lord for Lagna and Moon (the planet ruling that point) and the day lord itself for the Day Lord row, whose
 * lord cells are the lords of the day lord's own position.
 */
export function toRulingPlanetTable(ruling: RulingPlanets): ChartTable {
  return {
    columns: [...RULING_PLANET_COLUMNS],
    rows: [
      ['Lagna', ruling.lagna.signLord, ...rulingCells(ruling.lagna)],
      ['Moon', ruling.moon.signLord, ...rulingCells(ruling.moon)],
      ['Day Lord', ruling.dayLord.planet, ...rulingCells(ruling.dayLord.position)],
    ],
  };
}
