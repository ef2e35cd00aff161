import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsPage } from './options-page';
import { ANSWER, GUNA } from './options-fixtures';
import { momentAtOffset } from '@kpdesk/contract';

/** An astrologer working in Bengaluru (UTC+5:30). */
const BENGALURU = {
  firstName: 'Meena',
  lastName: null,
  address: null,
  city: 'Bengaluru, Karnataka, India',
  timezone: 5.5,
  latitude: 12.9716,
  longitude: 77.5946,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '200', message: 'Success', data }), { status: 200 });

/**
 * The server: POST /chart/options answers ANSWER (its bodies kept in `sent`), the atlas answers Guna through
 * `places` (a promise the test may hold back), everything else (settings) an empty success.
 */
function stubServer(places: () => Promise<Response> = async () => envelope([GUNA]), profile: unknown = {}) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/chart/options') {
      sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
      return envelope(ANSWER);
    }
    if (url.startsWith('/api/search/coordinate/')) return places();
    if (url === '/api/astrologer/view') return envelope(profile);
    if (url.startsWith('/api/search/utcoffset'))
      return envelope({ utcOffsetHours: 5.5, isDaylightSaving: false });
    return envelope({});
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

/** The page, once the astrologer's profile (which gives the opening moment and place) has loaded. */
async function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OptionsPage />
    </QueryClientProvider>,
  );
  await screen.findByRole('textbox', { name: 'Number of Options' });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const suggestion = () => screen.queryByRole('button', { name: GUNA.locationName });

async function fillMoment(time: string) {
  const count = field('Number of Options');
  await userEvent.clear(count);
  await userEvent.type(count, '5');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '1935-09-12' } });
  // user-event types a time input's hours and minutes only; a browser's time input can hold seconds too
  // (a step under a minute, a value set by the page), so the value is set as a change event.
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: time } });
  await userEvent.type(field('Place'), GUNA.locationName);
  await userEvent.type(field('Latitude'), String(GUNA.latitude));
  await userEvent.type(field('Longitude'), String(GUNA.longitude));
}

describe('the quick Options form (chart-screens spec §2, §5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("opens on now at the profile's place on its zone's clock, and Now reads the chosen zone's clock", async () => {
    // 08:59 UTC: 14:29 in Bengaluru, 03:59 in New York; the test machine's own zone plays no part.
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 25, 8, 59, 0));
    stubServer(undefined, BENGALURU);
    await renderPage();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Time')).toHaveValue('14:29:00');
    expect(field('Place')).toHaveValue(BENGALURU.city);
    expect(field('Latitude')).toHaveValue(String(BENGALURU.latitude));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:00' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Now' }));
    expect(screen.getByLabelText('Time')).toHaveValue('03:59:00');
  });

  it('sends POST /chart/options with the time as HH:MM though the input holds seconds', async () => {
    const { sent } = stubServer();
    await renderPage();
    await fillMoment('21:08:45');
    expect(screen.getByLabelText('Time')).toHaveValue('21:08:45');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('status', { name: 'Option Choice' })).toHaveTextContent('2');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      optionsCount: 5,
      timezone: 5.5,
      date: '1935-09-12',
      time: '21:08',
      place: GUNA.locationName,
      latitude: GUNA.latitude,
      longitude: GUNA.longitude,
    });
  });

  it('Reset restores 2 options, time zone 5.5 and now, empties the place and the result', async () => {
    stubServer();
    await renderPage();
    await fillMoment('21:08');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Time zone' }),
      '(GMT+05:45) Kathmandu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('status', { name: 'Option Choice' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('Number of Options')).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('5.5');
    for (const name of ['Place', 'Latitude', 'Longitude']) expect(field(name)).toHaveValue('');
    const now = momentAtOffset(Date.now(), 5.5);
    expect(screen.getByLabelText('Date')).toHaveValue(now.date);
    expect(screen.getByLabelText('Time')).not.toHaveValue('21:08');
    expect(screen.queryByRole('status', { name: 'Option Choice' })).toBeNull();
  });

  it('Reset closes an open place suggestion list', async () => {
    stubServer();
    await renderPage();
    await userEvent.type(field('Place'), 'Guna');
    expect(await screen.findByRole('button', { name: GUNA.locationName })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(suggestion()).toBeNull();
  });

  it('Reset while the atlas is still answering keeps the list closed', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch } = stubServer(() => new Promise((resolve) => (answer = resolve)));
    await renderPage();
    await userEvent.type(field('Place'), 'Guna');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/search/coordinate/'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    answer(envelope([GUNA]));
    // The late answer has arrived and been handled: the next macrotask runs after its promise chain.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(suggestion()).toBeNull();
  });
});
