/**
 * Every id the panchang engine answers with has its words in `@kpdesk/domain`, in the order the engine
 * counts them.
 */
import {
  AYANAS,
  KARANA_OF_NUMBER,
  LUNAR_MONTHS,
  PAKSHAS,
  PANCHANG_PERIODS,
  RITUS,
  SAMVATSARAS,
  SUNRISE_CONVENTIONS,
  YOGAS,
} from '@kpdesk/domain';
import { describe, expect, it } from 'vitest';
import { SUNRISE_METHODS } from '../settings.js';
import { computePanchangMonth } from './panchang-month.js';
import { AYANA_IDS, RITU_IDS } from './samvat.js';

describe('the panchang’s ids against the vocabulary', () => {
  it('has the ritus, ayanas and sunrise conventions in vocabulary order', () => {
    expect(RITU_IDS).toEqual(RITUS.ids);
    expect(AYANA_IDS).toEqual(AYANAS.ids);
    expect(SUNRISE_METHODS).toEqual(SUNRISE_CONVENTIONS.ids);
  });

  it('answers a month with numbers and ids the vocabulary names', () => {
    const { days } = computePanchangMonth({
      year: 2023,
      month: 7,
      utcOffsetHours: 5.5,
      place: { latitude: 28.6139, longitude: 77.209 },
    });
    for (const d of days) {
      expect(YOGAS.ids).toContain(d.yoga.number);
      expect(KARANA_OF_NUMBER[d.karana.number - 1], `karana ${d.karana.number}`).toBeDefined();
      expect(PAKSHAS.ids).toContain(d.tithi.paksha);
    }
    expect(LUNAR_MONTHS.ids.length).toBe(12);
    expect(SAMVATSARAS.ids.length).toBe(60);
  });

  it('names each period field of the day answer', () => {
    const fields = [
      'rahuKalam',
      'yamaganda',
      'gulika',
      'abhijit',
      'durMuhurta',
      'brahmaMuhurta',
      'vijayaMuhurta',
    ];
    expect(PANCHANG_PERIODS.ids).toEqual(
      expect.arrayContaining([...fields, 'amritKalam', 'varjyam', 'hora']),
    );
  });
});
