import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from './action-form';

describe('the action form', () => {
  it("puts the server's message above the fields and ends with Submit, Reset, Clear and the extras", () => {
    render(
      <ActionForm
        onSubmit={() => undefined}
        serverMessage="Current pin is not correct"
        isLoading={false}
        onReset={() => undefined}
        onClear={() => undefined}
        extraActions={<button type="button">Cancel</button>}
      >
        <input aria-label="Pin" />
      </ActionForm>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Pin'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Submit', 'Reset', 'Clear', 'Cancel']);
    // After a Reset the Clear button is outlined; alone it is filled (spec screens).
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveClass('btn-outline-secondary');
  });

  it('draws a lone Clear filled and waits while the request runs', () => {
    render(
      <ActionForm onSubmit={() => undefined} serverMessage={null} isLoading onClear={() => undefined}>
        <input aria-label="Pin" />
      </ActionForm>,
    );
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveClass('btn-secondary');
    expect(clear).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the done message with Ok in place of the form', async () => {
    const onOk = vi.fn();
    render(
      <ActionForm
        onSubmit={() => undefined}
        serverMessage={null}
        isLoading={false}
        done={{ message: 'Pin changed.', onOk }}
      >
        <input aria-label="Pin" />
      </ActionForm>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pin changed.');
    expect(screen.queryByLabelText('Pin')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOk).toHaveBeenCalledOnce();
  });
});
