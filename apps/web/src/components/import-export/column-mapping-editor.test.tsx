import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnMappingEditor } from './column-mapping-editor';

const COLUMNS = ['Client', 'DOB', 'TOB', 'Town', 'Lat', 'Lng'];
const DETECTED = {
  firstName: null,
  birthDate: 'DOB',
  birthTime: 'TOB',
  birthCity: null,
  birthLatitude: 'Lat',
  birthLongitude: 'Lng',
};

describe('the CSV column mapping editor', () => {
  it('shows the detected column of each field, labelled, and applies the changed mapping', async () => {
    const onApply = vi.fn();
    render(<ColumnMappingEditor columns={COLUMNS} mapping={DETECTED} isBusy={false} onApply={onApply} />);
    const firstName = screen.getByRole('combobox', { name: 'First name (required)' });
    expect(firstName).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Birth date (required)' })).toHaveValue('DOB');
    expect(screen.getByRole('combobox', { name: 'Birth date (required)' })).toHaveAccessibleDescription(
      'yyyy-MM-dd',
    );
    expect(screen.getByRole('button', { name: 'Apply mapping' })).toBeEnabled();

    await userEvent.selectOptions(firstName, 'Client');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Birth place (required)' }), 'Town');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Birth time (required)' }),
      'Not in the file',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply mapping (changed)' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Client',
        birthCity: 'Town',
        birthTime: null,
        birthDate: 'DOB',
        email: null,
      }),
    );
  });

  it('cannot apply while a preview runs', () => {
    render(<ColumnMappingEditor columns={COLUMNS} mapping={DETECTED} isBusy onApply={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Apply mapping' })).toBeDisabled();
  });
});
