import { expect, type Page } from '@playwright/test';

/** Page model of Add and Edit Client (role and label locators). */
export class ClientFormPage {
  constructor(private readonly page: Page) {}

  async fillBirth(name: string, date: string, time: string, place: string) {
    const p = this.page;
    await p.getByLabel('First name').fill(name);
    await p.getByLabel('Date of Birth').fill(date);
    await p.getByLabel('Time of Birth').fill(time);
    await p.getByLabel('Place of Birth').fill(place);
  }

  /** Picks the first atlas suggestion starting with `placeName`. */
  async pickPlace(placeName: string) {
    await this.page
      .getByRole('button', { name: new RegExp(`^${placeName}`) })
      .first()
      .click();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}

/** The URL of a client page: its path with the client's number, which a reload or bookmark keeps. */
export async function expectClientUrl(page: Page, path: string, runningId: number) {
  await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}\\?client=${runningId}$`));
}
