import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../paths';
import { readRememberedLanguage, rememberLanguage } from './remembered-language';
import { RememberedLanguageSync } from './remembered-language-sync';
import { useDisplayLanguage } from './use-display-language';

// What the signed-out layout asks for; the loading and applying are LanguageSync's own (language-sync.test.tsx).
vi.mock('./use-display-language', () => ({ useDisplayLanguage: vi.fn() }));

/** The language the signed-out layout's sync asked for on `path`. */
function askedLanguageOn(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RememberedLanguageSync /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return vi.mocked(useDisplayLanguage).mock.lastCall?.[0];
}

describe('the display language the browser remembers', () => {
  afterEach(() => {
    localStorage.clear();
    vi.mocked(useDisplayLanguage).mockClear();
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

  it('is what the screens before sign-in ask for', () => {
    rememberLanguage('hi');
    for (const path of [PATHS.signIn, PATHS.signUp, PATHS.forgotPin, PATHS.resetPassword]) {
      expect(askedLanguageOn(path)).toBe('hi');
    }
  });

  it('leaves the shared page to the language its answer names', () => {
    rememberLanguage('te');
    expect(askedLanguageOn(`${PATHS.shared}?t=abc`)).toBeNull();
  });
});
