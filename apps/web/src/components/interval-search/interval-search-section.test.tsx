import { TRANSIT_MESSAGES } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntervalSearchSection } from './interval-search-section';

/** An interval answer for a window, with no rows (the form only reads the window back). */
const answerOf = (startDate: string, endDate: string) => ({
  code: '200',
  message: 'Success',
  data: {
    startDate,
    endDate,
    search: 'cuspal',
    city: 'Chennai',
    timezone: 5.5,
    latitude: 13.08,
    longitude: 80.27,
    dateList: [],
    lordCells: [],
    cuspalNameList: [],
    cuspalList: [],
    cuspalSpanList: [],
    planetNameList: [],
    planetList: [],
    planetSpanList: [],
    planetStarSpanList: [],
    planetRetroList: [],
  },
});

describe('Cuspal In Interval form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what the astrologer typed while the opening window was loading', async () => {
    const bodies: unknown[] = [];
    let answerOpening: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as { startDate?: string; endDate?: string };
        bodies.push(body);
        if (!body.startDate) return new Promise<Response>((resolve) => (answerOpening = resolve));
        return Promise.resolve(new Response(JSON.stringify(answerOf(body.startDate, body.endDate ?? ''))));
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntervalSearchSection kind="cuspal" clientId={12} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '10:00:00' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '10:30:00' } });
    answerOpening(new Response(JSON.stringify(answerOf('2026-11-23 02:00:00', '2026-11-23 03:00:00'))));
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toBeEnabled());

    expect(screen.getByLabelText('Start time')).toHaveValue('10:00:00');
    fireEvent.click(calculate);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      search: 'cuspal',
      startDate: '2026-01-01 10:00:00',
      endDate: '2026-01-01 10:30:00',
    });
  });
});

/** A server that answers every window with itself; the bodies it received. */
function serveWindows() {
  const bodies: { startDate?: string; endDate?: string; runningId?: number; search?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as (typeof bodies)[number];
      bodies.push(body);
      const answer = answerOf(body.startDate ?? '2026-11-23 02:00:00', body.endDate ?? '2026-11-23 03:00:00');
      return Promise.resolve(new Response(JSON.stringify(answer)));
    }),
  );
  return bodies;
}

/** The section on client 12's page. */
function renderSection(props: Omit<ComponentProps<typeof IntervalSearchSection>, 'clientId'>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntervalSearchSection clientId={12} {...props} />
    </QueryClientProvider>,
  );
}

/** Types a window and presses Calculate. */
function calculate(date: string, start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Start time'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End time'), { target: { value: end } });
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('a window the server would refuse', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['the transit page', { kind: 'cuspal' as const }],
    [
      'the correction page',
      {
        kind: 'planet' as const,
        runningId: 12,
        opening: {
          start: { date: '1990-04-02', time: '04:40:00' },
          end: { date: '1990-04-02', time: '05:40:00' },
        },
      },
    ],
  ])('on %s: an end before the start is named under End time and not sent', async (_page, props) => {
    const bodies = serveWindows();
    renderSection(props);
    const calculateButton = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculateButton).toBeEnabled());
    expect(bodies).toHaveLength(1);

    calculate('2026-01-01', '10:30:00', '10:00:00');

    const end = screen.getByLabelText('End time');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(TRANSIT_MESSAGES.endBeforeStart);
    expect(screen.getByLabelText('Start time')).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toHaveLength(1);

    fireEvent.change(end, { target: { value: '11:00:00' } });
    expect(end).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(calculateButton);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ startDate: '2026-01-01 10:30:00', endDate: '2026-01-01 11:00:00' });
  });

  it('names a date beyond 2999-12-31 under Date and does not send it', async () => {
    const bodies = serveWindows();
    renderSection({ kind: 'cuspal' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled());

    calculate('3000-01-01', '10:00:00', '10:30:00');

    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(TRANSIT_MESSAGES.startDateInvalid);
    expect(bodies).toHaveLength(1);
  });
});

describe('a planet window of several days', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the end date typed, and names a window beyond 31 days under End time', async () => {
    const bodies = serveWindows();
    renderSection({ kind: 'planet' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-01-01' } });
    // The end date followed the date; a later one makes the window span days.
    expect(screen.getByLabelText('End date')).toHaveValue('2026-01-01');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-04' } });
    calculate('2026-01-01', '06:00:00', '18:00:00');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ startDate: '2026-01-01 06:00:00', endDate: '2026-01-04 18:00:00' });
    await waitFor(() => expect(screen.getByLabelText('End date')).toHaveValue('2026-01-04'));

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('End time')).toHaveAccessibleDescription(
      TRANSIT_MESSAGES.planetWindowTooLarge,
    );
    expect(bodies).toHaveLength(2);
  });
});

describe('the correction page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the window it is given, at the client, and shows it in the form', async () => {
    const bodies = serveWindows();
    renderSection({
      kind: 'cuspal',
      runningId: 12,
      opening: {
        start: { date: '1990-04-02', time: '04:40:00' },
        end: { date: '1990-04-02', time: '05:40:00' },
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Start time')).toHaveValue('04:40:00'));
    expect(bodies).toEqual([
      { startDate: '1990-04-02 04:40:00', endDate: '1990-04-02 05:40:00', search: 'cuspal', runningId: 12 },
    ]);
    expect(screen.getByLabelText('Date')).toHaveValue('1990-04-02');
    expect(screen.getByLabelText('End time')).toHaveValue('05:40:00');
  });
});
