import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { LoadedClient } from './loaded-client';

/** A client page at `url` showing the loaded client's name. */
function renderClientPage(url: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LoadedClient>{(client) => <h1>{client.firstName}</h1>}</LoadedClient> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function showIn(language: 'hi' | 'te') {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

describe('a client page before its client is shown, in the display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('asks in Hindi for a client when none is chosen', async () => {
    await showIn('hi');
    renderClientPage('/cdetails.html');
    expect(screen.getByText('पहले डैशबोर्ड या खोज से कोई जातक चुनें।')).toBeInTheDocument();
  });

  it('says in Telugu that the client is loading, its spinner a span inside the paragraph', async () => {
    // The server never answers, so the page stays loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await showIn('te');
    renderClientPage('/cdetails.html?client=7');
    const loading = screen.getByText('లోడ్ అవుతోంది - జాతకుడు');
    expect(loading.tagName).toBe('P');
    expect(loading.querySelector('div')).toBeNull();
    expect(loading.querySelector('span.spinner-border')).not.toBeNull();
  });
});
