/**
 * KP Options Theory (domain §17, decisions.md): four lords at the moment of judgment (Ascendant sign
 * lord, Moon star lord, Moon sign lord, sunrise-based day lord), each valued by the signs it owns; a
 * lord that is retrograde or stands in the star of a retrograde planet counts 0 (nodes are never
 * retrograde for this test). Option = ((Total − 1) mod N) + 1.
 */
import { computeKpLords } from '../kp/lords.js';
import type { Planet } from '../tables/planets.js';
import type { BodyPosition } from '../positions.js';

/** Values of the lords: sum of the sign numbers each owns (Aries 1 … Pisces 12). */
export const OPTION_VALUES: Readonly<Record<Exclude<Planet, 'Rahu' | 'Ketu'>, number>> = {
  Sun: 5,
  Moon: 4,
  Mars: 9,
  Mercury: 9,
  Jupiter: 21,
  Venus: 9,
  Saturn: 21,
};

/** One row of the options table. */
export interface OptionRow {
  row: 'Ascendant' | 'Moon Star' | 'Moon Sign' | 'Day';
  lord: Planet;
  isRetro: boolean;
  value: number;
}

/** The chosen option with its table. */
export interface OptionsChoice {
  rows: OptionRow[];
  total: number;
  optionsCount: number;
  /** 1..optionsCount */
  choice: number;
}

function isNode(p: Planet): boolean {
  return p === 'Rahu' || p === 'Ketu';
}

function digitRoot(n: number): number {
  let x = n;
  while (x >= 10)
    x = String(x)
      .split('')
      .reduce((s, d) => s + Number(d), 0);
  return x;
}

/**
 * Options choice from the sidereal Ascendant (degrees), the nine bodies and the day lord, for
 * `optionsCount` options (1..20). `digitSumFirst` reduces the total to one digit first (an option of
 * the method's source).
 */
export function computeOptionsChoice(
  ascendant: number,
  bodies: readonly BodyPosition[],
  dayLord: Planet,
  optionsCount: number,
  digitSumFirst = false,
): OptionsChoice {
  if (!Number.isInteger(optionsCount) || optionsCount < 1 || optionsCount > 20) {
    throw new RangeError(`number of options must be 1..20: ${optionsCount}`);
  }
  const byName = new Map(bodies.map((b) => [b.name, b]));
  const body = (p: Planet): BodyPosition => {
    const found = byName.get(p);
    if (!found) throw new Error(`body ${p} missing`);
    return found;
  };
  const isRetro = (p: Planet): boolean => !isNode(p) && body(p).isRetrograde;
  const moon = computeKpLords(body('Moon').longitude);
  const lords: [OptionRow['row'], Planet][] = [
    ['Ascendant', computeKpLords(ascendant).signLord],
    ['Moon Star', moon.starLord],
    ['Moon Sign', moon.signLord],
    ['Day', dayLord],
  ];
  const rows = lords.map(([row, lord]): OptionRow => {
    const retro = isRetro(lord) || isRetro(computeKpLords(body(lord).longitude).starLord);
    const value = isNode(lord)
      ? computeKpLords(body(lord).longitude).signIndex + 1
      : OPTION_VALUES[lord as keyof typeof OPTION_VALUES];
    return { row, lord, isRetro: retro, value: retro ? 0 : value };
  });
  const total = rows.reduce((s, r) => s + r.value, 0);
  const basis = digitSumFirst ? digitRoot(total) : total;
  const choice = ((((basis - 1) % optionsCount) + optionsCount) % optionsCount) + 1;
  return { rows, total, optionsCount, choice };
}
