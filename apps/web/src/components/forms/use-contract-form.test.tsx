import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { FormField } from './form-field';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  pin: z.string().min(6, 'Enter valid pin.'),
  newPin: z.string().min(6, 'Enter valid pin. min: 6 digit, max: 15 digit'),
});
const EMPTY = { pin: '', newPin: '' };

/** A two-field form whose send refuses a pin of 999999 and accepts any other. */
function PinForm() {
  const { form, serverMessage, doneMessage, submit, resetForm } = useContractForm(schema, EMPTY);
  const onSubmit = submit(async ({ pin }) => {
    await Promise.resolve();
    if (pin === '999999') throw new ApiError('refused', 'Current pin is not correct', '103');
    return 'Pin is changed successfully';
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      {serverMessage ? <p role="alert">{serverMessage}</p> : null}
      {doneMessage ? <p role="status">{doneMessage}</p> : null}
      <FormField form={form} name="pin" label="Current pin" />
      <FormField form={form} name="newPin" label="New pin" />
      <button type="submit">Submit</button>
      <button type="button" onClick={() => resetForm(EMPTY)}>
        Reset
      </button>
      {/* A value the page sets (a loaded record), not typed: it keeps the messages. */}
      <button type="button" onClick={() => form.setValue('newPin', '1')}>
        Load
      </button>
    </form>
  );
}

async function submitRefused() {
  const user = userEvent.setup();
  render(<PinForm />);
  await user.type(screen.getByLabelText('Current pin'), '999999');
  await user.type(screen.getByLabelText('New pin'), '246802');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Current pin is not correct');
  return user;
}

describe('useContractForm messages', () => {
  it("clears the server's message as soon as any field is typed into", async () => {
    const user = await submitRefused();
    await user.type(screen.getByLabelText('New pin'), '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the server message when a new submit starts, even one the form refuses', async () => {
    const user = await submitRefused();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Current pin is not correct');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter valid pin. min: 6 digit, max: 15 digit')).toBeInTheDocument();
    expect(screen.queryByText('Current pin is not correct')).toBeNull();
  });

  it('clears the done message on typing and when a refused submit starts', async () => {
    const user = userEvent.setup();
    render(<PinForm />);
    await user.type(screen.getByLabelText('Current pin'), '123456');
    await user.type(screen.getByLabelText('New pin'), '246802');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pin is changed successfully');
    await user.type(screen.getByLabelText('Current pin'), '7');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pin is changed successfully');
    await user.clear(screen.getByLabelText('New pin'));
    // Typing already cleared it; a refused submit must not bring it back.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter valid pin. min: 6 digit, max: 15 digit')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Reset clears the fields and both messages', async () => {
    const user = await submitRefused();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Current pin')).toHaveValue('');
  });
});
