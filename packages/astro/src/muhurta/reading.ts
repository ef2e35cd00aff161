/**
 * The reading of one piece of a search (muhurta.md §3, §4, §6, §7 step 3): the two gates, the ruling planets
 * with their score, and the participants' checks, at one instant of the moment chart. A piece that fails a
 * gate costs two 4-step unions on masks; only a piece that passes both is read further, and only the first
 * piece of a window is described in full (the others are compared by key).
 */
import type { KpStepKey, MuhurtaRulingSlot } from '@kpdesk/domain';
import { DAY_LORDS, type Planet } from '../tables/planets.js';
import {
  chainOf,
  fourLevelMask,
  housesOfMask,
  lordsOfRow,
  passesGate,
  signifiedBy,
  stepMask,
  type MomentChart,
} from './moment.js';
import { checkParticipant, type MuhurtaParticipantCheck, type PreparedParticipant } from './participants.js';
import { PLANET_INDEX, planetAt, rowSignIndex } from './rows.js';

/** One step of a gate's 4-step: the planet and H(planet), ascending. */
export interface MuhurtaGateStep {
  step: KpStepKey;
  planet: Planet;
  houses: number[];
}

/** A gate (§3): the sub lord read, its four steps, their union, and whether it passes. */
export interface MuhurtaGate {
  subLord: Planet;
  steps: MuhurtaGateStep[];
  houses: number[];
  passes: boolean;
}

/** A ruling planet (§4): the slots it fills, its motion and its four-level significations. */
export interface MuhurtaRulingPlanet {
  planet: Planet;
  slots: MuhurtaRulingSlot[];
  /** Mars, Mercury, Jupiter, Venus or Saturn with speed below zero: not counted. */
  retrograde: boolean;
  /** Houses it signifies at the four levels, ascending. */
  houses: number[];
  signifiesFavourable: boolean;
  /** Counted in the score: not retrograde and signifying a favourable house. */
  counted: boolean;
}

/** Everything a window reports besides its start, end and edges. */
export interface WindowReading {
  lagna: { signLord: Planet; starLord: Planet; subLord: Planet };
  cuspSubLord: Planet;
  /** G1's houses, ascending. */
  lagnaHouses: number[];
  /** G2's houses, ascending. */
  cuspHouses: number[];
  gates: { lagna: MuhurtaGate; cusp: MuhurtaGate };
  dayLord: Planet;
  rulingPlanets: MuhurtaRulingPlanet[];
  /** Counted ruling planets, 0..7. */
  rpScore: number;
  participants: MuhurtaParticipantCheck[];
  /** The lowest participant score, 0 without participants. */
  participantsMin: number;
  /** rpScore + participantsMin. */
  score: number;
  /** The panchang day has no sunrise or sunset: its day vetoes are off (§5). */
  polarDay: boolean;
}

/** What a piece is read against: F and N as masks, the event cusp, the participants. */
export interface ReadingContext {
  favourable: number;
  negating: number;
  eventCusp: number;
  participants: readonly PreparedParticipant[];
}

/** The outcome of a piece that passes both gates and every veto: whether a participant rejects it, and its key. */
export interface PieceReading {
  isRejected: boolean;
  /** Equal keys mean equal reported fields (§7 step 4). */
  key: string;
  describe: () => WindowReading;
}

const SLOTS: readonly MuhurtaRulingSlot[] = [
  'dayLord',
  'moonSign',
  'moonStar',
  'moonSub',
  'lagnaSign',
  'lagnaStar',
  'lagnaSub',
];
const STEPS: readonly KpStepKey[] = ['subLord', 'starLord', 'subLordOfSubLord', 'starLordOfSubLord'];
/** Mars, Mercury, Jupiter, Venus, Saturn: the planets a negative speed marks retrograde (§4). */
const CAN_RETROGRADE = new Set(
  ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'].map((p) => PLANET_INDEX[p as Planet]),
);

/** Both gates at once; null when one fails. */
export function readGates(m: MomentChart, c: ReadingContext): { lagna: number; cusp: number } | null {
  const lagna = signifiedBy(m, lordsOfRow(m.lagna).sub);
  if (!passesGate(lagna, c.favourable, c.negating)) return null;
  const cusp = c.eventCusp === 1 ? lagna : signifiedBy(m, lordsOfRow(m.eventCusp).sub);
  return passesGate(cusp, c.favourable, c.negating) ? { lagna, cusp } : null;
}

function describeGate(m: MomentChart, subLord: number, houses: number, c: ReadingContext): MuhurtaGate {
  const steps = chainOf(m, subLord).map((x, i) => ({
    step: STEPS[i]!,
    planet: planetAt(x),
    houses: housesOfMask(stepMask(m, x)),
  }));
  return {
    subLord: planetAt(subLord),
    steps,
    houses: housesOfMask(houses),
    passes: passesGate(houses, c.favourable, c.negating),
  };
}

/** The distinct planets of the seven slots in slot order, each with the slots it fills. */
function fillSlots(m: MomentChart, dayLord: number): Map<number, MuhurtaRulingSlot[]> {
  const moon = lordsOfRow(m.rows[PLANET_INDEX.Moon]!);
  const lagna = lordsOfRow(m.lagna);
  const planets = [dayLord, moon.sign, moon.star, moon.sub, lagna.sign, lagna.star, lagna.sub];
  const slots = new Map<number, MuhurtaRulingSlot[]>();
  planets.forEach((p, i) => slots.set(p, [...(slots.get(p) ?? []), SLOTS[i]!]));
  return slots;
}

function readRulingPlanets(m: MomentChart, dayLord: number, favourable: number): MuhurtaRulingPlanet[] {
  return [...fillSlots(m, dayLord)].map(([p, slots]) => {
    const mask = fourLevelMask(m, p);
    const retrograde = CAN_RETROGRADE.has(p) && m.retrograde[p]!;
    const signifiesFavourable = (mask & favourable) !== 0;
    const houses = housesOfMask(mask);
    return {
      planet: planetAt(p),
      slots,
      retrograde,
      houses,
      signifiesFavourable,
      counted: signifiesFavourable && !retrograde,
    };
  });
}

function keyOfParticipant(check: MuhurtaParticipantCheck): string {
  const periods = check.periods.map((p) => `${p.lord}${p.signifiesFavourable ? '+' : ''}`).join(',');
  return `${check.runningId}:${check.reasons.join(',')}:${check.starCount}:${check.moonHouse}:${periods}`;
}

/** The instant a piece is read at and what it already knows: its panchang day and its gates' houses. */
interface PieceMoment {
  t: number;
  weekday: number;
  polarDay: boolean;
  gates: { lagna: number; cusp: number };
}

/** The key of a piece's reported fields: equal keys, equal fields (§7 step 4). */
function keyOfPiece(
  m: MomentChart,
  rulingPlanets: readonly MuhurtaRulingPlanet[],
  checks: readonly MuhurtaParticipantCheck[],
  polarDay: boolean,
): string {
  const chain = (subLord: number): string =>
    chainOf(m, subLord)
      .map((x) => `${x}:${stepMask(m, x)}`)
      .join(',');
  const lagna = m.lagna;
  return [
    `${lagna.signLord},${lagna.starLord},${lagna.subLord},${m.eventCusp.subLord}`,
    chain(lordsOfRow(lagna).sub),
    chain(lordsOfRow(m.eventCusp).sub),
    rulingPlanets
      .map((r) => `${r.planet}:${r.slots.join('.')}:${r.retrograde}:${r.houses.join('.')}`)
      .join(','),
    checks.map(keyOfParticipant).join(';'),
    polarDay ? 'polar' : '',
  ].join('|');
}

/** Everything a window starting with this piece reports (built from the moment chart as it is now). */
function describePiece(
  m: MomentChart,
  c: ReadingContext,
  at: PieceMoment,
  read: { dayLord: number; rulingPlanets: MuhurtaRulingPlanet[]; checks: MuhurtaParticipantCheck[] },
): WindowReading {
  const rpScore = read.rulingPlanets.filter((r) => r.counted).length;
  const participantsMin = read.checks.length === 0 ? 0 : Math.min(...read.checks.map((x) => x.score));
  const lagna = describeGate(m, lordsOfRow(m.lagna).sub, at.gates.lagna, c);
  const cusp = describeGate(m, lordsOfRow(m.eventCusp).sub, at.gates.cusp, c);
  return {
    lagna: { signLord: m.lagna.signLord, starLord: m.lagna.starLord, subLord: m.lagna.subLord },
    cuspSubLord: m.eventCusp.subLord,
    lagnaHouses: lagna.houses,
    cuspHouses: cusp.houses,
    gates: { lagna, cusp },
    dayLord: planetAt(read.dayLord),
    rulingPlanets: read.rulingPlanets,
    rpScore,
    participants: read.checks,
    participantsMin,
    score: rpScore + participantsMin,
    polarDay: at.polarDay,
  };
}

/**
 * Reads a piece at t whose gates passed (masks `gates`), on the panchang day of weekday `weekday`: its
 * ruling planets, participants and key. `describe` must be called before the moment chart is read again.
 */
export function readPiece(m: MomentChart, c: ReadingContext, at: PieceMoment): PieceReading {
  const dayLord = PLANET_INDEX[DAY_LORDS[at.weekday] as Planet];
  const moonRow = m.rows[PLANET_INDEX.Moon]!;
  const checks = c.participants.map((p) =>
    checkParticipant(p, rowSignIndex(moonRow), moonRow.nakshatraNumber, at.t),
  );
  const rulingPlanets = readRulingPlanets(m, dayLord, c.favourable);
  return {
    isRejected: checks.some((x) => x.rejected),
    key: keyOfPiece(m, rulingPlanets, checks, at.polarDay),
    describe: () => describePiece(m, c, at, { dayLord, rulingPlanets, checks }),
  };
}
