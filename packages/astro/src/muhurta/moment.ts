/**
 * The moment chart as the gates and the ruling planets read it (muhurta.md §1, §3, §4), on bitmasks of
 * houses (bit h − 1 for house h) so that a search evaluates tens of thousands of pieces cheaply: each
 * planet's house (cusp n inclusive to cusp n + 1 exclusive), the houses each planet owns (cusps whose sign
 * lord it is), its sign, star and sub lord, the Lagna's and the event cusp's rows.
 */
import { findKpSubRow, type KpSubRow } from '../kp/sub-table.js';
import { SIGN_LORDS } from '../tables/signs.js';
import { PLANET_INDEX } from './rows.js';

/** Indexes of {@link PLANET_INDEX} for the nodes, which own no sign. */
const RAHU = PLANET_INDEX.Rahu;
const KETU = PLANET_INDEX.Ketu;

/** Planet index of each row's sign, star and sub lord (rows 1..249 at 0..248). */
interface RowLords {
  sign: number;
  star: number;
  sub: number;
}
const ROW_LORDS = new Map<KpSubRow, RowLords>();

/** The lords of a row as planet indexes (computed once per row). */
export function lordsOfRow(row: KpSubRow): RowLords {
  let lords = ROW_LORDS.get(row);
  if (lords === undefined) {
    lords = {
      sign: PLANET_INDEX[row.signLord],
      star: PLANET_INDEX[row.starLord],
      sub: PLANET_INDEX[row.subLord],
    };
    ROW_LORDS.set(row, lords);
  }
  return lords;
}

const SIGN_LORD_INDEX: readonly number[] = SIGN_LORDS.map((p) => PLANET_INDEX[p]);

/** The state of the moment chart at one instant; arrays are reused from piece to piece. */
export interface MomentChart {
  /** Sidereal cusps 1..12 at index 0..11, degrees. */
  cusps: number[];
  /** Sidereal longitudes of the nine bodies (PLANETS order). */
  longitudes: number[];
  /** Each body's motion: speed below zero. */
  retrograde: boolean[];
  /** House 1..12 of each body. */
  houses: number[];
  /** Houses owned by each planet, as a mask. */
  owned: number[];
  /** KP row of each body (set by the caller). */
  rows: KpSubRow[];
  lagna: KpSubRow;
  eventCusp: KpSubRow;
}

/** An empty moment chart to fill with {@link readMoment}. */
export function createMomentChart(): MomentChart {
  const first = findKpSubRow(0);
  return {
    cusps: new Array<number>(12).fill(0),
    longitudes: new Array<number>(9).fill(0),
    retrograde: new Array<boolean>(9).fill(false),
    houses: new Array<number>(9).fill(1),
    owned: new Array<number>(9).fill(0),
    rows: new Array<KpSubRow>(9).fill(first),
    lagna: first,
    eventCusp: first,
  };
}

/** House 1..12 of a longitude among cusps, as findHouseOfLongitude: cusp n inclusive to cusp n + 1 exclusive. */
function houseOf(longitude: number, cusps: readonly number[], offsets: readonly number[]): number {
  const from1 = arcFrom(cusps[0]!, longitude);
  let house = 1;
  while (house < 12 && offsets[house]! <= from1) house++;
  return house;
}

/** The arc from a to b forward, [0, 360), for a and b in [0, 360). */
function arcFrom(a: number, b: number): number {
  const d = b - a;
  return d < 0 ? d + 360 : d;
}

const offsets = new Array<number>(12).fill(0);

/**
 * Fills the derived fields of a moment chart whose `cusps` and `longitudes` are set: houses occupied and
 * owned, the Lagna's row and the row of event cusp `eventCusp` (1..12). The bodies' rows and motion are the
 * caller's (the search reads them from the bodies' exact lord changes and stations).
 */
export function readMoment(m: MomentChart, eventCusp: number): void {
  m.owned.fill(0);
  for (let n = 0; n < 12; n++) {
    const cusp = m.cusps[n]!;
    offsets[n] = arcFrom(m.cusps[0]!, cusp);
    m.owned[SIGN_LORD_INDEX[Math.floor(cusp / 30) % 12]!]! |= 1 << n;
  }
  for (let p = 0; p < 9; p++) m.houses[p] = houseOf(m.longitudes[p]!, m.cusps, offsets);
  m.lagna = findKpSubRow(m.cusps[0]!);
  m.eventCusp = findKpSubRow(m.cusps[eventCusp - 1]!);
}

const bit = (house: number): number => 1 << (house - 1);

/** H(X) of §3: the house X occupies and the houses it owns; a node owns what its sign lord owns. */
export function stepMask(m: MomentChart, x: number): number {
  const owner = x === RAHU || x === KETU ? lordsOfRow(m.rows[x]!).sign : x;
  return bit(m.houses[x]!) | m.owned[owner]!;
}

/** The four planets of a sub lord's 4-step (§3): S, its star lord, its sub lord, that sub lord's star lord. */
export function chainOf(m: MomentChart, subLord: number): [number, number, number, number] {
  const s = lordsOfRow(m.rows[subLord]!);
  return [subLord, s.star, s.sub, lordsOfRow(m.rows[s.sub]!).star];
}

/** Sig(S): the union of H over the 4-step of sub lord S. */
export function signifiedBy(m: MomentChart, subLord: number): number {
  // The chain of chainOf, unrolled: most pieces fail a gate here, so nothing is allocated for them.
  const s = lordsOfRow(m.rows[subLord]!);
  const x4 = lordsOfRow(m.rows[s.sub]!).star;
  return stepMask(m, subLord) | stepMask(m, s.star) | stepMask(m, s.sub) | stepMask(m, x4);
}

/** A gate passes when the houses hold a favourable house and no negating one (§3). */
export function passesGate(houses: number, favourable: number, negating: number): boolean {
  return (houses & favourable) !== 0 && (houses & negating) === 0;
}

/**
 * A planet's four-level significations (definitions §6.1, planet view): the house of its star lord, its own
 * house, the houses its star lord owns, the houses it owns.
 */
export function fourLevelMask(m: MomentChart, p: number): number {
  const star = lordsOfRow(m.rows[p]!).star;
  return bit(m.houses[star]!) | bit(m.houses[p]!) | m.owned[star]! | m.owned[p]!;
}

/** The houses of a mask, ascending. */
export function housesOfMask(mask: number): number[] {
  const houses: number[] = [];
  for (let h = 1; h <= 12; h++) if ((mask & bit(h)) !== 0) houses.push(h);
  return houses;
}

/** The mask of a list of houses 1..12. */
export function maskOfHouses(houses: readonly number[]): number {
  return houses.reduce((mask, h) => mask | bit(h), 0);
}
