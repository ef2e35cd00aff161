import { describe, expect, it } from 'vitest';
import { contrastOf, legibleColours, MIN_TEXT_CONTRAST } from './category-colours';

describe('category and event group colours', () => {
  it('measures contrast as WCAG does: black on white is 21, a colour on itself 1', () => {
    expect(contrastOf('Black', 'White')).toBeCloseTo(21, 5);
    expect(contrastOf('Blue', 'Blue')).toBe(1);
  });

  it("keeps the settings' pair when it reads well (DarkGreen with White, Red with Black)", () => {
    expect(legibleColours('DarkGreen', 'White')).toEqual({ background: 'DarkGreen', color: 'White' });
    expect(legibleColours('Red', 'Black')).toEqual({ background: 'Red', color: 'Black' });
  });

  it('swaps a faint text colour for black (Gray with White, Salmon with Blue)', () => {
    expect(contrastOf('Gray', 'White')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(legibleColours('Gray')).toEqual({ background: 'Gray', color: 'Black' });
    expect(legibleColours('Salmon', 'Blue')).toEqual({ background: 'Salmon', color: 'Black' });
  });
});
