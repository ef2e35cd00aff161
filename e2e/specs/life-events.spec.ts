import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, openChartPage, seedClient, tableNamed } from '../pages/chart-pages';
import { LifeEventsPage } from '../pages/life-events-pages';
import { downloadFrom } from '../pages/share-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('life events on the dasha timeline, a rectification with its evidence, and the chosen time in Client Details', async ({
  page,
  isMobile,
}, info) => {
  // Seven screens, a rectification and a preview: longer than the default minute on a shared machine.
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: screenshotPath(`life-events-${name}-${info.project.name}`), fullPage: true });
  await signUpAndSignIn(page, newAstrologer());
  // Appendix A: Guna, born 12 Sep 1935 at 21:08 IST.
  const id = await seedClient(page);
  const lifeEvents = new LifeEventsPage(page, isMobile);
  await lifeEvents.open(id);
  await expect(
    lifeEvents.workbench.getByText('Add at least one life event before rectifying.'),
  ).toBeVisible();

  // A date before the birth is the server's refusal, shown under the Date field; nothing is stored.
  await lifeEvents.submit({ event: 'Marriage', date: '1930-01-01' });
  await expect(lifeEvents.form.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(
    'Event date cannot be before the birth date',
  );
  await expect(page.getByText('No life events yet.', { exact: false })).toBeVisible();

  await lifeEvents.add({ event: 'Marriage', date: '1962-05-20', time: '10:30', note: 'Temple wedding' });
  await lifeEvents.add({ event: 'Job / service', date: '1958-07-01' });
  // The form says its time is on the birth clock; this event names its own (London, GMT+00:00).
  await expect(lifeEvents.form.getByLabel('Clock of the date and time')).toHaveValue('');
  await expect(lifeEvents.form.getByLabel('Clock of the date and time')).toContainText(
    'Birth clock (GMT+05:30)',
  );
  await lifeEvents.add({
    event: 'Childbirth',
    date: '1965-02-11',
    time: '06:15',
    clock: '(GMT+00:00) Greenwich Mean Time: Dublin, Edinburgh, Lisbon, London',
  });
  await expect(lifeEvents.eventCard(/Childbirth — 11-02-1965 06:15:00 AM \(GMT\+00:00\)/)).toBeVisible();

  // Listed by date, each with its periods, categories in words, promise and score.
  const job = lifeEvents.eventCard(/^1\. Job \/ service — 01-07-1958 \(time not known\)/);
  await expect(job.getByRole('table')).toBeVisible();
  for (const level of ['Dasha', 'Bhukti', 'Andharam']) {
    await expect(
      job.getByRole('row', { name: new RegExp(`^${level} \\w+ .* (Favourable|Mixed|Unfavourable)`) }),
    ).toBeVisible();
  }
  await expect(job.getByRole('row', { name: /^Sookshma .* shown, not scored$/ })).toBeVisible();
  await expect(job.getByRole('row', { name: /^Promise \w+ Sub lord of cusp \d+ / })).toBeVisible();
  await expect(job.getByRole('row', { name: /^Score / })).toBeVisible();
  await expect(lifeEvents.markerTitles).toHaveText([
    'Job / service 01-07-1958',
    'Marriage 20-05-1962',
    'Childbirth 11-02-1965',
  ]);

  // Edit fills the form above the list, brought into view with its first field focused.
  await lifeEvents.press(job.getByRole('button', { name: /^Edit Job \/ service/ }));
  const event = lifeEvents.form.getByLabel('Event', { exact: true });
  await expect(event).toBeFocused();
  await expect(event).toBeInViewport();
  await lifeEvents.press(lifeEvents.form.getByRole('button', { name: 'Cancel edit' }));

  // Delete asks first.
  const child = lifeEvents.eventCard(/^3\. Childbirth/);
  await lifeEvents.press(child.getByRole('button', { name: /^Delete Childbirth/ }));
  const ask = page.getByRole('dialog', { name: 'Delete life event' });
  await lifeEvents.press(ask.getByRole('button', { name: 'Delete' }));
  await expect(child).toHaveCount(0);
  await expect(lifeEvents.markerTitles).toHaveText(['Job / service 01-07-1958', 'Marriage 20-05-1962']);
  await expect(lifeEvents.timeline).toHaveAccessibleName(/2 life events$/);
  await expectNoSideScroll(page);
  await shot('events');

  // The rectification over ±2 hours: candidates with scores and agreement in words, each with evidence.
  await lifeEvents.run();
  // The window is kept in the address: a reload shows the same candidates again.
  await expect(page).toHaveURL(/[?&]window=2h(&|$)/);
  await page.reload();
  await expect(lifeEvents.candidates).toBeVisible({ timeout: 20_000 });
  const rows = lifeEvents.candidates.getByRole('row', { name: /^\d+ / });
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.first()).toContainText(/(Agree \(\w+ rules now\)|Do not agree)/);
  await expect(rows.first()).toContainText(/\(\d+ favourable, \d+ unfavourable\)/);
  // At either width a row's Score, agreement, Preview and Choose are reached without scrolling sideways.
  for (const name of ['Preview candidate 2', 'Choose candidate 2'])
    await lifeEvents.expectWithinWidth(lifeEvents.candidates.getByRole('button', { name, exact: true }));
  // The evidence is asked for when a candidate is opened, not carried by the list.
  const asked = page.waitForRequest((r) => r.url().endsWith('/evidence') && r.method() === 'POST');
  await lifeEvents.candidateAction('Evidence of', 1);
  await asked;
  const evidence = page.getByRole('region', { name: 'Evidence of candidate 1' });
  await expect(evidence.getByRole('table', { name: /^Candidate 1, Job \/ service/ })).toBeVisible();
  await expect(evidence.getByRole('table', { name: /^Candidate 1, Marriage/ })).toBeVisible();
  await expectNoSideScroll(page);
  await lifeEvents.candidates.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(`life-events-candidates-${info.project.name}`) });

  // On paper the workbench keeps what was found, not its inputs and buttons; the print footer ends the page.
  await page.emulateMedia({ media: 'print' });
  await expect(lifeEvents.workbench.getByLabel('Window either side')).toBeHidden();
  await expect(lifeEvents.workbench.getByRole('button', { name: 'Run' })).toBeHidden();
  await expect(lifeEvents.candidates.getByRole('columnheader', { name: 'Actions' })).toBeHidden();
  await expect(lifeEvents.candidates.getByRole('columnheader', { name: 'Score' })).toBeVisible();
  await expect(page.getByLabel('Print footer')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Preview opens the Birth Time Correction panel on the candidate's middle moment.
  const middle = (await rows.first().getByRole('cell').nth(2).textContent()) ?? '';
  await lifeEvents.candidateAction('Preview', 1);
  const preview = page.getByRole('region', { name: 'Preview of candidate 1' });
  // Drawn after every row, the preview is brought into view and focused.
  await expect(preview).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Preview of candidate 1' })).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: `Preview of ${middle}` })).toBeVisible({
    timeout: 20_000,
  });

  // Choose saves it as the birth time correction, after a confirmation.
  await lifeEvents.candidateAction('Choose', 1);
  const confirm = page.getByRole('dialog', { name: 'Choose this birth time' });
  await expect(confirm).toContainText(middle);
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/updatebirthtime'));
  const rerun = page.waitForRequest(
    (r) => /\/api\/rectification\/\d+$/.test(r.url()) && r.method() === 'POST',
  );
  await lifeEvents.press(confirm.getByRole('button', { name: 'Save as birth time' }));
  const outcome = page.getByRole('status').filter({ hasText: `Birth time corrected to ${middle}` });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeInViewport();
  await expect(lifeEvents.workbench.getByText(`Around the corrected birth time ${middle}`)).toBeVisible();
  // The candidates are found again over the same ±2 hours around the chosen time; the last save's words go.
  const chosen = ((await saved).postDataJSON() as { birthTime: string }).birthTime.replace('_', 'T');
  const shifted = (hours: number) =>
    new Date(Date.parse(`${chosen}Z`) + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  expect((await rerun).postDataJSON()).toEqual({ from: shifted(-2), to: shifted(2) });
  await expect(page.getByText('Life event is deleted successfully')).toHaveCount(0);

  // The page's Download PDF gives the life events (not the KP sheet).
  const printout = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }), isMobile);
  expect(printout.name).toMatch(/^Guna life events \d{4}-\d{2}-\d{2}\.pdf$/i);
  expect(printout.head).toBe('%PDF-');

  const clock = /\d\d:\d\d:\d\d/.exec(middle)?.[0] ?? 'no time';
  await openChartPage(page, '/clientdetails.html', id, 'Client Details');
  await expect(
    tableNamed(page, 'Client Information').getByRole('row', {
      name: new RegExp(`Birth Time Corrected .*${clock}`),
    }),
  ).toBeVisible();
});
