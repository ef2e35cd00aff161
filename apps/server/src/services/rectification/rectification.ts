/**
 * The rectification workbench (decisions.md "Life events and rectification"): inside a window
 * around the client's birth time (the corrected one when saved; at most 4 hours either side), the stretches
 * over which the Ascendant's sub lord stays the same, each cast through the chart core as a birth at its
 * judged moment and scored by the client's life events. Evidence, never a verdict: the list carries each
 * event's score per candidate (bounded by the life events' bound), one candidate's periods, categories and
 * promise come on demand, and the astrologer saves the chosen one as the birth time correction with the
 * existing save.
 */
import { toEngineSettings, toJulianDay, toLocalMoment } from '@kpdesk/chart-answers';
import { compareCandidates, listRulingPlanets, resolveSettings } from '@kpdesk/astro';
import {
  LIFE_EVENT_MESSAGES,
  NO_LIFE_EVENTS_CODE,
  RECTIFICATION_MAX_HOURS,
  secondsBetween,
  shiftMoment,
  toLocalSeconds,
  type LocalMoment,
  type RectificationAnswer,
  type RectificationCandidate,
  type RectificationEvidenceAnswer,
} from '@kpdesk/contract';
import { listLifeEvents } from '../../db/life-events.js';
import { badRequest } from '../../errors.js';
import { loadChartInputs, type ChartInputs } from '../chart-core/chart-inputs.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { loadTransitOfNow } from '../chart-core/transit-charts.js';
import { type Stretch } from './scoring.js';

const MAX_WINDOW_SECONDS = RECTIFICATION_MAX_HOURS * 3600;

/** Refuses a window that does not start before it ends or reaches past 4 hours from the birth time. */
function checkWindow(birth: LocalMoment, from: LocalMoment, to: LocalMoment): void {
  if (secondsBetween(from, to) <= 0) throw badRequest(LIFE_EVENT_MESSAGES.fromNotBeforeTo);
  const reach = Math.max(Math.abs(secondsBetween(birth, from)), Math.abs(secondsBetween(birth, to)));
  if (reach > MAX_WINDOW_SECONDS) throw badRequest(LIFE_EVENT_MESSAGES.windowTooWide);
}

/**
 * The whole second on the birth clock at which a segment is judged: its exact middle rounded down to the
 * second, moved up a second when that falls on or before the segment's start; null when no whole second lies
 * strictly inside (a row crossed in under a second), so a candidate is never judged on a cusp.
 */
function judgedMoment(startJdUT: number, endJdUT: number, zone: number): LocalMoment | null {
  const second = 1 / 86_400;
  const middle = toLocalMoment((startJdUT + endJdUT) / 2 - second / 2, zone);
  let jd = toJulianDay(middle, zone);
  let moment = middle;
  if (jd <= startJdUT) {
    moment = shiftMoment(middle, 1);
    jd += second;
  }
  return jd > startJdUT && jd < endJdUT ? moment : null;
}

/**
 * The window's candidates: the Ascendant's rows of the 249 table (a change of its sign, star or sub lord
 * starts a new one), their inner bounds rounded to the second on the birth clock, each judged at a whole
 * second strictly inside it, the moment its preview and Choose use too.
 */
async function findStretches(
  deps: ChartDeps,
  astrologerId: number,
  inputs: ChartInputs,
  window: { from: LocalMoment; to: LocalMoment },
) {
  const { client } = inputs;
  const { from, to } = window;
  const zone = client.birth_timezone;
  const place = { latitude: client.birth_latitude, longitude: client.birth_longitude };
  const settings = resolveSettings(toEngineSettings(inputs.settings, deps.ephePath));
  const rows = { start: toJulianDay(from, zone), end: toJulianDay(to, zone), place, settings };
  const segments = await deps.work.run('ascendantRows', rows, astrologerId);
  const stretches: Stretch[] = [];
  segments.forEach((segment, index) => {
    const start = index === 0 ? from : toLocalMoment(segment.startJdUT, zone);
    const end = index === segments.length - 1 ? to : toLocalMoment(segment.endJdUT, zone);
    const middle = judgedMoment(segment.startJdUT, segment.endJdUT, zone);
    if (middle && secondsBetween(start, end) > 0) stretches.push({ from: start, to: end, middle });
  });
  return stretches;
}

/** The ruling planets of now at the astrologer's profile place; none when the profile has no place. */
async function rulingPlanetsOfNow(deps: ChartDeps, astrologerId: number, inputs: ChartInputs) {
  const transit = await loadTransitOfNow(deps, astrologerId, inputs.settings);
  return transit ? listRulingPlanets(transit.chart.rulingPlanets).map((r) => r.planet) : [];
}

/** The client's life events, refused with code 105 when there are none (nothing to judge a candidate by). */
async function eventsToJudge(deps: ChartDeps, astrologerId: number, inputs: ChartInputs) {
  const events = await listLifeEvents(deps.db, astrologerId, inputs.client.id);
  if (events.length === 0) throw badRequest(LIFE_EVENT_MESSAGES.noLifeEvents, NO_LIFE_EVENTS_CODE);
  return events;
}

/**
 * POST /rectification/:runningId/evidence: one candidate's full evidence, every event judged in the chart of a
 * birth at its moment (the moment the list scored, so the two agree).
 */
export async function rectificationEvidence(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
  moment: LocalMoment,
): Promise<RectificationEvidenceAnswer> {
  deps.work.admit(astrologerId);
  const inputs = await loadChartInputs(deps, astrologerId, runningId);
  if (Math.abs(secondsBetween(inputs.birth, moment)) > MAX_WINDOW_SECONDS)
    throw badRequest(LIFE_EVENT_MESSAGES.candidateMomentTooFar);
  const events = await eventsToJudge(deps, astrologerId, inputs);
  const judging = { inputs, ephePath: deps.ephePath, events, moment };
  return deps.work.run('rectificationEvidence', judging, astrologerId);
}

/** POST /rectification/:runningId: every candidate of the window with its event scores, in the decided order. */
export async function rectifyBirthTime(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
  window: { from: LocalMoment; to: LocalMoment },
): Promise<RectificationAnswer> {
  deps.work.admit(astrologerId);
  const inputs = await loadChartInputs(deps, astrologerId, runningId);
  checkWindow(inputs.birth, window.from, window.to);
  const events = await eventsToJudge(deps, astrologerId, inputs);
  const rulers = await rulingPlanetsOfNow(deps, astrologerId, inputs);
  const stretches = await findStretches(deps, astrologerId, inputs, window);
  const scoring = { inputs, ephePath: deps.ephePath, events, stretches, rulers };
  const candidates = await deps.work.run('rectificationScores', scoring, astrologerId);
  const rank = (c: RectificationCandidate, middle: LocalMoment) => ({
    score: c.score,
    rulingPlanetsAgree: c.rulingPlanetsAgree,
    secondsFromBirth: Math.abs(secondsBetween(inputs.recordedBirth, middle)),
    middleSeconds: toLocalSeconds(middle),
  });
  const ranked = candidates.map((c, i) => ({ c, key: rank(c, (stretches[i] as Stretch).middle) }));
  return { candidates: ranked.sort((a, b) => compareCandidates(a.key, b.key)).map((r) => r.c) };
}
