/**
 * The matrimony search (compatibility.md §9): one client against every candidate, ordered by (1) the number
 * of KP `promised` verdicts (2, 1, 0), (2) the raw Ashtakoota total, descending, (3) Rajju and Vedha both
 * passed first, (4) the porutham total, descending, (5) running id, ascending.
 */
import {
  combineMatch,
  computeMatchPerson,
  type Match,
  type MatchChart,
  type MatchContext,
  type MatchPerson,
} from './match.js';

/** The figures a ranking orders by, read from a match. */
export interface MatchBrief {
  /** How many of the two charts promise marriage by KP: 0, 1 or 2. */
  promisedCount: number;
  /** Raw Ashtakoota total, 0..36. */
  total: number;
  /** Rajju and Vedha both passed. */
  mustPassPassed: boolean;
  /** Poruthams passed, 0..10. */
  poruthamTotal: number;
}

/** A candidate of the search: the candidate client's running id and its match with the client searched for. */
export interface RankedMatch {
  runningId: number;
  match: Match;
}

/** The ranking figures of a match. */
export function summarizeMatch(match: Match): MatchBrief {
  const verdicts = [match.kp.bride.verdict, match.kp.groom.verdict];
  return {
    promisedCount: verdicts.filter((v) => v === 'promised').length,
    total: match.ashtakoota.total,
    mustPassPassed: match.poruthams.every((p) => !p.mustPass || p.passed),
    poruthamTotal: match.poruthamTotal,
  };
}

/** Negative when `a` ranks before `b` (§9); ties only for the same running id. */
export function compareRankedBriefs(
  a: { runningId: number; brief: MatchBrief },
  b: { runningId: number; brief: MatchBrief },
): number {
  return (
    b.brief.promisedCount - a.brief.promisedCount ||
    b.brief.total - a.brief.total ||
    Number(b.brief.mustPassPassed) - Number(a.brief.mustPassPassed) ||
    b.brief.poruthamTotal - a.brief.poruthamTotal ||
    a.runningId - b.runningId
  );
}

/** Candidates in ranking order (§9); a new array, the input is left as it is. */
export function rankMatches<T extends RankedMatch>(candidates: readonly T[]): T[] {
  const keyed = candidates.map((candidate) => ({
    candidate,
    runningId: candidate.runningId,
    brief: summarizeMatch(candidate.match),
  }));
  return keyed.sort(compareRankedBriefs).map((k) => k.candidate);
}

/**
 * Matches one client against every candidate in the other role and ranks them (§9). `person` is the client
 * searched for (`computeMatchPerson` once), `role` the role that client takes; each candidate's chart is
 * read once.
 */
export function computeMatchRanking(
  person: MatchPerson,
  role: 'bride' | 'groom',
  candidates: readonly { runningId: number; chart: MatchChart }[],
  context: MatchContext,
): RankedMatch[] {
  const matches = candidates.map(({ runningId, chart }) => {
    const other = computeMatchPerson(chart, context);
    const match =
      role === 'bride' ? combineMatch(person, other, context) : combineMatch(other, person, context);
    return { runningId, match };
  });
  return rankMatches(matches);
}
