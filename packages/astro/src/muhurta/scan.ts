/**
 * One stretch of a muhurta search (muhurta.md §7 steps 1–3): every instant in it where something the
 * evaluation reads can change is a cut — the Lagna's and the event cusp's lord changes (candidate
 * boundaries), cusps entering signs and passing bodies, the bodies' lord changes and stations, sunrises,
 * the edges of the enabled vetoes, the participants' antara boundaries — and each piece between two cuts is
 * read once at its middle, where every input is constant. The reading goes to a window merger.
 */
import type { MuhurtaEdgeKey, MuhurtaVetoKey } from '@kpdesk/domain';
import { normalizeDegrees } from '../ephemeris.js';
import { findKpSubRow } from '../kp/sub-table.js';
import type { ChartSettings, Place } from '../settings.js';
import {
  findBodyEvents,
  sampleBodyTracks,
  trackLongitude,
  type BodyEvent,
  type BodyTrack,
} from './body-model.js';
import { findCuspCuts, readCusps, sampleCuspSpan, type CuspSpan } from './cusp-model.js';
import { createMomentChart, readMoment, type MomentChart } from './moment.js';
import type { PlacidusTable } from './placidus-table.js';
import { listAntaraBoundaries, type PreparedParticipant } from './participants.js';
import { readGates, readPiece, type ReadingContext } from './reading.js';
import {
  findCombustPeriods,
  findVishtiPeriods,
  listDays,
  type MuhurtaDay,
  type VetoPeriod,
} from './vetoes.js';
import type { ReadPiece, WindowMerger } from './windows.js';

/** Everything a search reads besides the stretch: place, clock, settings, profile masks, vetoes, people. */
export interface SearchPlan extends ReadingContext {
  place: Place;
  utcOffsetHours: number;
  settings: ChartSettings;
  vetoes: Readonly<Record<MuhurtaVetoKey, boolean>>;
  participants: readonly PreparedParticipant[];
  /** The Placidus core of the place's latitude for the whole search; null beyond 60° (see placidus-table). */
  placidusTable: PlacidusTable | null;
}

/** A stretch [from, to) of the search and how its two ends name a window edge (a range end, or nothing). */
export interface Stretch {
  from: number;
  to: number;
  startKinds: readonly MuhurtaEdgeKey[];
  endKinds: readonly MuhurtaEdgeKey[];
}

/** A cut instant with the names it gives an edge and whether it bounds a candidate. */
interface Cut {
  t: number;
  kinds: readonly MuhurtaEdgeKey[];
  isCandidate: boolean;
}

/** Cuts this close (about 0.1 ms) are one instant. */
const SAME_INSTANT_DAYS = 1e-9;

/** Sorts cuts and joins those at the same instant. */
function joinCuts(cuts: Cut[]): Cut[] {
  cuts.sort((a, b) => a.t - b.t);
  const out: Cut[] = [];
  for (const c of cuts) {
    const last = out[out.length - 1];
    if (last === undefined || c.t - last.t > SAME_INSTANT_DAYS) {
      out.push(c);
      continue;
    }
    // A new object: the name lists are shared between cuts and never changed in place.
    const kinds = [...last.kinds, ...c.kinds];
    out[out.length - 1] = { t: last.t, kinds, isCandidate: last.isCandidate || c.isCandidate };
  }
  return out;
}

/** What a stretch is read from: the bodies, the days, the vetoed periods, the cusps of each day. */
interface StretchData {
  tracks: BodyTrack[];
  bodyEvents: BodyEvent[][];
  days: MuhurtaDay[];
  vetoes: VetoPeriod[];
  spans: CuspSpan[];
  cuspCuts: Cut[];
}

/** The vetoed periods of the stretch that the search avoids. */
function listVetoPeriods(plan: SearchPlan, stretch: Stretch, days: VetoPeriod[], tracks: BodyTrack[]) {
  const { from, to } = stretch;
  const periods = days.filter((p) => plan.vetoes[p.veto]);
  if (plan.vetoes.vishti) periods.push(...findVishtiPeriods(from, to, plan.settings));
  if (plan.vetoes.combustVenus) periods.push(...findCombustPeriods(tracks, 'Venus', from, to));
  if (plan.vetoes.combustJupiter) periods.push(...findCombustPeriods(tracks, 'Jupiter', from, to));
  return periods.filter((p) => p.end > from && p.start < to);
}

/** The cusps of each day of the stretch, with their cuts; a day boundary is a cut that names no edge. */
function sampleSpans(plan: SearchPlan, stretch: Stretch, tracks: BodyTrack[]) {
  const table = plan.placidusTable;
  const spans: CuspSpan[] = [];
  const cuts: Cut[] = [];
  for (let t0 = stretch.from; t0 < stretch.to; t0 += 1) {
    const span = sampleCuspSpan(t0, Math.min(stretch.to, t0 + 1), plan.place, plan.settings, table);
    spans.push(span);
    cuts.push(...findCuspCuts(span, plan.eventCusp, tracks));
    if (t0 > stretch.from) cuts.push({ t: t0, kinds: [], isCandidate: false });
  }
  return { spans, cuts };
}

function prepareStretch(plan: SearchPlan, stretch: Stretch): StretchData {
  const { from, to } = stretch;
  const tracks = sampleBodyTracks(from, to, plan.settings);
  const { days, periods } = listDays(from, to, plan.place, plan.utcOffsetHours, plan.settings);
  const { spans, cuts } = sampleSpans(plan, stretch, tracks);
  const vetoes = listVetoPeriods(plan, stretch, periods, tracks);
  return { tracks, bodyEvents: findBodyEvents(tracks, from, to), days, vetoes, spans, cuspCuts: cuts };
}

/** Every cut of the stretch: its two ends, then the others strictly inside it, joined and in time order. */
function listCuts(plan: SearchPlan, stretch: Stretch, data: StretchData): Cut[] {
  const { from, to } = stretch;
  const cut = (t: number, kind: MuhurtaEdgeKey): Cut => ({ t, kinds: [kind], isCandidate: false });
  const inner: Cut[] = [
    ...data.cuspCuts,
    ...data.bodyEvents.flat().map((e) => cut(e.t, e.kind)),
    ...data.days.map((d) => cut(d.start, 'sunrise')),
    ...data.vetoes.flatMap((p) => [cut(p.start, p.veto), cut(p.end, p.veto)]),
    ...plan.participants.flatMap((p) => listAntaraBoundaries(p, from, to).map((t) => cut(t, 'antara'))),
  ];
  const ends: Cut[] = [
    { t: from, kinds: stretch.startKinds, isCandidate: false },
    { t: to, kinds: stretch.endKinds, isCandidate: false },
  ];
  return joinCuts([...ends, ...inner.filter((c) => c.t > from && c.t < to)]);
}

/** A cursor over intervals sorted by start and disjoint: the one holding an instant (instants increase). */
function createCursor<T extends { start: number; end: number }>(items: readonly T[]): (t: number) => boolean {
  let i = 0;
  return (t) => {
    while (i < items.length && items[i]!.end <= t) i++;
    return i < items.length && items[i]!.start <= t;
  };
}

/** Whether any enabled veto holds at an instant (instants increase). */
function createVetoCursor(vetoes: readonly VetoPeriod[]): (t: number) => boolean {
  const kinds = [...new Set(vetoes.map((v) => v.veto))];
  const cursors = kinds.map((k) =>
    createCursor(vetoes.filter((v) => v.veto === k).sort((a, b) => a.start - b.start)),
  );
  return (t) => cursors.some((holds) => holds(t));
}

/** The day holding t: the last that starts at or before it (instants increase). */
function createDayCursor(days: readonly MuhurtaDay[]): (t: number) => MuhurtaDay {
  let i = 0;
  return (t) => {
    while (i + 1 < days.length && days[i + 1]!.start <= t) i++;
    return days[i]!;
  };
}

/**
 * The bodies' rows and motion at increasing instants: their rows and motion at the tracks' start, then
 * their exact lord changes and stations.
 */
function createBodyCursor(tracks: readonly BodyTrack[], events: readonly BodyEvent[][]) {
  const rows = tracks.map((track) => findKpSubRow(track.lon[0]!));
  const retrograde = tracks.map((track) => track.speed[0]! < 0);
  const next = tracks.map(() => 0);
  return (t: number, m: MomentChart): void => {
    for (let p = 0; p < tracks.length; p++) {
      const list = events[p]!;
      for (let e = list[next[p]!]; e !== undefined && e.t <= t; e = list[++next[p]!]) {
        if (e.row !== undefined) rows[p] = e.row;
        if (e.isRetrograde !== undefined) retrograde[p] = e.isRetrograde;
      }
      m.rows[p] = rows[p]!;
      m.retrograde[p] = retrograde[p]!;
    }
  };
}

/** Reads the moment chart at t: cusps from the day's span, bodies from their tracks and events. */
function createReader(plan: SearchPlan, stretch: Stretch, data: StretchData) {
  const m = createMomentChart();
  const readBodies = createBodyCursor(data.tracks, data.bodyEvents);
  return (t: number): MomentChart => {
    const span = data.spans[Math.min(data.spans.length - 1, Math.floor(t - stretch.from))]!;
    readCusps(span, t, m.cusps);
    for (let p = 0; p < 9; p++) m.longitudes[p] = normalizeDegrees(trackLongitude(data.tracks[p]!, t));
    readBodies(t, m);
    readMoment(m, plan.eventCusp);
    return m;
  };
}

/**
 * Scans a stretch of at most 31 days: cuts it, reads every piece and hands the pieces to the merger in time
 * order. Answers the enabled vetoed periods that touch the stretch.
 */
export function scanStretch(plan: SearchPlan, stretch: Stretch, merger: WindowMerger): VetoPeriod[] {
  const data = prepareStretch(plan, stretch);
  const cuts = listCuts(plan, stretch, data);
  const read = createReader(plan, stretch, data);
  const dayAt = createDayCursor(data.days);
  const isVetoed = createVetoCursor(data.vetoes);
  // One piece object, refilled for each piece: the merger copies what it keeps.
  const piece: ReadPiece = {
    start: 0,
    end: 0,
    startKinds: [],
    endKinds: [],
    startsCandidate: false,
    reading: null,
  };
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i]!;
    const b = cuts[i + 1]!;
    const t = (a.t + b.t) / 2;
    const m = read(t);
    const day = dayAt(t);
    const gates = readGates(m, plan);
    piece.reading =
      gates !== null && !isVetoed(t)
        ? readPiece(m, plan, { t, weekday: day.weekday, polarDay: day.polar, gates })
        : null;
    piece.start = a.t;
    piece.end = b.t;
    piece.startKinds = a.kinds;
    piece.endKinds = b.kinds;
    piece.startsCandidate = a.isCandidate;
    merger.add(piece);
  }
  return data.vetoes;
}
