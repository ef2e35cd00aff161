/**
 * The heavy computations that run in the worker threads: pure engine calls and PDF drawings whose input and
 * answer are plain data (structured-clonable), named so a request names its task. Adding a heavy computation is one line here.
 */
import {
  computePanchangMonth,
  findAscendantRowSegments,
  findConjunctions,
  findLordEntries,
  searchLordChanges,
  searchMuhurta,
  type ChartSettings,
  type Place,
  type TransitSettings,
} from '@kpdesk/astro';
import { computeVargaMarginsFrom } from '@kpdesk/chart-answers';
import { checkImportFile } from '../import-export/import-check.js';
import { drawMatchPdf } from '../matching/match-pdf.js';
import { drawMuhurtaPdf } from '../muhurta/muhurta-pdf.js';
import { drawPanchangPdf } from '../panchang/panchang-pdf.js';
import { drawEventReport } from '../pdf/event-report.js';
import { drawKpSheet } from '../pdf/kp-sheet.js';
import { drawLifeEventsReport } from '../pdf/life-events-report.js';
import { judgeCandidate, scoreCandidates } from '../rectification/scoring.js';

type Planet = Parameters<typeof findConjunctions>[0];
type Level = Parameters<typeof findLordEntries>[2];

export const WORK_TASKS = {
  /** A transiting planet's conjunctions with a natal longitude over [t0, t1]. */
  conjunctions: (i: {
    planet: Planet;
    longitude: number;
    t0: number;
    t1: number;
    settings: TransitSettings;
  }) => findConjunctions(i.planet, i.longitude, i.t0, i.t1, i.settings),
  /** A transiting planet's entries into and exits from a lord's divisions over [t0, t1]. */
  lordEntries: (i: {
    planet: Planet;
    lord: Planet;
    level: Level;
    t0: number;
    t1: number;
    settings: TransitSettings;
  }) => findLordEntries(i.planet, i.lord, i.level, i.t0, i.t1, i.settings),
  /** Every sign, star and sub lord change of cusps and bodies in a window. */
  lordChanges: (i: {
    start: number;
    end: number;
    place: Place;
    settings: ChartSettings;
    which: { cusps: boolean; bodies: boolean };
  }) => searchLordChanges(i.start, i.end, i.place, i.settings, i.which),
  /** The Ascendant's rows of the 249 table in a rectification window. */
  ascendantRows: (i: { start: number; end: number; place: Place; settings: ChartSettings }) =>
    findAscendantRowSegments(i.start, i.end, i.place, i.settings),
  /** Every rectification candidate's chart and each life event's score in it. */
  rectificationScores: scoreCandidates,
  /** One rectification candidate's full evidence. */
  rectificationEvidence: judgeCandidate,
  /** A muhurta search of up to 31 days and its 90-day `next`. */
  muhurtaSearch: (i: Parameters<typeof searchMuhurta>[0]) => searchMuhurta(i),
  /** Every body's margins in all sixteen divisional charts (a true node beside its station reads thousands of seconds). */
  vargaMargins: computeVargaMarginsFrom,
  /** A panchang month. */
  panchangMonth: (i: Parameters<typeof computePanchangMonth>[0]) => computePanchangMonth(i),
  /** A KP sheet drawn from its data (fonts shaped and subset here, off the event loop). */
  kpSheetPdf: drawKpSheet,
  /** An event's Advanced Stellar System report drawn from its data. */
  eventReportPdf: drawEventReport,
  /** A client's life-events PDF drawn from its data. */
  lifeEventsPdf: drawLifeEventsReport,
  /** An import file read and every row checked (the preview's payload serialised). */
  importCheck: checkImportFile,
  /** A day's panchang drawn from its data. */
  panchangPdf: drawPanchangPdf,
  /** The chosen muhurta windows drawn from their data. */
  muhurtaPdf: drawMuhurtaPdf,
  /** A match of two clients drawn from its data. */
  matchPdf: drawMatchPdf,
};

/** A task's name. */
export type WorkTask = keyof typeof WORK_TASKS;
/** A task's input. */
export type WorkInput<T extends WorkTask> = Parameters<(typeof WORK_TASKS)[T]>[0];
/** A task's answer (a drawing task answers a promise of its bytes). */
export type WorkOutput<T extends WorkTask> = Awaited<ReturnType<(typeof WORK_TASKS)[T]>>;

/** Runs a named task (in the worker thread, or inline where no worker is built). */
export function runTask<T extends WorkTask>(
  task: T,
  input: WorkInput<T>,
): WorkOutput<T> | Promise<WorkOutput<T>> {
  const run = WORK_TASKS[task] as (input: WorkInput<T>) => WorkOutput<T> | Promise<WorkOutput<T>>;
  return run(input);
}
