import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The Import and export page (/importexport.html), reached from My Profile as an astrologer would. */
export class ImportExportPage {
  constructor(private readonly page: Page) {}

  async openFromProfile() {
    await this.page.goto('/profile.html');
    await this.page.getByRole('link', { name: 'Import and export clients' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  }

  /** Chooses a file for the import; the page reads it and previews it at once. */
  async chooseFile(name: string, text: string, mimeType = 'text/csv') {
    await this.page.getByLabel('File to import').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  }

  /** Picks the file's column for a field of the mapping editor ('First name (required)'). */
  async mapColumn(field: string, column: string) {
    await this.page.getByRole('combobox', { name: field }).selectOption(column);
  }

  async applyMapping() {
    await this.page.getByRole('button', { name: /^Apply mapping/ }).click();
  }

  /** The preview row of a file line ('line 2'). */
  previewRow(source: string) {
    return this.page
      .getByRole('region', { name: 'Import preview' })
      .getByRole('row')
      .filter({ hasText: source });
  }

  async confirm() {
    await this.page.getByRole('button', { name: 'Confirm import' }).click();
  }

  /** Clicks an export button and answers the saved file's name and text. */
  async export(button: 'Export practice (JSON)' | 'Export clients (CSV)') {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: button }).click();
    const file = await download;
    return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  }
}
