/**
 * Every id the matching engine answers with has its words in `@kpdesk/domain`, and the vocabularies list
 * the kootas, poruthams, doshas and rules in the order the engine reports them.
 */
import {
  DOSHA_RULES,
  DOSHAS,
  GANAS,
  KOOTAS,
  MANGLIK_RULES,
  NADIS,
  PORUTHAMS,
  RAJJUS,
  TARAS,
  VARNAS,
  VASHYA_GROUPS,
  YONIS,
} from '@kpdesk/domain';
import { describe, expect, it } from 'vitest';
import { computeAshtakoota } from './ashtakoota.js';
import { computeKootas } from './kootas.js';
import { describeMatchMoon } from './moon.js';
import { computePoruthams } from './poruthams.js';
import {
  GANA_ORDER,
  NADI_OF_STAR,
  RAJJU_OF_STAR,
  VARNA_OF_SIGN,
  VASHYA_ORDER,
  YONI_ORDER,
} from './tables.js';
import { ALL_PADAS } from './compatibility-doc.fixture.js';

const moons = ALL_PADAS.map(({ m }) => describeMatchMoon(m));

describe('the engine’s ids against the vocabulary', () => {
  it('reports the kootas, poruthams and doshas in vocabulary order', () => {
    const [b, g] = [moons[0]!, moons[50]!];
    expect(computeKootas(b, g).map((k) => k.key)).toEqual(KOOTAS.ids);
    expect(computePoruthams(b, g).poruthams.map((p) => p.key)).toEqual(PORUTHAMS.ids);
    expect(computeAshtakoota(b, g).doshas.map((d) => d.key)).toEqual(DOSHAS.ids);
  });

  it('uses the vocabulary’s values, in the tables’ orders', () => {
    expect(VASHYA_ORDER).toEqual(VASHYA_GROUPS.ids);
    expect(YONI_ORDER).toEqual(YONIS.ids);
    expect(GANA_ORDER).toEqual(GANAS.ids);
    expect([...new Set(VARNA_OF_SIGN)].sort()).toEqual([...VARNAS.ids].sort());
    expect([...new Set(NADI_OF_STAR)].sort()).toEqual([...NADIS.ids].sort());
    expect([...new Set(RAJJU_OF_STAR)].sort()).toEqual([...RAJJUS.ids].sort());
  });

  it('meets every tara and every dosha rule over all pairs, each in the vocabulary, in its order', () => {
    const taras = new Set<string>();
    const rules = new Set<string>();
    for (const b of moons) {
      for (const g of moons) {
        const a = computeAshtakoota(b, g);
        taras.add(String(a.kootas[2]?.bride));
        for (const d of a.doshas) for (const r of d.cancelledBy) rules.add(r);
      }
    }
    expect([...taras].sort()).toEqual([...TARAS.ids].sort());
    expect(DOSHA_RULES.ids.filter((r) => rules.has(r))).toEqual(DOSHA_RULES.ids);
    expect(rules.size).toBe(DOSHA_RULES.ids.length);
  });

  it('names 14 Manglik rules (each met in manglik.test.ts)', () => {
    expect(MANGLIK_RULES.ids).toHaveLength(14);
  });
});
