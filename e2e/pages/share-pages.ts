import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Presses a control with the mouse, or taps it on a touch screen. */
async function press(control: Locator, isTouch: boolean) {
  await (isTouch ? control.tap() : control.click());
}

/** Clicks a download button and answers the saved file's name and its first bytes. */
export async function downloadFrom(page: Page, button: Locator, isTouch: boolean) {
  const download = page.waitForEvent('download');
  await press(button, isTouch);
  const file = await download;
  const bytes = await readFile(await file.path());
  return {
    name: file.suggestedFilename(),
    head: bytes.subarray(0, 5).toString('latin1'),
    size: bytes.length,
  };
}

/** The Share page of a client (/share.html?client=N), reached from the client menu. */
export class SharePage {
  constructor(
    readonly page: Page,
    readonly isTouch: boolean,
  ) {}

  /** Opens Share from the client menu of the page shown now. */
  async openFromClientMenu() {
    await press(this.page.getByRole('button', { name: 'Client menu' }), this.isTouch);
    await press(this.page.getByRole('button', { name: 'Share', exact: true }), this.isTouch);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Share — / })).toBeVisible();
  }

  get sections(): Locator {
    return this.page.getByRole('group', { name: 'Sections to share' });
  }

  get days(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Expires in (days)' });
  }

  /** Ticks the named sections ('Client details', 'Birth chart'), fills the days and creates the link. */
  async create(sections: readonly (string | RegExp)[], days: string) {
    for (const name of sections) await press(this.sections.getByRole('checkbox', { name }), this.isTouch);
    await this.days.fill(days);
    await press(this.page.getByRole('button', { name: 'Create link' }), this.isTouch);
  }

  /** The link just created, as the page shows it for copying. */
  async createdLink(): Promise<string> {
    const field = this.page.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/\/shared\.html\?t=[\w-]{43}$/);
    return field.inputValue();
  }

  /** The row of a link in the list, by the words of its sections. */
  row(sections: string): Locator {
    return this.page
      .getByRole('table', { name: 'Share links' })
      .getByRole('row')
      .filter({ hasText: sections });
  }

  /** Revokes the link of a row and confirms in the dialog. */
  async revoke(sections: string) {
    await press(this.row(sections).getByRole('button', { name: /^Revoke/ }), this.isTouch);
    const dialog = this.page.getByRole('dialog', { name: 'Revoke link' });
    await press(dialog.getByRole('button', { name: 'Revoke' }), this.isTouch);
    await expect(dialog).toBeHidden();
  }
}

/**
 * A visitor who has never signed in: a fresh browser context (no stored token) at the test's viewport and
 * touch settings, opening the public shared page.
 */
export async function openAsVisitor(browser: Browser, info: TestInfo, url: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
