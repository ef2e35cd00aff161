import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleRashiChart } from './chart-fixtures.js';
import type { ChartToggleState } from './chart-toggles-rules.js';
import { EastIndianChart } from './east-indian-chart.js';

afterEach(cleanup);

const SHOW_ALL: ChartToggleState = { showDegree: true, showCuspal: true, showHouse: true, showPlanet: true };

// Domain §14.4 on a 360×360 square of 120-unit boxes; corner boxes split by the diagonal from the outer corner.
const EAST_TABLE: [name: string, sign: number, place: string, points: string][] = [
  ['Aries', 0, 'top centre box', '120,0 240,0 240,120 120,120'],
  ['Taurus', 1, 'top-left box, upper-right triangle', '0,0 120,0 120,120'],
  ['Gemini', 2, 'top-left box, lower-left triangle', '0,0 120,120 0,120'],
  ['Cancer', 3, 'middle left box', '0,120 120,120 120,240 0,240'],
  ['Leo', 4, 'bottom-left box, upper-left triangle', '0,240 120,240 0,360'],
  ['Virgo', 5, 'bottom-left box, lower-right triangle', '120,240 120,360 0,360'],
  ['Libra', 6, 'bottom centre box', '120,240 240,240 240,360 120,360'],
  ['Scorpio', 7, 'bottom-right box, lower-left triangle', '240,240 360,360 240,360'],
  ['Sagittarius', 8, 'bottom-right box, upper-right triangle', '240,240 360,240 360,360'],
  ['Capricorn', 9, 'middle right box', '240,120 360,120 360,240 240,240'],
  ['Aquarius', 10, 'top-right box, lower-right triangle', '360,0 360,120 240,120'],
  ['Pisces', 11, 'top-right box, upper-left triangle', '240,0 360,0 240,120'],
];

function renderEast(toggles: ChartToggleState, ascendant = 0) {
  const { container } = render(
    <EastIndianChart chart={exampleRashiChart(2, ascendant)} toggles={toggles} title="Rashi" />,
  );
  const cell = (sign: number) => {
    const found = container.querySelector<SVGGElement>(`g[data-sign="${sign}"]`);
    if (!found) throw new Error(`no cell for sign ${sign}`);
    return found;
  };
  const texts = (sign: number, role: string) =>
    [...cell(sign).querySelectorAll(`[data-role="${role}"]`)].map((t) => t.textContent);
  const count = (role: string) => container.querySelectorAll(`[data-role="${role}"]`).length;
  return { container, cell, texts, count };
}

describe('EastIndianChart', () => {
  it.each(EAST_TABLE)('draws %s (sign %i) in the %s', (name, sign, _place, points) => {
    const { cell } = renderEast(SHOW_ALL);
    expect(cell(sign).querySelector('polygon')?.getAttribute('points')).toBe(points);
    expect(cell(sign).querySelector('title')?.textContent).toMatch(new RegExp(`^${name}, house`));
  });

  it('numbers houses from the ascendant sign when House is shown', () => {
    const { texts } = renderEast(SHOW_ALL, 9);
    expect(texts(9, 'house-number')).toEqual(['H1']);
    expect(texts(10, 'house-number')).toEqual(['H2']);
    expect(texts(8, 'house-number')).toEqual(['H12']);
    expect(texts(0, 'house-number')).toEqual(['H4']);
  });

  it('shows planets without degree, and hides planets and house numbers on request', () => {
    expect(renderEast(SHOW_ALL).texts(4, 'planet')).toEqual(['Sun*', 'Ven(R)@']);
    cleanup();
    const { count } = renderEast({ ...SHOW_ALL, showPlanet: false, showHouse: false });
    expect(count('planet')).toBe(0);
    expect(count('house-number')).toBe(0);
  });

  it('shows cusp numerals only when Cuspal is shown', () => {
    expect(renderEast(SHOW_ALL).texts(6, 'cusp')).toEqual(['VII 19°25′']);
    cleanup();
    expect(renderEast({ ...SHOW_ALL, showCuspal: false }).count('cusp')).toBe(0);
  });

  it('writes the title in the middle box', () => {
    const { container } = renderEast(SHOW_ALL);
    expect(container.querySelector('g[data-role="centre"]')?.textContent).toBe('Rashi');
  });
});
