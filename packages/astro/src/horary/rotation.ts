/**
 * Chart rotation for a question about someone else (KP "house of the relative becomes the first"): the
 * brother's matters are read from the 3rd house taken as the 1st, the spouse's from the 7th, and so on.
 * The cusps are renumbered from that house, every body's house follows, and the drawings are placed from
 * the new first cusp; the positions, day and ruling planets of the moment stay as they are.
 */
import type { Chart } from '../chart.js';
import { computeChartPlacements, type ChartPlacements } from '../charts/placements.js';
import { findHouseOfLongitude } from '../houses/houses.js';
import { computeKpLords } from '../kp/lords.js';
import { SIGNS } from '../tables/signs.js';
import { computeNavamsaSign } from '../vargas/navamsa.js';

/** The original house that sits in `house` after taking `first` as the first (1..12). */
export function findRotatedSource(first: number, house: number): number {
  return ((first - 1 + house - 1) % 12) + 1;
}

/** The chart with house `first` (1..12) taken as the first house. */
export function rotateChart(chart: Chart, first: number): Chart {
  const cusps = chart.cusps.map((_, i) => {
    const source = chart.cusps[findRotatedSource(first, i + 1) - 1];
    if (!source) throw new RangeError(`cusp ${i + 1} is missing from the chart`);
    return { ...source, house: i + 1 };
  });
  const longitudes = cusps.map((c) => c.longitude);
  const bodies = chart.bodies.map((b) => ({ ...b, house: findHouseOfLongitude(b.longitude, longitudes) }));
  const firstCusp = longitudes[0] as number;
  const navamsaSignIndex = computeNavamsaSign(firstCusp);
  let placements: ChartPlacements | undefined;
  return {
    profile: chart.profile,
    warnings: chart.warnings,
    bodies,
    cusps,
    ascendant: { ...computeKpLords(firstCusp), navamsaSignIndex, navamsaSign: SIGNS[navamsaSignIndex] ?? '' },
    mc: longitudes[9] as number,
    day: chart.day,
    panchang: chart.panchang,
    get dasha() {
      return chart.dasha;
    },
    rulingPlanets: chart.rulingPlanets,
    get placements() {
      return (placements ??= computeChartPlacements(bodies, longitudes));
    },
    margins: null,
  };
}
