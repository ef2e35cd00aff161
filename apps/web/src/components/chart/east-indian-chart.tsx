import { ChartCell, ChartCentre } from './chart-cell.js';
import { ChartFrame } from './chart-frame.js';
import { insetBox } from './chart-geometry.js';
import { useCellHeadings } from './use-cell-headings.js';
import type { ChartStyleProps } from './chart-style-props.js';
import { effectiveToggles } from './chart-toggles-rules.js';
import { EAST_CENTRE, EAST_SIZE, eastCellShape } from './east-indian-layout.js';

/**
 * The East Indian chart (type 2): fixed signs in a 3×3 grid with split corners, anticlockwise from Aries at
 * the top centre, the chart's title in the middle box (domain §14.4).
 */
export function EastIndianChart({ chart, toggles, toggleSet, title }: ChartStyleProps) {
  const headings = useCellHeadings();
  const shown = effectiveToggles(2, toggles, toggleSet);
  return (
    <ChartFrame size={EAST_SIZE} title={title}>
      {chart.house.map((entry) => (
        <ChartCell
          key={entry.sign}
          entry={entry}
          shape={eastCellShape(entry.sign)}
          heading={headings.signFirst(entry)}
          shown={shown}
          maxFontSize={12}
          isAscendant={entry.sign === chart.ascendantSign}
        />
      ))}
      <ChartCentre lines={title.split(/\s+/)} box={insetBox(EAST_CENTRE, 6)} />
    </ChartFrame>
  );
}
