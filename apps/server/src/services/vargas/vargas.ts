/**
 * The divisional chart calls: a client's chart from the cache, its divisions by the engine's rules
 * (vargas.md), the drawing in the client's chart style, and each body's margin in the division asked for.
 * The margins of all sixteen divisions come from one engine call (a few charts' worth of ephemeris calls,
 * cheaper than one division's margins searched alone) and are kept with the chart, so the astrologer's
 * next division costs no ephemeris call.
 */
import { toEngineSettings, toVargaChart } from '@kpdesk/chart-answers';
import {
  computeVargaChart,
  computeVargaMargins,
  computeVargaTable,
  resolveSettings,
  type VargaBody,
  type VargaDivision,
} from '@kpdesk/astro';
import type { VargaChartAnswer, VargaTableAnswer } from '@kpdesk/contract';
import { loadClientChart, type ChartDeps } from '../chart-core/chart-loader.js';
import type { ClientChart } from '../chart-core/client-chart.js';

/** The Ascendant and the nine bodies' sidereal longitudes, in the tables' order. */
function longitudesOf({ chart }: ClientChart): Map<VargaBody, number> {
  const map = new Map<VargaBody, number>([['Ascendant', chart.ascendant.longitude]]);
  for (const body of chart.bodies) map.set(body.name, body.longitude);
  return map;
}

/** GET /chart/varga/{runningId}/{division}. */
export async function getVargaChart(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
  division: number,
): Promise<VargaChartAnswer> {
  const entry = await loadClientChart(deps, astrologerId, runningId);
  const n = division as VargaDivision;
  return entry.shaped(`varga:${n}`, () => {
    const varga = computeVargaChart(n, longitudesOf(entry));
    const { client } = entry;
    const place = { latitude: client.birth_latitude, longitude: client.birth_longitude };
    const settings = resolveSettings(toEngineSettings(entry.settings, deps.ephePath));
    const jdUT = entry.chart.profile.julianDayUT;
    // The chart's own positions and speeds start the margins, sparing the ephemeris calls at the birth.
    const margins = entry.shaped('varga-margins', () =>
      computeVargaMargins(jdUT, place, settings, entry.chart),
    );
    return {
      division: n,
      method: varga.method,
      birthChart: toVargaChart(
        entry.chart,
        entry.significators.selfSignificators,
        entry.settings.chartType,
        n,
      ),
      positions: varga.placements.map((p) => {
        const margin = margins.get(p.body)![n];
        return { ...p, margin: { before: margin.earlierSeconds, after: margin.laterSeconds } };
      }),
    };
  });
}

/** GET /chart/vargas/{runningId}. */
export async function getVargaTable(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<VargaTableAnswer> {
  const entry = await loadClientChart(deps, astrologerId, runningId);
  return entry.shaped('vargas', () => ({
    rows: computeVargaTable(longitudesOf(entry)).map((row) => ({
      ...row,
      signs: Object.fromEntries(Object.entries(row.signs).map(([n, sign]) => [`D${n}`, sign])),
    })),
  }));
}
