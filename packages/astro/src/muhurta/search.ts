/**
 * searchMuhurta: every window in a range of at most 31 days at one place in which the chart of the moment
 * promises the event by the KP 4-step (G1 on the Lagna's sub lord, G2 on the event cusp's), no enabled veto
 * holds and no participant is rejected, exact to the second and ranked (shared/domain/muhurta.md); when none
 * qualifies, the first one in the 90 days after the range. Pure: times are Julian days UT, answers carry ids.
 *
 * Where the doc is silent (the other modules name theirs):
 * - The range and the panchang days use the request's UTC offset (hours east) for civil dates, as every
 *   moment of the product; edges are rounded up to whole seconds of UT (offsets are whole seconds).
 * - `next` is the first qualifying window (at least `minWindowSeconds` long) starting at or after `to`,
 *   searched a day at a time, its end cut at `to` + 90 days; windows and `next` never run past their range.
 * - The day lord of a polar day (no sunrise or sunset) is that of the civil weekday, from local midnight.
 * - Beyond 60° of latitude each window says whether Placidus failed at its start (Porphyry cusps there, §5).
 * - Candidate boundaries (M1) are every boundary of the 249 rows the Lagna crosses and every change of the
 *   event cusp's sub lord; the event cusp crossing a sign boundary inside one sub is a cut of §7 step 2, not
 *   a candidate boundary. So every candidate boundary changes a reported lord, and two windows that touch
 *   always differ in something they report.
 * - A window's edges are named by every cut at its boundary instant (`edges.start`, `edges.end`), the vetoes
 *   among them; the vetoes are the seven switches of M5 (a caller with one combustion switch sets both).
 * - An edited profile's houses are kept ascending without repeats; `edited` compares them with the shipped
 *   profile. Two participants with the same `runningId` are refused.
 * - `vetoPeriods` lists the enabled periods touching the range; combustion periods are cut at its ends.
 */
import {
  MUHURTA_NEXT_SEARCH_DAYS,
  type CompletedMuhurtaProfile,
  type MuhurtaProfileInput,
  type MuhurtaVetoKey,
} from '@kpdesk/domain';
import { calcHouses, calcTrueObliquity } from '../ephemeris.js';
import type { ChartSettings, Place } from '../settings.js';
import { maskOfHouses } from './moment.js';
import { buildPlacidusTable, PLACIDUS_TABLE_MAX_LATITUDE, type PlacidusTable } from './placidus-table.js';
import { prepareParticipant, type MuhurtaParticipantInput } from './participants.js';
import { resolveMuhurtaRequest } from './request.js';
import { scanStretch, type SearchPlan } from './scan.js';
import type { VetoPeriod } from './vetoes.js';
import {
  createWindowMerger,
  rankWindows,
  roundWindow,
  type MuhurtaWindow,
  type WindowMerger,
} from './windows.js';

/** Input of a muhurta search. */
export interface MuhurtaSearchInput {
  /** The event and any of its houses or cusp the astrologer edited (muhurta.md §1, §2). */
  profile: MuhurtaProfileInput;
  /** The range [from, to], Julian days UT, `to` after `from` and at most 31 days later. */
  from: number;
  to: number;
  /** Hours east of UTC of the request's clock (civil dates of the panchang days). */
  utcOffsetHours: number;
  place: Place;
  /** The people concerned, with their computed natal charts (each with its own settings). */
  participants?: readonly MuhurtaParticipantInput[];
  /** Vetoes switched on or off; those left out keep the defaults of M5. */
  vetoes?: Partial<Record<MuhurtaVetoKey, boolean>>;
  /** The astrologer's settings (ayanamsa and correction, node, Sunrise, ephemeris) for the moment charts. */
  settings?: Partial<ChartSettings>;
  /** Windows shorter than this are dropped, whole seconds 0..86400; default 60 (M9). */
  minWindowSeconds?: number;
}

/** A vetoed period of the range (for the day strip): which veto, [start, end) in Julian days UT. */
export type MuhurtaVetoPeriod = VetoPeriod;

/** The answer of a muhurta search. */
export interface MuhurtaSearch {
  profile: CompletedMuhurtaProfile;
  /** Qualifying windows in the decided order (M8). */
  windows: MuhurtaWindow[];
  /** Windows that pass both gates and every veto but that a participant rejects, in start order. */
  rejectedByParticipants: MuhurtaWindow[];
  /** When no window qualifies in the range: the first after it within 90 days, else null. */
  next: MuhurtaWindow | null;
  /** The enabled vetoes' periods that touch the range, in start order. */
  vetoPeriods: MuhurtaVetoPeriod[];
}

/**
 * The Placidus core at the place's latitude with the obliquity at `from`, for the range and the 90 days of
 * `next` (the obliquity's first-order correction covers the drift); null where it is not tabulated.
 */
function tabulatePlacidus(place: Place, settings: ChartSettings, from: number): PlacidusTable | null {
  if (Math.abs(place.latitude) > PLACIDUS_TABLE_MAX_LATITUDE) return null;
  return buildPlacidusTable(place.latitude, calcTrueObliquity(from, { ephePath: settings.ephePath }));
}

/** Beyond this latitude Placidus may fail somewhere in the day, so each window checks its own moment. */
const PLACIDUS_CHECK_LATITUDE = 60;

function markHouseSystem(w: MuhurtaWindow, place: Place): MuhurtaWindow {
  if (Math.abs(place.latitude) <= PLACIDUS_CHECK_LATITUDE) return w;
  return { ...w, houseSystem: calcHouses(w.start, place.latitude, place.longitude, null).systemUsed };
}

function finishWindows(merger: WindowMerger, plan: SearchPlan, minSeconds: number) {
  const round = (list: typeof merger.qualifying): MuhurtaWindow[] =>
    list.flatMap((w) => roundWindow(w, minSeconds) ?? []).map((w) => markHouseSystem(w, plan.place));
  return { windows: rankWindows(round(merger.qualifying)), rejected: round(merger.rejected) };
}

/** The first qualifying window after `to`, a day at a time up to `to` + 90 days; null when none. */
function findNext(plan: SearchPlan, to: number, minSeconds: number): MuhurtaWindow | null {
  const merger = createWindowMerger();
  const end = to + MUHURTA_NEXT_SEARCH_DAYS;
  for (let from = to; from < end; from += 1) {
    const isLast = from + 1 >= end;
    const stretch = {
      from,
      to: isLast ? end : from + 1,
      startKinds: from === to ? ['range' as const] : [],
      endKinds: isLast ? ['range' as const] : [],
    };
    scanStretch(plan, stretch, merger);
    if (isLast) merger.finish();
    const first = merger.qualifying.map((w) => roundWindow(w, minSeconds)).find((w) => w !== null);
    if (first) return markHouseSystem(first, plan.place);
  }
  return null;
}

/**
 * Searches a range for muhurta windows; throws a RangeError naming the bad field (profile, range, offset,
 * place, settings, vetoes, minimum length, participants).
 */
export function searchMuhurta(input: MuhurtaSearchInput): MuhurtaSearch {
  const request = resolveMuhurtaRequest(input);
  const { profile, from, to, minWindowSeconds } = request;
  const horizon = to + MUHURTA_NEXT_SEARCH_DAYS;
  const plan: SearchPlan = {
    place: request.place,
    utcOffsetHours: request.utcOffsetHours,
    settings: request.settings,
    vetoes: request.vetoes,
    favourable: maskOfHouses(profile.favourable),
    negating: maskOfHouses(profile.negating),
    eventCusp: profile.cusp,
    participants: request.participants.map((p) => prepareParticipant(p, profile.favourable, from, horizon)),
    placidusTable: tabulatePlacidus(request.place, request.settings, from),
  };
  const merger = createWindowMerger();
  const vetoPeriods = scanStretch(plan, { from, to, startKinds: ['range'], endKinds: ['range'] }, merger);
  merger.finish();
  const { windows, rejected } = finishWindows(merger, plan, minWindowSeconds);
  return {
    profile,
    windows,
    rejectedByParticipants: rejected,
    next: windows.length === 0 ? findNext(plan, to, minWindowSeconds) : null,
    vetoPeriods: vetoPeriods.sort((a, b) => a.start - b.start),
  };
}
