import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleRashiChart } from './chart-fixtures.js';
import type { ChartToggleState } from './chart-toggles-rules.js';
import { NorthIndianChart } from './north-indian-chart.js';

afterEach(cleanup);

const SHOW_ALL: ChartToggleState = { showDegree: true, showCuspal: true, showHouse: true, showPlanet: true };
const LEO = 4;

// Domain §14.3: house 1 the top-centre diamond, then anticlockwise; corners of the 400×400 square.
const NORTH_TABLE: [house: number, place: string, points: string][] = [
  [1, 'top-centre diamond', '200,0 300,100 200,200 100,100'],
  [2, 'top-left triangle', '0,0 200,0 100,100'],
  [3, 'left upper triangle', '0,0 100,100 0,200'],
  [4, 'left diamond', '0,200 100,100 200,200 100,300'],
  [5, 'left lower triangle', '0,200 100,300 0,400'],
  [6, 'bottom-left triangle', '0,400 100,300 200,400'],
  [7, 'bottom diamond', '200,400 100,300 200,200 300,300'],
  [8, 'bottom-right triangle', '200,400 300,300 400,400'],
  [9, 'right lower triangle', '400,400 300,300 400,200'],
  [10, 'right diamond', '400,200 300,300 200,200 300,100'],
  [11, 'right upper triangle', '400,200 300,100 400,0'],
  [12, 'top-right triangle', '400,0 300,100 200,0'],
];

function renderNorth(toggles: ChartToggleState) {
  const { container } = render(
    <NorthIndianChart chart={exampleRashiChart(1, LEO)} toggles={toggles} title="North Indian chart" />,
  );
  const house = (h: number) => {
    const found = container.querySelector<SVGGElement>(`g[data-house="${h}"]`);
    if (!found) throw new Error(`no house ${h}`);
    return found;
  };
  const texts = (h: number, role: string) =>
    [...house(h).querySelectorAll(`[data-role="${role}"]`)].map((t) => t.textContent);
  const count = (role: string) => container.querySelectorAll(`[data-role="${role}"]`).length;
  return { house, texts, count };
}

describe('NorthIndianChart with the Ascendant in Leo', () => {
  it.each(NORTH_TABLE)('draws house %i as the %s', (h, _place, points) => {
    const { house } = renderNorth(SHOW_ALL);
    expect(house(h).querySelector('polygon')?.getAttribute('points')).toBe(points);
  });

  it.each(NORTH_TABLE.map(([h]) => [h, ((LEO + h - 1) % 12) + 1]))(
    'house %i shows sign number %i',
    (h, n) => {
      const { house, texts } = renderNorth(SHOW_ALL);
      expect(texts(h, 'sign-number')).toEqual([String(n)]);
      expect(house(h).dataset.sign).toBe(String(n - 1));
    },
  );

  it('puts the planets of a sign in the house holding it, without degrees', () => {
    const { texts, count } = renderNorth(SHOW_ALL);
    expect(texts(1, 'planet')).toEqual(['Asc']);
    // Leo ascendant: Leo (example Aries) is house 1, so the example's Leo planets sit in house 5, Sagittarius.
    expect(texts(5, 'planet')).toEqual(['Sun*', 'Ven(R)@']);
    expect(texts(11, 'planet')).toEqual(['Mon', 'Sat(R)']);
    expect(count('planet')).toBe(10);
    expect(screen.getByRole('img', { name: 'North Indian chart' })).toBeInTheDocument();
  });

  it('hides planets when Planet is hidden and house numbers when House is hidden', () => {
    const { count } = renderNorth({ ...SHOW_ALL, showPlanet: false, showHouse: false });
    expect(count('planet')).toBe(0);
    expect(count('house-number')).toBe(0);
    expect(count('sign-number')).toBe(12);
  });

  it('shows house numbers H1..H12 when House is shown', () => {
    const { texts } = renderNorth(SHOW_ALL);
    expect(NORTH_TABLE.map(([h]) => texts(h, 'house-number')[0])).toEqual(NORTH_TABLE.map(([h]) => `H${h}`));
  });

  it('shows cusp numerals with degrees in the house of their sign only when Cuspal is shown', () => {
    expect(renderNorth(SHOW_ALL).texts(1, 'cusp')).toEqual(['I 19°25′']);
    cleanup();
    expect(renderNorth({ ...SHOW_ALL, showCuspal: false }).count('cusp')).toBe(0);
  });

  it('titles each house with its number and sign', () => {
    const { house } = renderNorth(SHOW_ALL);
    expect(house(2).querySelector('title')?.textContent).toBe('House 2, Virgo: no planets; cusp II 18°22′');
    expect(house(3).querySelector('title')?.textContent).toBe(
      'House 3, Libra: Ketu 25°54′ (R, not a star lord); cusp III 12°56′',
    );
  });
});
