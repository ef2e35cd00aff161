/**
 * The engine's muhurta answer in the shape of the call: instants (Julian days UT) become clock times of the
 * request's zone, to the second; everything else is ids and numbers the page words in its language.
 */
import type { MuhurtaSearch, MuhurtaWindow } from '@kpdesk/astro';
import {
  formatMoment,
  momentAtOffset,
  type MuhurtaSearchAnswer,
  type MuhurtaWindowData,
} from '@kpdesk/contract';

/** Julian day of the Unix epoch (1970-01-01 00:00 UT). */
const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** A Julian day UT as milliseconds since 1970, rounded to the second (window edges are whole seconds). */
export function instantOfJulianDay(jd: number): number {
  return Math.round(((jd - UNIX_EPOCH_JD) * MS_PER_DAY) / 1000) * 1000;
}

/** Milliseconds since 1970 as a Julian day UT. */
export function julianDayOfInstant(ms: number): number {
  return ms / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** A Julian day UT on the clock `offsetHours` east of UTC, 'yyyy-MM-dd HH:mm:ss'. */
export function localTimeOf(jd: number, offsetHours: number): string {
  return formatMoment(momentAtOffset(instantOfJulianDay(jd), offsetHours));
}

/** One window of the engine in the call's shape. */
export function toWindowData(w: MuhurtaWindow, offsetHours: number): MuhurtaWindowData {
  return {
    start: localTimeOf(w.start, offsetHours),
    end: localTimeOf(w.end, offsetHours),
    seconds: Math.round(w.seconds),
    lagna: w.lagna,
    cuspSubLord: w.cuspSubLord,
    lagnaHouses: w.lagnaHouses,
    cuspHouses: w.cuspHouses,
    gates: w.gates,
    dayLord: w.dayLord,
    rulingPlanets: w.rulingPlanets,
    rpScore: w.rpScore,
    score: w.score,
    participants: w.participants.map((p) => ({
      runningId: p.runningId,
      rejected: p.rejected,
      reasons: p.reasons,
      score: p.score,
      tara: p.tara,
      tarabala: p.tarabala,
      moonHouse: p.moonHouse,
      chandrabala: p.chandrabala,
      periods: p.periods,
    })),
    edges: w.edges,
    houseSystem: w.houseSystem,
    polarDay: w.polarDay,
  };
}

/** The engine's search in the call's shape. */
export function toSearchAnswer(
  search: MuhurtaSearch,
  offsetHours: number,
  sunriseConvention: 'hindu' | 'drik',
): MuhurtaSearchAnswer {
  const windows = (list: MuhurtaWindow[]) => list.map((w) => toWindowData(w, offsetHours));
  return {
    profile: {
      ...search.profile,
      favourable: [...search.profile.favourable],
      negating: [...search.profile.negating],
    },
    windows: windows(search.windows),
    rejectedByParticipants: windows(search.rejectedByParticipants),
    next: search.next === null ? null : toWindowData(search.next, offsetHours),
    vetoPeriods: search.vetoPeriods.map((p) => ({
      veto: p.veto,
      start: localTimeOf(p.start, offsetHours),
      end: localTimeOf(p.end, offsetHours),
    })),
    sunriseConvention,
    timezone: offsetHours,
  };
}
