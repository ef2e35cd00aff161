import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { checkOptionsSearch, OptionsPanel } from './options-panel';

const row = (runningId: number, firstName: string) => ({
  runningId,
  firstName,
  lastName: null,
  date: '2026-11-23',
});

/** Answers /options/recent with `recent` and /options/search with `found` (or a 500 when null). */
function stubServer(recent: object[], found: object[] | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/options/search') && found === null) return new Response('{}', { status: 500 });
      const data = url.endsWith('/options/recent') ? recent : found;
      return new Response(JSON.stringify({ code: '200', message: 'Success', data }), { status: 200 });
    }),
  );
}

function renderPanel() {
  const router = createMemoryRouter(
    [
      { path: PATHS.home, element: <OptionsPanel /> },
      { path: PATHS.optionsTheory, element: <p>Options Theory page</p> },
    ],
    { initialEntries: [PATHS.home] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function search(keyword: string) {
  const box = screen.getByRole('textbox', { name: 'Option name' });
  await userEvent.clear(box);
  if (keyword) await userEvent.type(box, keyword);
  await userEvent.click(screen.getByRole('button', { name: 'Search options' }));
}

describe('options name search (accounts spec §5)', () => {
  it.each([
    ['', 'Please enter Name to search'],
    ['  ', 'Please enter Name to search'],
    ['ab', 'Please enter few more characters to search'],
    ['abc', null],
  ])('"%s" gives %s', (keyword, message) => expect(checkOptionsSearch(keyword)).toBe(message));
});

describe('home Options Theory panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when there are no recent options', async () => {
    stubServer([], []);
    renderPanel();
    expect(await screen.findByText('You have not done any options recently.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', PATHS.optionsTheory);
  });

  it('shows each search message of the spec', async () => {
    stubServer([row(1, 'Job offers')], []);
    renderPanel();
    await screen.findByRole('button', { name: /Job offers/ });
    await search('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter Name to search');
    await search('jo');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter few more characters to search');
    await search('house');
    expect(await screen.findByRole('alert')).toHaveTextContent('No Options found for the name house');
  });

  it('says the search failed when the call fails', async () => {
    stubServer([], null);
    renderPanel();
    await search('house');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred while searching');
  });

  it('lists the records found and opens one with its number in the URL, so a reload reopens it', async () => {
    stubServer([row(1, 'Job offers')], [row(4, 'House purchase')]);
    const router = renderPanel();
    await search('house');
    await userEvent.click(await screen.findByRole('button', { name: /House purchase/ }));
    expect(router.state.location.pathname).toBe(PATHS.optionsTheory);
    expect(router.state.location.search).toBe('?record=4');
  });
});
