import type { DisplayLanguage } from '@kpdesk/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { exampleRashiChart, INTERCEPTED_BHAVA_CHART } from './chart-fixtures.js';
import type { ChartToggleState } from './chart-toggles-rules.js';
import { BhavaChalitChart } from './bhava-chalit-chart.js';
import { SouthIndianChart } from './south-indian-chart.js';

const SHOW_ALL: ChartToggleState = { showDegree: true, showCuspal: true, showHouse: true, showPlanet: true };

async function speak(language: DisplayLanguage) {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

/** The accessible description and the drawn house number (styles that draw one) of a cell of the drawing. */
function cellOf(container: HTMLElement, selector: string) {
  const cell = container.querySelector(selector);
  return {
    description: cell?.querySelector('title')?.textContent,
    house: cell?.querySelector('[data-role="house-number"]')?.textContent,
  };
}

afterEach(() => {
  cleanup();
  applyDisplayLanguage('en');
});

describe("the chart drawings' cells in the display language", () => {
  it('describes a South Indian cell in Tamil: sign, house, planets with their notes, the cusp', async () => {
    await speak('ta');
    const { container } = render(
      <SouthIndianChart chart={exampleRashiChart(0)} toggles={SHOW_ALL} title="ராசி சக்கரம்" centre={[]} />,
    );
    // Leo holds the Sun (no planet in its stars) and Venus (retrograde, in its own star), and cusp V.
    expect(cellOf(container, 'g[data-sign="4"]').description).toBe(
      'சிம்மம், பாவம் 5: சூரியன் 26°04′ (நட்சத்திர அதிபதி அல்ல), சுக்கிரன் 19°17′ (R, சொந்த நட்சத்திரத்தில்); பாவ முனை V 5°37′',
    );
    // Taurus holds no planet, only cusp II.
    expect(cellOf(container, 'g[data-sign="1"]').description).toBe(
      'ரிஷபம், பாவம் 2: கிரகங்கள் இல்லை; பாவ முனை II 18°22′',
    );
  });

  it('describes a bhava in Hindi, planets drawn by their short names, its house number as भा', async () => {
    await speak('hi');
    const { container } = render(
      <BhavaChalitChart chart={INTERCEPTED_BHAVA_CHART} toggles={SHOW_ALL} title="भाव चलित" />,
    );
    const first = cellOf(container, 'g[data-house="1"]');
    expect(first).toEqual({
      description: 'भाव 1, संधि सिंह में: लग्न 2°00′, सूर्य 20°10′ (नक्षत्र स्वामी नहीं); भाव संधि I 2°00′',
      house: 'भा1',
    });
    // The Sun's chart abbreviation too, though the translation table reads 'Sun' as its full name.
    const drawn = [...container.querySelectorAll('g[data-house="1"] [data-role="planet"]')];
    expect(drawn.map((planet) => planet.textContent)).toEqual(['ल 2°00′', 'सू* 20°10′']);
  });

  it('stays English by default', () => {
    const { container } = render(
      <SouthIndianChart chart={exampleRashiChart(0)} toggles={SHOW_ALL} title="Rashi chart" centre={[]} />,
    );
    expect(cellOf(container, 'g[data-sign="1"]').description).toBe(
      'Taurus, house 2: no planets; cusp II 18°22′',
    );
    cleanup();
    const bhava = render(
      <BhavaChalitChart chart={INTERCEPTED_BHAVA_CHART} toggles={SHOW_ALL} title="Bhava Chalit" />,
    );
    expect(cellOf(bhava.container, 'g[data-house="1"]').house).toBe('H1');
  });
});
