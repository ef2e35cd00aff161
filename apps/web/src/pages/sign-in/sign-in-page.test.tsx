import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { SignInPage } from './sign-in-page';
import { PIN_BLOCKED_TEXT } from './sign-in-state';

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <SignInPage /> }], {
    initialEntries: [PATHS.signIn],
  });
  render(<RouterProvider router={router} />);
}

describe('Sign In', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
