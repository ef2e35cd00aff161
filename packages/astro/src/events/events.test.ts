/**
 * The event method on the Appendix A chart (domain §18, decisions.md), every expected value worked out by
 * hand from the definitions and written down here; none is taken from the engine's output.
 *
 * Houses of each planet = CL ∪ OCC ∪ CST ∪ CSL from the published §8.1 table:
 *   Sun {5,10} · Moon {2,4,6,11} · Mars {1,7,8,11} · Mercury {2,3,6,8,9} · Jupiter {7,9,12}
 *   Venus {1,2,5,7,12} · Saturn {4,10,11,12} · Rahu {1,3,5,7,9} · Ketu {3,4,5,9,10}
 * Star lord / sub lord of each planet (§8.1): Sun Venus/Ketu · Moon Jupiter/Saturn · Mars Saturn/Saturn ·
 *   Mercury Moon/Ketu · Jupiter Jupiter/Ketu · Venus Venus/Rahu · Saturn Rahu/Mercury · Rahu Venus/Ketu ·
 *   Ketu Jupiter/Ketu. Cusp sub lords (Appendix A): 1 Rahu, 2 Mercury, 5 Rahu, 6 Moon, 9 Mercury,
 *   10 Ketu, 11 Moon.
 */
import { describe, expect, it } from 'vitest';
import { APPENDIX_A } from '../significators/appendix-a.fixture.js';
import type { Planet } from '../tables/planets.js';
import { computeProsperityTables, computeTimeAnalyserTables } from './analysers.js';
import {
  EVENT_CATALOGUE,
  EVENT_GROUPS,
  buildEventGroups,
  findEventByKey,
  type EventDefinition,
} from './catalogue.js';
import {
  classifyHouses,
  combineClasses,
  computeEventDestiny,
  computePlanetEventCategories,
} from './classification.js';

function eventOf(key: string): EventDefinition {
  const event = findEventByKey(key);
  if (!event) throw new Error(`no event ${key}`);
  return event;
}

describe('§18.2/§18.3 event catalogue', () => {
  it('builds marriage as §18.3 spells it: P 7 · S 2,11 · Sup 5 · Bad 4 · Worse 1,10 · Worst 6', () => {
    expect(eventOf('marriage').groups).toEqual({
      primary: [7],
      secondary: [2, 11],
      supportive: [5],
      bad: [4],
      worse: [1, 10],
      worst: [6],
    });
  });

  it('drops a negating house that is favourable: job (10; 2,6,11) → Worse 1,5 (10 is Primary), Worst 9', () => {
    expect(eventOf('job').groups).toMatchObject({ worse: [1, 5], worst: [9], bad: [] });
  });

  it("keeps a source's explicit list: litigation loses on 5, 4, 12 (the rule would negate 10)", () => {
    expect(eventOf('litigation').groups).toMatchObject({ worst: [5], worse: [4], bad: [12] });
  });

  it('12th from house 1 is 12: health (1; 5,11) → Worst 12, Worse 4,10', () => {
    expect(eventOf('health').groups).toMatchObject({ worst: [12], worse: [4, 10] });
    expect(buildEventGroups({ primary: [1], secondary: [5, 11] }).worst).toEqual([12]);
  });

  it('has the 15 events of §18.2 with unique ids and keys, every list at most 10 characters', () => {
    expect(EVENT_CATALOGUE).toHaveLength(15);
    expect(new Set(EVENT_CATALOGUE.map((e) => e.id)).size).toBe(15);
    expect(new Set(EVENT_CATALOGUE.map((e) => e.key)).size).toBe(15);
    for (const event of EVENT_CATALOGUE) {
      for (const group of EVENT_GROUPS) expect(event.groups[group].join(',').length).toBeLessThanOrEqual(10);
      expect(event.groups.primary.length).toBeGreaterThan(0);
    }
  });
});

describe('house classes and the nine categories', () => {
  const marriage = eventOf('marriage').groups;

  it('classifies a house set: only favourable, only negating, both, neither', () => {
    expect(classifyHouses([7, 9, 12], marriage)).toBe('favourable');
    expect(classifyHouses([4, 6], marriage)).toBe('unfavourable');
    expect(classifyHouses([5, 10], marriage)).toBe('mixed');
    expect(classifyHouses([3, 8, 9], marriage)).toBe('none');
  });

  it('numbers sub-lord class × star-lord class 1..9, None counting as Mixed', () => {
    expect(combineClasses('favourable', 'favourable')).toBe(1);
    expect(combineClasses('favourable', 'unfavourable')).toBe(3);
    expect(combineClasses('none', 'favourable')).toBe(4);
    expect(combineClasses('mixed', 'none')).toBe(5);
    expect(combineClasses('unfavourable', 'favourable')).toBe(7);
    expect(combineClasses('unfavourable', 'unfavourable')).toBe(9);
  });
});

describe('Appendix A chart, event Job (Primary 10 · Secondary 2,6,11 · Worse 1,5 · Worst 9)', () => {
  const job = eventOf('job').groups;
  // Classes (favourable {2,6,10,11}, negating {1,5,9}): Sun {5,10} mixed · Moon {2,4,6,11} favourable ·
  // Mars {1,7,8,11} mixed · Mercury {2,3,6,8,9} mixed · Jupiter {7,9,12} unfavourable · Venus mixed ·
  // Saturn {4,10,11,12} favourable · Rahu {1,3,5,7,9} unfavourable · Ketu {3,4,5,9,10} mixed.
  const expected: [Planet, number, string][] = [
    ['Ketu', 6, 'star Jupiter unfavourable, sub Ketu mixed → Mixed (-ve)'],
    ['Venus', 8, 'star Venus mixed, sub Rahu unfavourable → Unfavourable'],
    ['Sun', 5, 'star Venus mixed, sub Ketu mixed → Mixed'],
    ['Moon', 3, 'star Jupiter unfavourable, sub Saturn favourable → Favourable (Less)'],
    ['Mars', 1, 'star Saturn favourable, sub Saturn favourable → Favourable (More)'],
    ['Rahu', 5, 'star Venus mixed, sub Ketu mixed → Mixed'],
    ['Jupiter', 6, 'star Jupiter unfavourable, sub Ketu mixed → Mixed (-ve)'],
    ['Saturn', 6, 'star Rahu unfavourable, sub Mercury mixed → Mixed (-ve)'],
    ['Mercury', 4, 'star Moon favourable, sub Ketu mixed → Mixed (+ve)'],
  ];
  const categories = computePlanetEventCategories(APPENDIX_A, job);

  it('lists the planets in the spec order Ket, Ven, Sun, Mon, Mar, Rag, Jup, Sat, Mer', () => {
    expect(categories.map((c) => c.planet)).toEqual(expected.map((e) => e[0]));
  });

  it.each(expected)('%s → category %i (%s)', (planet, category) => {
    expect(categories.find((c) => c.planet === planet)?.category).toBe(category);
  });

  it('destiny: supportive cusps 10, 2, 6, 11 and opposing 1, 5, 9 with their sub lords and categories', () => {
    const destiny = computeEventDestiny(APPENDIX_A, job);
    // Cusp 10 sub Ketu (6); 2 sub Mercury (4); 6 and 11 sub Moon (3); 1 and 5 sub Rahu (5); 9 sub Mercury (4).
    expect(destiny.supportive).toEqual([
      { cusp: 10, group: 'primary', subLord: 'Ketu', category: 6 },
      { cusp: 2, group: 'secondary', subLord: 'Mercury', category: 4 },
      { cusp: 6, group: 'secondary', subLord: 'Moon', category: 3 },
      { cusp: 11, group: 'secondary', subLord: 'Moon', category: 3 },
    ]);
    expect(destiny.opposing).toEqual([
      { cusp: 1, group: 'worse', subLord: 'Rahu', category: 5 },
      { cusp: 5, group: 'worse', subLord: 'Rahu', category: 5 },
      { cusp: 9, group: 'worst', subLord: 'Mercury', category: 4 },
    ]);
  });

  it("prosperity: the Moon's chain Moon → Jupiter → Saturn → Mars with houses and categories", () => {
    const moon = computeProsperityTables(APPENDIX_A, job).find((t) => t.planet === 'Moon');
    expect(moon?.rows.map((r) => [r.element, r.planet, r.category])).toEqual([
      ['Planet', 'Moon', 3],
      ['Star lord', 'Jupiter', 6],
      ['Sub lord', 'Saturn', 6],
      ['Sub-sub lord', 'Mars', 1],
    ]);
    expect(moon?.rows[0]).toMatchObject({ cl: [4], occ: 11, cst: [2, 6], csl: [6, 11], class: 'favourable' });
  });

  it('time analyser: Moon in Aquarius (3), Jupiter in Libra (6), Saturn in Aquarius (6)', () => {
    const moon = computeTimeAnalyserTables(APPENDIX_A, job).find((t) => t.planet === 'Moon');
    expect(moon?.rows.map((r) => [r.element, r.planet, r.sign, r.support])).toEqual([
      ['Planet', 'Moon', 'Aquarius', 3],
      ['Star lord', 'Jupiter', 'Libra', 6],
      ['Sub lord', 'Saturn', 'Aquarius', 6],
    ]);
  });
});

describe('Appendix A chart, event Marriage', () => {
  // Favourable {2,5,7,11}, negating {1,4,6,10}: only Jupiter {7,9,12} is favourable, every other planet
  // meets both kinds (mixed). So every sub lord is mixed (→ 4..6) and a star lord Jupiter gives Mixed (+ve).
  it('gives Mixed (+ve) to Ketu, Moon and Jupiter (star Jupiter) and Mixed to the rest', () => {
    const categories = computePlanetEventCategories(APPENDIX_A, eventOf('marriage').groups);
    expect(categories.map((c) => [c.planet, c.category])).toEqual([
      ['Ketu', 4],
      ['Venus', 5],
      ['Sun', 5],
      ['Moon', 4],
      ['Mars', 5],
      ['Rahu', 5],
      ['Jupiter', 4],
      ['Saturn', 5],
      ['Mercury', 5],
    ]);
  });
});
