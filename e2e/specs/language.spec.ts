import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../pages/accessibility';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient, tableNamed } from '../pages/chart-pages';
import { newAstrologer, screenshotPath, SETTINGS_SAVED } from '../support/accounts';
import type { Page } from '@playwright/test';

/** Picks a display language in a settings form and saves it; the save button is named in the current language. */
async function chooseDisplayLanguage(page: Page, path: string, language: string, submitName: string) {
  await page.goto(path);
  const select = page.getByLabel('Display language');
  await expect(select).toBeVisible();
  await select.selectOption({ label: language });
  await page.getByRole('button', { name: submitName }).click();
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
}

test('an astrologer reads the KP tables in Hindi, and a client of theirs in Telugu', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);

  await chooseDisplayLanguage(page, '/caconfig.html', 'हिन्दी (Hindi)', 'Submit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto(`/kpastro.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^के\.पी\. पद्धति/ })).toBeVisible();
  const planets = tableNamed(page, 'ग्रह स्थिति');
  await expect(planets.getByRole('columnheader', { name: 'राशि स्वामी' })).toBeVisible();
  await expect(planets.getByRole('rowheader', { name: /^सूर्य/ })).toBeVisible();
  // Appendix A: the Sun in Leo (सिंह), the Moon in Scorpio (वृश्चिक).
  await expect(planets.getByRole('cell', { name: 'सिंह', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'जातक मेनू' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'KP System in Hindi');
  await page.screenshot({ path: screenshotPath(`language-kp-hindi-${info.project.name}`), fullPage: true });

  // The client's own setting overrides the astrologer's, as every setting does.
  await chooseDisplayLanguage(page, `/ccconfig.html?client=${id}`, 'తెలుగు (Telugu)', 'जमा करें');
  await page.goto(`/kpastro.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^కె\.పి\. పద్ధతి/ })).toBeVisible();
  await expect(tableNamed(page, 'గ్రహ స్థితి').getByRole('rowheader', { name: /^సూర్యుడు/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expectNoSeriousAxeViolations(page, 'KP System in Telugu');
  await page.screenshot({ path: screenshotPath(`language-kp-telugu-${info.project.name}`), fullPage: true });

  // Back on the dashboard (no client), the astrologer's Hindi holds.
  await page.goto('/home.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('an astrologer reads Client Details, Ruling Planet and Vedic Astrology in Tamil', async ({
  page,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  await chooseDisplayLanguage(page, '/caconfig.html', 'தமிழ் (Tamil)', 'Submit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  // Appendix A: the Moon in Aquarius (கும்பம்), ruled by Saturn (சனி), in Purva Bhadrapada (பூரட்டாதி, 25).
  await page.goto(`/clientdetails.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^ஜாதகர் விவரம்/ })).toBeVisible();
  const details = tableNamed(page, 'ஜாதகர் விவரம்');
  await expect(details.getByRole('rowheader', { name: 'பிறந்த தேதி' })).toBeVisible();
  await expect(details.getByRole('row', { name: 'பாலினம் ஆண்' })).toBeVisible();
  const birthStar = tableNamed(page, 'ஜன்ம நட்சத்திரம், லக்னம், திதி');
  await expect(birthStar.getByRole('row', { name: 'ராசி கும்பம்', exact: true })).toBeVisible();
  await expect(birthStar.getByRole('row', { name: 'ராசி அதிபதி சனி', exact: true })).toBeVisible();
  await expect(birthStar.getByRole('row', { name: 'நட்சத்திரம் பூரட்டாதி (27 இல் நட்சத்திரம் 25)' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, 'Client Details in Tamil');
  await page.screenshot({
    path: screenshotPath(`language-details-tamil-${info.project.name}`),
    fullPage: true,
  });

  await page.goto(`/rulingplanet.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^ஆளும் கிரகங்கள்/ })).toBeVisible();
  const rulers = tableNamed(page, 'பிறந்த நேர ஆளும் கிரகங்கள்');
  await expect(rulers.getByRole('columnheader', { name: 'நட்சத்திர அதிபதி' })).toBeVisible();
  await expect(rulers.getByRole('rowheader', { name: /^லக்னம்/ })).toBeVisible();
  const current = tableNamed(page, 'தற்போதைய ஆளும் காலம்');
  await expect(current.getByRole('columnheader', { name: 'அந்தரம்' })).toBeVisible();
  await expect(current.getByRole('rowheader', { name: 'தொடக்க தேதி' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Ruling Planet in Tamil');
  await page.screenshot({
    path: screenshotPath(`language-ruling-tamil-${info.project.name}`),
    fullPage: true,
  });

  await page.goto(`/basicastro.html?client=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^வேத ஜோதிடம்/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /ராசி சக்கரம், தென்னிந்திய முறை$/ })).toBeVisible();
  await expect(page.getByLabel('கட்ட முறை')).toHaveValue('0');
  await expectNoSeriousAxeViolations(page, 'Vedic Astrology in Tamil');
  await page.screenshot({
    path: screenshotPath(`language-vedic-tamil-${info.project.name}`),
    fullPage: true,
  });
});
