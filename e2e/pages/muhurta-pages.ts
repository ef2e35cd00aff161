import { expect, type Locator, type Page } from '@playwright/test';

/** Page model of the KP muhurta finder (/muhurta.html). */
export class MuhurtaPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Muhurta' });
  }

  /** Opens the finder from the signed-in header, as an astrologer would. */
  async openFromHeader() {
    await this.page.getByRole('link', { name: 'Muhurta', exact: true }).click();
    await expect(this.heading).toBeVisible();
  }

  /** The range as the date-and-time pickers take it ('yyyy-MM-ddTHH:mm:ss'). */
  async setRange(from: string, to: string) {
    await this.page.getByLabel('From', { exact: true }).fill(from);
    await this.page.getByLabel('To', { exact: true }).fill(to);
  }

  /** Adds a client to the people concerned through the search's first suggestion. */
  async addPerson(name: string) {
    await this.page.getByRole('textbox', { name: 'Add a client' }).fill(name);
    await this.page
      .getByRole('button', { name: new RegExp(`^\\d+ - ${name}`) })
      .first()
      .click();
    await expect(this.page.getByRole('list', { name: 'People concerned' })).toContainText(name);
  }

  async search() {
    await this.page.getByRole('button', { name: 'Find windows' }).click();
  }

  /** The window cards, in the finder's order (a card's details hold lists of their own, so not by list item). */
  get windows(): Locator {
    return this.page.getByRole('list', { name: 'Windows', exact: true }).locator(':scope > li');
  }
}
