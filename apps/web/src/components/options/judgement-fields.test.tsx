import type { QuickOptions, QuickOptionsInput } from '@kpdesk/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { JudgementFields, QUICK_OPTIONS_DEFAULTS } from './judgement-fields';

const LONDON = {
  locationName: 'London, England, United Kingdom',
  latitude: 51.5072,
  longitude: -0.1276,
  timeZone: 'Europe/London',
  population: 8_900_000,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '200', message: 'Success', data }), { status: 200 });

/** The atlas: London for any text, and Europe/London's offset (GMT in winter, GMT+01:00 from April to October). */
function stubAtlas() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/search/coordinate/')) return envelope([LONDON]);
      const month = Number(new URL(url, 'http://test').searchParams.get('date')?.slice(5, 7));
      const isSummer = month >= 4 && month <= 10;
      return envelope({ utcOffsetHours: isSummer ? 1 : 0, isDaylightSaving: isSummer });
    }),
  );
}

function Fields() {
  const form = useForm<QuickOptionsInput, unknown, QuickOptions>({ defaultValues: QUICK_OPTIONS_DEFAULTS });
  return <JudgementFields form={form} resetKey={0} />;
}

const timeZone = () => screen.getByRole('combobox', { name: 'Time zone' });
const note = () => screen.getByRole('status');

async function setDate(date: string) {
  const input = screen.getByLabelText('Date');
  await userEvent.clear(input);
  await userEvent.type(input, date);
}

async function pickLondon() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Place' }), 'Lond');
  await userEvent.click(await screen.findByRole('button', { name: LONDON.locationName }));
  expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue(String(LONDON.latitude));
}

describe('the judgement fields: the proposed time zone and a choice by hand (spec §2)', () => {
  beforeEach(async () => {
    stubAtlas();
    render(<Fields />);
    await setDate('2026-01-15');
    await userEvent.type(screen.getByLabelText('Time'), '10:30');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes the proposal of the picked place, again when the date changes', async () => {
    await pickLondon();
    await vi.waitFor(() => expect(note()).toHaveTextContent('Europe/London on 2026-01-15: GMT+00:00'));
    expect(timeZone()).toHaveValue('0');
    await setDate('2026-07-15');
    await vi.waitFor(() => expect(timeZone()).toHaveValue('1'));
    expect(note()).toHaveTextContent('GMT+01:00, daylight saving');
  });

  it('keeps a time zone chosen by hand before the place is picked, and after the date changes', async () => {
    await userEvent.selectOptions(timeZone(), '(GMT+04:00) Baku');
    await pickLondon();
    await vi.waitFor(() =>
      expect(note()).toHaveTextContent(
        'Proposed from Europe/London on 2026-01-15: GMT+00:00 (your own choice of time zone is kept)',
      ),
    );
    expect(timeZone()).toHaveValue('4');
    await setDate('2026-07-15');
    await vi.waitFor(() =>
      expect(note()).toHaveTextContent('on 2026-07-15: GMT+01:00, daylight saving (your'),
    );
    expect(timeZone()).toHaveValue('4');
  });

  it('keeps a time zone chosen by hand after a proposal when the place or date changes', async () => {
    await pickLondon();
    await vi.waitFor(() => expect(timeZone()).toHaveValue('0'));
    await userEvent.selectOptions(timeZone(), '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi');
    await setDate('2026-07-15');
    await vi.waitFor(() => expect(note()).toHaveTextContent('(your own choice of time zone is kept)'));
    expect(timeZone()).toHaveValue('5.5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Place' }));
    await pickLondon();
    await vi.waitFor(() => expect(note()).toHaveTextContent('2026-07-15: GMT+01:00'));
    expect(timeZone()).toHaveValue('5.5');
  });
});

describe('the judgement time zone in an Indian display language', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('names the zones in Telugu, keeps the offsets as the values and the choice across the switch', async () => {
    render(<Fields />);
    await userEvent.selectOptions(timeZone(), '(GMT+05:30) Sri Jayawardenepura');
    await loadLanguageResources('te');
    act(() => applyDisplayLanguage('te'));
    const select = screen.getByRole('combobox', { name: 'సమయ మండలం' });
    expect(screen.getByRole('option', { name: '(GMT+05:30) శ్రీ జయవర్ధనెపుర' })).toHaveProperty('selected', true);
    const india = screen.getByRole('option', { name: '(GMT+05:30) చెన్నై, కోల్‌కతా, ముంబై, న్యూఢిల్లీ' });
    expect(india).toHaveValue('5.5');
    await userEvent.selectOptions(select, '(GMT+04:00) బాకు');
    expect(select).toHaveValue('4');
    expect(screen.queryByRole('option', { name: '(GMT+04:00) Baku' })).not.toBeInTheDocument();
  });
});
