import type { ChartHouse } from '@kpdesk/contract';
import { ChartCell } from './chart-cell.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartStyleProps } from './chart-style-props.js';
import { effectiveToggles } from './chart-toggles-rules.js';
import { NORTH_SIZE, northHouseShape } from './north-indian-layout.js';

/** Font size of the sign numbers; the baseline sits this much below the anchor so the digits centre on it. */
const SIGN_NUMBER_SIZE = 12;
const SIGN_NUMBER_BASELINE = SIGN_NUMBER_SIZE / 3;

interface DiamondChartProps extends ChartStyleProps {
  /** The heading of a cell's accessible description, e.g. "House 1, Leo". */
  headingOf: (entry: ChartHouse) => string;
}

/**
 * The North-shaped diamond shared by the North Indian (type 1) and Bhava Chalit (type 3) charts: houses fixed
 * anticlockwise from the top centre, each showing the sign number of `entry.sign` (1 = Aries … 12 = Pisces).
 */
export function DiamondChart({ chart, toggles, toggleSet, title, headingOf }: DiamondChartProps) {
  const shown = effectiveToggles(chart.birthChartType, toggles, toggleSet);
  return (
    <ChartFrame size={NORTH_SIZE} title={title}>
      {chart.house.map((entry) => {
        const shape = northHouseShape(entry.houseNumber);
        const [x, y] = shape.signNumberAt;
        return (
          <ChartCell
            key={entry.houseNumber}
            entry={entry}
            shape={shape}
            heading={headingOf(entry)}
            shown={shown}
            isAscendant={entry.houseNumber === 1}
          >
            <text
              data-role="sign-number"
              x={x}
              y={y + SIGN_NUMBER_BASELINE}
              fontSize={SIGN_NUMBER_SIZE}
              textAnchor="middle"
              fill="#000"
            >
              {entry.sign + 1}
            </text>
          </ChartCell>
        );
      })}
    </ChartFrame>
  );
}
