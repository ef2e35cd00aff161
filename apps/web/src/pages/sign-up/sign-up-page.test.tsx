import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { SignUpPage } from './sign-up-page';

const CAPTCHA = { image: 'data:image/svg+xml;base64,PHN2Zy8+', checksum: 'signed-captcha' };

/** A server that serves captchas and answers the sign-up with `refusal` (or success when null). */
function serve(refusal: { code: string; message: string } | null) {
  const requests: { url: string; body: unknown }[] = [];
  const handler = (url: string, init?: RequestInit): Promise<Response> => {
    requests.push({ url, body: init?.body ? JSON.parse(init.body as string) : null });
    if (url === '/api/captcha')
      return Promise.resolve(Response.json({ code: '200', message: '', data: CAPTCHA }));
    const body = refusal
      ? { ...refusal, data: null }
      : { code: '200', message: 'Your astrologer account is created successfully.', data: null };
    return Promise.resolve(Response.json(body, { status: refusal ? 400 : 200 }));
  };
  vi.stubGlobal('fetch', vi.fn(handler));
  return requests;
}

async function fillAndSubmit() {
  const router = createMemoryRouter([{ path: '*', element: <SignUpPage /> }], {
    initialEntries: [PATHS.signUp],
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('img', { name: /Captcha/ });
  const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);
  await type('First name', 'Meena');
  await type('Last name', 'Raman');
  await type('Email', 'meena@example.com');
  await type('Mobile', '9876543210');
  await type('Pin', '246810');
  await type('Confirm pin', '246810');
  await type('Password', 'Secret#2025');
  await type('Confirm password', 'Secret#2025');
  await type('Captcha', 'aB3dE9');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Sign Up answers (spec §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['101', 'Email id is already registered', 'Email'],
    ['102', 'Mobile number is already registered', 'Mobile'],
    ['103', 'Enter valid pin', 'Pin'],
  ])('code %s shows the message and focuses the field concerned', async (code, message, label) => {
    serve({ code, message });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('code 104 focuses the terms checkbox', async () => {
    serve({ code: '104', message: 'Please accept terms & condition' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept terms & condition');
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveFocus();
  });

  it('sends the captcha answer with its checksum, then replaces the form by the message and Ok', async () => {
    const requests = serve(null);
    await fillAndSubmit();
    expect(await screen.findByText('Your astrologer account is created successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const signUp = requests.find((r) => r.url === '/api/astrologer/add');
    expect(signUp?.body).toMatchObject({
      captcha: 'aB3dE9',
      checksum: 'signed-captcha',
      termsAccepted: true,
    });
  });
});
