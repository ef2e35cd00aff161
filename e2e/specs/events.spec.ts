import { expect, test } from '../support/test';
import { signUpAndSignIn } from '../pages/account-pages';
import { expectNoSideScroll, seedClient, tableNamed } from '../pages/chart-pages';
import { EventPage } from '../pages/event-pages';
import { newAstrologer, screenshotPath } from '../support/accounts';

test('Advanced Stellar System: judge an event, keep it over a reload, destiny, report, analysers, natal panels', async ({
  page,
}, info) => {
  const shot = (name: string) =>
    page.screenshot({ path: screenshotPath(`${name}-${info.project.name}`), fullPage: true });
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  const events = new EventPage(page);

  await events.open(id);
  await events.chooseEvent('Job / service');
  await expect(page).toHaveURL(/[?&]event=job\b/);
  // Domain Appendix A for Job: Ketu's sub lord is mixed, its star lord unfavourable (decisions.md).
  await expect(events.result('Ketu')).toHaveValue('6');
  await events.result('Ketu').selectOption({ label: 'Unfavourable (More)' });
  await events.order('Ketu').selectOption('1');
  // Reset throws away an edit that was not saved.
  await events.result('Venus').selectOption({ label: 'Mixed' });
  await page
    .getByRole('region', { name: 'Event Analyser', exact: true })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(events.result('Ketu')).toHaveValue('6');
  await events.result('Ketu').selectOption({ label: 'Unfavourable (More)' });
  await events.order('Ketu').selectOption('1');
  await events.save('Event Analyser', 'Event Analyser', 'Planet values updated successfully.');
  await page.reload();
  await expect(events.eventHeading('Job / service')).toBeVisible();
  await expect(events.result('Ketu')).toHaveValue('9');
  await expect(events.order('Ketu')).toHaveValue('1');
  await expect(page.getByText('Showing the saved judgement.').first()).toBeVisible();
  await expectNoSideScroll(page);
  await shot('event-analyser');

  await events.section('Destiny Analyser');
  await page.getByRole('combobox', { name: 'Destiny Result of Supportive Destiny Primary 10' }).selectOption({
    label: 'Favourable',
  });
  await events.save('Destiny Analyser', 'Destiny', 'Destiny values updated successfully.');
  // The chosen panel and event live in the address: a reload reopens both.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Destiny Analyser', exact: true })).toBeVisible();
  await expect(events.eventHeading('Job / service')).toBeVisible();

  await events.section('Report');
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(comment).toHaveValue(/^Event: Job \/ service/);
  await comment.press('End');
  await comment.pressSequentially(' Tom&Jerry <ok>');
  await expect(comment).toHaveValue(/ TomJerry ok$/);
  await expect(page.getByText('Characters &, < , > are not allowed')).toBeVisible();
  await events.save('Report', 'Comment', 'Comment is updated successfully.');
  await expect(
    tableNamed(page, 'Planet results').getByRole('row', { name: 'Ketu Unfavourable (More) 1' }),
  ).toBeVisible();
  await expect(
    tableNamed(page, 'Destiny results').getByRole('row', { name: /^Supportive Primary 10 Ketu Favourable$/ }),
  ).toBeVisible();

  await events.section('Prosperity Analyser');
  const prosperity = page.getByRole('region', { name: 'Prosperity Analyser', exact: true });
  await expect(prosperity.getByRole('table')).toHaveCount(9);
  await prosperity.getByRole('button', { name: 'Show Column' }).click();
  await prosperity
    .getByRole('combobox', { name: 'Combined result of Mars' })
    .selectOption({ label: 'Favourable' });
  await events.save('Prosperity Analyser', 'Prosperity', 'Prosperity values updated successfully.');
  await expect(prosperity.getByRole('combobox', { name: 'Combined result of Mars' })).toHaveValue('2');
  await events.section('Time Analyser');
  const time = page.getByRole('region', { name: 'Time Analyser', exact: true });
  await expect(time.getByRole('table').first()).toBeVisible();
  await time.getByRole('checkbox', { name: 'Unfavorable Star lord: Planet' }).click();
  await expect(time.getByText(/\(highlighted: Unfavorable\)/).first()).toBeAttached();
  await time.getByRole('button', { name: 'Remove All' }).click();
  await expect(time.getByText(/\(highlighted/)).toHaveCount(0);

  await events.section('Event Analyser');
  await events.togglePanel('Natal Chart');
  await expect(page.getByRole('img', { name: /^Rashi chart of Guna/ })).toBeVisible();
  await events.togglePanel('Natal Position');
  const planets = tableNamed(page, 'Planetary Position');
  await expect(planets.getByRole('row', { name: /^Sun Sun Venus Ketu Sun$/ })).toBeVisible();
  // Lords in three letters on screen (full names for screen readers, as the row name above shows).
  await expect(planets.getByRole('row').nth(1).getByText('Ven', { exact: true })).toBeVisible();
  await expect(tableNamed(page, 'House Position')).toBeVisible();
  await page.getByRole('button', { name: 'Move left' }).click();
  await expect(page.getByRole('button', { name: 'Move right' })).toBeVisible();
  await events.togglePanel('Self Significators');
  await expect(tableNamed(page, 'Self Significators').getByRole('row')).toHaveCount(10);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoSideScroll(page);
  await shot('event-natal-panels');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByLabel('Print footer')).toContainText(`Client ${id}: Guna`);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByLabel('Print footer')).toBeHidden();
});

test('Advanced Stellar System at a desk and on a phone: the picker by its button, unclipped analysers, formatted periods, Birth Time Correction beside the natal panels', async ({
  page,
  isMobile,
}, info) => {
  await signUpAndSignIn(page, newAstrologer());
  const id = await seedClient(page);
  const events = new EventPage(page, isMobile);
  await events.open(id);
  await events.expectPickerBesideItsButton('Marriage');

  await events.section('Time Analyser');
  const periods = events.panel('Time Analyser').getByRole('table', { name: /^Favourable periods of / });
  // The client has the product's formats: day first and a 12-hour clock with seconds.
  await expect(periods.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} [AP]M$/,
  );
  // At a desk every table fits whole; on a phone a wide table may scroll inside its own box only.
  if (!isMobile) await events.expectNoClippedTable('Time Analyser');
  await expectNoSideScroll(page);
  await events.section('Prosperity Analyser');
  if (!isMobile) await events.expectNoClippedTable('Prosperity Analyser');
  await expectNoSideScroll(page);

  await events.section('Birth Time Correction');
  await events.togglePanel('Natal Chart');
  await events.togglePanel('Natal Position');
  const correction = events.panel('Birth Time Correction');
  const date = correction.getByLabel('Birth date');
  await expect(date).toHaveValue('1935-09-12');
  // Wide enough for the whole date and a chart to read: the panel keeps the column's width.
  expect((await date.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(140);
  const preview = correction.getByRole('img', { name: /^Preview chart of Guna/ });
  expect((await preview.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(isMobile ? 280 : 400);
  await expect(page.getByRole('img', { name: /^Rashi chart of Guna/ })).toBeVisible();
  await expect(tableNamed(page, 'Planetary Position')).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({
    path: screenshotPath(`event-correction-natal-${info.project.name}`),
    fullPage: true,
  });
});
