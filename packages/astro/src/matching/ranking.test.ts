/** The matrimony search (compatibility.md §9): the five keys in order, and a ranking of computed charts. */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart.js';
import { computeMatch, computeMatchPerson, resolveMatchContext } from './match.js';
import { compareRankedBriefs, computeMatchRanking, summarizeMatch, type MatchBrief } from './ranking.js';
import { sampleCharts } from './sample-charts.fixture.js';

const brief = (
  promisedCount: number,
  total: number,
  mustPassPassed: boolean,
  poruthamTotal: number,
): MatchBrief => ({
  promisedCount,
  total,
  mustPassPassed,
  poruthamTotal,
});

describe('compareRankedBriefs', () => {
  it('orders by promises, total, must-pass, poruthams, then running id', () => {
    const rows = [
      { runningId: 9, brief: brief(0, 36, true, 10) },
      { runningId: 8, brief: brief(1, 20, true, 10) },
      { runningId: 7, brief: brief(2, 18, false, 2) },
      { runningId: 6, brief: brief(1, 30, false, 10) },
      { runningId: 5, brief: brief(1, 30, true, 3) },
      { runningId: 4, brief: brief(1, 30, true, 8) },
      { runningId: 3, brief: brief(1, 30, true, 8) },
    ];
    expect([...rows].sort(compareRankedBriefs).map((r) => r.runningId)).toEqual([7, 3, 4, 5, 6, 8, 9]);
  });
});

describe('computeMatchRanking of 40 computed charts', () => {
  const charts = sampleCharts(41);
  const moment = computeChart({
    date: '2026-06-01',
    time: '12:00:00',
    utcOffsetHours: 5.5,
    place: { latitude: 28.6139, longitude: 77.209 },
  });
  const context = resolveMatchContext({ moment });
  const candidates = charts.slice(1).map((chart, i) => ({ runningId: 100 - i, chart }));

  it.each(['bride', 'groom'] as const)('ranks every candidate for a %s as §9 orders them', (role) => {
    const person = computeMatchPerson(charts[0]!, context);
    const ranked = computeMatchRanking(person, role, candidates, context);
    expect(ranked.map((r) => r.runningId).sort()).toEqual(candidates.map((c) => c.runningId).sort());
    const key = (r: (typeof ranked)[number]) => {
      const b = summarizeMatch(r.match);
      return [-b.promisedCount, -b.total, b.mustPassPassed ? 0 : 1, -b.poruthamTotal, r.runningId];
    };
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [key(ranked[i - 1]!), key(ranked[i]!)];
      const firstDifference = a.findIndex((x, k) => x !== b[k]);
      expect(
        a[firstDifference]! < b[firstDifference]!,
        `rows ${i - 1} and ${i}: ${a.join(',')} / ${b.join(',')}`,
      ).toBe(true);
    }
    for (const row of ranked) {
      const other = candidates.find((c) => c.runningId === row.runningId)!.chart;
      const expected =
        role === 'bride'
          ? computeMatch(charts[0]!, other, { moment })
          : computeMatch(other, charts[0]!, { moment });
      expect(row.match, `candidate ${row.runningId}`).toEqual(expected);
    }
  });
});
