import { insetBox, rectangle, type Box, type CellShape } from './chart-geometry.js';

/** Side of the South Indian chart's square viewBox. */
export const SOUTH_SIZE = 400;
const CELL = SOUTH_SIZE / 4;

/**
 * Row and column (0-based from the top-left) of each sign in the 4×4 South Indian chart, signs clockwise
 * from Aries in the second box of the top row. Domain §14.2 (PyJHora `_convert_1d_house_data_to_2d`).
 */
export const SOUTH_SIGN_CELLS: readonly (readonly [row: number, col: number])[] = [
  [0, 1], // Aries
  [0, 2], // Taurus
  [0, 3], // Gemini
  [1, 3], // Cancer
  [2, 3], // Leo
  [3, 3], // Virgo
  [3, 2], // Libra
  [3, 1], // Scorpio
  [3, 0], // Sagittarius
  [2, 0], // Capricorn
  [1, 0], // Aquarius
  [0, 0], // Pisces
];

/** The square of sign `sign` (0..11) in the South Indian chart. */
export function southCellShape(sign: number): CellShape {
  const cell = SOUTH_SIGN_CELLS[sign];
  if (!cell) throw new RangeError(`sign ${sign} is outside 0..11`);
  const [row, col] = cell;
  const box: Box = { x: col * CELL, y: row * CELL, width: CELL, height: CELL };
  return { polygon: rectangle(box.x, box.y, box.width, box.height), textBox: insetBox(box, 4) };
}

/** The 2×2 centre of the South Indian chart, where the birth details are written. */
export const SOUTH_CENTRE: Box = { x: CELL, y: CELL, width: 2 * CELL, height: 2 * CELL };
