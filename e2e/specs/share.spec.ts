import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, openChartPage, seedClient } from '../pages/chart-pages';
import { EventPage } from '../pages/event-pages';
import { downloadFrom, openAsVisitor, SharePage } from '../pages/share-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('a KP sheet PDF from a chart page; a link of two sections opens without sign-in until revoked', async ({
  page,
  browser,
  isMobile,
}, info) => {
  // Two browser contexts and two files on a shared machine: more than the default minute.
  test.setTimeout(150_000);
  const astrologer = newAstrologer();
  await signUpAndSignIn(page, astrologer);
  const id = await seedClient(page);

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  const sheet = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }), isMobile);
  // The contract names it '<client> KP sheet <yyyy-mm-dd>.pdf'; the server's title case is read alike.
  expect(sheet.name).toMatch(/^Guna KP sheet \d{4}-\d{2}-\d{2}\.pdf$/i);
  expect(sheet.head).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: `Saved ${sheet.name}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath(`kp-sheet-saved-${info.project.name}`) });

  const share = new SharePage(page, isMobile);
  await share.openFromClientMenu();
  // Nothing ticked and 91 days: both refused under their fields, nothing created.
  await share.create([], '91');
  await expect(share.sections).toHaveAccessibleDescription(/^Choose at least one section to share/);
  await expect(share.days).toHaveAccessibleDescription(/^The link can stay open from 1 to 90 whole days/);
  await expect(page.getByText('No share links of this client yet.')).toBeVisible();

  await share.create(['Client details', 'Birth chart'], '10');
  const url = await share.createdLink();
  await expect(share.row('Client details, Birth chart')).toContainText('Active');
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`share-created-${info.project.name}`), fullPage: true });

  const visitor = await openAsVisitor(browser, info, url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Guna' })).toBeVisible();
  await expect(visitor.getByText(`Shared by ${astrologer.firstName} ${astrologer.lastName}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2 })).toHaveText(['Client details', 'Birth chart']);
  await expect(visitor.getByRole('table', { name: 'Client Information' })).toContainText('Guna');
  await expect(visitor.getByRole('img', { name: /^Rashi chart of Guna/ })).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Cuspal Position' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Client menu' })).toHaveCount(0);
  await expect(visitor.getByRole('textbox', { name: 'Search clients' })).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSideScroll(visitor);
  await visitor.screenshot({ path: screenshotPath(`shared-page-${info.project.name}`), fullPage: true });

  await share.revoke('Client details, Birth chart');
  await expect(share.row('Client details, Birth chart')).toContainText('Revoked');
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toHaveText(
    'This link is not valid. It may have expired or been revoked.',
  );
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveCount(0);
  await visitor.context().close();
});

test("the event report as a PDF; a link of every section shows the KP tables, the dasha and the astrologer's report", async ({
  page,
  browser,
  isMobile,
}, info) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  const events = new EventPage(page, isMobile);
  await events.open(id);
  await events.section('Report');
  const note = 'Marriage is promised; the Venus bhukti brings it.';
  await page.getByRole('textbox', { name: 'Comment' }).fill(note);
  await events.save('Report', 'Comment', 'Comment is updated successfully.');
  const report = await downloadFrom(
    page,
    page.getByRole('button', { name: 'Download report PDF' }),
    isMobile,
  );
  expect(report.name).toMatch(/^Guna Marriage report \d{4}-\d{2}-\d{2}\.pdf$/i);
  expect(report.head).toBe('%PDF-');

  const share = new SharePage(page, isMobile);
  await share.openFromClientMenu();
  const every = ['Client details', 'Birth chart', 'KP tables', 'Dasha periods', 'Event reports'];
  await share.create(
    every.map((name) => new RegExp(`^${name}`)),
    '1',
  );
  const visitor = await openAsVisitor(browser, info, await share.createdLink());
  await expect(visitor.getByRole('heading', { level: 2 })).toHaveText(
    every.map((name) => new RegExp(`^${name}`)),
  );
  await expect(visitor.getByRole('table', { name: 'Cuspal Position' })).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Birth Time Ruling Planets' })).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Running periods' })).toBeVisible();
  await expect(visitor.getByRole('table', { name: /^\w+ Dasha: / })).toHaveCount(9);
  await expect(visitor.getByRole('article', { name: 'Marriage' })).toContainText(note);
  await expectNoSideScroll(visitor);
  await visitor.screenshot({
    path: screenshotPath(`shared-every-section-${info.project.name}`),
    fullPage: true,
  });
  await visitor.context().close();
});
