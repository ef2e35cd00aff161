import { expect, type Locator, type Page } from '@playwright/test';

/** The profile place the transit chart and the transit page's searches are cast for. */
export const PROFILE_IN_CHENNAI = {
  firstName: 'Meena',
  lastName: 'Iyer',
  address: '12 Car Street, Mylapore, Chennai',
  city: 'Chennai',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: 80.2707,
};

/** Saves the signed-in astrologer's profile place through the API (My Profile is tested elsewhere). */
export async function setProfilePlace(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('kpdesk.token'));
  const answer = await page.request.post('/api/astrologer/edit', {
    headers: { authorization: `Bearer ${token}` },
    data: PROFILE_IN_CHENNAI,
  });
  expect(((await answer.json()) as { code: string }).code).toBe('200');
}

/**
 * A 24-hour time 'HH:mm:ss' as the default time format of My Settings ('hh:mm:ss a') shows it, the way the
 * interval tables and the Transit header read for a new astrologer: '20:38:00' → '08:38:00 PM'.
 */
export function twelveHour(time: string): string {
  const hours = Number(time.slice(0, 2));
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${hh}${time.slice(2, 8)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The time input's value 'HH:mm:ss' of a row's 12-hour time ('08:38:00 PM' → '20:38:00'). */
export function twentyFourHour(text: string): string {
  const match = /(\d{2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!match) throw new Error(`not a 12-hour time: ${text}`);
  const hours = (Number(match[1]) % 12) + (match[4] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}:${match[3]}`;
}

/** The default date format of My Settings ('dd-MM-yyyy') of 'yyyy-MM-dd'. */
export function dayFirst(date: string): string {
  return date.split('-').reverse().join('-');
}

/** Cuspal In Interval or Planet In Interval: its form, grouping radios and table. */
export class IntervalSection {
  readonly table: Locator;
  constructor(
    readonly page: Page,
    readonly caption: 'Cuspal In Interval' | 'Planet In Interval',
  ) {
    this.table = page.getByRole('table', { name: new RegExp(`^${caption}`) });
  }

  /** The section's region. */
  region() {
    return this.page.getByRole('region', { name: this.caption, exact: true });
  }

  /**
   * Fills the window (the end on `endDate`, else on the start's date) and presses Calculate, with the mouse
   * or, on a touch screen, a tap.
   */
  async submit(date: string, start: string, end: string, endDate = date, isTouch = false) {
    const section = this.region();
    await section.getByLabel('Date', { exact: true }).fill(date);
    await section.getByLabel('Start time').fill(start);
    await section.getByLabel('End date').fill(endDate);
    await section.getByLabel('End time').fill(end);
    const calculate = section.getByRole('button', { name: 'Calculate' });
    await (isTouch ? calculate.tap() : calculate.click());
  }

  /** Fills a window of one date and presses Calculate; waits until the table starts at `start`. */
  async calculate(date: string, start: string, end: string) {
    await this.submit(date, start, end);
    await expect(this.rowHeaders().first()).toHaveText(twelveHour(start));
  }

  /** Presses a row's ↑ (start here) or ↓ (end here) with the mouse; waits until the table starts or ends there. */
  async moveWindow(edge: 'Start' | 'End', row: number) {
    const text = (await this.rowHeaders().nth(row).textContent()) ?? '';
    await this.table.getByRole('button', { name: `${edge} at ${text}` }).click();
    await expect(edge === 'Start' ? this.rowHeaders().first() : this.rowHeaders().last()).toHaveText(text);
    await expect(this.region().getByLabel(`${edge} time`)).toHaveValue(twentyFourHour(text));
    return text;
  }

  rowHeaders() {
    return this.table.getByRole('rowheader');
  }

  async group(label: 'No Group' | 'Sub Lord' | 'Star Lord') {
    const radio = this.page
      .getByRole('region', { name: this.caption, exact: true })
      .getByLabel(label, { exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
  }
}

/** The Birth Time Correction panel. */
export class CorrectionPanel {
  readonly panel: Locator;
  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Birth Time Correction', exact: true });
  }

  time() {
    return this.panel.getByLabel('Birth time', { exact: true });
  }

  /** Waits until the preview shows `moment` ('yyyy-MM-dd HH:mm:ss'), in the default formats of My Settings. */
  async expectPreviewOf(moment: string) {
    const [date = '', time = ''] = moment.split(' ');
    await expect(this.panel.getByText(`Preview of ${dayFirst(date)} ${twelveHour(time)}`)).toBeVisible();
  }

  cuspal() {
    return this.page.getByRole('table', { name: /^Cuspal/ });
  }

  /** Presses Save or Reset and closes the dialog that says `message`. */
  async press(button: 'Save' | 'Reset', message: string) {
    await this.panel.getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Birth Time Correction' });
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  }
}

/** The Sub Lord cell of a cusp row of the KP page's Cuspal Position table. */
export function kpCuspSubLord(page: Page, cusp: string) {
  const table = page.getByRole('table', { name: 'Cuspal Position', exact: true });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^(. )?${cusp}$`) }) });
  return row.getByRole('cell').nth(4);
}

/** The Transit page's Transit timing form and its result table. */
export class TransitTimingPart {
  constructor(
    readonly page: Page,
    readonly isTouch = false,
  ) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Transit timing', exact: true });
  }

  /** The result table, named 'Transit timing of <planet>: <n> rows'. */
  get table(): Locator {
    return this.region.getByRole('table', { name: /^Transit timing of \w+: \d+ rows?$/ });
  }

  /** The body rows of the result table. */
  get rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** Chooses an option of a labelled select by its words. */
  async choose(label: string, option: string) {
    await this.region.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  /** Presses Search with the mouse, or taps it on a touch screen, and waits for the table or a refusal. */
  async search() {
    const button = this.region.getByRole('button', { name: 'Search', exact: true });
    await (this.isTouch ? button.tap() : button.click());
  }

  /** The texts of one column (0 = Moment, 1 = Event, 2 = Longitude, 3 = Motion, 4 = Lord and level, 5.. lords). */
  async column(index: number): Promise<string[]> {
    if (index === 0) return this.rows.getByRole('rowheader').allTextContents();
    return this.rows.locator(`td:nth-of-type(${index})`).allTextContents();
  }
}
