import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { loadLanguageResources } from './language-resources';
import { readRememberedLanguage, rememberLanguage } from './remembered-language';
import { RememberedLanguageSync } from './remembered-language-sync';
import { loadScriptFont } from './script-fonts';
import { applyDisplayLanguage, i18next } from './setup';

/** Renders the signed-out layout's sync on `path`, as the app's router would. */
function renderSyncOn(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RememberedLanguageSync /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('the display language the browser remembers', () => {
  afterEach(() => {
    localStorage.clear();
    applyDisplayLanguage('en');
  });

  it('is English on a first visit, and whatever was remembered after', () => {
    expect(readRememberedLanguage()).toBe('en');
    rememberLanguage('ta');
    expect(readRememberedLanguage()).toBe('ta');
  });

  it('is English when the stored value is no display language of the app', () => {
    localStorage.setItem('kpdesk.displayLanguage', 'fr');
    expect(readRememberedLanguage()).toBe('en');
  });

  it('puts each screen before sign-in in the remembered language', async () => {
    rememberLanguage('hi');
    for (const path of [PATHS.signIn, PATHS.signUp, PATHS.forgotPin, PATHS.resetPassword]) {
      const { unmount } = renderSyncOn(path);
      await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
      expect(i18next.t('Client Details')).toBe('जातक विवरण');
      unmount();
      applyDisplayLanguage('en');
    }
  });

  it('leaves the shared page to the language its answer names', async () => {
    rememberLanguage('te');
    renderSyncOn(`${PATHS.shared}?t=abc`);
    // Once Telugu's texts and font could have arrived, the page is still as it was.
    await Promise.all([loadLanguageResources('te'), loadScriptFont('te')]);
    expect(document.documentElement.lang).toBe('en');
  });
});
