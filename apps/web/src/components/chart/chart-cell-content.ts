import type { ChartHouse } from '@kpdesk/contract';
import type { TextToken } from './chart-geometry.js';
import { formatCuspText, formatHouseNumber, formatItemText, type CellWords } from './chart-labels.js';
import type { ChartToggleState } from './chart-toggles-rules.js';

/**
 * The text drawn in one cell, in reading order: house number (when shown), planets (with degree when shown),
 * then cusp numerals with their degrees (when Cuspal is shown). `toggles` must already be the effective
 * toggles of the style (see `effectiveToggles`); `words` give planet names and the house number in the
 * display language.
 */
export function buildCellTokens(
  house: ChartHouse,
  toggles: ChartToggleState,
  { nameOf, say }: CellWords = {},
): TextToken[] {
  const tokens: TextToken[] = [];
  if (toggles.showHouse)
    tokens.push({ text: formatHouseNumber(house.houseNumber, say), role: 'house-number' });
  if (toggles.showPlanet) {
    for (const item of house.items)
      tokens.push({ text: formatItemText(item, toggles.showDegree, nameOf), role: 'planet' });
  }
  if (toggles.showCuspal) {
    for (const cusp of house.cusps) tokens.push({ text: formatCuspText(cusp), role: 'cusp' });
  }
  return tokens;
}
