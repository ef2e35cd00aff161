import { expect, type Locator, type Page } from '@playwright/test';

/** A horary question as the form takes it. */
export interface HoraryQuestion {
  number: string;
  question: string;
  /** Typed into Client; the first suggestion is picked. */
  client: string;
  date: string;
  time: string;
}

/** Page model of KP Horary (/horary.html): the form, the verdict aid and the chart. */
export class HoraryPage {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp = /^KP Horary/): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Opens the page from the signed-in menu, as an astrologer would. */
  async openFromMenu() {
    await this.page.getByRole('link', { name: 'Horary', exact: true }).click();
    await expect(this.heading()).toBeVisible();
  }

  /** Fills the question; the place stays the profile's (the default). */
  async fill(q: HoraryQuestion) {
    const p = this.page;
    await p.getByRole('textbox', { name: 'Horary number (1 to 249)' }).fill(q.number);
    await p.getByRole('textbox', { name: 'Question' }).fill(q.question);
    await p.getByRole('textbox', { name: 'Client (optional)' }).fill(q.client);
    await p
      .getByRole('button', { name: new RegExp(`^\\d+ - ${q.client}`) })
      .first()
      .click();
    await p.getByLabel('Date', { exact: true }).fill(q.date);
    await p.getByLabel('Time', { exact: true }).fill(q.time);
  }

  /** Cast chart, which the form may refuse. */
  async clickCast() {
    await this.page.getByRole('button', { name: 'Cast chart' }).click();
  }

  async cast() {
    await this.clickCast();
    await expect(this.method).toBeVisible();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save question' }).click();
    await expect(this.page.getByText('Horary question is saved successfully')).toBeVisible();
  }

  get method(): Locator {
    return this.page.getByRole('list', { name: 'Method' });
  }

  get matter(): Locator {
    return this.page.getByRole('combobox', { name: 'Matter' });
  }

  /** The verdict aid's steps for a matter. */
  verdictSteps(matter: string): Locator {
    return this.page.getByRole('list', { name: `Verdict aid for ${matter}` });
  }

  /** A row of a table by its caption and first cell. */
  row(caption: string, head: string): Locator {
    return this.page
      .getByRole('table', { name: caption, exact: true })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: head, exact: true }) });
  }
}

/** The dashboard's Horary panel. */
export class HoraryPanel {
  constructor(private readonly page: Page) {}

  private get card(): Locator {
    return this.page.locator('.card').filter({ has: this.page.getByRole('heading', { name: /^Horary/ }) });
  }

  async add() {
    await this.card.getByRole('link', { name: 'Add horary question' }).click();
  }

  question(runningId: number): Locator {
    return this.card.getByRole('button', { name: new RegExp(`^Open horary question ${runningId} `) });
  }

  async search(keyword: string) {
    await this.card.getByRole('textbox', { name: 'Question or client name' }).fill(keyword);
    await this.card.getByRole('button', { name: 'Search horary questions' }).click();
  }
}
