/**
 * The significator tables of a computed chart: the bridge from {@link Chart} (ephemeris results) to the pure
 * significator functions over {@link ChartLords}. Computed on demand, so a screen that shows no
 * significators does not pay for them.
 */
import type { Chart } from './chart.js';
import {
  computeAspects,
  computeConjunctions,
  computeCuspalLinks,
  computeCuspalSignificators,
  computeEffectiveSignificators,
  computePlanetLinks,
  computePlanetSignificators,
  computeSelfSignificators,
  computeSixFoldSignificators,
  type ChartLords,
  type PlanetLords,
  type SignificatorOptions,
} from './significators/index.js';
import type { Planet } from './tables/planets.js';

/** The lords, houses and motion of a chart (its bodies and cusps), as the significator functions read them. */
export function toChartLords(chart: Pick<Chart, 'bodies' | 'cusps'>): ChartLords {
  const planets = Object.fromEntries(
    chart.bodies.map((b): [Planet, PlanetLords] => [
      b.name,
      {
        longitude: b.longitude,
        signLord: b.signLord,
        starLord: b.starLord,
        subLord: b.subLord,
        subSubLord: b.subSubLord,
        house: b.house,
        retrograde: b.isRetrograde,
      },
    ]),
  ) as Record<Planet, PlanetLords>;
  const cusps = chart.cusps.map((c) => ({
    longitude: c.longitude,
    signLord: c.signLord,
    starLord: c.starLord,
    subLord: c.subLord,
    subSubLord: c.subSubLord,
  }));
  return { planets, cusps };
}

/** Every significator and link table of a chart (domain §6–§10, decisions.md). */
export function computeChartSignificators(chart: Chart, options: SignificatorOptions = {}) {
  const lords = toChartLords(chart);
  return {
    planetSignificators: computePlanetSignificators(lords, options),
    cuspalSignificators: computeCuspalSignificators(lords),
    sixFoldSignificators: computeSixFoldSignificators(lords),
    effectiveSignificators: computeEffectiveSignificators(lords),
    selfSignificators: computeSelfSignificators(lords),
    aspects: computeAspects(lords, options),
    conjunctions: computeConjunctions(lords, options),
    planetLinks: computePlanetLinks(lords),
    cuspalLinks: {
      starLord: computeCuspalLinks(lords, 'star'),
      subLord: computeCuspalLinks(lords, 'sub'),
      subSubLord: computeCuspalLinks(lords, 'subSub'),
    },
  };
}

/** The significator tables of a chart. */
export type ChartSignificators = ReturnType<typeof computeChartSignificators>;
