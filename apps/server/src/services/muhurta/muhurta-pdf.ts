/**
 * The chosen windows of a search as a one-page A4 PDF: the event and its houses, the place and clock, the
 * periods avoided, then one row per window (start, end, length, the Lagna's lords and the event cusp's sub
 * lord, the ruling planets counted, the score) and, under the table, each window's two gates with their
 * houses. At most 50 windows are accepted, and the rows are cut to what one page holds (the table says so).
 */
import { Readable } from 'node:stream';
import { toEngineVetoes } from '@kpdesk/chart-answers';
import {
  formatMoment,
  type DisplayLanguage,
  momentAtOffset,
  resolveEffectiveSettings,
  type MuhurtaChosen,
  type MuhurtaSearchAnswer,
  type MuhurtaWindowData,
  formatWindowLength,
} from '@kpdesk/contract';
import { MUHURTA_VETO_DEFAULTS, MUHURTA_VETOES, nameOf } from '@kpdesk/contract';
import { findAstrologerById } from '../../db/astrologers.js';
import { findAstrologerSettings } from '../../db/settings.js';
import { notFound } from '../../errors.js';
import type { DownloadAnswer } from '../download-answer.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import {
  CONTENT_WIDTH,
  PAGE,
  bytesOf,
  createA4Pdf,
  footer,
  heading,
  keyValues,
  table,
  textAt,
  type Pdf,
} from '../pdf/pdf-document.js';
import { authorLine, authorName, pdfAuthorOf, type PdfAuthor } from '../pdf/pdf-author.js';
import { searchChosenWindows } from './chosen-windows.js';
import { muhurtaWords, type MuhurtaWords } from './window-words.js';

/** Rows of the window table that fit above the gates and the footer. */
const MAX_ROWS = 24;

type Profile = MuhurtaSearchAnswer['profile'];

/** The enabled vetoes of a search, by name: the defaults of M5 with the search's switches on top. */
function vetoNames(chosen: MuhurtaChosen, words: MuhurtaWords): string {
  const switches = { ...MUHURTA_VETO_DEFAULTS, ...definedOnly(toEngineVetoes(chosen.search.vetoes)) };
  return MUHURTA_VETOES.ids
    .filter((id) => switches[id])
    .map((id) => nameOf(MUHURTA_VETOES, id, words.language))
    .join(', ');
}

function definedOnly<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function profilePairs(chosen: MuhurtaChosen, profile: Profile, words: MuhurtaWords) {
  const { search } = chosen;
  const zone = `UTC${search.timezone >= 0 ? '+' : ''}${search.timezone}`;
  const place = `${search.place} (${search.latitude.toFixed(4)}, ${search.longitude.toFixed(4)}), ${zone}`;
  const pairs: [string, string][] = [
    [words.label('event'), words.event(search)],
    [words.label('favourable'), profile.favourable.join(', ')],
    [words.label('negating'), profile.negating.join(', ')],
    [words.label('cusp'), String(profile.cusp)],
    [words.label('place'), place],
    [words.label('vetoes'), vetoNames(chosen, words)],
  ];
  if (profile.edited) pairs.push([words.label('edited'), '✓']);
  return pairs;
}

function windowRows(windows: MuhurtaWindowData[], words: MuhurtaWords): string[][] {
  return windows.slice(0, MAX_ROWS).map((w) => [
    w.start,
    w.end.slice(11),
    formatWindowLength(w.seconds),
    [w.lagna.signLord, w.lagna.starLord, w.lagna.subLord].map(words.planet).join(' / '),
    words.planet(w.cuspSubLord),
    w.rulingPlanets
      .filter((p) => p.counted)
      .map((p) => words.planet(p.planet))
      .join(', '),
    String(w.score),
  ]);
}

function drawWindows(doc: Pdf, windows: MuhurtaWindowData[], words: MuhurtaWords, y: number): number {
  const top = heading(doc, words.label('windows'), PAGE.margin, y, CONTENT_WIDTH);
  const widths = [0.2, 0.1, 0.12, 0.24, 0.1, 0.16, 0.08];
  const titles = ['start', 'end', 'length', 'title', 'subLordStep', 'rulingPlanets', 'score'] as const;
  const columns = titles.map((key, i) => ({ title: words.label(key), width: CONTENT_WIDTH * widths[i]! }));
  return table(doc, { x: PAGE.margin, y: top, columns, rows: windowRows(windows, words) });
}

function drawGates(doc: Pdf, windows: MuhurtaWindowData[], words: MuhurtaWords, y: number): number {
  let top = heading(doc, words.label('houses'), PAGE.margin, y, CONTENT_WIDTH);
  const limit = PAGE.height - PAGE.margin - 40;
  for (const w of windows) {
    if (top > limit) break;
    const gate = (g: MuhurtaWindowData['gates']['lagna']) =>
      `${g.steps.map((s) => `${words.planet(s.planet)} {${s.houses.join(', ')}}`).join(' → ')} = {${g.houses.join(', ')}}`;
    textAt(doc, `${w.start}: ${gate(w.gates.lagna)} · ${gate(w.gates.cusp)}`, {
      x: PAGE.margin,
      y: top,
      width: CONTENT_WIDTH,
      size: 7,
    });
    top += 10;
  }
  return top;
}

/** What a muhurta PDF prints: the search, its profile and the chosen windows found again. */
export interface MuhurtaPdfInput {
  chosen: MuhurtaChosen;
  profile: Profile;
  windows: MuhurtaWindowData[];
  language: DisplayLanguage;
  author: PdfAuthor;
  nowMs: number;
}

/** The chosen windows drawn from their data (in a worker thread: work/tasks.ts). */
export function drawMuhurtaPdf(input: MuhurtaPdfInput): Promise<Uint8Array> {
  const { chosen, profile, windows, author, nowMs } = input;
  const words = muhurtaWords(input.language);
  const title = `${words.event(chosen.search)} · ${words.label('title')}`;
  const doc = createA4Pdf({ title, author: authorName(author), subject: title, createdAtMs: nowMs });
  textAt(doc, title, { x: PAGE.margin, y: PAGE.margin, width: CONTENT_WIDTH, size: 14, bold: true });
  const below = keyValues(doc, profilePairs(chosen, profile, words), {
    x: PAGE.margin,
    y: PAGE.margin + 24,
    width: CONTENT_WIDTH,
  });
  const belowTable = drawWindows(doc, windows, words, below + 6);
  drawGates(doc, windows.slice(0, MAX_ROWS), words, belowTable + 6);
  footer(doc, { left: authorLine(author), right: formatMoment(momentAtOffset(nowMs, author.timezone)) });
  return bytesOf(doc);
}

/** POST /pdf/muhurta: the chosen windows, each searched again, as a one-page PDF drawn in a worker thread. */
export async function buildMuhurtaPdf(
  deps: ChartDeps,
  astrologerId: number,
  chosen: MuhurtaChosen,
): Promise<DownloadAnswer> {
  deps.work.admit(astrologerId);
  const { profile, windows } = await searchChosenWindows(deps, astrologerId, chosen.search, chosen.windows);
  const settings = resolveEffectiveSettings(await findAstrologerSettings(deps.db, astrologerId), null);
  const astrologer = await findAstrologerById(deps.db, astrologerId);
  if (!astrologer) throw notFound();
  const author = pdfAuthorOf(astrologer);
  const nowMs = deps.clock.now();
  const input = { chosen, profile, windows, language: settings.displayLanguage, author, nowMs };
  const bytes = await deps.work.run('muhurtaPdf', input, astrologerId);
  const today = momentAtOffset(nowMs, author.timezone);
  return { fileName: `muhurta ${today.date}.pdf`, file: Readable.from([Buffer.from(bytes)]) };
}
