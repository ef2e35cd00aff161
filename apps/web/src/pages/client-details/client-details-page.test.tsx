import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { CLIENT_CHART_DATA, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { chartRows, ClientDetailsPage } from './client-details-page';

describe('chart page frame (chart-screens spec §1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message in an error alert when the client is not the astrologer's", async () => {
    serve({});
    renderAt(`${PATHS.clientDetails}?client=99`, <ClientDetailsPage />);
    expect(await screen.findByText('Client is not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Client menu' })).toBeNull();
  });
});

describe('Client Details rows', () => {
  const DATA = {
    ...CLIENT_CHART_DATA,
    balanceAtBirth: { lord: 'Mercury', years: 5, months: 1, days: 30 },
  };

  it('lists the right table of the spec, the day from sunrise when it differs from the birth day', () => {
    expect(chartRows(DATA)).toEqual([
      ['Star', 'Revati (27)'],
      ['Star Lord', 'Mercury'],
      ['Sign', 'Pisces'],
      ['Sign Lord', 'Jupiter'],
      ['Lagna', 'Aries'],
      ['Lagna Lord', 'Mars'],
      ['Thithi', 'Saptami (Krishna Paksha)'],
      ['Thithi Type', 'Wellbeing (Bhadra)'],
      ['Ayanamsa', '23°43′12″'],
      ['Ayanamsa Name', 'Krishnamurti'],
      ['Dasha Balance at Birth', 'Mercury 5 years 1 month 30 days'],
      ['Day (sunrise to sunrise)', 'Sunday'],
    ]);
    expect(chartRows({ ...DATA, hinduDay: 'Monday' })).toHaveLength(11);
  });

  it('counts a balance of one naturally and keeps zero counts', () => {
    const balance = { lord: 'Ketu', years: 1, months: 0, days: 1 };
    expect(chartRows({ ...DATA, balanceAtBirth: balance })).toContainEqual([
      'Dasha Balance at Birth',
      'Ketu 1 year 0 months 1 day',
    ]);
  });
});
