/** The ten poruthams (compatibility.md §6) over every star-pada pair against the document's rules. */
import { describe, expect, it } from 'vitest';
import { describeMatchMoon } from './moon.js';
import { computePoruthams } from './poruthams.js';
import { ALL_PADAS, docMoon, docPoruthams } from './compatibility-doc.fixture.js';

const MOONS = ALL_PADAS.map(({ n, p, m }) => ({
  label: `star ${n} pada ${p}`,
  m,
  moon: describeMatchMoon(m),
}));

describe('the ten poruthams over all 108 × 108 star-pada pairs', () => {
  it.each([
    'dina',
    'gana',
    'mahendra',
    'streeDeergha',
    'yoni',
    'rasi',
    'rasiAdhipati',
    'vasya',
    'rajju',
    'vedha',
  ])('%s', (key) => {
    const mismatches: string[] = [];
    for (const b of MOONS) {
      for (const g of MOONS) {
        const expected = docPoruthams(docMoon(b.m), docMoon(g.m))[key];
        const actual = computePoruthams(b.moon, g.moon).poruthams.find((p) => p.key === key)?.passed;
        if (actual !== expected) {
          mismatches.push(`bride ${b.label}, groom ${g.label}: expected ${expected}, actual ${actual}`);
        }
      }
    }
    expect(mismatches, mismatches.slice(0, 20).join('\n')).toEqual([]);
  });

  it('counts the passed ones and marks Rajju and Vedha as must-pass', () => {
    for (const b of MOONS.filter((_, i) => i % 7 === 0)) {
      for (const g of MOONS) {
        const { poruthams, poruthamTotal } = computePoruthams(b.moon, g.moon);
        const expected = Object.values(docPoruthams(docMoon(b.m), docMoon(g.m))).filter(Boolean).length;
        expect(poruthamTotal, `${b.label} / ${g.label}`).toBe(expected);
        expect(poruthams.filter((p) => p.mustPass).map((p) => p.key)).toEqual(['rajju', 'vedha']);
      }
    }
  });

  it('passes Vedha for Chitra–Chitra, which the rejected "sum 19, 28 or 37" rule would fail (C12)', () => {
    const chitra = describeMatchMoon(13 * (40 / 3) + 1);
    const vedha = computePoruthams(chitra, chitra).poruthams.find((p) => p.key === 'vedha');
    expect(vedha?.passed).toBe(true);
  });
});
