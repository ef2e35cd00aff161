import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { ANSWER } from '../options/options-fixtures';
import { OptionsTheoryPage } from './options-theory-page';

/** Record 4 as GET /options/4 and a save answer it. */
const RECORD = { ...ANSWER, runningId: 4, name: 'Job offers', question: 'Which offer?', options: ['A', 'B'] };

const envelope = (data: unknown, message = 'Success') =>
  new Response(JSON.stringify({ code: '200', message, data }), { status: 200 });

/** The server: record 4 for GET and for a save (whose bodies are kept), an empty profile, no places found. */
function stubServer() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/options/4') return envelope(RECORD);
      if (url === '/api/options/save') {
        saved.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
        return envelope(RECORD, 'Option is calculated successfully');
      }
      return envelope(url.includes('/search/') ? [] : {});
    }),
  );
  return saved;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: PATHS.optionsTheory, element: <OptionsTheoryPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the Options Theory page keeps its record in the URL', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reopens the record the URL names, as a reload or a bookmark does', async () => {
    stubServer();
    renderAt(`${PATHS.optionsTheory}?record=4`);
    expect(await screen.findByRole('heading', { name: 'Options Theory · 4' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Job offers');
  });

  it("puts a new record's number in the URL on its first save, keeping the save's message", async () => {
    const saved = stubServer();
    const router = renderAt(PATHS.optionsTheory);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Job offers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Which offer?');
    fireEvent.change(screen.getByRole('textbox', { name: 'Place' }), { target: { value: 'Guna' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Latitude' }), { target: { value: '24.65' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Longitude' }), { target: { value: '77.3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Option is calculated successfully')).toBeVisible();
    expect(router.state.location.search).toBe('?record=4');
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Options Theory · 4' })).toBeVisible();
  });
});
