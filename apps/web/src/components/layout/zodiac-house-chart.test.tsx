import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { fitNameSize, SMALLEST_NAME_PX } from './fitted-names';
import { ZodiacHouseChart } from './zodiac-house-chart';

/** The short forms a narrow ring shows, sign and lord of each cell from Pisces clockwise. */
const shortNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.zodiac-short')].map((el) => el.textContent);

describe('zodiac house chart', () => {
  afterEach(() => applyDisplayLanguage('en'));
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

  it('names the ring in Tamil: full names for screen readers, stems and chart abbreviations when narrow', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const { container } = render(<ZodiacHouseChart />);
    expect(screen.getByRole('figure', { name: 'பன்னிரண்டு ராசிகளும் அவற்றின் அதிபதிகளும்' })).toHaveTextContent(
      'விருச்சிகம்',
    );
    const shorts = shortNames(container);
    // Scorpio (விருச்சிகம், six letters) and its lord Mars (செவ்வாய்) in the bottom row's second cell.
    expect(shorts.slice(16, 18)).toEqual(['விரு', 'செவ்']);
    // Leo's lord, the Sun, by its abbreviation, not its full name as the English short 'Sun' would give.
    expect(shorts.slice(10, 12)).toEqual(['சிம்', 'சூரி']);
  });

  it('keeps Hindi sign names whole, they are short already', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    const { container } = render(<ZodiacHouseChart />);
    expect(shortNames(container).slice(16, 18)).toEqual(['वृश्चिक', 'मं']);
  });
});

describe('a ring name fitted to its cell', () => {
  it('keeps its size when it fits, else shrinks in proportion', () => {
    expect(fitNameSize(30, 36, 14)).toEqual({ size: 14, mustBreak: false });
    expect(fitNameSize(48, 36, 14)).toEqual({ size: 10.5, mustBreak: false });
  });

  it('breaks between letters rather than shrink past the smallest readable size', () => {
    expect(fitNameSize(100, 36, 14)).toEqual({ size: SMALLEST_NAME_PX, mustBreak: true });
  });
});
