import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SettingsValues } from '../../api/settings';
import { SettingsForm } from './settings-form';

const CLIENT_SETTINGS: SettingsValues = { config4: null, config6: null, config7: null, userId: 3 };

describe('the settings form', () => {
  it("offers 'Default' on Client Settings and stores an event colour with its text colour", async () => {
    const onSave = vi.fn<(values: SettingsValues) => Promise<string>>(() =>
      Promise.resolve('Settings saved.'),
    );
    render(<SettingsForm loaded={CLIENT_SETTINGS} allowDefault onSave={onSave} onDone={() => undefined} />);
    const first = screen.getByRole('combobox', { name: 'Favarable (More)' });
    expect(first).toHaveValue('');
    await userEvent.selectOptions(first, 'Green (text White)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Worst' }), 'Red');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      config4: null,
      config6: 'Green:White,,,,,,,,',
      config7: ',,,,,Red',
      userId: 3,
    });
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });

  it("shows the server's refusal above the fields and Reset returns to the loaded values", async () => {
    const onSave = () => Promise.reject(new ApiError('refused', 'Invalid Ayanamsa', '101'));
    render(<SettingsForm loaded={CLIENT_SETTINGS} allowDefault onSave={onSave} onDone={() => undefined} />);
    const worst = screen.getByRole('combobox', { name: 'Worst' });
    await userEvent.selectOptions(worst, 'Red');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Ayanamsa');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(worst).toHaveValue('');
  });
});
