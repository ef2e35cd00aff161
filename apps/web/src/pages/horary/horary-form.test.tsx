import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoraryForm } from './horary-form';
import { newHoraryValues } from './horary-form-values';

const PROFILE = {
  firstName: 'Meena',
  lastName: null,
  address: null,
  city: 'Chennai, Tamil Nadu, India',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: 80.2707,
};

function renderForm(onResult = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HoraryForm
        initial={newHoraryValues(PROFILE, Date.UTC(2025, 1, 14, 5, 15, 30))}
        saved={null}
        eventId={null}
        onResult={onResult}
      />
    </QueryClientProvider>,
  );
  return onResult;
}

const numberInput = () => screen.getByRole('textbox', { name: 'Horary number (1 to 249)' });

describe('the horary form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts at the profile place and now on the profile zone's clock, not the browser's", () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue(PROFILE.city);
    // 05:15:30 UTC is 10:45:30 in Chennai (UTC+5:30), whatever zone the test machine runs in.
    expect(screen.getByLabelText('Date')).toHaveValue('2025-02-14');
    expect(screen.getByLabelText('Time')).toHaveValue('10:45:30');
    expect(newHoraryValues({ ...PROFILE, timezone: -5 }, Date.UTC(2025, 1, 14, 3, 0, 0))).toMatchObject({
      date: '2025-02-13',
      time: '22:00:00',
    });
    expect(newHoraryValues(null, Date.UTC(2025, 0, 1))).toMatchObject({
      place: '',
      timezone: 5.5,
      latitude: '',
    });
  });

  it.each(['0', '250', '12a', '-1', '1.5', ''])(
    'refuses the number %j with the message naming the field',
    async (typed) => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const onResult = renderForm();
      await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Will I get the job?');
      if (typed) await userEvent.type(numberInput(), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Cast chart' }));
      expect(await screen.findByText('Enter horary number in between 1 and 249')).toBeVisible();
      expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
      expect(onResult).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('asks for the question, date, time and place', async () => {
    renderForm();
    await userEvent.type(numberInput(), '100');
    for (const name of ['Place', 'Time', 'Date']) {
      const input = name === 'Place' ? screen.getByRole('textbox', { name }) : screen.getByLabelText(name);
      await userEvent.clear(input);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
    for (const message of ['Please enter question', 'Enter date', 'Enter time', 'Enter birth place name']) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.queryByText('Enter horary number in between 1 and 249')).toBeNull();
  });
});
