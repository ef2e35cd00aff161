/**
 * One stretch of a muhurta search (muhurta.md §7 steps 1–3): every instant in it where something the
 * evaluation reads can change is a cut — the Lagna's and the event cusp's lord changes (candidate
 * boundaries), cusps entering signs and passing bodies, the bodies' lord changes and stations, sunrises,
 * the edges of the enabled vetoes, the participants' antara boundaries — and each piece between two cuts is
 * read once at its middle, where every input is constant. The reading goes to a window merger.
 */
import type { MuhurtaEdgeKey, MuhurtaVetoKey } from '@kpdesk/domain';
import { normalizeDegrees } from '../ephemeris.js';
import type { ChartSettings, Place } from '../settings.js';
import {
  findBodyEvents,
  sampleBodyTracks,
  trackLongitude,
  trackSpeed,
  type BodyTrack,
} from './body-model.js';
import { findCuspCuts, readCusps, sampleCuspSpan, type CuspSpan } from './cusp-model.js';
import { createMomentChart, readMoment, type MomentChart } from './moment.js';
import { listAntaraBoundaries, type PreparedParticipant } from './participants.js';
import { readGates, readPiece, type ReadingContext } from './reading.js';
import {
  findCombustPeriods,
  findVishtiPeriods,
  listDays,
  type MuhurtaDay,
  type VetoPeriod,
} from './vetoes.js';
import type { WindowMerger } from './windows.js';

/** Everything a search reads besides the stretch: place, clock, settings, profile masks, vetoes, people. */
export interface SearchPlan extends ReadingContext {
  place: Place;
  utcOffsetHours: number;
  settings: ChartSettings;
  vetoes: Readonly<Record<MuhurtaVetoKey, boolean>>;
  participants: readonly PreparedParticipant[];
}

/** A stretch [from, to) of the search and how its two ends name a window edge (a range end, or nothing). */
export interface Stretch {
  from: number;
  to: number;
  startKinds: MuhurtaEdgeKey[];
  endKinds: MuhurtaEdgeKey[];
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
    if (last !== undefined && c.t - last.t <= SAME_INSTANT_DAYS) {
      // A new object: the cuts' name lists are shared between cuts and never changed in place.
      out[out.length - 1] = {
        t: last.t,
        kinds: [...last.kinds, ...c.kinds],
        isCandidate: last.isCandidate || c.isCandidate,
      };
    } else {
      out.push(c);
    }
  }
  return out;
}

/** The vetoed periods of the stretch that the search avoids. */
function listVetoPeriods(
  plan: SearchPlan,
  stretch: Stretch,
  dayPeriods: VetoPeriod[],
  tracks: BodyTrack[],
): VetoPeriod[] {
  const { from, to } = stretch;
  const periods = dayPeriods.filter((p) => plan.vetoes[p.veto]);
  if (plan.vetoes.vishti) periods.push(...findVishtiPeriods(from, to, plan.settings));
  if (plan.vetoes.combustVenus) periods.push(...findCombustPeriods(tracks, 'Venus', from, to));
  if (plan.vetoes.combustJupiter) periods.push(...findCombustPeriods(tracks, 'Jupiter', from, to));
  return periods.filter((p) => p.end > from && p.start < to);
}

/** Every cut of the stretch except the cusps': its two ends, then the others strictly inside it. */
function listCuts(
  plan: SearchPlan,
  stretch: Stretch,
  days: MuhurtaDay[],
  vetoes: VetoPeriod[],
  tracks: BodyTrack[],
): Cut[] {
  const { from, to } = stretch;
  const inner: Cut[] = [
    ...findBodyEvents(tracks, from, to).map((e): Cut => ({ t: e.t, kinds: [e.kind], isCandidate: false })),
    ...days.map((d): Cut => ({ t: d.start, kinds: ['sunrise'], isCandidate: false })),
    ...vetoes.flatMap((p) => [p.start, p.end].map((t): Cut => ({ t, kinds: [p.veto], isCandidate: false }))),
    ...plan.participants.flatMap((p) =>
      listAntaraBoundaries(p, from, to).map((t): Cut => ({ t, kinds: ['antara'], isCandidate: false })),
    ),
  ];
  return [
    { t: from, kinds: stretch.startKinds, isCandidate: false },
    { t: to, kinds: stretch.endKinds, isCandidate: false },
    ...inner.filter((c) => c.t > from && c.t < to),
  ];
}

/** A cursor over intervals sorted by start and disjoint within a list: which of them holds an instant. */
function createCursor<T extends { start: number; end: number }>(
  items: readonly T[],
): (t: number) => T | undefined {
  let i = 0;
  return (t) => {
    while (i < items.length && items[i]!.end <= t) i++;
    const item = items[i];
    return item !== undefined && item.start <= t ? item : undefined;
  };
}

/** The day holding t: the last that starts at or before it. */
function createDayCursor(days: readonly MuhurtaDay[]): (t: number) => MuhurtaDay {
  let i = 0;
  return (t) => {
    while (i + 1 < days.length && days[i + 1]!.start <= t) i++;
    return days[i]!;
  };
}

/** One cusp span per day of the stretch, with its cuts. */
function sampleSpans(
  plan: SearchPlan,
  stretch: Stretch,
  tracks: BodyTrack[],
): { spans: CuspSpan[]; cuts: Cut[] } {
  const spans: CuspSpan[] = [];
  const cuts: Cut[] = [];
  for (let t0 = stretch.from; t0 < stretch.to; t0 += 1) {
    const span = sampleCuspSpan(t0, Math.min(stretch.to, t0 + 1), plan.place, plan.settings);
    spans.push(span);
    cuts.push(...findCuspCuts(span, plan.eventCusp, tracks));
    // A day boundary names no edge; the pieces either side are read on their own spans.
    if (t0 > stretch.from) cuts.push({ t: t0, kinds: [], isCandidate: false });
  }
  return { spans, cuts };
}

/** Reads the moment chart at t from the day's cusp span and the bodies' tracks. */
function readAt(
  m: MomentChart,
  span: CuspSpan,
  tracks: readonly BodyTrack[],
  t: number,
  eventCusp: number,
): void {
  readCusps(span, t, m.cusps);
  for (let p = 0; p < tracks.length; p++) {
    m.longitudes[p] = normalizeDegrees(trackLongitude(tracks[p]!, t));
    m.speeds[p] = trackSpeed(tracks[p]!, t);
  }
  readMoment(m, eventCusp);
}

/**
 * Scans a stretch of at most 31 days: cuts it, reads every piece and hands the pieces to the merger in time
 * order. Answers the enabled vetoed periods that touch the stretch.
 */
export function scanStretch(plan: SearchPlan, stretch: Stretch, merger: WindowMerger): VetoPeriod[] {
  const tracks = sampleBodyTracks(stretch.from, stretch.to, plan.settings);
  const { days, periods } = listDays(
    stretch.from,
    stretch.to,
    plan.place,
    plan.utcOffsetHours,
    plan.settings,
  );
  const vetoes = listVetoPeriods(plan, stretch, periods, tracks);
  const { spans, cuts: cuspCuts } = sampleSpans(plan, stretch, tracks);
  const cuts = joinCuts([...listCuts(plan, stretch, days, vetoes, tracks), ...cuspCuts]);
  const dayAt = createDayCursor(days);
  const byVeto = new Map<MuhurtaVetoKey, (t: number) => VetoPeriod | undefined>();
  for (const p of vetoes)
    byVeto.set(
      p.veto,
      createCursor(vetoes.filter((v) => v.veto === p.veto).sort((a, b) => a.start - b.start)),
    );
  const m = createMomentChart();
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i]!, cuts[i + 1]!];
    const t = (a.t + b.t) / 2;
    const span = spans[Math.min(spans.length - 1, Math.floor(t - stretch.from))]!;
    readAt(m, span, tracks, t, plan.eventCusp);
    const day = dayAt(t);
    const gates = readGates(m, plan);
    const isVetoed = gates !== null && [...byVeto.values()].some((holds) => holds(t) !== undefined);
    const reading =
      gates === null || isVetoed
        ? null
        : readPiece(m, plan, { t, weekday: day.weekday, polarDay: day.polar, gates });
    merger.add({
      start: a.t,
      end: b.t,
      startKinds: a.kinds,
      endKinds: b.kinds,
      startsCandidate: a.isCandidate,
      reading,
    });
  }
  return vetoes;
}
