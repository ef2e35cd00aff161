import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import {
  chooseSection,
  expectNoSideScroll,
  openChartPage,
  seedClient,
  tableNamed,
} from '../pages/chart-pages';
import {
  CorrectionPanel,
  IntervalSection,
  TransitTimingPart,
  dayFirst,
  kpCuspSubLord,
  setProfilePlace,
  twelveHour,
  twentyFourHour,
} from '../pages/transit-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('transit chart, cuspal and planet searches in every grouping, with the arrows', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({ path: screenshotPath(`${name}-${info.project.name}`), fullPage: true });
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);

  await openChartPage(page, '/transitchart.html', id, 'Transit Chart');
  await expect(page.getByText('Add the city in My Profile to view Transit Chart')).toBeVisible();
  await setProfilePlace(page);
  await page.reload();
  await expect(page.getByRole('img', { name: /^Transit chart of .* at Chennai/ })).toBeVisible();
  // Only the date changes: the chart moves to that date at the time the time box shows.
  const shownTime = await page.getByLabel('Transit time').inputValue();
  expect(shownTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  await page.getByLabel('Transit date').fill('2026-01-01');
  // The header and the chart read in My Settings' formats (by default day first and a 12-hour clock).
  await expect(
    page.getByRole('img', { name: `Transit chart of 01-01-2026 ${twelveHour(shownTime)} at Chennai` }),
  ).toBeVisible();
  await page.getByLabel('Transit time').fill('22:00:30');
  await expect(
    page.getByRole('img', { name: 'Transit chart of 01-01-2026 10:00:30 PM at Chennai' }),
  ).toBeVisible();
  await expect(page.getByText('01-01-2026 Thursday 10:00:30 PM at Chennai')).toBeVisible();
  await expect(
    tableNamed(page, 'Transit Ruling Planets').getByRole('rowheader', { name: /Day Lord/ }),
  ).toBeVisible();
  await expect(tableNamed(page, 'Transit planets in the natal houses').getByRole('row')).toHaveCount(10);
  await page.getByRole('button', { name: /^(Show|Hide) Degree$/ }).click();
  await expectNoSideScroll(page);
  await shot('transit-chart');

  await chooseSection(page, 'Cuspal In Interval');
  const cusps = new IntervalSection(page, 'Cuspal In Interval');
  await cusps.calculate('2026-01-01', '10:00:00', '10:30:00');
  const rows = await cusps.rowHeaders().count();
  expect(rows).toBeGreaterThan(40);
  await cusps.group('Sub Lord');
  await expect(cusps.table.locator('td[rowspan]').first()).toBeVisible();
  const third = (await cusps.rowHeaders().nth(3).textContent()) ?? '';
  await cusps.table.getByRole('button', { name: `Start at ${third}` }).click();
  await expect(cusps.rowHeaders().first()).toHaveText(third);
  await expect(page.getByLabel('Start time')).toHaveValue(twentyFourHour(third));
  const fifth = (await cusps.rowHeaders().nth(5).textContent()) ?? '';
  await cusps.table.getByRole('button', { name: `End at ${fifth}` }).click();
  await expect(cusps.rowHeaders().last()).toHaveText(fifth);
  await expect(cusps.rowHeaders()).toHaveCount(6);
  await cusps.group('No Group');
  await expect(cusps.table.locator('td[rowspan]')).toHaveCount(0);
  await expectNoSideScroll(page);
  await shot('cuspal-in-interval');

  await chooseSection(page, 'Planet In Interval');
  const planets = new IntervalSection(page, 'Planet In Interval');
  await planets.calculate('2026-01-01', '00:00:00', '23:59:59');
  await expect(planets.table.getByRole('columnheader')).toHaveText([
    'Date',
    'Move the window',
    'Sun',
    'Mon',
    'Mar',
    'Mer',
    'Jup',
    'Ven',
    'Sat',
    'Rag',
    'Ket',
  ]);
  await planets.group('Sub Lord');
  await expect(planets.table.locator('td.table-danger').first()).toBeVisible();
  await expect(planets.table.getByText('(changed)').first()).toBeAttached();
  await planets.group('Star Lord');
  await expect(planets.table.locator('td[rowspan]').first()).toBeVisible();
  await planets.group('No Group');
  // Ungrouped: one row per change, every row with its own cell for each of the nine planets, no spans.
  await expect(planets.table.locator('td[rowspan]')).toHaveCount(0);
  const planetRows = await planets.rowHeaders().count();
  await expect(planets.table).toHaveAccessibleName(new RegExp(`^Planet In Interval: ${planetRows} rows`));
  await expect(planets.table.locator('tbody tr')).toHaveCount(planetRows);
  await expect(planets.table.locator('tbody td')).toHaveCount(planetRows * 10);
  expect(planetRows).toBeGreaterThan(5);
  await planets.moveWindow('Start', 2);
  await planets.moveWindow('End', 2);
  await expect(planets.rowHeaders()).toHaveCount(3);
  await expectNoSideScroll(page);
  await shot('planet-in-interval');
});

test('birth time correction: preview, scrubber, save flows to the KP page, reset', async ({ page }, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({ path: screenshotPath(`${name}-${info.project.name}`), fullPage: true });
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  // Domain §16.3: at 21:08 IST the Ascendant is in Venus's star, Rahu's sub; from 21:29:59 in Ketu's sub.
  await expect(kpCuspSubLord(page, 'I')).toHaveText('Rahu');

  await openChartPage(page, '/timecorrection.html', id, 'Birth Time Correction');
  const panel = new CorrectionPanel(page);
  await panel.expectPreviewOf('1935-09-12 21:08:00');
  await expect(page.getByRole('img', { name: /^Preview chart of Guna/ })).toBeVisible();
  await page.getByRole('button', { name: 'One minute later' }).click();
  await expect(panel.time()).toHaveValue('21:09:00');
  await panel.expectPreviewOf('1935-09-12 21:09:00');
  await page.getByRole('button', { name: 'Ten seconds earlier' }).click();
  await panel.expectPreviewOf('1935-09-12 21:08:50');
  const slider = page.getByLabel('Birth time offset in seconds');
  const box = await slider.boundingBox();
  if (!box) throw new Error('no slider');
  // A mouse click near the slider's right end moves the time about four minutes later.
  await slider.click({ position: { x: box.width * 0.9, y: box.height / 2 } });
  await expect(panel.time()).not.toHaveValue('21:08:50');
  await panel.time().fill('21:30:00');
  await panel.expectPreviewOf('1935-09-12 21:30:00');
  await expect(panel.cuspal().getByText('(changed, was Rahu)').first()).toBeVisible();
  await expectNoSideScroll(page);
  await shot('birth-time-correction');
  await panel.press('Save', 'Birth Time is updated successfully.');

  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await expect(kpCuspSubLord(page, 'I')).toHaveText('Ketu');
  await openChartPage(page, '/clientdetails.html', id, 'Client Details');
  await expect(
    tableNamed(page, 'Client Information').getByRole('row', { name: /Birth Time Corrected .*09:30:00/ }),
  ).toBeVisible();

  await openChartPage(page, '/timecorrection.html', id, 'Birth Time Correction');
  await panel.expectPreviewOf('1935-09-12 21:30:00');
  await panel.press('Reset', 'Birth Time is reset successfully.');
  await expect(panel.time()).toHaveValue('21:08:00');
  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await expect(kpCuspSubLord(page, 'I')).toHaveText('Rahu');

  await openChartPage(page, '/timecorrection.html', id, 'Birth Time Correction');
  await chooseSection(page, 'Cuspal In Interval');
  const cusps = new IntervalSection(page, 'Cuspal In Interval');
  // The opening window is the hour around the (recorded, after Reset) birth moment, 21:08.
  await expect(cusps.rowHeaders().first()).toHaveText('08:38:00 PM');
  await expect(cusps.region().getByLabel('End time')).toHaveValue('21:38:00');
  // An end before the start is named under End time, and nothing is searched.
  await cusps.submit('1935-09-12', '21:30:00', '21:00:00');
  const end = cusps.region().getByLabel('End time');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAccessibleDescription('The end date and time must not be before the start');
  await expect(cusps.rowHeaders().first()).toHaveText('08:38:00 PM');
  await expectNoSideScroll(page);
  await shot('correction-window-error');
  await cusps.calculate('1935-09-12', '21:00:00', '22:00:00');
  await expect(cusps.table).toContainText('Guna');
  await expect(cusps.rowHeaders().filter({ hasText: '09:29:59 PM' })).toHaveCount(1);
  await shot('correction-cuspal-in-interval');
});

test("a planet search over several days, with its dates in the astrologer's format", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const isTouch = info.project.name === 'mobile';
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await setProfilePlace(page);
  await openChartPage(page, '/transitchart.html', id, 'Transit Chart');
  await chooseSection(page, 'Planet In Interval');
  const planets = new IntervalSection(page, 'Planet In Interval');
  await expect(planets.table).toBeVisible();

  // Three days and a half: the Moon alone changes its sub lord about nine times a day.
  await planets.submit('2026-03-01', '06:00:00', '18:00:00', '2026-03-04', isTouch);
  await expect(planets.rowHeaders().first()).toHaveText(twelveHour('06:00:00'));
  await expect(planets.rowHeaders().last()).toContainText(dayFirst('2026-03-04'));
  expect(await planets.rowHeaders().count()).toBeGreaterThan(30);
  await expect(
    planets
      .rowHeaders()
      .filter({ hasText: dayFirst('2026-03-02') })
      .first(),
  ).toBeVisible();
  await expect(planets.region().getByLabel('End date')).toHaveValue('2026-03-04');
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`planet-days-${info.project.name}`) });

  // Beyond 31 days: the message under End time, and the table stays as it was.
  const rows = await planets.rowHeaders().count();
  await planets.submit('2026-03-01', '06:00:00', '06:00:01', '2026-04-01', isTouch);
  const end = planets.region().getByLabel('End time');
  await expect(end).toHaveAccessibleDescription(
    'A planet search spans at most 31 days: choose an end nearer the start',
  );
  await expect(planets.rowHeaders()).toHaveCount(rows);
});

test('birth time correction: a cleared birth time is named under the field', async ({ page }, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await openChartPage(page, '/timecorrection.html', id, 'Birth Time Correction');
  const panel = new CorrectionPanel(page);
  await panel.expectPreviewOf('1935-09-12 21:08:00');
  await panel.time().fill('');
  await expect(panel.time()).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.time()).toHaveAccessibleDescription('Enter birth time');
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath(`birth-time-cleared-${info.project.name}`) });
  await panel.time().fill('21:09:00');
  await expect(panel.time()).toHaveAttribute('aria-invalid', 'false');
  await panel.expectPreviewOf('1935-09-12 21:09:00');
});

/** A row moment 'dd-MM-yyyy hh:mm:ss AM' (the default formats) as sortable text 'yyyy-MM-dd HH:mm:ss'. */
function sortableMoment(text: string): string {
  const [date = '', time = '', marker = ''] = text.split(' ');
  return `${dayFirst(date)} ${twentyFourHour(`${time} ${marker}`)}`;
}

test('transit over natal on one wheel, and transit timing across 20 years with the running periods', async ({
  page,
  isMobile,
}, info) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await setProfilePlace(page);
  await openChartPage(page, '/transitchart.html', id, 'Transit Chart');

  const wheel = page.getByRole('img', { name: /^Transit over natal wheel: transit of .* at Chennai$/ });
  await expect(wheel).toBeVisible();
  // Nine transit planets outside; nine natal planets and the Ascendant inside, each read in its title.
  await expect(wheel.locator('title')).toHaveCount(19);
  await expect(wheel.locator('title', { hasText: /^Natal Moon \d+°\d{2}′\d{2}″ Aquarius$/ })).toHaveCount(1);
  await expect(wheel.locator('title', { hasText: /^Transit Saturn / })).toHaveCount(1);
  const box = await wheel.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await wheel.screenshot({ path: screenshotPath(`transit-wheel-${info.project.name}`) });

  const timing = new TransitTimingPart(page, isMobile);
  await timing.choose('Planet', 'Jupiter');
  await timing.choose('Natal point', 'Natal Moon');
  await timing.search();
  await expect(timing.table).toBeVisible();
  const moments = await timing.column(0);
  expect(moments.length).toBeGreaterThanOrEqual(1);
  const sortable = moments.map(sortableMoment);
  expect(sortable).toEqual([...sortable].sort());
  for (const event of await timing.column(1)) expect(event).toBe('conjunct Natal Moon');
  // Every conjunction stands on the natal Moon's longitude (to the second of arc).
  expect(new Set(await timing.column(2)).size).toBe(1);
  for (const motion of await timing.column(3)) expect(['Direct', 'Retrograde']).toContain(motion);
  for (const dasha of await timing.column(5))
    expect(dasha).toMatch(/^(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)$/);
  await expectNoSideScroll(page);

  await timing.choose('Kind', 'Lord entry');
  await timing.choose('Planet', 'Saturn');
  await timing.choose('Lord', 'Venus');
  await timing.choose('Level', 'Star');
  await timing.search();
  await expect(timing.table).toHaveAccessibleName(/^Transit timing of Saturn: /);
  const events = await timing.column(1);
  expect(events).toContain('enters');
  expect(events).toContain('leaves');
  for (const lord of await timing.column(4)) expect(lord).toBe('Venus star');
  await timing.region.screenshot({ path: screenshotPath(`transit-timing-${info.project.name}`) });

  // A Moon window over a year is refused under To date, and nothing is searched.
  await timing.choose('Planet', 'Moon');
  await timing.region.getByLabel('To date').fill('2040-01-01');
  await timing.search();
  await expect(timing.region.getByLabel('To date')).toHaveAccessibleDescription(
    'A search for the Moon spans at most 1 year: choose an end nearer the start',
  );
  await expect(timing.table).toHaveAccessibleName(/^Transit timing of Saturn: /);
  await expectNoSideScroll(page);
});
