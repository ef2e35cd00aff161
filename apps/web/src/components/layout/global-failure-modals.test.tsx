import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCalls } from '@kpdesk/contract';
import { callApi } from '../../api/client';
import { raiseGlobalFailure } from '../../api/error-events';
import { readToken, storeToken } from '../../api/token';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { GlobalFailureModals } from './global-failure-modals';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <GlobalFailureModals /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Makes one call that fails the way `fetchResult` says, as a page would. */
async function failCall(fetchResult: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchResult));
  await act(async () => {
    await callApi(accountCalls.viewProfile).catch(() => null);
  });
}

describe('app-wide failure modals (spec §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    act(() => raiseGlobalFailure(null));
    applyDisplayLanguage('en');
  });

  it("titles and buttons read in the display language, the spec's text as written", async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    renderAt(PATHS.changePin);
    await failCall(() => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await screen.findByRole('dialog', { name: 'नेटवर्क त्रुटि' });
    expect(dialog).toHaveTextContent('Network Error - Please check internet connection');
    expect(screen.getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
  });

  it('an expired login opens Login Error; Login removes the token and goes to /', async () => {
    storeToken('old.token.value');
    const router = renderAt(PATHS.myProfile);
    await failCall(() =>
      Promise.resolve(new Response('{"code":"403","message":"x","data":null}', { status: 403 })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(dialog).toHaveTextContent('Login Expired. Please Login again');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(readToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a transport failure opens Network Error; Ok goes to /home.html and keeps the token', async () => {
    storeToken('good.token.value');
    const router = renderAt(PATHS.changePin);
    await failCall(() => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(dialog).toHaveTextContent('Network Error - Please check internet connection');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(router.state.location.pathname).toBe('/home.html');
    expect(readToken()).toBe('good.token.value');
  });

  it('a refusal opens no modal', async () => {
    renderAt(PATHS.changePin);
    await failCall(() =>
      Promise.resolve(new Response('{"code":"101","message":"No","data":null}', { status: 400 })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
