import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSync } from './language-sync';
import { readRememberedLanguage, rememberLanguage } from './remembered-language';
import { applyDisplayLanguage } from './setup';

const answer = (data: unknown) => Promise.resolve(Response.json({ code: '200', message: '', data }));

/** A server whose astrologer reads `own` and client 7 reads `client`; `isSlow` keeps every answer back. */
function serve(own: string, client: string, isSlow = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (isSlow) return new Promise<Response>(() => undefined);
      if (url.endsWith('/config/astrologer')) return answer({ config11: own });
      if (url.endsWith('/config/user/7')) return answer({ userId: 7, config11: client });
      return answer(null);
    }),
  );
}

function renderSync(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSync /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const pageLanguage = () => document.documentElement.lang;

describe('the signed-in display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    applyDisplayLanguage('en');
  });

  it("shows a client's own language on its page, and remembers the astrologer's for before sign-in", async () => {
    serve('hi', 'te');
    renderSync('/kpastro.html?client=7');
    await waitFor(() => expect(pageLanguage()).toBe('te'));
    expect(readRememberedLanguage()).toBe('hi');
  });

  it("keeps the remembered language until the astrologer's settings answer, remembering nothing meanwhile", async () => {
    rememberLanguage('ta');
    serve('hi', 'te', true);
    renderSync('/home.html');
    await waitFor(() => expect(pageLanguage()).toBe('ta'));
    expect(readRememberedLanguage()).toBe('ta');
  });
});
