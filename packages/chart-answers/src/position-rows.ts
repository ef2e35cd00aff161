import {
  cuspalPositionLayout,
  planetaryPositionLayout,
  rulingPlanetLayout,
  selfSignificatorLayout,
  type NamedCells,
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
} from '@kpdesk/astro/engine';
import { joinCell, toLayoutTable } from './layout-table.js';

type PositionCells = NamedCells<(typeof planetaryPositionLayout)['fields']>;

/** Cusp names of the position tables, I … XII. */
export const CUSP_NAMES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

const marginText = (seconds: number | null | undefined) =>
  seconds == null ? '' : String(Math.round(seconds));

/** The cells of a position row (contract planetaryPositionLayout, the cuspal one is the same); `retro` 'R' or ''. */
function toPositionCells(
  name: string,
  lords: KpLords,
  extra: { retro: boolean; house: number; margin: Margin | undefined; navamsaSign: string },
): PositionCells {
  return {
    name,
    sign: lords.sign,
    degree: formatDms(lords.longitude % 30),
    star: lords.nakshatra,
    pada: String(lords.pada),
    longitude: formatDms(lords.longitude),
    signLord: lords.signLord,
    retro: extra.retro ? 'R' : '',
    house: String(extra.house),
    starLord: lords.starLord,
    subLord: lords.subLord,
    subSubLord: lords.subSubLord,
    subSubSubLord: lords.subSubSubLord,
    marginEarlier: marginText(extra.margin?.earlierSeconds),
    marginLater: marginText(extra.margin?.laterSeconds),
    navamsaSign: extra.navamsaSign,
  };
}

/** Planetary Position table: one row per body, Sun … Ketu; margin cells '' when `margins` is null. */
export function toPlanetaryPositionTable(chart: Chart, margins: ChartMargins | null) {
  return toLayoutTable(planetaryPositionLayout, chart.bodies, (b) =>
    toPositionCells(b.name, b, {
      retro: b.isRetrograde,
      house: b.house,
      margin: margins?.bodies[b.name],
      navamsaSign: b.navamsaSign,
    }),
  );
}

/** Cuspal Position table: one row per cusp I … XII; 'House' is the cusp number. */
export function toCuspalPositionTable(chart: Chart, margins: ChartMargins | null) {
  return toLayoutTable(cuspalPositionLayout, chart.cusps, (c, i) =>
    toPositionCells(CUSP_NAMES[i] ?? String(c.house), c, {
      retro: false,
      house: c.house,
      margin: margins?.cusps[i],
      navamsaSign: SIGNS[computeNavamsaSign(c.longitude)] ?? '',
    }),
  );
}

/** Self Significators table (contract selfSignificatorLayout). */
export function toSelfSignificatorTable(rows: readonly SelfSignificatorRow[]) {
  return toLayoutTable(selfSignificatorLayout, rows, (r) => ({
    planet: r.planet,
    signLord: r.signLord,
    starLord: r.starLord,
    subLord: r.subLord,
    subSubLord: r.subSubLord,
    cl: joinCell(r.cl),
    occ: String(r.occ),
    cst: joinCell(r.cst),
    csl: joinCell(r.csl),
    retro: r.retrograde ? 'R' : '',
    ownStar: r.isInOwnStar ? '@' : '',
    notStarLord: r.isNotStarLordOfAnyPlanet ? '*' : '',
  }));
}

/**
 * Ruling planets table: rows Lagna, Moon and Day Lord (contract rulingPlanetLayout). 'Planet' is the sign
 * lord for Lagna and Moon (the planet ruling that point) and the day lord itself for the Day Lord row, whose
 * lord cells are the lords of the day lord's own position.
 */
export function toRulingPlanetTable(ruling: RulingPlanets) {
  const rows: [string, string, RulingRow][] = [
    ['Lagna', ruling.lagna.signLord, ruling.lagna],
    ['Moon', ruling.moon.signLord, ruling.moon],
    ['Day Lord', ruling.dayLord.planet, ruling.dayLord.position],
  ];
  return toLayoutTable(rulingPlanetLayout, rows, ([ruler, planet, r]) => ({
    ruler,
    planet,
    signLord: r.signLord,
    starLord: r.starLord,
    subLord: r.subLord,
    subSubLord: r.subSubLord,
    subSubSubLord: r.subSubSubLord,
  }));
}
