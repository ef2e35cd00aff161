import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BhavaChalitChart } from './bhava-chalit-chart.js';
import { INTERCEPTED_BHAVA_CHART } from './chart-fixtures.js';
import type { ChartToggleState } from './chart-toggles-rules.js';

afterEach(cleanup);

const CUSPAL_ONLY: ChartToggleState = {
  showDegree: false,
  showCuspal: true,
  showHouse: true,
  showPlanet: true,
};

// The fixture's cusps: bhava → sign number of its cusp (1 = Aries) and the cusp text; Libra (7) and Aries (1)
// hold no cusp, Leo (5) and Aquarius (11) hold two.
const BHAVA_TABLE: [bhava: number, signNumber: string, cusp: string][] = [
  [1, '5', 'I 2°00′'],
  [2, '5', 'II 28°00′'],
  [3, '6', 'III 26°00′'],
  [4, '8', 'IV 1°00′'],
  [5, '9', 'V 5°00′'],
  [6, '10', 'VI 3°00′'],
  [7, '11', 'VII 2°00′'],
  [8, '11', 'VIII 28°00′'],
  [9, '12', 'IX 26°00′'],
  [10, '2', 'X 1°00′'],
  [11, '3', 'XI 5°00′'],
  [12, '4', 'XII 3°00′'],
];

function renderBhava(toggles: ChartToggleState) {
  const { container } = render(
    <BhavaChalitChart chart={INTERCEPTED_BHAVA_CHART} toggles={toggles} title="Bhava" />,
  );
  const house = (h: number) => {
    const found = container.querySelector<SVGGElement>(`g[data-house="${h}"]`);
    if (!found) throw new Error(`no bhava ${h}`);
    return found;
  };
  const texts = (h: number, role: string) =>
    [...house(h).querySelectorAll(`[data-role="${role}"]`)].map((t) => t.textContent);
  const count = (role: string) => container.querySelectorAll(`[data-role="${role}"]`).length;
  return { house, texts, count };
}

describe('BhavaChalitChart', () => {
  it.each(BHAVA_TABLE)(
    'bhava %i shows its cusp sign number %s and, with Cuspal, %s',
    (h, signNumber, cusp) => {
      const { texts } = renderBhava(CUSPAL_ONLY);
      expect(texts(h, 'sign-number')).toEqual([signNumber]);
      expect(texts(h, 'cusp')).toEqual([cusp]);
    },
  );

  it('keeps the North house positions: bhava 1 top centre, bhava 4 left, bhava 7 bottom, bhava 10 right', () => {
    const { house } = renderBhava(CUSPAL_ONLY);
    expect(house(1).querySelector('polygon')?.getAttribute('points')).toBe('200,0 300,100 200,200 100,100');
    expect(house(4).querySelector('polygon')?.getAttribute('points')).toBe('0,200 100,100 200,200 100,300');
    expect(house(7).querySelector('polygon')?.getAttribute('points')).toBe('200,400 100,300 200,200 300,300');
    expect(house(10).querySelector('polygon')?.getAttribute('points')).toBe(
      '400,200 300,300 200,200 300,100',
    );
  });

  it('shows the planets of each bhava, even one in a sign other than the cusp sign', () => {
    const { texts } = renderBhava(CUSPAL_ONLY);
    expect(texts(3, 'planet')).toEqual(['Ven@', 'Rag(R)']);
    expect(texts(9, 'planet')).toEqual(['Mar', 'Ket(R)']);
    expect(texts(8, 'planet')).toEqual(['Mon']);
  });

  it('shows planet degrees with Degree, hides cusps without Cuspal, always shows planets and numbers', () => {
    const { count, texts } = renderBhava({
      showDegree: true,
      showCuspal: false,
      showHouse: false,
      showPlanet: false,
    });
    expect(count('cusp')).toBe(0);
    expect(count('planet')).toBe(10);
    expect(count('house-number')).toBe(12);
    expect(count('sign-number')).toBe(12);
    expect(texts(1, 'planet')).toEqual(['Asc 2°00′', 'Sun* 20°10′']);
    cleanup();
    expect(renderBhava(CUSPAL_ONLY).texts(1, 'planet')).toEqual(['Asc', 'Sun*']);
  });

  it('titles a bhava with its cusp sign and its planets with degrees', () => {
    const { house } = renderBhava(CUSPAL_ONLY);
    expect(house(3).querySelector('title')?.textContent).toBe(
      'Bhava 3, cusp in Virgo: Venus 10°00′ (in own star), Rahu 14°00′ (R); cusp III 26°00′',
    );
  });
});
