/**
 * "Six Fold Significators", columns A–G (domain §7 table, CST reading chosen by decisions.md: "in cuspal"
 * means "as the cusp's star lord"). One relation table, read from both sides:
 *
 * | col | planet P is linked to house H when |
 * | A | sub lord of P = CST(H)  |
 * | B | star lord of P = CST(H) |
 * | C | P = CST(H)              |
 * | D | sub lord of P = CL(H)   |
 * | E | star lord of P = CL(H)  |
 * | F | P = CL(H)               |
 * | G | P = CSL(H)              |
 */
import type { Planet } from '../tables/planets.js';
import type { CuspRole } from './ownership.js';
import { linkWhere, toSignificatorViews, type SignificatorLink, type SignificatorViews } from './relation.js';
import { checkChartLords, cuspOf, type ChartLords, type PlanetLords } from './types.js';

/** Columns of the Six Fold Significators tables. */
export type SixFoldColumn = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/** The seven columns in display order. */
export const SIX_FOLD_COLUMNS: readonly SixFoldColumn[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** Which of the planet's own points is compared: its sub lord, its star lord or the planet itself. */
type PlanetSide = 'subLord' | 'starLord' | 'self';

/** The §7 table as data: per column, the planet side and the cusp lord it must equal. */
export const SIX_FOLD_RULES: readonly {
  column: SixFoldColumn;
  planetSide: PlanetSide;
  cuspRole: CuspRole;
}[] = [
  { column: 'A', planetSide: 'subLord', cuspRole: 'starLord' },
  { column: 'B', planetSide: 'starLord', cuspRole: 'starLord' },
  { column: 'C', planetSide: 'self', cuspRole: 'starLord' },
  { column: 'D', planetSide: 'subLord', cuspRole: 'signLord' },
  { column: 'E', planetSide: 'starLord', cuspRole: 'signLord' },
  { column: 'F', planetSide: 'self', cuspRole: 'signLord' },
  { column: 'G', planetSide: 'self', cuspRole: 'subLord' },
];

/** The planet, its star lord or its sub lord. */
function pickPlanetSide(planet: Planet, lords: PlanetLords, side: PlanetSide): Planet {
  return side === 'self' ? planet : lords[side];
}

/** The one relation table (planet × house × column) of the Six Fold Significators. */
export function linkSixFoldSignificators(chart: ChartLords): SignificatorLink<SixFoldColumn>[] {
  return SIX_FOLD_RULES.flatMap(({ column, planetSide, cuspRole }) =>
    linkWhere(
      column,
      (planet, house) =>
        pickPlanetSide(planet, chart.planets[planet], planetSide) === cuspOf(chart, house)[cuspRole],
    ),
  );
}

/** Six Fold Significators A–G, cuspal view (houses 1..12) and planet view (Sun..Ketu). */
export function computeSixFoldSignificators(chart: ChartLords): SignificatorViews<SixFoldColumn> {
  checkChartLords(chart);
  return toSignificatorViews(linkSixFoldSignificators(chart), SIX_FOLD_COLUMNS);
}
