/**
 * The astrologer as a PDF names them (document author, footer line, the date "today" on their clock), as plain
 * data: read on the event loop, handed with the rest of a drawing's input to a worker thread.
 */
import type { AstrologerRow } from '../../db/astrologers.js';

/** The astrologer's fields a PDF prints. */
export type PdfAuthor = Pick<AstrologerRow, 'first_name' | 'last_name' | 'email' | 'mobile' | 'timezone'>;

/** Only the printed fields of an astrologer row (a row carries secrets a drawing has no use for). */
export const pdfAuthorOf = (row: AstrologerRow): PdfAuthor => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  mobile: row.mobile,
  timezone: row.timezone,
});

/** The document's author: the astrologer's name. */
export const authorName = (a: PdfAuthor) => `${a.first_name} ${a.last_name}`.trim();

/** The footer's left line: name, e-mail and mobile. */
export const authorLine = (a: PdfAuthor) => `${a.first_name} ${a.last_name} · ${a.email} · ${a.mobile}`;
