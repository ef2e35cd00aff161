/**
 * Matching two computed charts (compatibility.md): the KP judgement, the Ashtakoota with its doshas, the ten
 * poruthams and Manglik of both. The work splits into what belongs to one person (Moon facts, Manglik, KP
 * promise, supporting antaras: `computeMatchPerson`) and what the pair adds (`combineMatch`), so a ranking
 * computes each client once and pairs them cheaply.
 */
import type { ManglikStatus } from '@kpdesk/domain';
import type { Chart } from '../chart.js';
import { toChartLords } from '../chart-significators.js';
import { computeMahadashas } from '../dasha/vimshottari.js';
import type { Planet } from '../tables/planets.js';
import { computeAshtakoota, type Ashtakoota } from './ashtakoota.js';
import {
  computeMarriagePromise,
  findMarriageSignificators,
  type MarriagePromise,
  type MarriageSignificator,
} from './kp-promise.js';
import {
  crossWithRulingPlanets,
  findSharedPeriods,
  findSupportingAntaras,
  listMatchRulingPlanets,
  listWindowBhuktis,
  type MatchRulingPlanet,
  type MatchWindow,
  type RulingMomentChart,
  type SharedPeriod,
  type SupportingAntara,
  type WindowBhukti,
} from './kp-timing.js';
import { computeManglik, type Manglik } from './manglik.js';
import { describeMatchMoon, type MatchMoon } from './moon.js';
import { computePoruthams, type Porutham } from './poruthams.js';
import type { VashyaTable } from './tables.js';

/** Default and range of the timing horizon in years (C17). */
export const MATCH_YEARS_DEFAULT = 5;
export const MATCH_YEARS_MIN = 1;
export const MATCH_YEARS_MAX = 20;

/** Days in a year of the timing window (§8.4: N · 365.25 days, whatever the clients' dasha year). */
const WINDOW_YEAR_DAYS = 365.25;

/** Options of a match. */
export interface MatchOptions {
  /**
   * A chart cast for the report moment T0 (the server clock) at the astrologer's profile place with the
   * astrologer's settings: T0 is its Julian day, its ruling planets and retrograde flags are read (C16).
   */
  moment: RulingMomentChart & { profile: Pick<Chart['profile'], 'julianDayUT'> };
  /** Timing horizon in whole years, 1..20; default 5 (C17). */
  years?: number;
  /** Vashya matrix; default 'saravali' (C5). */
  vashyaTable?: VashyaTable;
}

/** The options resolved once for any number of pairs. */
export interface MatchContext {
  window: MatchWindow;
  rulingPlanets: MatchRulingPlanet[];
  vashyaTable: VashyaTable;
}

/**
 * What a match reads of a computed chart (the server passes cached charts). The dasha schedule is rebuilt
 * from the chart's Moon, birth moment and dasha year with the dasha module, splitting only the periods in
 * the window, so a ranking does not build (and keep) every candidate's whole dasha tree.
 */
export type MatchChart = Pick<Chart, 'bodies' | 'cusps' | 'ascendant' | 'profile'>;

/** Everything of one person that does not depend on the partner. */
export interface MatchPerson {
  moon: MatchMoon;
  ayanamsa: { index: number; correction: number };
  manglik: Manglik;
  promise: MarriagePromise;
  significators: MarriageSignificator[];
  antaras: SupportingAntara[];
  bhuktis: WindowBhukti[];
}

/** One person's KP judgement in a match. */
export interface PersonKp extends MarriagePromise {
  marriageSignificators: MarriageSignificator[];
}

/** One person's Manglik in a match, with the status the pair gives it. */
export interface PersonManglik extends Manglik {
  status: ManglikStatus;
}

/** The KP part of a match (§8). Times are Julian days UT. */
export interface MatchKp {
  bride: PersonKp;
  groom: PersonKp;
  bothPromise: boolean;
  /** T0, the moment of the ruling planets and the start of the window. */
  moment: number;
  rulingPlanets: MatchRulingPlanet[];
  crossRulingPlanets: Record<'bride' | 'groom', { planets: Planet[]; count: number }>;
  window: MatchWindow;
  periods: SharedPeriod[];
  /** Each person's bhuktis over the window, the picture of both lives the shared periods sit on. */
  bhuktis: Record<'bride' | 'groom', WindowBhukti[]>;
}

/** A match of a bride and a groom. */
export interface Match {
  bride: { moon: MatchMoon };
  groom: { moon: MatchMoon };
  /** The two charts use different ayanamsas or corrections (C2: the report says so). */
  ayanamsaDiffers: boolean;
  kp: MatchKp;
  ashtakoota: Ashtakoota;
  poruthams: Porutham[];
  poruthamTotal: number;
  manglik: { bride: PersonManglik; groom: PersonManglik; reducedByBoth: boolean };
}

/** Resolves the options; throws a RangeError naming `years` when it is not a whole number 1..20. */
export function resolveMatchContext(options: MatchOptions): MatchContext {
  const years = options.years ?? MATCH_YEARS_DEFAULT;
  if (!Number.isInteger(years) || years < MATCH_YEARS_MIN || years > MATCH_YEARS_MAX) {
    throw new RangeError(
      `years must be a whole number from ${MATCH_YEARS_MIN} to ${MATCH_YEARS_MAX}: ${years}`,
    );
  }
  const from = options.moment.profile.julianDayUT;
  return {
    window: { from, to: from + years * WINDOW_YEAR_DAYS },
    rulingPlanets: listMatchRulingPlanets(options.moment),
    vashyaTable: options.vashyaTable ?? 'saravali',
  };
}

/** The partner-independent part of a match for one chart. */
export function computeMatchPerson(chart: MatchChart, context: MatchContext): MatchPerson {
  const lords = toChartLords(chart);
  const moon = chart.bodies.find((b) => b.name === 'Moon');
  if (moon === undefined) throw new RangeError('planet missing from the chart: Moon');
  const significators = findMarriageSignificators(lords);
  const planets = new Set(significators.map((s) => s.planet));
  const { julianDayUT, dashaYearDays } = chart.profile;
  const { mahadashas } = computeMahadashas(moon.longitude, julianDayUT, dashaYearDays);
  return {
    moon: describeMatchMoon(moon.longitude),
    ayanamsa: { index: chart.profile.ayanamsa.index, correction: chart.profile.ayanamsa.correction },
    manglik: computeManglik(chart),
    promise: computeMarriagePromise(lords),
    significators,
    antaras: findSupportingAntaras(mahadashas, planets, context.window),
    bhuktis: listWindowBhuktis(mahadashas, planets, context.window),
  };
}

function matchKp(bride: MatchPerson, groom: MatchPerson, context: MatchContext): MatchKp {
  const cross = (p: MatchPerson) =>
    crossWithRulingPlanets(new Set(p.significators.map((s) => s.planet)), context.rulingPlanets);
  return {
    bride: { ...bride.promise, marriageSignificators: bride.significators },
    groom: { ...groom.promise, marriageSignificators: groom.significators },
    bothPromise: bride.promise.verdict === 'promised' && groom.promise.verdict === 'promised',
    moment: context.window.from,
    rulingPlanets: context.rulingPlanets,
    crossRulingPlanets: { bride: cross(bride), groom: cross(groom) },
    window: context.window,
    periods: findSharedPeriods(bride.antaras, groom.antaras, context.window),
    bhuktis: { bride: bride.bhuktis, groom: groom.bhuktis },
  };
}

/** Both Manglik: each is `reduced`, never erased (C13); otherwise present or absent. */
function matchManglik(bride: Manglik, groom: Manglik): Match['manglik'] {
  const reducedByBoth = bride.present && groom.present;
  const status = (m: Manglik): ManglikStatus =>
    reducedByBoth ? 'reduced' : m.present ? 'present' : 'absent';
  return {
    bride: { ...bride, status: status(bride) },
    groom: { ...groom, status: status(groom) },
    reducedByBoth,
  };
}

/** A match from both persons' parts. */
export function combineMatch(bride: MatchPerson, groom: MatchPerson, context: MatchContext): Match {
  const { poruthams, poruthamTotal } = computePoruthams(bride.moon, groom.moon);
  return {
    bride: { moon: bride.moon },
    groom: { moon: groom.moon },
    ayanamsaDiffers:
      bride.ayanamsa.index !== groom.ayanamsa.index ||
      bride.ayanamsa.correction !== groom.ayanamsa.correction,
    kp: matchKp(bride, groom, context),
    ashtakoota: computeAshtakoota(bride.moon, groom.moon, context.vashyaTable),
    poruthams,
    poruthamTotal,
    manglik: matchManglik(bride.manglik, groom.manglik),
  };
}

/** Matches a bride's and a groom's computed charts (each with its own client settings, C2). */
export function computeMatch(bride: MatchChart, groom: MatchChart, options: MatchOptions): Match {
  const context = resolveMatchContext(options);
  return combineMatch(computeMatchPerson(bride, context), computeMatchPerson(groom, context), context);
}
