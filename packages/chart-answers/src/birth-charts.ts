import {
  placeBirthChart,
  type BirthChartData,
  type BirthChartType,
  type ChartBodyInput,
  type ChartItemLabel,
} from '@kpdesk/contract';
import {
  PLANET_SHORT_NAMES,
  vargaDegree,
  vargaSign,
  type Chart,
  type SelfSignificatorRow,
  type VargaDivision,
} from '@kpdesk/astro/engine';

type LongitudeOf = (longitude: number) => number;

/** Navamsa longitude: the position within the navamsa stretched ninefold, so its sign is the navamsa sign. */
export const toNavamsaLongitude: LongitudeOf = (longitude) => (((longitude * 9) % 360) + 360) % 360;

function toBodies(chart: Chart, self: readonly SelfSignificatorRow[], at: LongitudeOf): ChartBodyInput[] {
  const flags = new Map(self.map((r) => [r.planet, r]));
  const asc: ChartBodyInput = {
    label: 'Asc',
    longitude: at(chart.ascendant.longitude),
    retro: false,
    inOwnStar: false,
    notStarLord: false,
  };
  const planets = chart.bodies.map((b): ChartBodyInput => ({
    label: PLANET_SHORT_NAMES[b.name] as ChartItemLabel,
    longitude: at(b.longitude),
    retro: b.isRetrograde,
    inOwnStar: flags.get(b.name)?.isInOwnStar ?? false,
    notStarLord: flags.get(b.name)?.isNotStarLordOfAnyPlanet ?? false,
  }));
  return [asc, ...planets];
}

/** GET /chart/birthchart: the Rashi chart in the client's chart style (contract chart-drawing.ts). */
export function toBirthChart(
  chart: Chart,
  self: readonly SelfSignificatorRow[],
  type: BirthChartType,
): BirthChartData {
  const identity: LongitudeOf = (longitude) => longitude;
  return placeBirthChart(
    type,
    chart.cusps.map((c) => c.longitude),
    toBodies(chart, self, identity),
  );
}

/**
 * GET /chart/navamsa: the D9 chart; planets, Ascendant and cusps at their navamsa longitudes. Bhava Chalit
 * (3) is drawn as South India (0): a divisional chart has signs, not bhavas.
 */
export function toNavamsaChart(
  chart: Chart,
  self: readonly SelfSignificatorRow[],
  type: BirthChartType,
): BirthChartData {
  return placeBirthChart(
    type === 3 ? 0 : type,
    chart.cusps.map((c) => toNavamsaLongitude(c.longitude)),
    toBodies(chart, self, toNavamsaLongitude),
  );
}

/**
 * GET /chart/varga: division `n` drawn as the navamsa is: each point at its divisional sign and its degree
 * inside the division (vargas.md V3); Bhava Chalit (3) is drawn as South India (0).
 */
export function toVargaChart(
  chart: Chart,
  self: readonly SelfSignificatorRow[],
  type: BirthChartType,
  n: VargaDivision,
): BirthChartData {
  const at: LongitudeOf = (longitude) => vargaSign(n, longitude) * 30 + vargaDegree(n, longitude);
  return placeBirthChart(
    type === 3 ? 0 : type,
    chart.cusps.map((c) => at(c.longitude)),
    toBodies(chart, self, at),
  );
}
