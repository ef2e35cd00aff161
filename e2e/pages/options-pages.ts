import { expect, type Locator, type Page } from '@playwright/test';

/** A moment and place of judgement as the forms take it. */
export interface Judgement {
  date: string;
  time: string;
  /** Typed into Place; the first atlas suggestion starting with it is picked. */
  place: string;
}

/** Latitude and Longitude as the form's inputs hold them. */
export interface Location {
  latitude: string;
  longitude: string;
}

/** A saved Options Theory record as its form shows it. */
export interface SavedRecord {
  name: string;
  question: string;
  judgement: Judgement;
  location: Location;
  options: string[];
}

/** The domain's Appendix A moment (Guna, 12 Sep 1935, 21:08 IST): total 42 (see the server test). */
export const GUNA_1935: Judgement = { date: '1935-09-12', time: '21:08', place: 'Guna' };

/** The fields both Options Theory forms share (role and label locators). */
abstract class JudgementForm {
  constructor(protected readonly page: Page) {}

  get optionsCount(): Locator {
    return this.page.getByRole('textbox', { name: 'Number of Options' });
  }

  get timeZone(): Locator {
    return this.page.getByRole('combobox', { name: 'Time zone' });
  }

  /** Option Choice: the big result number. */
  get choice(): Locator {
    return this.page.getByRole('status', { name: 'Option Choice' });
  }

  /** Fills date, time and place, picks the atlas suggestion and waits for the proposed offset. */
  async fillJudgement(j: Judgement) {
    const p = this.page;
    await p.getByLabel('Date', { exact: true }).fill(j.date);
    await p.getByLabel('Time', { exact: true }).fill(j.time);
    await p.getByRole('textbox', { name: 'Place' }).fill(j.place);
    await this.suggestion(j.place).click();
    await expect(p.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    // The atlas proposes the offset in force there and then (Asia/Kolkata 1935: GMT+05:30).
    await expect(p.getByText(/^Proposed from Asia\/Kolkata on /)).toBeVisible();
  }

  /** An atlas suggestion under Place, by the start of its name. */
  suggestion(place: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${place}`) }).first();
  }

  /** Expects the judgement's date and its time to the minute ('HH:mm'), the seconds left free. */
  async expectMoment(date: string, minute: string) {
    await expect(this.page.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(this.page.getByLabel('Time', { exact: true })).toHaveValue(
      new RegExp(`^${minute}(:\\d{2})?$`),
    );
  }

  /** Now: the moment on the clock of the chosen time zone. */
  async now() {
    await this.page.getByRole('button', { name: 'Now', exact: true }).click();
  }

  async setCount(count: number) {
    await this.optionsCount.fill(String(count));
  }

  async calculate() {
    await this.page.getByRole('button', { name: 'Calculate' }).click();
  }
}

/** Page model of Options (/options.html), the quick form. */
export class OptionsPage extends JudgementForm {
  async open() {
    await this.page.getByRole('link', { name: 'Options', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Options Theory' })).toBeVisible();
  }

  async reset() {
    await this.page.getByRole('button', { name: 'Reset' }).click();
  }
}

/** Page model of Options Theory (/optionstheory.html), the saved form. */
export class OptionsTheoryPage extends JudgementForm {
  async fillRecord(name: string, question: string, options: string[]) {
    const p = this.page;
    await p.getByRole('textbox', { name: 'Name' }).fill(name);
    await p.getByRole('textbox', { name: 'Question' }).fill(question);
    await this.setCount(options.length);
    for (const [i, text] of options.entries()) {
      await p.getByRole('textbox', { name: `Option ${i + 1}`, exact: true }).fill(text);
    }
  }

  /** Latitude and Longitude as the form holds them. */
  async location(): Promise<Location> {
    const p = this.page;
    return {
      latitude: await p.getByRole('textbox', { name: 'Latitude' }).inputValue(),
      longitude: await p.getByRole('textbox', { name: 'Longitude' }).inputValue(),
    };
  }

  /** Expects the form filled with a record: name, question, moment, place, location, count and options. */
  async expectRecord(r: SavedRecord) {
    const p = this.page;
    await expect(p.getByRole('textbox', { name: 'Name' })).toHaveValue(r.name);
    await expect(p.getByRole('textbox', { name: 'Question' })).toHaveValue(r.question);
    await expect(p.getByLabel('Date', { exact: true })).toHaveValue(r.judgement.date);
    await expect(p.getByLabel('Time', { exact: true })).toHaveValue(r.judgement.time);
    await expect(p.getByRole('textbox', { name: 'Place' })).toHaveValue(new RegExp(`^${r.judgement.place}`));
    await expect(p.getByRole('textbox', { name: 'Latitude' })).toHaveValue(r.location.latitude);
    await expect(p.getByRole('textbox', { name: 'Longitude' })).toHaveValue(r.location.longitude);
    await expect(this.optionsCount).toHaveValue(String(r.options.length));
    await expect(p.getByRole('textbox', { name: /^Option \d+$/ })).toHaveCount(r.options.length);
    for (const [i, text] of r.options.entries()) {
      await expect(p.getByRole('textbox', { name: `Option ${i + 1}`, exact: true })).toHaveValue(text);
    }
  }

  /** The result table, by its caption. */
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Ruling planets of the moment' });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }
}

/** The home dashboard's Options Theory panel. */
export class OptionsPanel {
  constructor(private readonly page: Page) {}

  async search(keyword: string) {
    await this.page.getByRole('textbox', { name: 'Option name' }).fill(keyword);
    await this.page.getByRole('button', { name: 'Search options' }).click();
  }

  /** The panel's search message (the dashboard shows no other alert). */
  get message(): Locator {
    return this.page.getByRole('alert');
  }

  record(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Open option \\d+ ${name}$`) });
  }
}
