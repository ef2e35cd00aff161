import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { NotFoundPage } from './not-found-page';

function renderUnknownPath() {
  const router = createMemoryRouter(
    [
      { path: PATHS.signIn, element: <h1>Sign In</h1> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [PATHS.home, '/no-such-page.html'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('not-found screen (spec §2, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens its modal about 100 ms after display', () => {
    renderUnknownPath();
    act(() => {
      vi.advanceTimersByTime(90);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    const dialog = screen.getByRole('dialog', { name: 'Page Not Found' });
    expect(dialog).toHaveTextContent('The requested Page is not available');
  });

  it('Ok goes to / one second later, replacing the unknown entry in history', () => {
    const router = renderUnknownPath();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(router.state.location.pathname).toBe('/no-such-page.html');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
