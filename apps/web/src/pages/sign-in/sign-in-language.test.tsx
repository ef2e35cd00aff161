import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/router';
import { rememberLanguage } from '../../i18n/remembered-language';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';

/** The app's own routes at `path`, signed out: the public layout with its remembered-language sync. */
function renderSignedOut(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('the screens before sign-in in the remembered display language', () => {
  afterEach(() => {
    localStorage.clear();
    applyDisplayLanguage('en');
  });

  it('reads Sign In in Hindi, the contract’s messages staying English', async () => {
    rememberLanguage('hi');
    renderSignedOut(PATHS.signIn);
    const form = await screen.findByRole('region', { name: 'साइन इन' });
    expect(document.documentElement.lang).toBe('hi');
    expect(within(form).getByRole('link', { name: 'पिन भूल गए' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'पासवर्ड रीसेट करें' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'साइन अप' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'जमा करें' }));
    expect(within(form).getByLabelText('ईमेल या मोबाइल')).toHaveAccessibleDescription(
      'Enter Email or Mobile number.',
    );
    expect(within(form).getByLabelText('पिन')).toHaveAccessibleDescription('Enter pin');
  });

  it('stays English on a first visit', async () => {
    renderSignedOut(PATHS.signIn);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or Mobile')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
