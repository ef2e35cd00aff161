/**
 * The engine's muhurta answer in the shape of the call: instants (Julian days UT) become clock times of the
 * request's zone, to the second; everything else is ids and numbers the page words in its language.
 */
import { formatLocalDateTime } from '@kpdesk/chart-answers';
import type { MuhurtaSearch, MuhurtaWindow } from '@kpdesk/astro';
import type { MuhurtaSearchAnswer, MuhurtaWindowData } from '@kpdesk/contract';

/** One window of the engine in the call's shape. */
export function toWindowData(w: MuhurtaWindow, offsetHours: number): MuhurtaWindowData {
  return {
    start: formatLocalDateTime(w.start, offsetHours),
    end: formatLocalDateTime(w.end, offsetHours),
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
      start: formatLocalDateTime(p.start, offsetHours),
      end: formatLocalDateTime(p.end, offsetHours),
    })),
    sunriseConvention,
    timezone: offsetHours,
  };
}
