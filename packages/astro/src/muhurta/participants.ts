/**
 * The people a muhurta concerns (muhurta.md §6, M7): each participant's natal Moon sign and star, the houses
 * each planet signifies at the four KP levels in the natal chart, and the antaras running over the search,
 * so that a window's Chandrashtama, Janma tara, Tarabala, Chandrabala and running-period score are table
 * look-ups.
 *
 * Where the doc is silent: Chandrabala counts h = 8 (Chandrashtama, which rejects anyway) as −1, like the
 * other unfavourable counts; a moment outside a participant's dasha schedule has no running lords (0 points).
 */
import type { MuhurtaReasonKey, TaraId } from '@kpdesk/domain';
import type { Chart } from '../chart.js';
import { toChartLords } from '../chart-significators.js';
import { computeMahadashas, computeSubPeriods, type DashaPeriod } from '../dasha/vimshottari.js';
import { linkFourLevels } from '../significators/planet-significators.js';
import type { Planet } from '../tables/planets.js';

/** What the search reads of a participant's computed natal chart (the server passes cached charts). */
export type ParticipantChart = Pick<Chart, 'bodies' | 'cusps' | 'profile'>;

/** A participant: the caller's id for the person (a client's runningId) and the natal chart. */
export interface MuhurtaParticipantInput {
  runningId: number;
  chart: ParticipantChart;
}

/** One running period of a participant at a window, and whether its lord signifies a favourable house. */
export interface ParticipantPeriod {
  /** 1 dasha, 2 bhukti, 3 antara. */
  level: 1 | 2 | 3;
  lord: Planet;
  signifiesFavourable: boolean;
}

/** A participant's checks at a window (§6). */
export interface MuhurtaParticipantCheck {
  runningId: number;
  rejected: boolean;
  /** Chandrashtama and Janma tara, in that order, when they hold. */
  reasons: MuhurtaReasonKey[];
  /** Tarabala + Chandrabala + periods, −2..5. */
  score: number;
  /** The count c = ((Nt − Nn) mod 27) + 1 from the birth star to the transit Moon's star, 1..27. */
  starCount: number;
  tara: TaraId;
  /** +1, 0 or −1. */
  tarabala: number;
  /** The transit Moon's sign counted from the natal Moon's, 1..12. */
  moonHouse: number;
  /** +1 or −1. */
  chandrabala: number;
  periods: ParticipantPeriod[];
}

/** An antara with its three lords. */
interface Antara {
  start: number;
  end: number;
  lords: [Planet, Planet, Planet];
}

/** A participant ready for the search. */
export interface PreparedParticipant {
  runningId: number;
  /** Natal Moon's sign index 0..11 and star 1..27. */
  moonSign: number;
  moonStar: number;
  /** Planets whose four-level natal significations hold a favourable house. */
  favourablePlanets: ReadonlySet<Planet>;
  /** Antaras overlapping the search, in time order. */
  antaras: Antara[];
}

const TARAS: readonly TaraId[] = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
  'paramaMitra',
];
/** Tarabala of tara 1..9 (index 0..8): Sampat, Kshema, Sadhaka, Mitra, Parama-mitra +1; Vipat, Pratyari, Vadha −1. */
const TARABALA: readonly number[] = [0, 1, -1, 1, -1, 1, -1, 1, 1];
/** Chandrabala of the count h = 1..12 (index 0..11): 1, 3, 6, 7, 10, 11 +1; the others −1. */
const CHANDRABALA: readonly number[] = [1, -1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1];

function antarasOver(mahadashas: readonly DashaPeriod[], from: number, to: number): Antara[] {
  const overlaps = (p: DashaPeriod): boolean => p.start < to && p.end > from;
  const out: Antara[] = [];
  for (const md of mahadashas.filter(overlaps)) {
    for (const bhukti of computeSubPeriods(md, 1).filter(overlaps)) {
      for (const antara of computeSubPeriods(bhukti, 1).filter(overlaps)) {
        out.push({ start: antara.start, end: antara.end, lords: [md.lord, bhukti.lord, antara.lord] });
      }
    }
  }
  return out;
}

/**
 * Prepares a participant for a search over [from, to] (Julian days UT) with favourable houses F: the dasha
 * from the natal Moon, birth moment and dasha year of the chart's own settings (§12 of the definitions).
 */
export function prepareParticipant(
  input: MuhurtaParticipantInput,
  favourable: readonly number[],
  from: number,
  to: number,
): PreparedParticipant {
  const moon = input.chart.bodies.find((b) => b.name === 'Moon');
  if (moon === undefined) throw new RangeError(`participants: the chart of ${input.runningId} has no Moon`);
  const links = linkFourLevels(toChartLords(input.chart)).filter((l) => favourable.includes(l.house));
  const { julianDayUT, dashaYearDays } = input.chart.profile;
  const { mahadashas } = computeMahadashas(moon.longitude, julianDayUT, dashaYearDays);
  return {
    runningId: input.runningId,
    moonSign: moon.signIndex,
    moonStar: moon.nakshatraNumber,
    favourablePlanets: new Set(links.map((l) => l.planet)),
    antaras: antarasOver(mahadashas, from, to),
  };
}

/** The antara running at t, by halving (antaras are in time order), or undefined outside them. */
function findAntara(antaras: readonly Antara[], t: number): Antara | undefined {
  let [lo, hi] = [0, antaras.length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const a = antaras[mid]!;
    if (t < a.start) hi = mid - 1;
    else if (t >= a.end) lo = mid + 1;
    else return a;
  }
  return undefined;
}

/** A participant's checks at t with the transit Moon in sign index `moonSign` 0..11 and star 1..27 (§6). */
export function checkParticipant(
  p: PreparedParticipant,
  moonSign: number,
  moonStar: number,
  t: number,
): MuhurtaParticipantCheck {
  const moonHouse = ((((moonSign - p.moonSign) % 12) + 12) % 12) + 1;
  const starCount = ((((moonStar - p.moonStar) % 27) + 27) % 27) + 1;
  const taraIndex = (starCount - 1) % 9;
  const reasons: MuhurtaReasonKey[] = [];
  if (moonHouse === 8) reasons.push('chandrashtama');
  if (moonStar === p.moonStar) reasons.push('janma-tara');
  const lords = findAntara(p.antaras, t)?.lords ?? [];
  const periods = lords.map((lord, i): ParticipantPeriod => ({
    level: (i + 1) as 1 | 2 | 3,
    lord,
    signifiesFavourable: p.favourablePlanets.has(lord),
  }));
  const tarabala = TARABALA[taraIndex]!;
  const chandrabala = CHANDRABALA[moonHouse - 1]!;
  const periodScore = periods.filter((x) => x.signifiesFavourable).length;
  return {
    runningId: p.runningId,
    rejected: reasons.length > 0,
    reasons,
    score: tarabala + chandrabala + periodScore,
    starCount,
    tara: TARAS[taraIndex]!,
    tarabala,
    moonHouse,
    chandrabala,
    periods,
  };
}

/** The antara boundaries of a participant at instants in (from, to). */
export function listAntaraBoundaries(p: PreparedParticipant, from: number, to: number): number[] {
  return p.antaras.map((a) => a.start).filter((t) => t > from && t < to);
}
