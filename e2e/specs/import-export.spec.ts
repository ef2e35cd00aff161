import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll } from '../pages/chart-pages';
import { ImportExportPage } from '../pages/import-export-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

// Another program's headers: Client and Town are not recognised, so the astrologer maps them. Meena's
// time zone (-5) disagrees with New York's summer offset in 1990 (-4): a warning with a proposed fix.
const CSV = [
  'Client,DOB,TOB,Zone,Town,Lat,Lng',
  'Meena Iyer,1990-07-15,09:30,-5,New York city,40.7128,-74.006',
  'Ravi Kumar,1985-03-12,06:15,5.5,Chennai city,13.0827,80.2707',
].join('\n');

test('import a CSV with a mapping and a warning, confirm, find the clients, export the practice', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const io = new ImportExportPage(page);
  await io.openFromProfile();

  await io.chooseFile('clients.csv', CSV);
  await expect(page.getByText('No column is mapped to First name, which every client needs')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Birth date (required)' })).toHaveValue('DOB');
  await io.mapColumn('First name (required)', 'Client');
  await io.mapColumn('Birth place (required)', 'Town');
  await io.applyMapping();

  await expect(io.previewRow('line 2')).toContainText('Meena Iyer');
  await expect(io.previewRow('line 2')).toContainText('Create');
  await expect(io.previewRow('line 2')).toContainText(
    "Warning · Time zone: Time zone -05:00 differs from the atlas's historical offset -04:00",
  );
  await expect(io.previewRow('line 3')).toContainText('None');
  await expect(
    page.getByText('2 to create, 0 to skip as likely duplicates, 0 rejected, 1 with warnings.'),
  ).toBeVisible();
  await page.getByLabel("Use the atlas's proposed time zone where the file's differs (1 row)").check();
  await expectNoSideScroll(page);
  // From the top, so the sticky header is drawn once in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(`import-preview-${info.project.name}`), fullPage: true });

  await io.confirm();
  await expect(page.getByRole('status').filter({ hasText: 'Import stored' })).toContainText(
    'Import stored: 2 clients (numbers 1 to 2)',
  );

  const practice = await io.export('Export practice (JSON)');
  expect(practice.name).toMatch(/^kpdesk-practice-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(practice.text) as {
    format: string;
    clients: { firstName: string; birthTimezone: number }[];
  };
  expect(file.format).toBe('kpdesk-practice');
  expect(file.clients.map((c) => [c.firstName, c.birthTimezone])).toEqual([
    ['Meena Iyer', -4],
    ['Ravi Kumar', 5.5],
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Saved kpdesk-practice' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search clients' }).fill('Meena');
  await expect(page.getByRole('button', { name: /^1 - Meena Iyer/ })).toBeVisible();
});
