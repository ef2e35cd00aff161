/**
 * A PDF read back as Mozilla's pdf.js reads it: its number of pages and all its text, runs of spaces as one,
 * so a test checks what a reader would see and select.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The pages and text of the PDF `bytes`. */
export async function readPdf(bytes: Buffer): Promise<{ numPages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const { numPages } = pdf;
  await pdf.destroy();
  return { numPages, text: text.replace(/\s+/g, ' ') };
}
