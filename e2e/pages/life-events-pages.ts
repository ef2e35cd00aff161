import { expect, type Locator, type Page } from '@playwright/test';
import { openChartPage } from './chart-pages';

/** One life event as the form takes it; no time when left out. */
export interface LifeEventEntry {
  event: string;
  date: string;
  time?: string;
  note?: string;
  /** The label of the zone the event's clock is on; the birth clock when left out. */
  clock?: string;
}

/**
 * Page model of Life Events & Rectification (/lifeevents.html). Locators are by role and label (the
 * timeline's markers by their SVG titles, which are their accessible words); every wait is for a visible
 * outcome.
 */
export class LifeEventsPage {
  constructor(
    readonly page: Page,
    readonly isTouch = false,
  ) {}

  /** Presses with the mouse, or taps on a touch screen. */
  async press(target: Locator) {
    await (this.isTouch ? target.tap() : target.click());
  }

  async open(runningId: number) {
    await openChartPage(this.page, '/lifeevents.html', runningId, 'Life Events & Rectification');
    await expect(this.page.getByLabel('Event', { exact: true })).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /^(Add a life event|Edit event )/ });
  }

  /** Fills the form and presses its submit button (Add event, or Save event while editing). */
  async submit(entry: LifeEventEntry) {
    await this.form.getByLabel('Event', { exact: true }).selectOption({ label: entry.event });
    await this.form.getByLabel('Date', { exact: true }).fill(entry.date);
    await this.form.getByLabel('Time (optional)', { exact: true }).fill(entry.time ?? '');
    await this.form.getByLabel('Note (optional)', { exact: true }).fill(entry.note ?? '');
    const clock = this.form.getByLabel('Clock of the date and time', { exact: true });
    if (entry.clock) await clock.selectOption({ label: entry.clock });
    else await clock.selectOption({ index: 0 });
    await this.press(this.form.getByRole('button', { name: /^(Add|Save) event$/ }));
  }

  /** Adds an event and waits for the server's words. */
  async add(entry: LifeEventEntry) {
    await this.submit(entry);
    await expect(
      this.page.getByRole('status').filter({ hasText: 'Life event is added successfully' }),
    ).toBeVisible();
  }

  /** A listed event, by its heading ("1. Marriage — …"). */
  eventCard(name: RegExp): Locator {
    return this.page.getByRole('article', { name });
  }

  get timeline(): Locator {
    return this.page.getByRole('img', { name: /timeline/ });
  }

  /** The titles of the timeline's event markers ("<event name> <date>"), in list order. */
  get markerTitles(): Locator {
    return this.timeline.locator('.timeline-event > title');
  }

  get workbench(): Locator {
    return this.page.getByRole('region', { name: 'Rectification workbench' });
  }

  get candidates(): Locator {
    return this.page.getByRole('table', { name: /^Rectification candidates/ });
  }

  /** Runs the rectification with the window as it stands and waits for the candidates. */
  async run() {
    await this.press(this.workbench.getByRole('button', { name: 'Run' }));
    await expect(this.candidates).toBeVisible({ timeout: 20_000 });
  }

  /**
   * Whether a control lies wholly inside the viewport's width once scrolled to vertically, i.e. is reached
   * without scrolling sideways (the page's or a table's).
   */
  async expectWithinWidth(target: Locator) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const width = this.page.viewportSize()?.width ?? 0;
    expect(box, 'the control is drawn').not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  }

  /** Presses one of a candidate's buttons: Evidence, Preview or Choose. */
  async candidateAction(action: 'Evidence of' | 'Preview' | 'Choose', rank: number) {
    await this.press(
      this.candidates.getByRole('button', { name: `${action} candidate ${rank}`, exact: true }),
    );
  }
}
