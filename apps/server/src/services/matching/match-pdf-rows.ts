/**
 * The rows of the match printout's tables, in the page's words: each dosha and each person's Manglik take one
 * row per cancelling rule, so a long rule is a line of its own instead of a cell shrunk out of reading.
 */
import type { MatchAnswer, MatchWords } from '@kpdesk/contract';

type Role = 'bride' | 'groom';

/** Rows whose first row carries `head` and each further row one of `rules` in the last column. */
function withRuleRows(head: string[], rules: string[]): string[][] {
  const blank = head.map(() => '');
  return [[...head, rules[0] ?? '—'], ...rules.slice(1).map((rule) => [...blank, rule])];
}

/** Role and name, e.g. "Bride: Lakshmi". */
const personOf = (match: MatchAnswer, role: Role, w: MatchWords) => `${w.label(role)}: ${match[role].name}`;

/** Each person's 7th cusp sub lord, its houses and the verdict. */
export function kpRows(match: MatchAnswer, w: MatchWords): string[][] {
  return (['bride', 'groom'] as const).map((role) => {
    const p = match.kp[role];
    const verdict = `${w.verdict(p.verdict)}${p.separation ? ` · ${w.label('separation')}` : ''}`;
    return [personOf(match, role, w), w.planet(p.cusp7SubLord), p.houses.join(', '), verdict];
  });
}

/** The periods both run: dates and each person's dasha / bhukti / antara lords. */
export function periodRows(match: MatchAnswer, w: MatchWords): string[][] {
  return match.kp.periods.map((p) => [
    p.from.slice(0, 10),
    p.to.slice(0, 10),
    p.bride.map(w.planet).join(' / '),
    p.groom.map(w.planet).join(' / '),
  ]);
}

/** Each koota with both partners' values and its points. */
export function kootaRows(match: MatchAnswer, w: MatchWords): string[][] {
  return match.ashtakoota.kootas.map((k) => [
    w.koota(k.key),
    w.kootaValue(k.key, k.bride),
    w.kootaValue(k.key, k.groom),
    `${k.points} / ${k.max}`,
  ]);
}

/** Each dosha, present or absent, with the rules that cancel it. */
export function doshaRows(match: MatchAnswer, w: MatchWords): string[][] {
  return match.ashtakoota.doshas.flatMap((d) => {
    const head = [w.dosha(d.key), d.present ? w.label('present') : w.label('absent')];
    if (!d.present) return [[...head, '—']];
    const rules = d.cancelledBy.length ? d.cancelledBy.map(w.doshaRule) : [w.label('notCancelled')];
    return withRuleRows(head, rules);
  });
}

/** The ten poruthams: passed or failed in words (black-and-white print needs no colour), must-pass marked. */
export function poruthamRows(match: MatchAnswer, w: MatchWords): string[][] {
  return match.poruthams.map((p) => [
    w.porutham(p.key),
    p.passed ? w.label('passed') : w.label('failed'),
    p.mustPass ? w.label('mustPass') : '',
  ]);
}

/** Each person's Manglik: present, the house of Mars from Lagna / Moon / Venus, the cancellations. */
export function manglikRows(match: MatchAnswer, w: MatchWords): string[][] {
  return (['bride', 'groom'] as const).flatMap((role) => {
    const m = match.manglik[role];
    const houses = [m.from.lagna, m.from.moon, m.from.venus].map((h) => (h === null ? '—' : String(h)));
    const head = [
      personOf(match, role, w),
      m.present ? w.label('present') : w.label('absent'),
      houses.join(' / '),
    ];
    return withRuleRows(head, m.cancellations.map(w.manglikRule));
  });
}
