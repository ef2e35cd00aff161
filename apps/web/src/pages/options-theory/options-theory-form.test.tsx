import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { judgementNow } from '../../components/options/judgement-now';
import { countToApply, newOptionRecord, OptionsTheoryForm } from './options-theory-form';

const PROFILE = {
  firstName: 'Meena',
  lastName: null,
  address: null,
  city: 'Bengaluru, Karnataka, India',
  timezone: 5.5,
  latitude: 12.9716,
  longitude: 77.5946,
};

function renderNew() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OptionsTheoryForm saved={null} />
    </QueryClientProvider>,
  );
}

const optionInputs = () => screen.queryAllByRole('textbox', { name: /^Option \d+$/ });

describe('the saved Options Theory form (spec §2, §4)', () => {
  it('starts with two empty options', () => {
    renderNew();
    expect(optionInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['', '']);
    expect(screen.getByRole('textbox', { name: 'Number of Options' })).toHaveValue('2');
  });

  it('grows the list with empty entries, truncates it, and ignores a count that is not a number up to 20', async () => {
    renderNew();
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'IIT Madras');
    const count = screen.getByRole('textbox', { name: 'Number of Options' });
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    expect(optionInputs()).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('IIT Madras');
    await userEvent.type(count, 'x');
    expect(optionInputs()).toHaveLength(5);
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    // '2' applied, then '25' is over 20 and leaves the list as it is.
    expect(optionInputs()).toHaveLength(2);
  });

  it("opens a new record on now at the profile place, on the profile zone's clock", () => {
    const profile = { ...PROFILE, timezone: -5 };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OptionsTheoryForm
          saved={null}
          initial={newOptionRecord(judgementNow(profile, Date.UTC(2026, 10, 25, 8, 59, 0)))}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Time')).toHaveValue('03:59:00');
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue(PROFILE.city);
    expect(screen.getByRole('button', { name: 'Now' })).toBeVisible();
  });

  it('shows the spec messages on Calculate with empty fields', async () => {
    renderNew();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    for (const message of [
      'Please enter name',
      'Enter date',
      'Enter time',
      'Enter birth place name',
      'Please enter question',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });
});

describe('countToApply', () => {
  it.each([
    ['3', 3],
    ['20', 20],
    ['0', 0],
    ['21', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
  ])('%j → %s', (typed, expected) => expect(countToApply(typed)).toBe(expected));
});
