import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('the client form', () => {
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
