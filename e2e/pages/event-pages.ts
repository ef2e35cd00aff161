import { expect, type Locator, type Page } from '@playwright/test';
import { chooseSection, openChartPage } from './chart-pages';

/**
 * Page model of the Advanced Stellar System (/events.html). Locators are by role and label; every wait is
 * for a visible outcome.
 */
export class EventPage {
  constructor(
    readonly page: Page,
    readonly isTouch = false,
  ) {}

  /** Presses with the mouse, or taps on a touch screen. */
  async press(target: Locator) {
    await (this.isTouch ? target.tap() : target.click());
  }

  get pickerToggle(): Locator {
    return this.page.getByRole('button', { name: /^Event: / });
  }

  /**
   * Opens the event dropdown and expects it right above its button: its first event starts at the button's
   * left edge and the menu ends above the button.
   */
  async expectPickerBesideItsButton(firstEvent: string) {
    await this.press(this.pickerToggle);
    const item = this.page.getByRole('button', { name: firstEvent, exact: true });
    await expect(item).toBeVisible();
    const toggle = await this.pickerToggle.boundingBox();
    const first = await item.boundingBox();
    expect(toggle && first).toBeTruthy();
    if (!toggle || !first) return;
    expect(Math.abs(first.x - toggle.x)).toBeLessThanOrEqual(2);
    expect(first.y + first.height).toBeLessThanOrEqual(toggle.y);
    await this.press(this.pickerToggle);
    await expect(item).toBeHidden();
  }

  /** A panel of the page by its name. */
  panel(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Expects no table of the panel to be clipped: none says it scrolls sideways for more columns. */
  async expectNoClippedTable(name: string) {
    await expect(this.panel(name).getByRole('table').first()).toBeVisible();
    await expect(this.panel(name).getByText('Scroll sideways for more columns')).toHaveCount(0);
  }

  /** Opens the page for a client and waits until the event's planets are listed. */
  async open(runningId: number) {
    await openChartPage(this.page, '/events.html', runningId, 'Advanced Stellar System');
    await expect(this.planetTable).toBeVisible();
  }

  get planetTable(): Locator {
    return this.page.getByRole('table', { name: 'Planet categories' });
  }

  /** The event's name over the panels. */
  eventHeading(name: string): Locator {
    return this.page.getByRole('region', { name: 'Event houses' }).getByRole('heading', { name });
  }

  /** Chooses an event from the dropdown in the sticky bar, with the mouse (or a tap). */
  async chooseEvent(name: string) {
    await this.page.getByRole('button', { name: /^Event: / }).click();
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.eventHeading(name)).toBeVisible();
  }

  result(planet: string): Locator {
    return this.page.getByRole('combobox', { name: `Result of ${planet}` });
  }

  order(planet: string): Locator {
    return this.page.getByRole('combobox', { name: `Order of ${planet}` });
  }

  async section(label: string) {
    await chooseSection(this.page, label);
  }

  /** Presses Save in a panel and closes the dialog titled `title` once it says `message`. */
  async save(panel: string, title: string, message: string) {
    await this.page
      .getByRole('region', { name: panel, exact: true })
      .getByRole('button', { name: 'Save' })
      .click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  }

  /** Toggles one of the Natal Chart, Natal Position and Self Significators panels. */
  async togglePanel(name: 'Natal Chart' | 'Natal Position' | 'Self Significators') {
    const toggle = this.page
      .getByRole('group', { name: 'Panels' })
      .getByRole('button', { name, exact: true });
    const wasOpen = (await toggle.getAttribute('aria-pressed')) === 'true';
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(!wasOpen));
  }
}
