import type { ChartHouse } from '@kpdesk/contract';
import { ChartCell, ChartCentre } from './chart-cell.js';
import { ChartFrame } from './chart-frame.js';
import { insetBox } from './chart-geometry.js';
import { useCellHeadings } from './use-cell-headings.js';
import type { ChartStyleProps } from './chart-style-props.js';
import { effectiveToggles, type ChartToggleState } from './chart-toggles-rules.js';
import { SOUTH_CENTRE, SOUTH_SIZE, southCellShape } from './south-indian-layout.js';

/** Length of the diagonal stroke that marks the Ascendant's box, in viewBox units. */
const ASC_MARK = 18;

interface SouthIndianChartProps extends ChartStyleProps {
  /** Lines written in the centre: name, birth date and day, time and zone, city, latitude, longitude, ayanamsa. */
  centre: readonly string[];
}

interface SouthSignCellProps {
  entry: ChartHouse;
  isAscendant: boolean;
  shown: ChartToggleState;
}

/** One sign box; the Ascendant's box gets a short diagonal across its top-left corner. */
function SouthSignCell({ entry, isAscendant, shown }: SouthSignCellProps) {
  const headings = useCellHeadings();
  const shape = southCellShape(entry.sign);
  const { x, y } = shape.textBox;
  return (
    <ChartCell
      entry={entry}
      shape={shape}
      heading={headings.signFirst(entry)}
      shown={shown}
      isAscendant={isAscendant}
    >
      {isAscendant && (
        <line
          data-role="ascendant-mark"
          x1={x - 4}
          y1={y + ASC_MARK}
          x2={x + ASC_MARK}
          y2={y - 4}
          stroke="#000"
        />
      )}
    </ChartCell>
  );
}

/** The South Indian chart (type 0): fixed signs in a 4×4 grid, birth details in the centre (domain §14.2). */
export function SouthIndianChart({ chart, toggles, toggleSet, title, centre }: SouthIndianChartProps) {
  const shown = effectiveToggles(0, toggles, toggleSet);
  return (
    <ChartFrame size={SOUTH_SIZE} title={title}>
      {chart.house.map((entry) => (
        <SouthSignCell
          key={entry.sign}
          entry={entry}
          isAscendant={entry.sign === chart.ascendantSign}
          shown={shown}
        />
      ))}
      <ChartCentre lines={centre} box={insetBox(SOUTH_CENTRE, 8)} oneTokenPerLine />
    </ChartFrame>
  );
}
