import type { BirthChartData } from '@kpdesk/contract';
import { useState, type ReactNode } from 'react';
import { BirthChart, ChartLegend, ChartToggles, defaultToggles, type ChartToggleState } from '../chart';

/**
 * A drawn chart with its caption, the Natal Chart panel's toggles (auto-set from the style, spec §4; `isKp`
 * opens the South style with degrees and cusps shown) and the legend: the one frame of every drawing.
 */
export function ToggledChartFigure({
  chart,
  caption,
  title,
  centre,
  isKp,
}: {
  chart: BirthChartData;
  caption: ReactNode;
  title: string;
  centre: string[];
  isKp: boolean;
}) {
  const [toggles, setToggles] = useState<ChartToggleState>(() => defaultToggles(chart.birthChartType, isKp));
  return (
    <figure className="chart-drawing mb-3">
      <figcaption className="fw-semibold mb-1">{caption}</figcaption>
      <div className="screen-only mb-2">
        <ChartToggles chartType={chart.birthChartType} toggles={toggles} onChange={setToggles} />
      </div>
      <BirthChart chart={chart} toggles={toggles} title={title} centre={centre} />
      <ChartLegend />
    </figure>
  );
}
