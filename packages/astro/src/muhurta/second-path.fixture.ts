/**
 * A second path through the rules of muhurta.md, for tests: the moment chart read straight from the
 * ephemeris at one instant (computeBodyPositions, computeHouses, computeKpLords, findHouseOfLongitude,
 * computeDayInfo), the gates from the significator tables' ownership and occupation (§3), the ruling
 * planets' houses from the Planet Significators table, levels A–D (§4), the vetoes from the panchang of each
 * day and the bodies' positions (§5), the participants from their charts' own dasha trees (§6). None of it
 * goes through the search's models, masks or cuts.
 */
import type { MuhurtaReasonKey, MuhurtaVetoKey } from '@kpdesk/domain';
import type { Chart } from '../chart.js';
import { toChartLords } from '../chart-significators.js';
import { findRunningPeriods } from '../dasha/vimshottari.js';
import { computeHouses, findHouseOfLongitude } from '../houses/houses.js';
import { computeKpLords, type KpLords } from '../kp/lords.js';
import { computePanchangDay, type PanchangDay } from '../panchang/panchang-day.js';
import { computeBodyPositions } from '../positions.js';
import { resolveSettings, type ChartSettings, type Place } from '../settings.js';
import { housesOwnedBy } from '../significators/ownership.js';
import { computePlanetSignificators } from '../significators/planet-significators.js';
import type { ChartLords, PlanetLords } from '../significators/types.js';
import { PLANETS, type Planet } from '../tables/planets.js';
import { computeDayInfo } from '../time/day-lord.js';
import { formatLocalIso } from '../time/julian-day.js';

/** The moment chart at one instant, straight from the ephemeris. */
export interface EphemerisMoment {
  jd: number;
  lords: ChartLords;
  bodies: Record<Planet, KpLords & { speed: number; house: number }>;
  cusps: KpLords[];
  weekday: number;
}

/** What a second-path reading needs besides the instant. */
export interface SecondPathContext {
  place: Place;
  utcOffsetHours: number;
  settings?: Partial<ChartSettings>;
  favourable: readonly number[];
  negating: readonly number[];
  cusp: number;
  vetoes: readonly MuhurtaVetoKey[];
  participants: readonly { runningId: number; chart: Chart }[];
}

/** Reads the moment chart at a Julian day UT. */
export function readEphemerisMoment(jd: number, c: SecondPathContext): EphemerisMoment {
  const settings = resolveSettings(c.settings);
  const houses = computeHouses(jd, c.place, settings);
  const cusps = houses.cusps.map((lon) => computeKpLords(lon));
  const positions = computeBodyPositions(jd, settings).bodies;
  const bodies = {} as EphemerisMoment['bodies'];
  const planets = {} as Record<Planet, PlanetLords>;
  for (const b of positions) {
    const house = findHouseOfLongitude(b.longitude, houses.cusps);
    bodies[b.name] = { ...computeKpLords(b.longitude), speed: b.speed, house };
    planets[b.name] = { ...bodies[b.name], retrograde: b.isRetrograde };
  }
  const day = computeDayInfo(jd, c.utcOffsetHours, c.place, settings);
  return { jd, lords: { planets, cusps }, bodies, cusps, weekday: day.weekday };
}

/** H(X) of §3 through the ownership table: the house X occupies and the houses X (a node: its sign lord) owns. */
function stepHouses(lords: ChartLords, x: Planet): number[] {
  const owner = x === 'Rahu' || x === 'Ketu' ? lords.planets[x].signLord : x;
  return [...new Set([lords.planets[x].house, ...housesOwnedBy(lords, owner)])].sort((a, b) => a - b);
}

/** The 4-step of a sub lord: its four planets with H, and the union. */
export function readGate(
  lords: ChartLords,
  subLord: Planet,
): { steps: [Planet, number[]][]; houses: number[] } {
  const x3 = lords.planets[subLord].subLord;
  const planets: Planet[] = [subLord, lords.planets[subLord].starLord, x3, lords.planets[x3].starLord];
  const steps = planets.map((p): [Planet, number[]] => [p, stepHouses(lords, p)]);
  const houses = [...new Set(steps.flatMap(([, h]) => h))].sort((a, b) => a - b);
  return { steps, houses };
}

/** Pass: a favourable house and no negating house among the houses. */
export function passes(
  houses: readonly number[],
  c: Pick<SecondPathContext, 'favourable' | 'negating'>,
): boolean {
  return houses.some((h) => c.favourable.includes(h)) && !houses.some((h) => c.negating.includes(h));
}

/** Each planet's houses at levels A–D of the Planet Significators table. */
export function readFourLevels(lords: ChartLords): Record<Planet, number[]> {
  const out = {} as Record<Planet, number[]>;
  for (const row of computePlanetSignificators(lords).planetView) {
    out[row.planet] = [...new Set([...row.A, ...row.B, ...row.C, ...row.D])].sort((a, b) => a - b);
  }
  return out;
}

const panchangs = new Map<string, PanchangDay>();

/** The panchang of the civil date `offsetDays` from the one holding jd (cached). */
function panchangOf(jd: number, offsetDays: number, c: SecondPathContext): PanchangDay {
  const date = formatLocalIso(jd + offsetDays, c.utcOffsetHours, 'second').slice(0, 10);
  const key = `${date}|${c.place.latitude}|${c.place.longitude}|${JSON.stringify(c.settings ?? {})}`;
  let day = panchangs.get(key);
  if (day === undefined) {
    day = computePanchangDay({
      date,
      utcOffsetHours: c.utcOffsetHours,
      place: c.place,
      settings: c.settings,
    });
    panchangs.set(key, day);
  }
  return day;
}

/** The panchang day whose [SR(D), SR(D+1)) holds jd. */
export function findPanchangDay(jd: number, c: SecondPathContext): PanchangDay {
  for (const offset of [0, -1, 1]) {
    const day = panchangOf(jd, offset, c);
    if (day.day.start <= jd && jd < day.day.end) return day;
  }
  throw new Error(`no panchang day holds ${jd}`);
}

const inside = (span: { start: number; end: number } | null, jd: number): boolean =>
  span !== null && span.start <= jd && jd < span.end;

/** Vishti: karana 8, 15, …, 57 (panchang.md §4.4), typed from the table. */
const VISHTI_NUMBERS = [8, 15, 22, 29, 36, 43, 50, 57];

/** The enabled vetoes holding at jd, from the panchang day and the bodies' positions. */
export function readVetoes(jd: number, m: EphemerisMoment, c: SecondPathContext): MuhurtaVetoKey[] {
  const day = findPanchangDay(jd, c);
  const distance = (p: Planet): number => {
    const d = Math.abs(m.bodies[p].longitude - m.bodies.Sun.longitude) % 360;
    return Math.min(d, 360 - d);
  };
  const holds: Record<MuhurtaVetoKey, boolean> = {
    rahuKalam: inside(day.rahuKalam, jd),
    yamaganda: inside(day.yamaganda, jd),
    gulika: inside(day.gulika, jd),
    durMuhurta: day.durMuhurtas.some((s) => inside(s, jd)),
    vishti: day.karanas.some((k) => inside(k, jd) && VISHTI_NUMBERS.includes(k.number)),
    combustVenus: distance('Venus') <= (m.bodies.Venus.speed < 0 ? 8 : 10),
    combustJupiter: distance('Jupiter') <= 11,
  };
  return c.vetoes.filter((v) => holds[v]);
}

const natalCache = new WeakMap<Chart, Record<Planet, number[]>>();

/** A natal chart's four-level significations (cached per chart). */
function natalFourLevels(chart: Chart): Record<Planet, number[]> {
  let levels = natalCache.get(chart);
  if (levels === undefined) {
    levels = readFourLevels(toChartLords(chart));
    natalCache.set(chart, levels);
  }
  return levels;
}

/** A participant's checks by the formulas of §6, with the running periods from the chart's dasha tree. */
export function readParticipant(
  p: { runningId: number; chart: Chart },
  m: EphemerisMoment,
  c: SecondPathContext,
) {
  const natal = p.chart.bodies.find((b) => b.name === 'Moon')!;
  const moon = m.bodies.Moon;
  const h = ((moon.signIndex - natal.signIndex + 12) % 12) + 1;
  const count = ((moon.nakshatraNumber - natal.nakshatraNumber + 27) % 27) + 1;
  const tara = ((count - 1) % 9) + 1;
  const reasons: MuhurtaReasonKey[] = [];
  if (h === 8) reasons.push('chandrashtama');
  if (moon.nakshatraNumber === natal.nakshatraNumber) reasons.push('janma-tara');
  const tarabala = [2, 4, 6, 8, 9].includes(tara) ? 1 : [3, 5, 7].includes(tara) ? -1 : 0;
  const chandrabala = [1, 3, 6, 7, 10, 11].includes(h) ? 1 : -1;
  const natalLevels = natalFourLevels(p.chart);
  const lords = findRunningPeriods(p.chart.dasha, m.jd, 3).map((x) => x.lord);
  const periods = lords.filter((lord) => natalLevels[lord].some((x) => c.favourable.includes(x))).length;
  return { runningId: p.runningId, reasons, score: tarabala + chandrabala + periods, lords, h, count };
}

/** The ruling planets of §4 at a moment: the seven slots in order, each planet once with its slots and houses. */
function readRulingPlanets(m: EphemerisMoment, c: SecondPathContext) {
  const levels = readFourLevels(m.lords);
  const asc = m.cusps[0]!;
  const moon = m.bodies.Moon;
  const dayLord = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'][m.weekday] as Planet;
  const slots: Planet[] = [
    dayLord,
    moon.signLord,
    moon.starLord,
    moon.subLord,
    asc.signLord,
    asc.starLord,
    asc.subLord,
  ];
  const slotNames = ['dayLord', 'moonSign', 'moonStar', 'moonSub', 'lagnaSign', 'lagnaStar', 'lagnaSub'];
  return [...new Set(slots)].map((planet) => {
    const retrograde =
      ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'].includes(planet) && m.bodies[planet].speed < 0;
    const houses = levels[planet];
    const filled = slotNames.filter((_, i) => slots[i] === planet);
    return {
      planet,
      slots: filled,
      houses,
      retrograde,
      counted: !retrograde && houses.some((h) => c.favourable.includes(h)),
    };
  });
}

/** Everything a window reports, read by the second path at jd. */
export function readSecondPath(jd: number, c: SecondPathContext) {
  const m = readEphemerisMoment(jd, c);
  const lagna = readGate(m.lords, m.cusps[0]!.subLord);
  const cusp = readGate(m.lords, m.cusps[c.cusp - 1]!.subLord);
  const asc = m.cusps[0]!;
  const rulingPlanets = readRulingPlanets(m, c);
  const participants = c.participants.map((p) => readParticipant(p, m, c));
  const rpScore = rulingPlanets.filter((r) => r.counted).length;
  const participantsMin = participants.length === 0 ? 0 : Math.min(...participants.map((p) => p.score));
  return {
    moment: m,
    gates: { lagna, cusp, pass: passes(lagna.houses, c) && passes(cusp.houses, c) },
    lagna: [asc.signLord, asc.starLord, asc.subLord],
    cuspSubLord: m.cusps[c.cusp - 1]!.subLord,
    rulingPlanets,
    rpScore,
    participants,
    vetoes: readVetoes(jd, m, c),
    rejected: participants.some((p) => p.reasons.length > 0),
    score: rpScore + participantsMin,
  };
}

/** Whether two moment charts differ in what an edge kind names (the kind's input changed between them). */
export function changesBetween(kind: string, a: EphemerisMoment, b: EphemerisMoment, cusp: number): boolean {
  const differs = (x: KpLords, y: KpLords, level: 'sign' | 'star' | 'sub'): boolean =>
    level === 'sign'
      ? x.signIndex !== y.signIndex
      : level === 'star'
        ? x.nakshatraNumber !== y.nakshatraNumber
        : x.subLord !== y.subLord;
  const anyBody = (level: 'sign' | 'star' | 'sub'): boolean =>
    PLANETS.some((p) => differs(a.bodies[p], b.bodies[p], level));
  switch (kind) {
    case 'lagnaSign':
      return differs(a.cusps[0]!, b.cusps[0]!, 'sign');
    case 'lagnaStar':
      return differs(a.cusps[0]!, b.cusps[0]!, 'star');
    case 'lagnaSub':
      return differs(a.cusps[0]!, b.cusps[0]!, 'sub');
    case 'cuspSub':
      return differs(a.cusps[cusp - 1]!, b.cusps[cusp - 1]!, 'sub');
    case 'cuspSign':
      return a.cusps.some((x, i) => differs(x, b.cusps[i]!, 'sign'));
    case 'cuspPlanet':
      return PLANETS.some((p) => a.bodies[p].house !== b.bodies[p].house);
    case 'planetSign':
      return anyBody('sign');
    case 'planetStar':
      return anyBody('star');
    case 'planetSub':
      return anyBody('sub');
    case 'station':
      return PLANETS.some((p) => a.bodies[p].speed < 0 !== b.bodies[p].speed < 0);
    case 'sunrise':
      return a.weekday !== b.weekday;
    default:
      throw new Error(`not a chart change: ${kind}`);
  }
}
