/**
 * The divisional chart answers (vargas.md) of a client's cast chart: its divisions by the engine's rules, the
 * drawing in the client's chart style, and each body's margin in the division asked for. Pure: the server
 * keeps the margins with its cached chart (one engine call covers all sixteen divisions, a few charts' worth
 * of ephemeris calls), the browser computes them from the chart kept on the device.
 */
import {
  computeVargaChart,
  computeVargaMargins,
  computeVargaTable,
  resolveSettings,
  type VargaBody,
  type VargaDivision,
} from '@kpdesk/astro/engine';
import type { VargaChartAnswer, VargaTableAnswer } from '@kpdesk/contract';
import { toVargaChart } from './birth-charts.js';
import type { CastChart } from './cast-chart.js';

/** Every body's margins in every division, as computeVargaMargins gives them. */
export type VargaMargins = ReturnType<typeof computeVargaMargins>;

/** The Ascendant and the nine bodies' sidereal longitudes, in the tables' order. */
function longitudesOf({ chart }: CastChart): Map<VargaBody, number> {
  const map = new Map<VargaBody, number>([['Ascendant', chart.ascendant.longitude]]);
  for (const body of chart.bodies) map.set(body.name, body.longitude);
  return map;
}

/** The margins of all sixteen divisions; the chart's own positions and speeds spare the birth's ephemeris calls. */
export function vargaMarginsOf(e: CastChart): VargaMargins {
  const settings = resolveSettings(e.input.settings ?? {});
  return computeVargaMargins(e.chart.profile.julianDayUT, e.input.place, settings, e.chart);
}

/** GET /chart/varga/{runningId}/{division}: `margins` as vargaMarginsOf gives them (a caller may keep them). */
export function answerVargaChart(
  e: CastChart,
  division: number,
  margins: VargaMargins = vargaMarginsOf(e),
): VargaChartAnswer {
  const n = division as VargaDivision;
  const varga = computeVargaChart(n, longitudesOf(e));
  return {
    division: n,
    method: varga.method,
    birthChart: toVargaChart(e.chart, e.significators.selfSignificators, e.settings.chartType, n),
    positions: varga.placements.map((p) => {
      const margin = margins.get(p.body)![n];
      return { ...p, margin: { before: margin.earlierSeconds, after: margin.laterSeconds } };
    }),
  };
}

/** GET /chart/vargas/{runningId}. */
export function answerVargaTable(e: CastChart): VargaTableAnswer {
  return {
    rows: computeVargaTable(longitudesOf(e)).map((row) => ({
      ...row,
      signs: Object.fromEntries(Object.entries(row.signs).map(([n, sign]) => [`D${n}`, sign])),
    })),
  };
}
