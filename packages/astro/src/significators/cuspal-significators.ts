/**
 * "Cuspal Significators", columns A–F: the cusp-lord reading of domain §6.3 chosen by decisions.md.
 * For house H with cusp sign lord CL(H), star lord CST(H) and sub lord CSL(H):
 * A planets in the star of CSL(H); B CSL(H); C planets in the star of CST(H); D CST(H);
 * E planets in the star of CL(H); F CL(H).
 * The planet view mirrors it (A cusps whose sub lord is P's star lord; B cusps whose sub lord is P; C, D
 * the same with the star lord; E, F with the sign lord); both views come from one relation.
 */
import type { Planet } from '../tables/planets.js';
import type { CuspRole } from './ownership.js';
import { linkWhere, toSignificatorViews, type SignificatorLink, type SignificatorViews } from './relation.js';
import { checkChartLords, cuspOf, type ChartLords } from './types.js';

/** Columns of the Cuspal Significators tables. */
export type CuspalSignificatorColumn = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** The six columns in display order. */
export const CUSPAL_SIGNIFICATOR_COLUMNS: readonly CuspalSignificatorColumn[] = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
];

/** For each column: which cusp lord it reads and whether it lists planets in that lord's star or the lord. */
const CUSPAL_COLUMN_RULES: readonly { column: CuspalSignificatorColumn; role: CuspRole; inStar: boolean }[] =
  [
    { column: 'A', role: 'subLord', inStar: true },
    { column: 'B', role: 'subLord', inStar: false },
    { column: 'C', role: 'starLord', inStar: true },
    { column: 'D', role: 'starLord', inStar: false },
    { column: 'E', role: 'signLord', inStar: true },
    { column: 'F', role: 'signLord', inStar: false },
  ];

/** The relation behind both views of the Cuspal Significators. */
export function linkCuspalSignificators(chart: ChartLords): SignificatorLink<CuspalSignificatorColumn>[] {
  return CUSPAL_COLUMN_RULES.flatMap(({ column, role, inStar }) =>
    linkWhere(column, (planet, house) => {
      const lord: Planet = cuspOf(chart, house)[role];
      return inStar ? chart.planets[planet].starLord === lord : planet === lord;
    }),
  );
}

/** Cuspal Significators A–F, cuspal view (houses 1..12) and planet view (Sun..Ketu). */
export function computeCuspalSignificators(chart: ChartLords): SignificatorViews<CuspalSignificatorColumn> {
  checkChartLords(chart);
  return toSignificatorViews(linkCuspalSignificators(chart), CUSPAL_SIGNIFICATOR_COLUMNS);
}
