import {
  cuspalPositionLayout,
  planetaryPositionLayout,
  rulingPlanetLayout,
  selfSignificatorLayout,
  type PositionRow,
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

/** A position row (contract planetaryPositionLayout, the cuspal one is the same); `retro` 'R' or ''. */
function toPositionRow(
  name: string,
  lords: KpLords,
  extra: { retro: boolean; house: number; margin: Margin | undefined; navamsaSign: string },
): PositionRow {
  return planetaryPositionLayout.write({
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
  });
}

/** Planetary Position table: one row per body, Sun … Ketu; margin cells '' when `margins` is null. */
export function toPlanetaryPositionTable(chart: Chart, margins: ChartMargins | null) {
  const rows = chart.bodies.map((b) =>
    toPositionRow(b.name, b, {
      retro: b.isRetrograde,
      house: b.house,
      margin: margins?.bodies[b.name],
      navamsaSign: b.navamsaSign,
    }),
  );
  return { columns: planetaryPositionLayout.columns, rows };
}

/** Cuspal Position table: one row per cusp I … XII; 'House' is the cusp number. */
export function toCuspalPositionTable(chart: Chart, margins: ChartMargins | null) {
  const rows = chart.cusps.map((c, i) =>
    toPositionRow(CUSP_NAMES[i] ?? String(c.house), c, {
      retro: false,
      house: c.house,
      margin: margins?.cusps[i],
      navamsaSign: SIGNS[computeNavamsaSign(c.longitude)] ?? '',
    }),
  );
  return { columns: cuspalPositionLayout.columns, rows };
}

/** Self Significators table (contract selfSignificatorLayout). */
export function toSelfSignificatorTable(rows: readonly SelfSignificatorRow[]) {
  return {
    columns: selfSignificatorLayout.columns,
    rows: rows.map((r) =>
      selfSignificatorLayout.write({
        planet: r.planet,
        signLord: r.signLord,
        starLord: r.starLord,
        subLord: r.subLord,
        subSubLord: r.subSubLord,
        cl: joinHouses(r.cl),
        occ: String(r.occ),
        cst: joinHouses(r.cst),
        csl: joinHouses(r.csl),
        retro: r.retrograde ? 'R' : '',
        ownStar: r.isInOwnStar ? '@' : '',
        notStarLord: r.isNotStarLordOfAnyPlanet ? '*' : '',
      }),
    ),
  };
}

const rulingRow = (ruler: string, planet: string, r: RulingRow) =>
  rulingPlanetLayout.write({
    ruler,
    planet,
    signLord: r.signLord,
    starLord: r.starLord,
    subLord: r.subLord,
    subSubLord: r.subSubLord,
    subSubSubLord: r.subSubSubLord,
  });

/**
 * Ruling planets table: rows Lagna, Moon and Day Lord (contract rulingPlanetLayout). 'Planet' is the sign
 * lord for Lagna and Moon (the planet ruling that point) and the day lord itself for the Day Lord row, whose
 * lord cells are the lords of the day lord's own position.
 */
export function toRulingPlanetTable(ruling: RulingPlanets) {
  return {
    columns: rulingPlanetLayout.columns,
    rows: [
      rulingRow('Lagna', ruling.lagna.signLord, ruling.lagna),
      rulingRow('Moon', ruling.moon.signLord, ruling.moon),
      rulingRow('Day Lord', ruling.dayLord.planet, ruling.dayLord.position),
    ],
  };
}
