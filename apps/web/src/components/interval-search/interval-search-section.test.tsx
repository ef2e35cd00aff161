import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
        <IntervalSearchSection kind="cuspal" />
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
