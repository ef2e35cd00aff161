import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaitingChangeDialog } from './waiting-change-dialog';

describe('the change the outbox waits at', () => {
  it('shows a record changed on both sides field by field, with both choices', () => {
    const change = {
      method: 'PUT' as const,
      path: '/user/edit',
      body: { runningId: 3, firstName: 'Meenakshi', birthCity: 'Salem', fatherName: '' },
      problem: {
        kind: 'conflict' as const,
        server: { runningId: 3, firstName: 'Meena', birthCity: 'Erode', fatherName: null },
      },
    };
    render(<WaitingChangeDialog waiting={{ seq: 1, change }} />);
    const dialog = screen.getByRole('dialog', { name: 'Changed here and on the server' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldOn this deviceOn the server',
      'firstNameMeenakshiMeena',
      'birthCitySalemErode',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: "Keep the server's" })).toBeEnabled();
  });

  it("shows a refusal with the server's words and only dropping", () => {
    const change = {
      method: 'POST' as const,
      path: '/lifeevents/3',
      body: { eventKey: 'marriage' },
      problem: { kind: 'refused' as const, message: 'Client is not found.' },
    };
    render(<WaitingChangeDialog waiting={{ seq: 2, change }} />);
    const dialog = screen.getByRole('dialog', { name: 'A change made offline was refused' });
    expect(dialog).toHaveTextContent('Client is not found.');
    expect(within(dialog).queryByRole('button', { name: 'Keep mine' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Drop this change' })).toBeEnabled();
  });
});
