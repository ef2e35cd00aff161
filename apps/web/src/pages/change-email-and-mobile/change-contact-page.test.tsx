import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { ChangeContactPage } from './change-contact-page';

const SAVED = { email: 'meena@example.com', mobile: '9876543210' };

/** A server whose saved contact is SAVED; every other call is recorded and answered with success. */
function serve() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('/astrologer/getMobileAndEmail'))
        return Promise.resolve(Response.json({ code: '200', message: '', data: SAVED }));
      sent.push(url);
      return Promise.resolve(Response.json({ code: '200', message: 'Changed.', data: null }));
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <ChangeContactPage /> }], {
    initialEntries: [PATHS.changeEmailAndMobile],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Change email and mobile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with the saved values, and Reset returns to them', async () => {
    serve();
    renderPage();
    // The saved values arrive after the first render.
    await screen.findByDisplayValue(SAVED.email);
    const email = screen.getByLabelText('Email');
    expect(screen.getByLabelText('Mobile')).toHaveValue(SAVED.mobile);
    await userEvent.clear(email);
    await userEvent.type(email, 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(email).toHaveValue(SAVED.email);
  });

  it('refuses an unchanged form without asking the server', async () => {
    const sent = serve();
    renderPage();
    await screen.findByDisplayValue(SAVED.email);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not changed any value.');
    expect(sent).toEqual([]);
  });
});
