import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient } from '../pages/chart-pages';
import { downloadFrom, openAsVisitor, SharePage } from '../pages/share-pages';
import { setProfilePlace } from '../pages/transit-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';
import { expect, test } from '../support/test';

const CHENNAI = { birthCity: 'Chennai', birthLatitude: 13.0827, birthLongitude: 80.2707 };

test('a match of two clients: KP judgement, 36 points and poruthams, then the ranking of partners for the bride', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await setProfilePlace(page);
  await seedClient(page, {
    firstName: 'Lakshmi',
    sex: 'Female',
    birthDate: '1992-04-18',
    birthTime: '07:25:00',
    ...CHENNAI,
  });
  await seedClient(page, {
    firstName: 'Arjun',
    sex: 'Male',
    birthDate: '1989-11-02',
    birthTime: '21:10:00',
    ...CHENNAI,
  });
  await seedClient(page, {
    firstName: 'Ravi',
    sex: 'Male',
    birthDate: '1990-02-14',
    birthTime: '05:40:00',
    ...CHENNAI,
  });
  await page.getByRole('link', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marriage matching' })).toBeVisible();

  const pick = async (role: string, name: string) => {
    await page.getByRole('textbox', { name: role }).fill(name);
    await page
      .getByRole('button', { name: new RegExp(`^\\d+ - ${name}`) })
      .first()
      .click();
  };
  await pick('Bride', 'Lakshmi');
  await pick('Groom', 'Arjun');
  await expect(page.getByRole('heading', { name: 'KP judgement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ashtakoota (36 points)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ashtakoota (36 points)' }).getByRole('row')).toHaveCount(9);
  await expect(page.getByText(/^Total: \d+(\.5)? \/ 36/)).toBeVisible();
  await expect(page.getByText(/^Poruthams passed: \d+ \/ 10/)).toBeVisible();
  expect(page.url()).toMatch(/bride=1&groom=2/);
  // Both lives over the years ahead, in a picture and in words.
  await expect(
    page.getByRole('img', { name: /^Dasha and bhukti of the bride and the groom over the years ahead/ }),
  ).toBeVisible();
  await page.getByText('The picture as a table').click();
  await expect(
    page.getByRole('table', { name: /^Dasha and bhukti of the bride/ }).getByRole('row'),
  ).not.toHaveCount(0);
  await expectNoSideScroll(page);
  const pdf = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }), isMobile);
  expect(pdf.name).toMatch(/^Lakshmi Arjun match \d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.head).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: `Saved ${pdf.name}` })).toBeVisible();
  await page.screenshot({ path: screenshotPath(`match-${info.project.name}`), fullPage: true });

  await page.getByRole('button', { name: 'Change' }).nth(1).click();
  await page.getByRole('button', { name: 'Rank my clients for this person' }).click();
  const ranking = page.getByRole('region', { name: 'Ranked partners' });
  await expect(ranking.getByRole('listitem')).toHaveCount(2);
  await ranking.getByRole('button', { name: 'Open the match' }).first().click();
  await expect(page.getByRole('heading', { name: 'KP judgement' })).toBeVisible();
});

test('a share of the bride carries her match with the groom the astrologer chose', async ({
  page,
  browser,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  await setProfilePlace(page);
  await seedClient(page, {
    firstName: 'Lakshmi',
    sex: 'Female',
    birthDate: '1992-04-18',
    birthTime: '07:25:00',
    ...CHENNAI,
  });
  await seedClient(page, {
    firstName: 'Arjun',
    sex: 'Male',
    birthDate: '1989-11-02',
    birthTime: '21:10:00',
    ...CHENNAI,
  });
  await page.goto('/share.html?client=1');
  const share = new SharePage(page, isMobile);
  await share.sections.getByRole('checkbox', { name: 'Marriage match with a chosen partner' }).check();
  await page.getByRole('textbox', { name: 'Partner' }).fill('Arjun');
  await page
    .getByRole('button', { name: /^\d+ - Arjun/ })
    .first()
    .click();
  await page.getByRole('radio', { name: 'Bride' }).check();
  await share.create([], '7');
  const url = await share.createdLink();
  await expect(share.row('Marriage match with a chosen partner (2)')).toBeVisible();

  const visitor = await openAsVisitor(browser, info, url);
  await expect(visitor.getByRole('heading', { name: 'Marriage match with a chosen partner' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'KP judgement' })).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Ashtakoota (36 points)' }).getByRole('row')).toHaveCount(
    9,
  );
  await expect(visitor.getByText(/^Total: \d+(\.5)? \/ 36/)).toBeVisible();
  await visitor.screenshot({ path: screenshotPath(`match-shared-${info.project.name}`), fullPage: true });
  await visitor.context().close();
});
