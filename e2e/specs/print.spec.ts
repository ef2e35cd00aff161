import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { chooseSection, openChartPage, seedClient } from '../pages/chart-pages';
import { newAstrologer } from '../support/accounts';

/** The text of each page of a printout, as pdf.js reads it. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

test('the printed dasha schedule ends with its footer on its last page, and no page holds the footer alone', async ({
  page,
}) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await chooseSection(page, 'DBA');
  await expect(page.getByRole('heading', { name: 'Dasha Bhukti Andharam (summary)' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pages = await pageTexts(await page.pdf({ format: 'A4' }));
  expect(pages.length).toBeGreaterThan(1);
  const last = pages.at(-1) ?? '';
  expect(last).toContain(`Client ${id}: Guna`);
  // The last page carries schedule rows besides the footer (the footer alone is about 130 characters).
  expect(last.length).toBeGreaterThan(400);
  expect(pages.filter((text) => text.includes('Client ')).length).toBe(1);
});
