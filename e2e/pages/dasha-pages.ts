import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Dasha Bhukti Andharam schedule as the KP System page and the Advanced Stellar System page show it
 * (their DBA sections). Locators by role and name; the running periods are the rows and tables marked
 * "Running now" with `aria-current="true"`.
 */
export class DashaSchedulePart {
  constructor(
    readonly page: Page,
    readonly isTouch = false,
  ) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Dasha Bhukti Andharam', exact: true });
  }

  /** The schedule's tables whose caption says they run now. */
  get runningTables(): Locator {
    return this.region.getByRole('table', { name: / Running now$/ });
  }

  /** The rows marked as running now (a bhukti in the summary, an andharam in the drilldown). */
  get runningRows(): Locator {
    return this.region.getByRole('row', { name: /^\w+ Running now / });
  }

  get dashaChoice(): Locator {
    return this.region.getByRole('combobox', { name: 'Dasha' });
  }

  /** Presses a button with the mouse, or taps it on a touch screen. */
  async press(name: string) {
    const button = this.region.getByRole('button', { name, exact: true });
    await (this.isTouch ? button.tap() : button.click());
  }

  /** Expects exactly one running table and one running row, the row marked for assistive technology too. */
  async expectOneRunningPeriod() {
    await expect(this.runningTables).toHaveCount(1);
    await expect(this.runningRows).toHaveCount(1);
    await expect(this.runningRows).toHaveAttribute('aria-current', 'true');
  }

  /** Opens the drilldown and expects it on the dasha the choice names as running now, its andharam in view. */
  async openDrilldownOnRunningDasha() {
    await this.press('Drilldown view');
    await expect(this.dashaChoice).toBeVisible();
    const options = await this.dashaChoice.getByRole('option').allTextContents();
    const running = options.findIndex((text) => text.endsWith('(running now)'));
    expect(running).toBeGreaterThanOrEqual(0);
    await expect(this.dashaChoice).toHaveValue(String(running));
    await expect(this.region.getByRole('table', { name: /Dasha, \w+ Bhukti/ })).toHaveCount(9);
    // Scrolled to the running bhukti, wherever it lies among the nine.
    await expect(this.runningRows).toBeInViewport();
  }

  /** The table of the five periods running now (dasha to prana) above the schedule. */
  get chainTable(): Locator {
    return this.region.getByRole('table', { name: 'Running now: dasha to prana', exact: true });
  }

  /** The line that states the birth dasha's balance at birth. */
  get balanceLine(): Locator {
    return this.region.getByText(/^\w+ Dasha balance at birth: \d+ years? \d+ months? \d+ days?$/);
  }

  get andharamChoice(): Locator {
    return this.region.getByRole('combobox', { name: 'Andharam' });
  }

  /** The cells (lord, start, end) of one level of the running chain ('Prana', 'Sookshma', …). */
  async chainCells(level: string): Promise<string[]> {
    const row = this.chainTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: level }) });
    return row.getByRole('cell').allTextContents();
  }

  /**
   * Opens the Sookshma and prana view and expects it on the running dasha, bhukti and andharam (each choice
   * says so), with the andharam's nine sookshma tables.
   */
  async openSubPeriodsOnRunningAndharam() {
    await this.press('Sookshma and prana');
    for (const name of ['Dasha', 'Bhukti', 'Andharam']) {
      const choice = this.region.getByRole('combobox', { name, exact: true });
      await expect(choice.locator('option:checked')).toHaveText(/\(running now\)$/);
    }
    await expect(this.region.getByRole('table', { name: /Andharam, \w+ Sookshma: / })).toHaveCount(9);
  }
}
