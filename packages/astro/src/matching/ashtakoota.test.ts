/**
 * The Ashtakoota over every star-pada pair (108 × 108, each Moon at the middle of its pada, as
 * compatibility.md §11 places the published pairs) against the document's tables recomputed by the second
 * path of compatibility-doc.fixture.ts; the properties of §10; the Sagittarius and Capricorn half-signs.
 */
import { describe, expect, it } from 'vitest';
import { computeAshtakoota } from './ashtakoota.js';
import { computeKootas, findVashyaGroup } from './kootas.js';
import { describeMatchMoon, type MatchMoon } from './moon.js';
import {
  ALL_PADAS,
  docDoshas,
  docKootas,
  docMoon,
  docTotals,
  taraPoints,
  vashyaOf,
  vashyaPoints,
} from './compatibility-doc.fixture.js';

const MOONS: readonly { label: string; m: number; moon: MatchMoon }[] = ALL_PADAS.map(({ n, p, m }) => ({
  label: `star ${n} pada ${p}`,
  m,
  moon: describeMatchMoon(m),
}));

/** Every ordered (bride, groom) pair. */
function forEachPair(visit: (b: (typeof MOONS)[number], g: (typeof MOONS)[number]) => void): void {
  for (const b of MOONS) for (const g of MOONS) visit(b, g);
}

/** Differences as "case: expected … actual …" lines, so a failure names every pair it found. */
function describeMismatches(found: string[]): string {
  return found.slice(0, 20).join('\n') + (found.length > 20 ? `\n… ${found.length - 20} more` : '');
}

describe('every koota over all 108 × 108 star-pada pairs', () => {
  it.each(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'])('%s', (key) => {
    const mismatches: string[] = [];
    forEachPair((b, g) => {
      const expected = docKootas(docMoon(b.m), docMoon(g.m))[key];
      const koota = computeKootas(b.moon, g.moon).find((k) => k.key === key);
      const actual = [koota?.points, koota?.bride, koota?.groom];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        const diff = (koota?.points ?? NaN) - (expected?.[0] ?? NaN);
        mismatches.push(
          `bride ${b.label}, groom ${g.label}: expected ${JSON.stringify(expected)}, actual ${JSON.stringify(actual)}, difference ${diff}`,
        );
      }
    });
    expect(mismatches, describeMismatches(mismatches)).toEqual([]);
  });

  it('gives each koota its maximum and 36 in all', () => {
    const kootas = computeKootas(MOONS[0]!.moon, MOONS[1]!.moon);
    expect(kootas.map((k) => [k.key, k.max])).toEqual([
      ['varna', 1],
      ['vashya', 2],
      ['tara', 3],
      ['yoni', 4],
      ['grahaMaitri', 5],
      ['gana', 6],
      ['bhakoot', 7],
      ['nadi', 8],
    ]);
  });

  it('reads the AstroYogi Vashya matrix when asked', () => {
    const mismatches: string[] = [];
    forEachPair((b, g) => {
      const expected = vashyaPoints(vashyaOf(docMoon(b.m)), vashyaOf(docMoon(g.m)), 'astroyogi');
      const actual = computeKootas(b.moon, g.moon, 'astroyogi')[1]?.points;
      if (actual !== expected)
        mismatches.push(`${b.label} / ${g.label}: expected ${expected}, actual ${actual}`);
    });
    expect(mismatches, describeMismatches(mismatches)).toEqual([]);
  });
});

describe('doshas, cancellations, totals and bands over all pairs', () => {
  it('reports each dosha and the rules that cancel it as §4 decides', () => {
    const mismatches: string[] = [];
    forEachPair((b, g) => {
      const expected = docDoshas(docMoon(b.m), docMoon(g.m));
      const actual = computeAshtakoota(b.moon, g.moon).doshas;
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(
          `${b.label} / ${g.label}: expected ${JSON.stringify(expected)}, actual ${JSON.stringify(actual)}`,
        );
      }
    });
    expect(mismatches, describeMismatches(mismatches)).toEqual([]);
  });

  it('restores the points of cancelled doshas beside the raw total, never changing it (§5)', () => {
    const mismatches: string[] = [];
    forEachPair((b, g) => {
      const { total, restored } = docTotals(docMoon(b.m), docMoon(g.m));
      const a = computeAshtakoota(b.moon, g.moon);
      const sum = a.kootas.reduce((s, k) => s + k.points, 0);
      if (a.total !== total || a.totalWithCancellations !== restored || sum !== total) {
        mismatches.push(
          `${b.label} / ${g.label}: expected ${total}/${restored}, actual ${a.total}/${a.totalWithCancellations}`,
        );
      }
      if (!(a.total <= a.totalWithCancellations && a.totalWithCancellations <= 36)) {
        mismatches.push(`${b.label} / ${g.label}: out of order ${a.total} ${a.totalWithCancellations}`);
      }
    });
    expect(mismatches, describeMismatches(mismatches)).toEqual([]);
  });

  it.each([
    [17.5, 'low'],
    [18, 'average'],
    [24.5, 'average'],
    [25, 'good'],
    [36, 'good'],
  ])('bands a total of %f as %s (C11)', (total, band) => {
    const pairs: string[] = [];
    forEachPair((b, g) => {
      const a = computeAshtakoota(b.moon, g.moon);
      if (a.total === total) pairs.push(a.band);
      if (a.totalWithCancellations === total) pairs.push(a.bandWithCancellations);
    });
    expect(pairs.length).toBeGreaterThan(0);
    expect(new Set(pairs)).toEqual(new Set([band]));
  });
});

describe('§10 properties', () => {
  it('Tara is 1.5 or 3 for every pair of stars, 3 for the same star', () => {
    const seen = new Set<number>();
    for (let b = 1; b <= 27; b++) {
      for (let g = 1; g <= 27; g++) {
        const points = computeKootas(MOONS[(b - 1) * 4]!.moon, MOONS[(g - 1) * 4]!.moon)[2]?.points ?? NaN;
        expect(points, `stars ${b} and ${g}`).toBe(taraPoints(b, g));
        expect([1.5, 3], `stars ${b} and ${g}`).toContain(points);
        if (b === g) expect(points).toBe(3);
        seen.add(points);
      }
    }
    expect([...seen].sort()).toEqual([1.5, 3]);
  });

  it('E2: bride Ashwini, groom Vishakha gives Vadha one way, Kshema the other, 1.5', () => {
    const tara = computeKootas(describeMatchMoon(1.6667), describeMatchMoon(201.6667))[2];
    expect(tara).toEqual({ key: 'tara', points: 1.5, max: 3, bride: 'vadha', groom: 'kshema' });
  });

  /** Ordered pairs on which a koota changes when bride and groom swap (§10 counts them). */
  function countAsymmetric(key: string): number {
    let count = 0;
    forEachPair((b, g) => {
      const there = computeKootas(b.moon, g.moon).find((k) => k.key === key)?.points;
      const back = computeKootas(g.moon, b.moon).find((k) => k.key === key)?.points;
      if (there !== back) count += 1;
    });
    return count;
  }

  it.each(['bhakoot', 'nadi', 'grahaMaitri', 'yoni', 'tara'])('%s is symmetric in bride and groom', (key) => {
    expect(countAsymmetric(key)).toBe(0);
  });

  it.each([
    ['varna', 8748],
    ['gana', 5184],
    ['vashya', 900],
  ])('%s is not symmetric: it differs on %i ordered pairs', (key, pairs) => {
    expect(countAsymmetric(key)).toBe(pairs);
  });

  it('the same nakshatra always gives Nadi 0', () => {
    for (const b of MOONS) {
      for (const g of MOONS.filter((m) => m.moon.nakshatra === b.moon.nakshatra)) {
        expect(computeKootas(b.moon, g.moon)[7]?.points, `${b.label} / ${g.label}`).toBe(0);
      }
    }
  });
});

describe('half-signs of Sagittarius and Capricorn by the Moon longitude (C3)', () => {
  const EPSILON_DEG = 1e-6;
  it.each([
    [240 + 15 - EPSILON_DEG, 'manava'],
    [240 + 15 + EPSILON_DEG, 'chatushpada'],
    [270 + 15 - EPSILON_DEG, 'chatushpada'],
    [270 + 15 + EPSILON_DEG, 'jalachara'],
    [240 + 15, 'chatushpada'],
    [270 + 15, 'jalachara'],
  ])('a Moon at %f° is %s', (longitude, group) => {
    expect(findVashyaGroup(describeMatchMoon(longitude))).toBe(group);
    expect(vashyaOf(docMoon(longitude))).toBe(group);
  });

  it('moves the Vashya points with the half-sign: a Manava bride scores 2 or 0.5 against a Sagittarius groom', () => {
    const bride = describeMatchMoon(71.6667);
    const vashya = (groom: number) => computeKootas(bride, describeMatchMoon(groom))[1]?.points;
    expect(vashya(255 - EPSILON_DEG)).toBe(2);
    expect(vashya(255 + EPSILON_DEG)).toBe(0.5);
  });

  it('decides by the longitude, not by star and pada: Purva Ashadha 1 and Shravana 2 straddle 15°', () => {
    const purvaAshadha1 = [253.5, 256.5].map((m) => describeMatchMoon(m));
    expect(purvaAshadha1.map((m) => [m.nakshatra, m.pada])).toEqual([
      [20, 1],
      [20, 1],
    ]);
    expect(purvaAshadha1.map(findVashyaGroup)).toEqual(['manava', 'chatushpada']);
    const shravana2 = [283.5, 286.5].map((m) => describeMatchMoon(m));
    expect(shravana2.map((m) => [m.nakshatra, m.pada])).toEqual([
      [22, 2],
      [22, 2],
    ]);
    expect(shravana2.map(findVashyaGroup)).toEqual(['chatushpada', 'jalachara']);
  });
});
