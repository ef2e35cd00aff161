import { ACCOUNT_SUCCESS } from '@kpdesk/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { ResetPasswordPage } from './reset-password-page';

const WRONG_OTP = 'Invalid OTP';

/** The server: the OTP request is answered 'sent'; the reset with the code refuses it. */
function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith('/otp')
          ? Response.json({ code: '200', message: ACCOUNT_SUCCESS.otpSent, data: null })
          : Response.json({ code: '101', message: WRONG_OTP, data: null }, { status: 400 }),
      ),
    ),
  );
}

describe('Reset Password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the refusal of a wrong OTP, not the sent note beside it', async () => {
    stubServer();
    const router = createMemoryRouter([{ path: '*', element: <ResetPasswordPage /> }], {
      initialEntries: [PATHS.resetPassword],
    });
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText('Email or Mobile'), 'meena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SUCCESS.otpSent);
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Secret#2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_OTP);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_SUCCESS.otpSent)).not.toBeInTheDocument();
  });
});
