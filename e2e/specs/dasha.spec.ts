import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { chooseSection, expectNoSideScroll, openChartPage, seedClient } from '../pages/chart-pages';
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
