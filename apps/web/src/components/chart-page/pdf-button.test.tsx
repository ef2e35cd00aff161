import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfApi } from '../../api/pdf';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PdfButton } from './pdf-button';

const FILE_NAME = 'Meena Iyer KP sheet 2026-11-25.pdf';

/** The server answering every download with the KP sheet under FILE_NAME. */
function serveSheet() {
  const fetched = vi.fn(
    async () =>
      new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${FILE_NAME}"`,
        },
      }),
  );
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

describe('PdfButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it("fetches the client's KP sheet and saves it under the server's file name", async () => {
    const fetched = serveSheet();
    render(<PdfButton download={() => pdfApi.kpSheet(12)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Saved ${FILE_NAME}`);
    expect(fetched).toHaveBeenCalledWith('/api/pdf/kpsheet/12', expect.anything());
  });

  it("says the server's refusal in words beside the button", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: '404', message: 'Client is not found.', data: null }, { status: 404 }),
      ),
    );
    render(<PdfButton label="Download report PDF" download={() => pdfApi.eventReport(12, 'job')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download report PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Client is not found.');
  });

  it('says the saved file in Tamil, in the Import/Export page’s words, the file name as the server gave it', async () => {
    serveSheet();
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    render(<PdfButton download={() => pdfApi.kpSheet(12)} />);
    await userEvent.click(screen.getByRole('button', { name: 'PDF பதிவிறக்கு' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${FILE_NAME} சேமிக்கப்பட்டது`);
  });
});
