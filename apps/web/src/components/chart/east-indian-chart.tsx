import { ChartCell, FittedText } from './chart-cell.js';
import { buildCellTokens } from './chart-cell-content.js';
import { ChartFrame } from './chart-frame.js';
import { insetBox } from './chart-geometry.js';
import { describeCell, SIGN_NAMES } from './chart-labels.js';
import type { ChartStyleProps } from './chart-style-props.js';
import { effectiveToggles } from './chart-toggles-rules.js';
import { EAST_CENTRE, EAST_SIZE, eastCellShape } from './east-indian-layout.js';

const toCentreToken = (text: string) => ({ text, role: 'centre' as const });

/**
 * The East Indian chart (type 2): fixed signs in a 3×3 grid with split corners, anticlockwise from Aries at
 * the top centre, the chart's title in the middle box (domain §14.4).
 */
export function EastIndianChart({ chart, toggles, toggleSet, title }: ChartStyleProps) {
  const shown = effectiveToggles(2, toggles, toggleSet);
  return (
    <ChartFrame size={EAST_SIZE} title={title}>
      {chart.house.map((entry) => (
        <ChartCell
          key={entry.sign}
          shape={eastCellShape(entry.sign)}
          sign={entry.sign}
          houseNumber={entry.houseNumber}
          description={describeCell(
            `${SIGN_NAMES[entry.sign]}, house ${entry.houseNumber}`,
            entry.items,
            entry.cusps,
          )}
          tokens={buildCellTokens(entry, shown)}
          maxFontSize={12}
          isAscendant={entry.sign === chart.ascendantSign}
        />
      ))}
      <g data-role="centre">
        <FittedText
          tokens={title.split(/\s+/).map(toCentreToken)}
          box={insetBox(EAST_CENTRE, 6)}
          maxFontSize={13}
        />
      </g>
    </ChartFrame>
  );
}
