import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientFormFields, EMPTY_CLIENT, useClientForm } from './client-form';

/** A page around the client form with the server's answer to an earlier Submit still on screen. */
function PageWithRefusal() {
  const form = useClientForm(EMPTY_CLIENT);
  const [message, setMessage] = useState<string | null>('Client with same name and birth details exists');
  const dropMessage = useCallback(() => setMessage(null), []);
  return <ClientFormFields form={form} serverMessage={message} isLoading={false} onTyped={dropMessage} />;
}

describe('the client form', () => {
  it("drops the server's message of the last Submit as soon as the astrologer types", async () => {
    render(<PageWithRefusal />);
    expect(screen.getByRole('alert')).toHaveTextContent('Client with same name and birth details exists');
    await userEvent.type(screen.getByLabelText('First name'), 'R');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
