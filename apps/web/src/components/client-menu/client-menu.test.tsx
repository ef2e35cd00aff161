import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../paths';
import { ClientMenu } from './client-menu';

describe('client page menu', () => {
  it("lists the spec's eleven targets and the two added ones with the current page disabled", async () => {
    const router = createMemoryRouter([{ path: '*', element: <ClientMenu runningId={12} /> }], {
      initialEntries: [`${PATHS.editClient}?client=12`],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Client menu' }));
    const items = await screen.findAllByRole('button', {
      name: /Client Details|Ruling Planet|Vedic Astrology|KP System|Cuspal Inter Link System|Advanced Stellar System|Transit Chart|Birth Time Correction|Life Events & Rectification|Share|Edit Details|Settings|Delete/,
    });
    expect(items).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'KP System' }));
    expect(router.state.location.pathname).toBe('/kpastro.html');
    expect(router.state.location.search).toBe('?client=12');
    expect(router.state.location.state).toEqual({ runningId: 12 });
  });
});
