import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { PATHS } from '../../paths';
import { TimeCorrectionPage } from './time-correction-page';

/** The requests the page made, as path (path parameters decoded) and parsed body. */
function requests() {
  return vi.mocked(fetch).mock.calls.map(([url, init]) => ({
    url: typeof url === 'string' ? decodeURIComponent(url) : '',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

describe('Birth Time Correction page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews and searches around the saved corrected birth moment, at the client', async () => {
    serve({ '/api/userrequest/12': ok({ ...CLIENT, birthTimeCorrected: '1990-04-02 05:20:30' }) });
    renderAt(`${PATHS.birthTimeCorrection}?client=12`, <TimeCorrectionPage />);

    await screen.findByRole('heading', { level: 1, name: /^Birth Time Correction · Birth Time Correction/ });
    await waitFor(() =>
      expect(requests().map((r) => r.url)).toContain('/api/chart/birthtimechart/12/1990-04-02_05:20:30'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cuspal In Interval' }));
    await waitFor(() =>
      expect(requests().find((r) => r.url === '/api/chart/dateintervalsearch')?.body).toEqual({
        startDate: '1990-04-02 04:50:30',
        endDate: '1990-04-02 05:50:30',
        search: 'cuspal',
        runningId: 12,
      }),
    );
  });
});
