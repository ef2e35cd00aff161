import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../api/token';
import { PATHS } from '../../paths';
import { SignInPage } from './sign-in-page';
import { PIN_BLOCKED_TEXT } from './sign-in-state';

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <SignInPage /> }], {
    initialEntries: [PATHS.signIn],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Sign In', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('ends with Submit and Clear, then the links to the other account screens', () => {
    renderPage();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit', 'Clear']);
    for (const name of ['Forgot Pin', 'Reset Password', 'Sign Up'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('answers a blocked pin with the message and the password field', async () => {
    const blocked = { code: '103', message: 'Pin is blocked', data: { pinCount: 5, passwordCount: 0 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(blocked, { status: 400 }))),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email or Mobile'), 'meena@example.com');
    await userEvent.type(screen.getByLabelText('Pin'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PIN_BLOCKED_TEXT);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Pin')).not.toBeInTheDocument();
  });

  it("names each refused field with the contract's words and puts focus on the first", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const identifier = screen.getByLabelText('Email or Mobile');
    expect(identifier).toHaveAccessibleDescription('Enter Email or Mobile number.');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveFocus();
    expect(screen.getByLabelText('Pin')).toHaveAccessibleDescription('Enter pin');
  });

  it('checks a field again as it is typed after a submit, and Clear starts afresh', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.type(screen.getByLabelText('Pin'), '123');
    expect(screen.getByLabelText('Pin')).toHaveAccessibleDescription('Enter valid pin');
    await userEvent.type(screen.getByLabelText('Pin'), '456');
    expect(screen.getByLabelText('Pin')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Pin')).toHaveValue('');
    expect(screen.getByLabelText('Email or Mobile')).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the trimmed email and pin; the token is kept and the dashboard opens', async () => {
    const signedIn = { code: '200', message: 'Success', data: { token: 'new.token.value' } };
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json(signedIn)));
    vi.stubGlobal('fetch', fetch);
    const router = renderPage();
    await userEvent.type(screen.getByLabelText('Email or Mobile'), '  meena@example.com ');
    await userEvent.type(screen.getByLabelText('Pin'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.home));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/astrologer/login', 'POST']);
    expect(JSON.parse(init?.body as string)).toEqual({ emailOrMobile: 'meena@example.com', pin: '246810' });
    expect(readToken()).toBe('new.token.value');
  });
});
