import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfApi } from '../../api/pdf';
import { PdfButton } from './pdf-button';

const FILE_NAME = 'Meena Iyer KP sheet 2026-11-25.pdf';

describe('PdfButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the client's KP sheet and saves it under the server's file name", async () => {
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
});
