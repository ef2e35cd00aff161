/**
 * GET /pdf/kpsheet/{runningId}: the one-page A4 KP sheet. Top: title, birth line and calculation profile;
 * then the birth chart in the astrologer's style beside the client details, ruling planets and running
 * periods; then the planets and cusps with their lords, the significators, the mahadashas; the footer names
 * the astrologer. Every value comes from the service of the matching page, so the sheet and the pages agree.
 */
import {
  cuspalPositionLayout,
  cuspalSignificatorCuspalLayout,
  planetaryPositionLayout,
  rulingPlanetLayout,
  selfSignificatorLayout,
  type ChartTable,
} from '@kpdesk/contract';
import type { DownloadAnswer } from '../../routes/register-calls.js';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { getBirthChart, getChartTable, getPlanetSchedule } from '../charts/chart-calls.js';
import { chartStyleName, drawChart } from './chart-figure.js';
import { label } from './pdf-labels.js';
import {
  CONTENT_WIDTH,
  createA4Pdf,
  footer,
  heading,
  keyValues,
  PAGE,
  table,
  textAt,
  type Pdf,
} from './pdf-document.js';
import { drawMahadashas, drawRunningPeriods } from './periods.js';
import {
  birthLine,
  footerLines,
  loadSheetSubject,
  pdfFileName,
  shortPlanet,
  shortPlanets,
  type SheetSubject,
} from './sheet-data.js';

const LEFT = PAGE.margin;
const HALF = (CONTENT_WIDTH - 11) / 2;
const RIGHT = LEFT + HALF + 11;
const CHART_SIZE = 205;

function drawTitle(doc: Pdf, subject: SheetSubject): number {
  const { profile } = subject.data;
  const line = (y: number) => ({ x: LEFT, y: PAGE.margin + y, width: CONTENT_WIDTH, size: 8.5 });
  textAt(doc, `${label('kpSheetTitle')}: ${subject.clientName}`, { ...line(0), size: 15, bold: true });
  textAt(doc, birthLine(subject), line(21));
  const settings = {
    ayanamsa: profile.ayanamsaName,
    degree: profile.ayanamsaDegree,
    houses: profile.houseSystemUsed,
    nodes: profile.nodeType,
    ephemeris: profile.ephemeris,
  };
  textAt(doc, label('profile', settings), line(33));
  return PAGE.margin + 50;
}

function drawDetails(doc: Pdf, subject: SheetSubject, top: number): number {
  const d = subject.data;
  const x = LEFT + CHART_SIZE + 14;
  const width = PAGE.width - PAGE.margin - x;
  let y = heading(doc, label('detailsHeading'), x, top, width);
  y = keyValues(
    doc,
    [
      [label('star'), `${d.starName} (${d.pathamNumber}) · ${label('starLord')} ${d.starLord}`],
      [label('sign'), `${d.signName} · ${label('signLord')} ${d.signLord}`],
      [label('lagna'), d.cuspalSignName],
      [label('lagnaLords'), `${d.cuspalSignLord} / ${d.cuspalStarLord} / ${d.cuspalSubStarLord}`],
      [label('dayLord'), `${d.dayLord} (${d.hinduDay})`],
      [label('thithi'), `${d.thithiName} (${d.thithiPaksha})`],
    ],
    { x, y, width },
  );
  y = heading(doc, label('rulingPlanets'), x, y, width);
  const ruling = d.rulingPlanets.rows.map((row) => {
    const cells = rulingPlanetLayout.read(row);
    return [cells.ruler, cells.planet, cells.signLord, cells.starLord, cells.subLord];
  });
  const cols = [label('ruler'), label('planet'), label('signLord'), label('starLord'), label('subLord')];
  y = table(doc, { x, y, columns: cols.map((title) => ({ title, width: width / 5 })), rows: ruling });
  return drawRunningPeriods(doc, subject, { x, y, width });
}

const positionColumns = (first: string) =>
  [first, label('sign'), label('degree'), label('signLord'), label('starLord'), label('subLord')].map(
    (title, i) => ({ title, width: [46, 50, 50, 42, 42, HALF - 230][i] ?? 40 }),
  );

function positionRows(answer: ChartTable, read: typeof planetaryPositionLayout.read) {
  return answer.rows.map((row) => {
    const c = read(row);
    const name = c.retro ? `${c.name} R` : c.name;
    return [name, c.sign, c.degree, c.signLord, c.starLord, c.subLord];
  });
}

async function drawPositions(doc: Pdf, tables: SheetTables, top: number): Promise<number> {
  const left = heading(doc, label('planetsHeading'), LEFT, top, HALF);
  const planets = positionRows(tables.planets, planetaryPositionLayout.read);
  const endLeft = table(doc, { x: LEFT, y: left, columns: positionColumns(label('planet')), rows: planets });
  const right = heading(doc, label('cuspsHeading'), RIGHT, top, HALF);
  const cusps = positionRows(tables.cusps, cuspalPositionLayout.read);
  const endRight = table(doc, { x: RIGHT, y: right, columns: positionColumns(label('cusp')), rows: cusps });
  return Math.max(endLeft, endRight);
}

function drawSignificators(doc: Pdf, tables: SheetTables, top: number): number {
  const left = heading(doc, label('planetSignificators'), LEFT, top, HALF);
  const self = tables.self.rows.map((row) => {
    const c = selfSignificatorLayout.read(row);
    return [shortPlanet(c.planet), c.cl, c.occ, c.cst, c.csl];
  });
  const selfColumns = [label('planet'), 'CL', 'OCC', 'CST', 'CSL'].map((title, i) => ({
    title,
    width: i === 0 ? 40 : (HALF - 40) / 4,
  }));
  const endLeft = table(doc, { x: LEFT, y: left, columns: selfColumns, rows: self });
  const right = heading(doc, label('cuspalSignificators'), RIGHT, top, HALF);
  const cuspal = tables.cuspal.rows.map((row) => {
    const c = cuspalSignificatorCuspalLayout.read(row);
    return [c.house, ...[c.a, c.b, c.c, c.d, c.e, c.f].map(shortPlanets)];
  });
  const cuspalColumns = [label('house'), 'A', 'B', 'C', 'D', 'E', 'F'].map((title, i) => ({
    title,
    width: i === 0 ? 28 : (HALF - 28) / 6,
  }));
  const endRight = table(doc, { x: RIGHT, y: right, columns: cuspalColumns, rows: cuspal, fontSize: 6.5 });
  return Math.max(endLeft, endRight);
}

interface SheetTables {
  planets: ChartTable;
  cusps: ChartTable;
  self: ChartTable;
  cuspal: ChartTable;
}

/** The KP sheet of the astrologer's client as a PDF download. */
export async function buildKpSheet(
  deps: ChartDeps,
  astrologerId: number,
  runningId: number,
): Promise<DownloadAnswer> {
  const subject = await loadSheetSubject(deps, astrologerId, runningId);
  const input = { userId: runningId };
  const chart = await getBirthChart(deps, astrologerId, input);
  const tables: SheetTables = {
    planets: await getChartTable(deps, astrologerId, input, 'planetaryPosition'),
    cusps: await getChartTable(deps, astrologerId, input, 'cuspalPosition'),
    self: await getChartTable(deps, astrologerId, input, 'selfSignificators'),
    cuspal: await getChartTable(deps, astrologerId, input, 'cuspalSignificatorCuspalView'),
  };
  const schedule = await getPlanetSchedule(deps, astrologerId, input);
  const title = `${subject.clientName} ${label('kpSheetTitle')} ${subject.today}`;
  const doc = createA4Pdf({
    title,
    author: subject.astrologer.name,
    subject: label('kpSheetTitle'),
    createdAtMs: subject.nowMs,
  });
  const top = drawTitle(doc, subject);
  const caption = label('chartStyle', { style: chartStyleName(chart) });
  textAt(doc, caption, { x: LEFT, y: top, width: CHART_SIZE, size: 8, bold: true });
  drawChart(doc, chart, { x: LEFT, y: top + 13, size: CHART_SIZE });
  const belowTop = Math.max(top + CHART_SIZE + 20, drawDetails(doc, subject, top));
  const belowPositions = await drawPositions(doc, tables, belowTop);
  const belowSignificators = drawSignificators(doc, tables, belowPositions);
  drawMahadashas(doc, subject, schedule, belowSignificators);
  footer(doc, footerLines(subject));
  doc.end();
  return { fileName: pdfFileName(title), file: doc };
}
