import { insetBox, rectangle, type Box, type CellShape, type Point } from './chart-geometry.js';

/** Side of the East Indian chart's square viewBox. */
export const EAST_SIZE = 360;

const rect = (x: number, y: number): CellShape => ({
  polygon: rectangle(x, y, 120, 120),
  textBox: insetBox({ x, y, width: 120, height: 120 }, 4),
});
const triangle = (polygon: Point[], textBox: Box): CellShape => ({ polygon, textBox });

/**
 * The 12 sign cells of the East Indian 3×3 chart, Aries first. Signs run anticlockwise from Aries at the
 * top centre; each corner box is split by a diagonal from the chart's outer corner towards the centre
 * (domain §14.4, PyJHora map `[['2/1','0','11/10'],['3','','9'],['4/5','6','7/8']]`). A triangle's text
 * box is a wide rectangle at its right-angle corner, its far corner on the diagonal.
 */
// prettier-ignore
const EAST_SIGN_CELLS: readonly CellShape[] = [
  rect(120, 0), // Aries, top centre
  triangle([[0, 0], [120, 0], [120, 120]], { x: 44, y: 2, width: 74, height: 42 }), // Taurus
  triangle([[0, 0], [120, 120], [0, 120]], { x: 2, y: 76, width: 74, height: 42 }), // Gemini
  rect(0, 120), // Cancer, middle left
  triangle([[0, 240], [120, 240], [0, 360]], { x: 2, y: 242, width: 74, height: 42 }), // Leo
  triangle([[120, 240], [120, 360], [0, 360]], { x: 44, y: 316, width: 74, height: 42 }), // Virgo
  rect(120, 240), // Libra, bottom centre
  triangle([[240, 240], [360, 360], [240, 360]], { x: 242, y: 316, width: 74, height: 42 }), // Scorpio
  triangle([[240, 240], [360, 240], [360, 360]], { x: 284, y: 242, width: 74, height: 42 }), // Sagittarius
  rect(240, 120), // Capricorn, middle right
  triangle([[360, 0], [360, 120], [240, 120]], { x: 284, y: 76, width: 74, height: 42 }), // Aquarius
  triangle([[240, 0], [360, 0], [240, 120]], { x: 242, y: 2, width: 74, height: 42 }), // Pisces
];

/** Outline and text box of sign `sign` (0..11) in the East Indian chart. */
export function eastCellShape(sign: number): CellShape {
  const shape = EAST_SIGN_CELLS[sign];
  if (!shape) throw new RangeError(`sign ${sign} is outside 0..11`);
  return shape;
}

/** The middle box of the East Indian chart, where the chart's title is written. */
export const EAST_CENTRE: Box = { x: 120, y: 120, width: 120, height: 120 };
