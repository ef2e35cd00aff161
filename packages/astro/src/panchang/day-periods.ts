/**
 * The periods of a panchang day (panchang.md §5): Rahu kalam, Yamaganda and Gulika kalam (eighths of the
 * day), the 30 muhurtas with Abhijit, Vijaya, Brahma muhurta and the Dur-muhurtas, and the 24 unequal horas.
 * All from the unrounded SR(D), SS(D), SR(D+1) and SS(D−1); times are Julian days UT.
 */
import { DAY_LORDS, type Planet } from '../tables/planets.js';

/** A span of time [start, end), Julian days UT. */
export interface Span {
  start: number;
  end: number;
}

/** Rahu kalam, Yamaganda and Gulika: the eighth of the day (1..8) of each weekday, 0 = Sunday (§5.1). */
export const KALAM_PARTS: Readonly<Record<'rahuKalam' | 'yamaganda' | 'gulika', readonly number[]>> = {
  rahuKalam: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulika: [7, 6, 5, 4, 3, 2, 1],
};

/**
 * Dur-muhurtas of each weekday, 0 = Sunday (§5.4, P6): day muhurtas 1..15, and `night` for the 7th night
 * muhurta of Tuesday; Saturday's 1st and 2nd are adjacent and one span.
 */
export const DUR_MUHURTAS: readonly (readonly { first: number; last: number; night?: true }[])[] = [
  [{ first: 14, last: 14 }],
  [
    { first: 9, last: 9 },
    { first: 12, last: 12 },
  ],
  [
    { first: 4, last: 4 },
    { first: 7, last: 7, night: true },
  ],
  [{ first: 8, last: 8 }],
  [
    { first: 6, last: 6 },
    { first: 12, last: 12 },
  ],
  [
    { first: 4, last: 4 },
    { first: 9, last: 9 },
  ],
  [{ first: 1, last: 2 }],
];

/** The hora cycle (§5.5): each hora's lord is followed by the next of this list. */
export const HORA_ORDER: readonly Planet[] = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars'];

/** The Sun's instants a day's periods are cut from (Julian days UT). */
export interface PeriodBounds {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** SS(D−1); null when the Sun did not set the day before (Brahma muhurta is then null). */
  previousSunset: number | null;
  /** Weekday of the civil date, 0 = Sunday. */
  weekday: number;
}

/** Parts `first`..`last` (1-based) of [start, end) cut into `parts` equal parts, as one span. */
function partOf(start: number, end: number, parts: number, first: number, last = first): Span {
  const length = (end - start) / parts;
  return { start: start + (first - 1) * length, end: start + last * length };
}

/** One hora with its lord. */
export interface Hora extends Span {
  lord: Planet;
}

/** The periods of one day. */
export interface DayPeriods {
  rahuKalam: Span;
  yamaganda: Span;
  gulika: Span;
  /** Day muhurta 8; null on Wednesday, where it is the Dur-muhurta. */
  abhijit: Span | null;
  /** Day muhurta 11. */
  vijayaMuhurta: Span;
  /** The 14th muhurta of the night ending at SR(D) (P7). */
  brahmaMuhurta: Span | null;
  durMuhurtas: Span[];
  /** Hora 1..24: 12 of the day, 12 of the night. */
  horas: Hora[];
}

function computeHoras(b: PeriodBounds): Hora[] {
  const first = HORA_ORDER.indexOf(DAY_LORDS[b.weekday] as Planet);
  return Array.from({ length: 24 }, (_, i) => {
    const span =
      i < 12 ? partOf(b.sunrise, b.sunset, 12, i + 1) : partOf(b.sunset, b.nextSunrise, 12, i - 11);
    return { ...span, lord: HORA_ORDER[(first + i) % 7] as Planet };
  });
}

function computeBrahmaMuhurta(b: PeriodBounds): Span | null {
  if (b.previousSunset === null) return null;
  const night = b.sunrise - b.previousSunset;
  return { start: b.sunrise - (2 * night) / 15, end: b.sunrise - night / 15 };
}

/** The periods of a day from its Sun instants and weekday. */
export function computeDayPeriods(b: PeriodBounds): DayPeriods {
  const eighth = (part: number): Span => partOf(b.sunrise, b.sunset, 8, part);
  const dayMuhurta = (first: number, last = first): Span => partOf(b.sunrise, b.sunset, 15, first, last);
  const durs = DUR_MUHURTAS[b.weekday] ?? [];
  return {
    rahuKalam: eighth(KALAM_PARTS.rahuKalam[b.weekday] as number),
    yamaganda: eighth(KALAM_PARTS.yamaganda[b.weekday] as number),
    gulika: eighth(KALAM_PARTS.gulika[b.weekday] as number),
    abhijit: b.weekday === 3 ? null : dayMuhurta(8),
    vijayaMuhurta: dayMuhurta(11),
    brahmaMuhurta: computeBrahmaMuhurta(b),
    durMuhurtas: durs.map((d) =>
      d.night ? partOf(b.sunset, b.nextSunrise, 15, d.first, d.last) : dayMuhurta(d.first, d.last),
    ),
    horas: computeHoras(b),
  };
}

/** Rahu kalam alone (a month view shows only it). */
export function computeRahuKalam(sunrise: number, sunset: number, weekday: number): Span {
  return partOf(sunrise, sunset, 8, KALAM_PARTS.rahuKalam[weekday] as number);
}
