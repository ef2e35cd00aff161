import type { Box, CellShape, Point } from './chart-geometry.js';

/** Side of the North Indian chart's square viewBox. */
export const NORTH_SIZE = 400;

interface NorthHouse extends CellShape {
  /** Where the sign number sits: near the corner of the house that points to the chart's centre. */
  signNumberAt: Point;
}

const house = (polygon: Point[], textBox: Box, signNumberAt: Point): NorthHouse => ({
  polygon,
  textBox,
  signNumberAt,
});

/**
 * The 12 houses of the North Indian diamond chart, house 1 first: the outer square cut by both diagonals and
 * by the diamond joining the side midpoints. House 1 is the top-centre diamond and houses run anticlockwise
 * (domain §14.3, PyJHora `NorthIndianChart`). Text boxes are rectangles inside each shape, wide enough for a label such as "III 26°00′".
 */
// prettier-ignore
const NORTH_HOUSES: readonly NorthHouse[] = [
  house([[200, 0], [300, 100], [200, 200], [100, 100]], { x: 150, y: 50, width: 100, height: 100 }, [200, 180]),
  house([[0, 0], [200, 0], [100, 100]], { x: 50, y: 3, width: 100, height: 47 }, [100, 82]),
  house([[0, 0], [100, 100], [0, 200]], { x: 3, y: 64, width: 60, height: 72 }, [82, 100]),
  house([[0, 200], [100, 100], [200, 200], [100, 300]], { x: 50, y: 150, width: 100, height: 100 }, [180, 200]),
  house([[0, 200], [100, 300], [0, 400]], { x: 3, y: 264, width: 60, height: 72 }, [82, 300]),
  house([[0, 400], [100, 300], [200, 400]], { x: 50, y: 350, width: 100, height: 47 }, [100, 318]),
  house([[200, 400], [100, 300], [200, 200], [300, 300]], { x: 150, y: 250, width: 100, height: 100 }, [200, 220]),
  house([[200, 400], [300, 300], [400, 400]], { x: 250, y: 350, width: 100, height: 47 }, [300, 318]),
  house([[400, 400], [300, 300], [400, 200]], { x: 337, y: 264, width: 60, height: 72 }, [318, 300]),
  house([[400, 200], [300, 300], [200, 200], [300, 100]], { x: 250, y: 150, width: 100, height: 100 }, [220, 200]),
  house([[400, 200], [300, 100], [400, 0]], { x: 337, y: 64, width: 60, height: 72 }, [318, 100]),
  house([[400, 0], [300, 100], [200, 0]], { x: 250, y: 3, width: 100, height: 47 }, [300, 82]),
];

/** Outline, text box and sign-number position of house `houseNumber` (1..12) in the North Indian chart. */
export function northHouseShape(houseNumber: number): NorthHouse {
  const shape = NORTH_HOUSES[houseNumber - 1];
  if (!shape) throw new RangeError(`house number ${houseNumber} is outside 1..12`);
  return shape;
}
