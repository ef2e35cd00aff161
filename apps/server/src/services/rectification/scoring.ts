/**
 * The rectification's scoring, from plain data so it runs in a worker thread (work/tasks.ts): a chart cast for
 * each candidate's judged moment and every life event judged in it. Reading the client, the settings, the
 * events and the ruling planets of now stays with the service on the event loop; only this part grows with
 * candidates × events, so only this part leaves it. The charts are cast here, not taken from the chart cache:
 * a candidate's chart is read once by the list and once more when its evidence is opened.
 */
import {
  formatMoment,
  type LocalMoment,
  type RectificationCandidate,
  type RectificationEvidenceAnswer,
} from '@kpdesk/contract';
import type { LifeEventRow } from '../../db/life-events.js';
import type { ChartInputs } from '../chart-core/chart-inputs.js';
import { buildClientChart } from '../chart-core/client-chart.js';
import { evaluateEvent } from '../life-events/event-view.js';

/** A candidate stretch on the birth clock, whole seconds, and the moment it is judged at. */
export interface Stretch {
  from: LocalMoment;
  to: LocalMoment;
  middle: LocalMoment;
}

/** What every scoring starts from: the client's chart inputs, the ephemeris folder and the events as rows. */
interface ScoringData {
  inputs: ChartInputs;
  ephePath: string | null;
  events: LifeEventRow[];
}

/** The list's input: the candidates' stretches and the ruling planets of now (their names). */
export interface CandidateScoring extends ScoringData {
  stretches: Stretch[];
  rulers: string[];
}

function scoreStretch(data: ScoringData, stretch: Stretch, rulers: Set<string>): RectificationCandidate {
  const chart = buildClientChart(data.inputs, stretch.middle, data.ephePath);
  const { signLord, starLord, subLord } = chart.chart.ascendant;
  // Only each event's score leaves here: the periods of every candidate × event would grow the answer
  // with the events, and the astrologer reads them one candidate at a time.
  const eventScores = data.events.map((row) => ({
    lifeEventId: row.id,
    score: evaluateEvent(chart, row).score,
  }));
  return {
    from: formatMoment(stretch.from),
    to: formatMoment(stretch.to),
    moment: formatMoment(stretch.middle),
    ascendant: { signLord, starLord, subLord },
    score: eventScores.reduce((sum, e) => sum + e.score, 0),
    rulingPlanetsAgree: rulers.has(subLord),
    favourableEvents: eventScores.filter((e) => e.score > 0).length,
    unfavourableEvents: eventScores.filter((e) => e.score < 0).length,
    eventScores,
  };
}

/** Every candidate scored by every event, in the stretches' order (the service ranks them). */
export function scoreCandidates(input: CandidateScoring): RectificationCandidate[] {
  const rulers = new Set(input.rulers);
  return input.stretches.map((stretch) => scoreStretch(input, stretch, rulers));
}

/** One candidate's full evidence: every event judged in the chart of a birth at `moment`. */
export function judgeCandidate(input: ScoringData & { moment: LocalMoment }): RectificationEvidenceAnswer {
  const chart = buildClientChart(input.inputs, input.moment, input.ephePath);
  const { signLord, starLord, subLord } = chart.chart.ascendant;
  const evidence = input.events.map((row) => ({ lifeEventId: row.id, ...evaluateEvent(chart, row) }));
  return {
    moment: formatMoment(input.moment),
    ascendant: { signLord, starLord, subLord },
    score: evidence.reduce((sum, e) => sum + e.score, 0),
    evidence,
  };
}
