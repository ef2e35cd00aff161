import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { CLIENT_CHART_DATA, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { birthPanchangRows, chartRows, ClientDetailsPage } from './client-details-page';

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
      ['Star', 'Revati (star 27 of 27)'],
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

describe('the birth panchang', () => {
  it('words each limb by its number from the vocabulary, with the number beside it', () => {
    // Yoga 5 is Shobhana, karana 43 Vishti, amanta month 9 Pausha (0 = Chaitra): panchang.md §4, §6.
    expect(birthPanchangRows(CLIENT_CHART_DATA, 'en')).toEqual([
      ['Vara', 'Sunday'],
      ['Tithi', 'Krishna Saptami (22)'],
      ['Nakshatra', 'Revati (27), Pada 3'],
      ['Yoga', 'Shobhana (5)'],
      ['Karana', 'Vishti (43)'],
      ['Amanta', 'Pausha'],
      ['Purnimanta', 'Magha'],
    ]);
  });

  it('speaks the display language', () => {
    const rows = birthPanchangRows(CLIENT_CHART_DATA, 'ta');
    expect(rows[0]![1]).toBe('ஞாயிற்றுக்கிழமை');
    expect(rows[2]![1]).toContain('ரேவதி');
  });
});
