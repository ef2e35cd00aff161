import type { BirthChartData } from '@kpdesk/contract';
import { useState, type ReactNode } from 'react';
import {
  BirthChart,
  ChartLegend,
  ChartToggles,
  defaultToggles,
  type ChartToggleSet,
  type ChartToggleState,
} from '../chart';

/**
 * A drawn chart with its caption, its toggles (auto-set from the style, spec §4; `isKp` opens the South style
 * with degrees and cusps shown) and the legend: the one frame of every drawing. `toggleSet` says which
 * toggles it offers: the Natal Chart panel's by style (default) or the correction panel's Degree and Cuspal.
 */
export function ToggledChartFigure({
  chart,
  caption,
  title,
  centre,
  isKp,
  toggleSet = 'byStyle',
  styleSwitch = null,
}: {
  chart: BirthChartData;
  caption: ReactNode;
  title: string;
  centre: string[];
  isKp: boolean;
  toggleSet?: ChartToggleSet;
  /** A control to change the drawing's style, shown above the toggles (a client's chart offers one). */
  styleSwitch?: ReactNode;
}) {
  const [toggles, setToggles] = useState<ChartToggleState>(() => defaultToggles(chart.birthChartType, isKp));
  return (
    <figure className="chart-drawing mb-3">
      <figcaption className="fw-semibold mb-1">{caption}</figcaption>
      <div className="screen-only mb-2">
        {styleSwitch}
        <ChartToggles
          chartType={chart.birthChartType}
          toggles={toggles}
          toggleSet={toggleSet}
          onChange={setToggles}
        />
      </div>
      <BirthChart chart={chart} toggles={toggles} toggleSet={toggleSet} title={title} centre={centre} />
      <ChartLegend />
    </figure>
  );
}
