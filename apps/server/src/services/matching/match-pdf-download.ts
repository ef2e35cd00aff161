/**
 * GET /pdf/match/{brideRunningId}/{groomRunningId}: the match as a one-page download. The match answer is the
 * Match page's own (read on the event loop, mostly from the chart cache); the drawing runs in a worker thread
 * within the astrologer's share of the pool (match-pdf.ts draws it).
 */
import { Readable } from 'node:stream';
import { resolveEffectiveSettings, type DisplayLanguage, type MatchRequest } from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { findAstrologerSettings } from '../../db/settings.js';
import { notFound } from '../../errors.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import type { DownloadAnswer } from '../download-answer.js';
import { pdfAuthorOf } from '../pdf/pdf-author.js';
import { matchPdfFileName } from './match-pdf.js';
import { matchClientCharts } from './matching.js';

/**
 * The language of the printout: the clients' display language when both have the same (a client's own setting,
 * else the astrologer's), otherwise the astrologer's.
 */
function languageOf(bride: DisplayLanguage, groom: DisplayLanguage, astrologer: DisplayLanguage) {
  return bride === groom ? bride : astrologer;
}

/** The match of two of the astrologer's clients as a PDF download. */
export async function buildMatchPdf(
  deps: ChartDeps,
  astrologerId: number,
  request: MatchRequest,
): Promise<DownloadAnswer> {
  deps.work.admit(astrologerId);
  const { answer: match, bride, groom } = await matchClientCharts(deps, astrologerId, request);
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  if (!astrologer) throw notFound();
  const own = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  const language = languageOf(
    bride.settings.displayLanguage,
    groom.settings.displayLanguage,
    own.displayLanguage,
  );
  const author = pdfAuthorOf(astrologer);
  const nowMs = deps.clock.now();
  const bytes = await deps.work.run('matchPdf', { match, language, author, nowMs }, astrologerId);
  return { fileName: matchPdfFileName(match, author, nowMs), file: Readable.from([Buffer.from(bytes)]) };
}
