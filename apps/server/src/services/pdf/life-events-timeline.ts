/**
 * The dasha timeline of the life-events PDF, the page's picture on paper: the mahadashas as a band of boxes
 * from the birth, a scale of years, today as a dashed line with its word, and each life event as a numbered
 * circle (the number of its row in the events table). Black on white, told apart by lines and words.
 */
import { parseMoment, type LifeEvent, type PlanetSchedule } from '@kpdesk/contract';
import { textAt, type Pdf } from './pdf-document.js';
import type { PdfWords } from './pdf-words.js';

/** Where the picture goes: its left top and width, points. */
interface Frame {
  x: number;
  y: number;
  width: number;
}

/** Height the picture takes, points. */
export const TIMELINE_HEIGHT = 78;
const BAND_TOP = 22;
const BAND_HEIGHT = 18;

/** A moment text as a year with its fraction (enough to place a mark in a picture some 500 pt wide). */
function yearOf(text: string): number | null {
  const moment = parseMoment(text);
  if (!moment) return null;
  const [year = 0, month = 1, day = 1] = moment.date.split('-').map(Number);
  return year + (month - 1) / 12 + (day - 1) / 365.25;
}

/** Draws the timeline inside `frame`; answers the y below it. */
export function drawTimeline(
  doc: Pdf,
  picture: { schedule: PlanetSchedule; events: readonly LifeEvent[]; today: string; words: PdfWords },
  frame: Frame,
): number {
  const { schedule, events, today, words } = picture;
  const from = yearOf(schedule.birthDate) ?? 0;
  const to = yearOf(schedule.dashas.at(-1)?.end ?? '') ?? from + 120;
  const xOf = (year: number) => frame.x + ((year - from) / (to - from)) * frame.width;
  const band = frame.y + BAND_TOP;
  doc.save().lineWidth(0.5);
  for (const dasha of schedule.dashas) {
    const start = Math.max(yearOf(dasha.start) ?? from, from);
    const end = yearOf(dasha.end) ?? start;
    const [left, right] = [xOf(start), xOf(end)];
    doc.rect(left, band, right - left, BAND_HEIGHT).stroke();
    textAt(doc, words.shortPlanet(dasha.lord), {
      x: left + 1.5,
      y: band + 5,
      width: Math.max(right - left - 3, 1),
      size: 7,
    });
  }
  drawYears(doc, { from, to, xOf, y: band + BAND_HEIGHT + 3 });
  const now = yearOf(`${today} 12:00:00`);
  if (now !== null && now <= to) {
    const x = xOf(now);
    doc
      .save()
      .dash(3, { space: 2 })
      .moveTo(x, band - 4)
      .lineTo(x, band + BAND_HEIGHT + 4)
      .stroke()
      .restore();
    textAt(doc, words.label('today'), {
      x: x - 20,
      y: band + BAND_HEIGHT + 12,
      width: 40,
      size: 6.5,
      bold: true,
    });
  }
  events.forEach((event, i) => {
    const year = yearOf(event.moment);
    if (year === null) return;
    const x = xOf(year);
    doc
      .moveTo(x, frame.y + 14)
      .lineTo(x, band)
      .stroke();
    doc.circle(x, frame.y + 8, 6).stroke();
    textAt(doc, String(i + 1), { x: x - 5, y: frame.y + 5, width: 10, size: 6, bold: true });
  });
  doc.restore();
  return frame.y + TIMELINE_HEIGHT;
}

/** The years under the band, every 10 from the birth's decade. */
function drawYears(
  doc: Pdf,
  scale: { from: number; to: number; xOf: (year: number) => number; y: number },
): void {
  for (let year = Math.ceil(scale.from / 10) * 10; year <= scale.to; year += 10) {
    const x = scale.xOf(year);
    doc
      .moveTo(x, scale.y - 3)
      .lineTo(x, scale.y)
      .stroke();
    textAt(doc, String(year), { x: x - 10, y: scale.y + 1, width: 20, size: 5.5 });
  }
}
