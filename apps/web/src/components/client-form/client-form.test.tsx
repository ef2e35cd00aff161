import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIRTH_DATE_RANGE_MESSAGE, CLIENT_MESSAGES, type ClientWriteInput } from '@kpdesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { EMPTY_CLIENT } from './client-form';
import { ClientEditor, useClientEditor } from './client-editor';

const REFUSAL = 'Client with same name and birth details exists';

/** A page around the client form whose every Submit the server refuses. */
function RefusingPage() {
  const editor = useClientEditor(EMPTY_CLIENT);
  const refuse = () => Promise.reject(new ApiError('refused', REFUSAL, '101'));
  return (
    <ClientEditor
      editor={editor}
      onSubmit={(event) => {
        event.preventDefault();
        return editor.submission.run(refuse);
      }}
      onClear={() => editor.restart(EMPTY_CLIENT)}
    />
  );
}

/** A client that passes every rule, to change one date of. */
const VALID_CLIENT: ClientWriteInput = {
  ...EMPTY_CLIENT,
  firstName: 'Ravi',
  maritalStatus: 'Married',
  marriageDate: '2015-02-11',
  birthDate: '1985-03-12',
  birthTime: '06:15',
  birthCity: 'Chennai, Tamil Nadu, India',
  birthLatitude: 13.0827,
  birthLongitude: 80.2707,
};

/** A page whose Submit checks the form by the contract's rule and sends what passes to `send`. */
function CheckingPage({ send }: { send: () => Promise<string> }) {
  const editor = useClientEditor(VALID_CLIENT);
  return (
    <ClientEditor
      editor={editor}
      onSubmit={editor.form.handleSubmit(() => editor.submission.run(send))}
      onClear={() => editor.restart(EMPTY_CLIENT)}
    />
  );
}

describe('the client form', () => {
  it.each([
    ['Marriage Date', '1985-03-11', CLIENT_MESSAGES.marriageBeforeBirth],
    ['Date of Birth', '1582-12-31', BIRTH_DATE_RANGE_MESSAGE],
  ])('refuses a %s of %s under the field and sends nothing', async (label, date, message) => {
    const send = vi.fn(() => Promise.resolve('Saved'));
    render(<CheckingPage send={send} />);
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, date);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(send).not.toHaveBeenCalled();
  });

  it("drops the server's message of the last Submit as soon as the astrologer types", async () => {
    render(<RefusingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    await userEvent.type(screen.getByLabelText('First name'), 'R');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the row as the screens have it: Submit, Clear, Cancel', () => {
    render(<RefusingPage />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Submit', 'Clear', 'Cancel']);
  });

  describe('a picked place of birth', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('fills latitude and longitude and asks for the birth moment before proposing an offset', async () => {
      const chennai = {
        locationName: 'Chennai',
        latitude: 13.08,
        longitude: 80.27,
        timeZone: 'Asia/Kolkata',
        population: 1,
      };
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(Response.json({ code: '200', message: '', data: [chennai] }))),
      );
      render(<RefusingPage />);
      await userEvent.type(screen.getByLabelText('Place of Birth'), 'Chen');
      await userEvent.click(await screen.findByRole('button', { name: 'Chennai' }));
      expect(screen.getByLabelText('Latitude')).toHaveValue('13.08');
      expect(screen.getByLabelText('Longitude')).toHaveValue('80.27');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Enter the birth date and time to get the offset of Asia/Kolkata.',
      );
      expect(screen.queryByRole('list', { name: 'Matching places' })).not.toBeInTheDocument();
    });
  });
});
