import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@kpdesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SettingsValues } from '../../api/settings';
import { SettingsForm } from './settings-form';

/** A client's settings as the server answers them: every key, null for Default. */
const CLIENT_SETTINGS: SettingsValues = {
  userId: 3,
  ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`config${i}`, null])),
};
/** An astrologer's settings as answered (defaults). */
const MY_SETTINGS: SettingsValues = { ...DEFAULT_SETTINGS };

describe('the settings form', () => {
  it('stores an event colour with its text colour on My Settings', async () => {
    const onSave = vi.fn<(values: SettingsValues) => Promise<string>>(() =>
      Promise.resolve('Settings saved.'),
    );
    render(
      <SettingsForm loaded={MY_SETTINGS} allowDefault={false} onSave={onSave} onDone={() => undefined} />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Favarable (More)' }),
      'Green (text White)',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Worst' }), 'Red');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    const sent = onSave.mock.calls[0]?.[0];
    expect(String(sent?.config6).split(',')[0]).toBe('Green:White');
    expect(String(sent?.config7).split(',')[5]).toBe('Red');
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });

  it("offers 'Default' on Client Settings; a colour list only partly chosen is refused under its fieldset", async () => {
    const onSave = vi.fn(() => Promise.resolve('Settings saved.'));
    render(<SettingsForm loaded={CLIENT_SETTINGS} allowDefault onSave={onSave} onDone={() => undefined} />);
    const worst = screen.getByRole('combobox', { name: 'Worst' });
    expect(worst).toHaveValue('');
    await userEvent.selectOptions(worst, 'Red');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('group', { name: 'Event Value Colors' })).toHaveAccessibleDescription(
      SETTINGS_MESSAGES.eventValueColours,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal above the fields and Reset returns to the loaded values", async () => {
    const onSave = () => Promise.reject(new ApiError('refused', 'Invalid Ayanamsa', '101'));
    render(<SettingsForm loaded={CLIENT_SETTINGS} allowDefault onSave={onSave} onDone={() => undefined} />);
    const language = screen.getByRole('combobox', { name: 'Date format' });
    await userEvent.selectOptions(language, 'dd-MM-yyyy');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Ayanamsa');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(language).toHaveValue('');
  });

  it.each(['abc', '😀', '12,5', '1e2', '0x10', '181'])(
    'refuses an Ayanamsa Correction of %s under the field and sends nothing',
    async (typed) => {
      const onSave = vi.fn(() => Promise.resolve(SETTINGS_MESSAGES.success));
      render(
        <SettingsForm loaded={MY_SETTINGS} allowDefault={false} onSave={onSave} onDone={() => undefined} />,
      );
      const correction = screen.getByRole('textbox', { name: /Ayanamsa Correction/ });
      await userEvent.type(correction, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(correction).toHaveAccessibleDescription(SETTINGS_MESSAGES.ayanamsaCorrection);
      expect(correction).toHaveAttribute('aria-invalid', 'true');
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('sends a plain decimal correction as its number, on Client Settings too', async () => {
    const onSave = vi.fn<(values: SettingsValues) => Promise<string>>(() =>
      Promise.resolve(SETTINGS_MESSAGES.success),
    );
    render(<SettingsForm loaded={CLIENT_SETTINGS} allowDefault onSave={onSave} onDone={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Ayanamsa Correction/ }), '-12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SETTINGS_MESSAGES.success);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ config5: -12.5, userId: 3 });
  });

  it('shows a server refusal naming a setting under that field, not above the form', async () => {
    const refusal = new ApiError('refused', SETTINGS_MESSAGES.ayanamsaCorrection, '400');
    render(
      <SettingsForm
        loaded={MY_SETTINGS}
        allowDefault={false}
        onSave={() => Promise.reject(refusal)}
        onDone={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const correction = screen.getByRole('textbox', { name: /Ayanamsa Correction/ });
    await screen.findByText(SETTINGS_MESSAGES.ayanamsaCorrection);
    expect(correction).toHaveAccessibleDescription(SETTINGS_MESSAGES.ayanamsaCorrection);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
