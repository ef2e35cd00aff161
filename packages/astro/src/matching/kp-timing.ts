/**
 * When and by what both partners are supported (compatibility.md §8.3, §8.4, C16, C17): the ruling planets
 * of the report moment against each person's marriage significators, and the antaras (dasha, bhukti,
 * antara) in the next N years whose three lords all signify marriage, paired where the two persons' overlap.
 */
import type { Chart } from '../chart.js';
import { computeSubPeriods, type DashaPeriod } from '../dasha/vimshottari.js';
import { VIMSHOTTARI_ORDER, type Planet } from '../tables/planets.js';

/** The three lords of an antara: dasha, bhukti, antara. */
export type AntaraLords = [Planet, Planet, Planet];

/** An antara of one person; times are Julian days UT. */
export interface SupportingAntara {
  start: number;
  end: number;
  lords: AntaraLords;
}

/** An interval both persons run supporting antaras; times are Julian days UT, clipped to the window. */
export interface SharedPeriod {
  from: number;
  to: number;
  bride: AntaraLords;
  groom: AntaraLords;
}

/** The report window [from, to) in Julian days UT. */
export interface MatchWindow {
  from: number;
  to: number;
}

/** A ruling planet of the report moment, marked when retrograde then. */
export interface MatchRulingPlanet {
  planet: Planet;
  isRetrograde: boolean;
}

/** What the ruling planets are read from: a chart cast for the report moment at the astrologer's place. */
export type RulingMomentChart = Pick<Chart, 'rulingPlanets' | 'bodies'>;

const overlaps = (p: DashaPeriod, w: MatchWindow): boolean => p.start < w.to && p.end > w.from;

/** The sub-periods of a period: those already built, else split now (one level). */
const subPeriodsOf = (p: DashaPeriod): DashaPeriod[] =>
  p.periods.length > 0 ? p.periods : computeSubPeriods(p, 1);

/**
 * The antaras overlapping the window whose dasha, bhukti and antara lords are all significators, in time
 * order (unclipped), from the mahadashas of a schedule (a whole dasha tree, or mahadashas alone whose
 * bhuktis and antaras are split only where needed). A dasha or bhukti whose lord is not a significator is
 * skipped whole.
 */
export function findSupportingAntaras(
  mahadashas: readonly DashaPeriod[],
  significators: ReadonlySet<Planet>,
  window: MatchWindow,
): SupportingAntara[] {
  const out: SupportingAntara[] = [];
  const supports = (p: DashaPeriod): boolean => significators.has(p.lord) && overlaps(p, window);
  for (const md of mahadashas.filter(supports)) {
    for (const bhukti of subPeriodsOf(md).filter(supports)) {
      for (const antara of subPeriodsOf(bhukti).filter(supports)) {
        out.push({ start: antara.start, end: antara.end, lords: [md.lord, bhukti.lord, antara.lord] });
      }
    }
  }
  return out;
}

/**
 * A bhukti of one person overlapping the window (unclipped; Julian days UT), with its dasha and bhukti lords
 * and whether both signify marriage: the person's row of the Match page's picture of both lives.
 */
export interface WindowBhukti {
  start: number;
  end: number;
  lords: [Planet, Planet];
  supports: boolean;
}

/** Every bhukti overlapping the window, in time order, each marked when its two lords are significators. */
export function listWindowBhuktis(
  mahadashas: readonly DashaPeriod[],
  significators: ReadonlySet<Planet>,
  window: MatchWindow,
): WindowBhukti[] {
  const out: WindowBhukti[] = [];
  for (const md of mahadashas.filter((p) => overlaps(p, window))) {
    for (const bhukti of subPeriodsOf(md).filter((p) => overlaps(p, window))) {
      const supports = significators.has(md.lord) && significators.has(bhukti.lord);
      out.push({ start: bhukti.start, end: bhukti.end, lords: [md.lord, bhukti.lord], supports });
    }
  }
  return out;
}

/**
 * Every pair of the bride's and the groom's supporting antaras that overlap inside the window: the
 * interval [later start, earlier end] clipped to the window, with both persons' lords; by start, not merged.
 */
export function findSharedPeriods(
  bride: readonly SupportingAntara[],
  groom: readonly SupportingAntara[],
  window: MatchWindow,
): SharedPeriod[] {
  const out: SharedPeriod[] = [];
  for (const b of bride) {
    for (const g of groom) {
      const from = Math.max(b.start, g.start, window.from);
      const to = Math.min(b.end, g.end, window.to);
      if (from < to) out.push({ from, to, bride: b.lords, groom: g.lords });
    }
  }
  return out.sort((x, y) => x.from - y.from);
}

/**
 * The distinct planets of the 7 ruling slots (C16): day lord, Moon sign, star and sub lord, Lagna sign, star
 * and sub lord, in slot order of first appearance, each marked when retrograde at the moment.
 */
export function listMatchRulingPlanets(moment: RulingMomentChart): MatchRulingPlanet[] {
  const { dayLord, moon, lagna } = moment.rulingPlanets;
  const slots = [dayLord.planet, moon.signLord, moon.starLord, moon.subLord];
  slots.push(lagna.signLord, lagna.starLord, lagna.subLord);
  return [...new Set(slots)].map((planet) => ({
    planet,
    isRetrograde: moment.bodies.find((b) => b.name === planet)?.isRetrograde ?? false,
  }));
}

/** M(person) ∩ RP in Vimshottari order, with its count. */
export function crossWithRulingPlanets(
  significators: ReadonlySet<Planet>,
  ruling: readonly MatchRulingPlanet[],
): { planets: Planet[]; count: number } {
  const planets = VIMSHOTTARI_ORDER.filter((p) => significators.has(p) && ruling.some((r) => r.planet === p));
  return { planets, count: planets.length };
}
