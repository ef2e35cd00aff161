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

  it('keeps the chosen entry when its words change (a new display language), a value standing twice', async () => {
    const english = [...ZONES, { value: 0, label: 'London (0:00)' }];
    const hindi = [
      { value: 5.5, label: 'भारत (+5:30)' },
      { value: 0, label: 'ग्रीनविच (0:00)' },
      { value: 0, label: 'लंदन (0:00)' },
    ];
    function Switching({ labels }: { labels: typeof english }) {
      const form = useForm({ defaultValues: { zone: 0 } });
      return <LabelledSelect id="field-zone" label="Time zone" options={labels} {...form.register('zone')} />;
    }
    const { rerender } = render(<Switching labels={english} />);
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.selectOptions(select, 'London (0:00)');
    rerender(<Switching labels={hindi} />);
    expect(screen.getByRole('option', { name: 'लंदन (0:00)' })).toHaveProperty('selected', true);
  });
});
