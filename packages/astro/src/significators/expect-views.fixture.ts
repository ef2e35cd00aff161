/** Test fixture: the check that a significator table's two views are the same relation. */
import { expect } from 'vitest';
import type { SignificatorViews } from './relation.js';

/** Every (planet, house, column) of one view is in the other, and the two hold the same number of links. */
export function expectViewsAgree<C extends string>(views: SignificatorViews<C>, columns: readonly C[]): void {
  let planetSide = 0;
  let houseSide = 0;
  for (const row of views.planetView) {
    for (const column of columns) {
      for (const house of row[column]) {
        planetSide += 1;
        expect(views.cuspalView[house - 1]?.[column], `${row.planet} ${column} ${house}`).toContain(
          row.planet,
        );
      }
    }
  }
  for (const row of views.cuspalView) for (const column of columns) houseSide += row[column].length;
  expect(houseSide).toBe(planetSide);
}
