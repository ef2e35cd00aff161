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
  type ChartSettings,
  type Place,
  type VargaBody,
  type VargaDivision,
  type VargaMarginStart,
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

/**
 * What the margins of all sixteen divisions are computed from, as plain data (the server hands it to a worker
 * thread): the birth, the settings, and the chart's own positions and speeds, which spare the birth's calls.
 */
export interface VargaMarginInput {
  jdUT: number;
  place: Place;
  settings: ChartSettings;
  start: VargaMarginStart;
}

/** The {@link VargaMarginInput} of a cast chart. */
export function vargaMarginInputOf(e: CastChart): VargaMarginInput {
  return {
    jdUT: e.chart.profile.julianDayUT,
    place: e.input.place,
    settings: resolveSettings(e.input.settings ?? {}),
    start: {
      bodies: e.chart.bodies.map(({ name, longitude, speed }) => ({ name, longitude, speed })),
      ascendant: { longitude: e.chart.ascendant.longitude },
    },
  };
}

/** The margins of all sixteen divisions from {@link vargaMarginInputOf}'s input. */
export function computeVargaMarginsFrom(i: VargaMarginInput): VargaMargins {
  return computeVargaMargins(i.jdUT, i.place, i.settings, i.start);
}

/** The margins of all sixteen divisions of a cast chart. */
export function vargaMarginsOf(e: CastChart): VargaMargins {
  return computeVargaMarginsFrom(vargaMarginInputOf(e));
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
