import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZodiacHouseChart } from './zodiac-house-chart';

describe('zodiac house chart', () => {
  it("shortens names as the spec's charts spell them: Moon is Mon, never Moo", () => {
    const { container } = render(<ZodiacHouseChart />);
    const shorts = [...container.querySelectorAll('.zodiac-short')].map((el) => el.textContent);
    // Sign, lord, sign, lord… from Pisces clockwise.
    expect(shorts.filter((_, i) => i % 2 === 1)).toEqual([
      'Jup',
      'Mar',
      'Ven',
      'Mer',
      'Mon',
      'Sun',
      'Mer',
      'Ven',
      'Mar',
      'Jup',
      'Sat',
      'Sat',
    ]);
    expect(shorts.filter((_, i) => i % 2 === 0)).toEqual([
      'Pis',
      'Ari',
      'Tau',
      'Gem',
      'Can',
      'Leo',
      'Vir',
      'Lib',
      'Sco',
      'Sag',
      'Cap',
      'Aqu',
    ]);
    expect(shorts).not.toContain('Moo');
  });
});
