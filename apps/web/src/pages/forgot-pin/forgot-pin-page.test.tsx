import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { ForgotPinPage } from './forgot-pin-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ForgotPinPage /> }], {
    initialEntries: [PATHS.forgotPin],
  });
  render(<RouterProvider router={router} />);
}

/** The error text linked to a field, read the way assistive technology reads it. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = input.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

describe('Forgot Pin form with the contract rules (spec §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec message under each empty field and sends nothing', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter Email or Mobile number.')).toBeInTheDocument();
    expect(errorOf('Email or Mobile')).toBe('Enter Email or Mobile number.');
    expect(errorOf('Current password')).toBe('Enter password');
    expect(errorOf('New pin')).toBe('Enter pin');
    expect(errorOf('Confirm pin')).toBe('Enter confirm pin');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names invalid values with the spec words', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email or Mobile'), '12345');
    await userEvent.type(screen.getByLabelText('Current password'), 'weak');
    await userEvent.type(screen.getByLabelText('New pin'), '12a45');
    await userEvent.type(screen.getByLabelText('Confirm pin'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter valid Email or Mobile number.')).toBeInTheDocument();
    expect(errorOf('Current password')).toBe('Enter valid password');
    expect(errorOf('New pin')).toBe('Enter valid pin. min: 6 digit, max: 15 digit');
  });

  it('refuses a confirmation that differs from the new pin', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email or Mobile'), 'astro@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'Secret#2025');
    await userEvent.type(screen.getByLabelText('New pin'), '246810');
    await userEvent.type(screen.getByLabelText('Confirm pin'), '246811');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('New pin and confirm pin does not match')).toBeInTheDocument();
  });

  it('shows the server refusal in an alert and keeps the form', async () => {
    const refusal = { code: '101', message: 'Email or mobile is not registered', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(refusal, { status: 400 }))),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('Email or Mobile'), 'astro@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'Secret#2025');
    await userEvent.type(screen.getByLabelText('New pin'), '246810');
    await userEvent.type(screen.getByLabelText('Confirm pin'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or mobile is not registered');
    expect(screen.getByLabelText('New pin')).toBeInTheDocument();
  });
});
