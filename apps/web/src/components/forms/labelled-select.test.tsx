import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LabelledSelect } from './labelled-select';

const ZONES = [
  { value: 5.5, label: 'India (+5:30)' },
  { value: 0, label: 'Greenwich (0:00)' },
];

/** A form with one registered numeric select that reports its values on submit. */
function ZoneForm({ onValues }: { onValues: (values: { zone: number }) => void }) {
  const form = useForm({ defaultValues: { zone: 5.5 } });
  return (
    <form onSubmit={(e) => void form.handleSubmit(onValues)(e)}>
      <LabelledSelect
        id="field-zone"
        label="Time zone"
        options={ZONES}
        {...form.register('zone', { valueAsNumber: true })}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('labelled select', () => {
  it('is named by its label and hands a registered form the chosen value', async () => {
    const onValues = vi.fn();
    render(<ZoneForm onValues={onValues} />);
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveValue('5.5');
    await userEvent.selectOptions(select, 'Greenwich (0:00)');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValues).toHaveBeenCalledWith({ zone: 0 }, expect.anything());
  });

  it('puts the placeholder choice first', () => {
    render(
      <LabelledSelect
        id="setting-zone"
        label="Zone"
        options={ZONES}
        placeholder={<option value="">Default</option>}
        value=""
        onChange={() => undefined}
      />,
    );
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Default', 'India (+5:30)', 'Greenwich (0:00)']);
  });
});
