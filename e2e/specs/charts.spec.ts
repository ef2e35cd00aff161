import { writeFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import {
  chooseSection,
  expectNoSideScroll,
  openChartPage,
  seedClient,
  setClientChartType,
  tableNamed,
} from '../pages/chart-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

/** Row of a table whose header cell starts with `head`. */
const rowOf = (table: ReturnType<typeof tableNamed>, head: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^(. )?${head}\\b`) }) });

test('the five chart pages of a client, every section, all four styles and print', async ({ page }, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: screenshotPath(`${name}-${info.project.name}`), fullPage: true });
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);

  await openChartPage(page, '/clientdetails.html', id, 'Client Details');
  const info1 = tableNamed(page, 'Client Information');
  await expect(info1.getByRole('row', { name: /Birth Place Guna/ })).toBeVisible();
  await expect(info1.getByRole('row', { name: /Birth Timezone GMT\+05:30/ })).toBeVisible();
  const star = tableNamed(page, 'Birth Star, Lagna and Thithi');
  await expect(star.getByRole('row', { name: 'Star Purva Bhadrapada (star 25 of 27)' })).toBeVisible();
  await expect(star.getByRole('row', { name: 'Thithi Type Full (Purna)' })).toBeVisible();
  await expect(page.getByLabel('Calculation profile')).toContainText('Ayanamsa Krishnamurti');
  await expectNoSideScroll(page);
  await shot('client-details');

  await openChartPage(page, '/rulingplanet.html', id, 'Ruling Planet');
  const birthRulers = tableNamed(page, 'Birth Time Ruling Planets');
  await expect(birthRulers.getByRole('rowheader', { name: 'Day Lord (Jupiter)' })).toBeVisible();
  await expect(page.getByText('Add the city in My Profile to view Transit Ruling Planets')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/cprofile.html');
  await expect(
    tableNamed(page, 'Current Ruling Period').getByRole('rowheader', { name: 'Period' }),
  ).toBeVisible();
  await expectNoSideScroll(page);
  await shot('ruling-planet');

  await openChartPage(page, '/basicastro.html', id, 'Vedic Astrology');
  await expect(page.getByRole('img', { name: /^Rashi chart of Guna, South India style/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Navamsa chart of Guna/ })).toBeVisible();
  await expect(rowOf(tableNamed(page, 'Planets'), 'Moon')).toContainText('Purva Bhadrapada');
  await expectNoSideScroll(page);
  await shot('vedic-rashi');
  await chooseSection(page, 'Birth Chart');
  await expect(tableNamed(page, 'Cuspal')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Navamsa chart/ })).toHaveCount(0);

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  const cusps = tableNamed(page, 'Cuspal Position');
  const cusp7 = rowOf(cusps, 'VII');
  // Domain §9.2: cusp 7 of the Appendix A chart has the lords Venus / Rahu / Mars / Jupiter.
  await expect(cusp7).toContainText(/Venus\s*Rahu\s*Mars\s*Jupiter/);
  await expect(tableNamed(page, 'Planetary Position')).toContainText('Sub-lord margin');
  await cusp7.click();
  await expect(cusp7.getByRole('rowheader')).toContainText('(highlighted green)');
  await cusp7.click();
  await expect(cusp7.getByRole('rowheader')).toContainText('(highlighted red)');
  await cusp7.click();
  await expect(cusp7.getByRole('rowheader')).not.toContainText('highlighted');
  await expectNoSideScroll(page);
  await shot('kp-birth-chart');
  const sections: [string, string][] = [
    ['Planet Significators', 'Planet Significators: Cuspal View'],
    ['Effective Significators', 'Effective Significators'],
    ['Six Fold Significators', 'Six Fold Significators: Planet View'],
    ['Cuspal Significators', 'Cuspal Significators: Cuspal View'],
    ['Cuspal Links', 'Cuspal Links Sub Lord'],
    ['Aspects', 'Aspecting House'],
    ['Conjoints', 'Conjunction of Planets'],
    ['Self Significators', 'Self Significators'],
  ];
  for (const [label, caption] of sections) {
    await chooseSection(page, label);
    await expect(tableNamed(page, caption)).toBeVisible();
    await expect(tableNamed(page, 'Cuspal Position')).toHaveCount(0);
    if (label === 'Six Fold Significators') await shot('kp-six-fold');
  }
  await expect(rowOf(tableNamed(page, 'Self Significators'), 'Mars')).toContainText(/1, 8\s*7\s*11\s*7/);
  await expectNoSideScroll(page);
  await shot('kp-self-significators');
  await chooseSection(page, 'DBA');
  await expect(page.getByRole('table', { name: /^\w+ Dasha: / })).toHaveCount(9);
  await page.getByRole('button', { name: 'Drilldown view' }).click();
  await page.getByRole('combobox', { name: 'Dasha' }).selectOption({ index: 2 });
  await expect(page.getByRole('table', { name: /Dasha, \w+ Bhukti/ }).first()).toBeVisible();
  await expectNoSideScroll(page);
  await shot('kp-dba-drilldown');

  await openChartPage(page, '/kpinterlinks.html', id, 'Cuspal Inter Link System');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Cuspal Inter Link System · Cuspal Links/ }),
  ).toBeVisible();
  await expect(rowOf(tableNamed(page, 'Cuspal Links Sub Lord'), '7')).toContainText('Mars (1, 7, 8, 11)');
  await expectNoSideScroll(page);
  await shot('kp-interlinks');

  for (const style of ['North India', 'East India', 'Bhava Chalit', 'South India']) {
    await setClientChartType(page, id, style);
    await openChartPage(page, '/kpastro.html', id, 'KP System');
    await expect(
      page.getByRole('img', { name: new RegExp(`^Rashi chart of Guna, ${style} style`) }),
    ).toBeVisible();
    await page.locator('figure.chart-drawing').screenshot({
      path: screenshotPath(`chart-${style.replace(' ', '-').toLowerCase()}-${info.project.name}`),
    });
  }

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByLabel('Print footer')).toBeVisible();
  await expect(page.getByLabel('Print footer')).toContainText(`Client ${id}: Guna`);
  await expect(page.getByLabel('Print footer')).toContainText('Astrologer: Lakshmi Narayanan');
  await expect(page.getByRole('button', { name: 'Client menu' })).toBeHidden();
  await expect(page.getByRole('group', { name: /sections$/ })).toBeHidden();
  await expect(page.getByLabel('Calculation profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await shot('kp-print');
  // Chromium's print to PDF: the stylesheet's @page gives A4 (595 × 842 pt, give or take Skia's rounding).
  const pdf = await page.pdf({ preferCSSPageSize: true });
  writeFileSync(screenshotPath(`kp-print-${info.project.name}`).replace(/\.png$/, '.pdf'), pdf);
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByLabel('Print footer')).toBeHidden();
});

test('a chart page keeps its section over a reload, prints, switches its chart style and names the paksha', async ({
  page,
}) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);

  // Appendix A: tithi 15, Purnima of the bright half.
  await openChartPage(page, '/clientdetails.html', id, 'Client Details');
  const star = tableNamed(page, 'Birth Star, Lagna and Thithi');
  await expect(star.getByRole('row', { name: 'Thithi Purnima (Shukla Paksha)' })).toBeVisible();

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await chooseSection(page, 'Six Fold Significators');
  await expect(page).toHaveURL(new RegExp(`/kpastro\\.html\\?client=${id}&section=4$`));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: /^KP System · Six Fold Significators — / }),
  ).toBeVisible();

  // Print opens the browser's print of the page (stubbed here: the print dialog would block the test).
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // The style chosen on the chart is the client's setting: the chart redraws, and a reload keeps it.
  await chooseSection(page, 'Birth Chart');
  await page.getByRole('combobox', { name: 'Chart style' }).selectOption({ label: 'North India' });
  await expect(page.getByRole('img', { name: /^Rashi chart of Guna, North India style/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Chart style' })).toHaveValue('1');
  await expect(page.getByRole('img', { name: /^Rashi chart of Guna, North India style/ })).toBeVisible();
  await expectNoSideScroll(page);
});
