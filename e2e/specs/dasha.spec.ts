import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import {
  chooseSection,
  expectNoSideScroll,
  openChartPage,
  seedClient,
  tableNamed,
} from '../pages/chart-pages';
import { DashaSchedulePart } from '../pages/dasha-pages';
import { EventPage } from '../pages/event-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('DBA marks the running dasha, bhukti and andharam and the drilldown opens on them, on both pages', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  // Born in 1935: its 120-year schedule runs until the 2050s, so a period runs today.
  const id = await seedClient(page);
  const schedule = new DashaSchedulePart(page, isMobile);

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await chooseSection(page, 'DBA');
  await expect(schedule.region.getByRole('table', { name: /^\w+ Dasha: / })).toHaveCount(9);
  await schedule.expectOneRunningPeriod();
  await expect(schedule.runningTables).toHaveAccessibleName(/^\w+ Dasha: .* Running now$/);
  await schedule.openDrilldownOnRunningDasha();
  await schedule.expectOneRunningPeriod();
  await expect(schedule.runningTables).toHaveAccessibleName(/^\w+ Dasha, \w+ Bhukti: .* Running now$/);
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`kp-dba-running-${info.project.name}`) });

  // Another dasha, chosen by the astrologer, has nothing running.
  const chosen = (await schedule.dashaChoice.inputValue()) === '0' ? '1' : '0';
  await schedule.dashaChoice.selectOption(chosen);
  await expect(schedule.runningRows).toHaveCount(0);

  const events = new EventPage(page);
  await events.open(id);
  await events.section('DBA');
  await schedule.expectOneRunningPeriod();
  await schedule.openDrilldownOnRunningDasha();
  await schedule.expectOneRunningPeriod();
  await expectNoSideScroll(page);
});

test('the schedule drills the running andharam to its sookshmas and pranas; the balance at birth in the schedule and Client Details', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  const schedule = new DashaSchedulePart(page, isMobile);

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await chooseSection(page, 'DBA');
  await expect(schedule.balanceLine).toBeVisible();
  const balance = (await schedule.balanceLine.textContent()) ?? '';
  await expect(schedule.chainTable.getByRole('rowheader')).toHaveText([
    /Dasha$/,
    /Bhukti$/,
    /Andharam$/,
    /Sookshma$/,
    /Prana$/,
  ]);
  // The chain of now names the same dasha the summary marks as running.
  const [dashaLord] = await schedule.chainCells('Dasha');
  await expect(schedule.runningTables).toHaveAccessibleName(
    new RegExp(`^${dashaLord} Dasha: .* Running now$`),
  );

  await schedule.openSubPeriodsOnRunningAndharam();
  await schedule.expectOneRunningPeriod();
  const [sookshmaLord] = await schedule.chainCells('Sookshma');
  await expect(schedule.runningTables).toHaveAccessibleName(
    new RegExp(`, ${sookshmaLord} Sookshma: .* Running now$`),
  );
  // The running prana of the drilldown is the chain's prana, bounds to the second alike.
  const [pranaLord, pranaStart, pranaEnd] = await schedule.chainCells('Prana');
  await expect(schedule.runningRows.getByRole('rowheader')).toContainText(pranaLord ?? '');
  await expect(schedule.runningRows.getByRole('cell')).toHaveText([pranaStart ?? '', pranaEnd ?? '']);
  expect(pranaStart).toMatch(/\d{2}:\d{2}:\d{2} [AP]M$/);
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`kp-dba-prana-${info.project.name}`), fullPage: true });

  // Another andharam, chosen by the astrologer: its sookshmas, nothing running.
  const chosen = (await schedule.andharamChoice.inputValue()) === '0' ? '1' : '0';
  await schedule.andharamChoice.selectOption(chosen);
  await expect(schedule.andharamChoice.locator('option:checked')).not.toHaveText(/running now/);
  await expect(schedule.runningRows).toHaveCount(0);
  await expect(schedule.region.getByRole('table', { name: /Andharam, \w+ Sookshma: / })).toHaveCount(9);

  await openChartPage(page, '/clientdetails.html', id, 'Client Details');
  const [lord, span] = balance.split(' Dasha balance at birth: ');
  await expect(
    tableNamed(page, 'Birth Star, Lagna and Thithi').getByRole('row', { name: 'Dasha Balance at Birth' }),
  ).toContainText(`${lord} ${span}`);
});
