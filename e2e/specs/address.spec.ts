import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { chooseSection, openChartPage, seedClient } from '../pages/chart-pages';
import { setProfilePlace, TransitTimingPart } from '../pages/transit-pages';
import { newAstrologer } from '../support/accounts';

/** The page's heading of a KP System section. */
const kpHeading = (section: string) => new RegExp(`^KP System · ${section} — `);

test('Back returns through the sections read, and a reload keeps the dasha view, the transit moment and the timing search', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await setProfilePlace(page);

  // Two section changes, then Back twice: each returns to the section read before.
  await openChartPage(page, '/kpastro.html', id, 'KP System');
  await chooseSection(page, 'Planet Significators');
  await chooseSection(page, 'Six Fold Significators');
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: kpHeading('Planet Significators') }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: kpHeading('Birth Chart') })).toBeVisible();

  // The dasha schedule's view and the dasha chosen in the drilldown survive a reload.
  await chooseSection(page, 'DBA');
  await page.getByRole('button', { name: 'Drilldown view' }).click();
  const dasha = page.getByLabel('Dasha', { exact: true });
  // allTextContents does not wait: read the nine dashas once the schedule has drawn them (on a busy machine
  // it read none, and the choice of '' waited out the test).
  await expect(dasha.locator('option')).toHaveCount(9);
  const options = await dasha.locator('option').allTextContents();
  const third = options[2] ?? '';
  await dasha.selectOption({ label: third });
  // The choice reaches the address after the page renders it: reload only once it is there.
  await expect(page).toHaveURL(/[?&]dasha=2(&|$)/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dasha Bhukti Andharam (drilldown)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drilldown view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Dasha', { exact: true })).toHaveValue('2');

  // The sookshma and prana tables fit the screen, a phone's too: no table scrolls sideways.
  await page.getByRole('button', { name: 'Sookshma and prana' }).click();
  await expect(page.getByRole('table', { name: /Sookshma/ }).first()).toBeVisible();
  const overflowing = await page
    .locator('.table-responsive')
    .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
  expect(overflowing).toBe(0);

  // The transit moment and the timing search survive a reload.
  await openChartPage(page, '/transitchart.html', id, 'Transit Chart');
  await page.getByLabel('Transit date').fill('2030-01-01');
  await page.getByLabel('Transit time').fill('12:00:00');
  await expect(
    page.getByRole('img', { name: /^Transit chart of 01-01-2030 12:00:00 PM at Chennai$/ }),
  ).toBeVisible();
  const timing = new TransitTimingPart(page, isMobile);
  await timing.choose('Planet', 'Jupiter');
  await timing.choose('Natal point', 'Natal Moon');
  await timing.search();
  await expect(timing.table).toHaveAccessibleName(/^Transit timing of Jupiter: /);
  await page.reload();
  await expect(
    page.getByRole('img', { name: /^Transit chart of 01-01-2030 12:00:00 PM at Chennai$/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Transit date')).toHaveValue('2030-01-01');
  await expect(timing.table).toHaveAccessibleName(/^Transit timing of Jupiter: /);
  await expect(timing.region.getByLabel('Planet', { exact: true })).toHaveValue('Jupiter');
});
