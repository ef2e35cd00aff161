import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleRashiChart } from './chart-fixtures.js';
import type { ChartToggleState } from './chart-toggles-rules.js';
import { SouthIndianChart } from './south-indian-chart.js';

const HIDE_ALL: ChartToggleState = {
  showDegree: false,
  showCuspal: false,
  showHouse: true,
  showPlanet: true,
};
const CENTRE = ['Ravi Kumar', '12-09-1935 Thursday', '21:08:00 IST (+05:30)', 'Guna', '24°39′N', '77°18′E'];

// Domain §14.2: the 4×4 grid from the top-left, row by row (0-based rows and columns).
const SOUTH_TABLE: [sign: string, index: number, row: number, col: number][] = [
  ['Pisces', 11, 0, 0],
  ['Aries', 0, 0, 1],
  ['Taurus', 1, 0, 2],
  ['Gemini', 2, 0, 3],
  ['Aquarius', 10, 1, 0],
  ['Cancer', 3, 1, 3],
  ['Capricorn', 9, 2, 0],
  ['Leo', 4, 2, 3],
  ['Sagittarius', 8, 3, 0],
  ['Scorpio', 7, 3, 1],
  ['Libra', 6, 3, 2],
  ['Virgo', 5, 3, 3],
];

function renderSouth(toggles: ChartToggleState, shift = 0) {
  const { container } = render(
    <SouthIndianChart
      chart={exampleRashiChart(0, shift)}
      toggles={toggles}
      title="Rashi chart"
      centre={CENTRE}
    />,
  );
  const cell = (sign: number) => {
    const found = container.querySelector<SVGGElement>(`g[data-sign="${sign}"]`);
    if (!found) throw new Error(`no cell for sign ${sign}`);
    return found;
  };
  const texts = (sign: number, role: string) =>
    [...cell(sign).querySelectorAll(`tspan[data-role="${role}"]`)].map((t) => t.textContent);
  return { container, cell, texts };
}

afterEach(cleanup);

describe('SouthIndianChart', () => {
  it.each(SOUTH_TABLE)('draws %s (sign %i) in row %i, column %i', (name, sign, row, col) => {
    const { cell } = renderSouth(HIDE_ALL);
    const [x, y] = [col * 100, row * 100];
    expect(cell(sign).querySelector('polygon')?.getAttribute('points')).toBe(
      `${x},${y} ${x + 100},${y} ${x + 100},${y + 100} ${x},${y + 100}`,
    );
    expect(cell(sign).querySelector('title')?.textContent).toMatch(
      new RegExp(`^${name}, house ${sign + 1}:`),
    );
  });

  it('is an image named by its title with twelve sign cells', () => {
    const { container } = renderSouth(HIDE_ALL);
    expect(screen.getByRole('img', { name: 'Rashi chart' })).toBeInTheDocument();
    expect(container.querySelectorAll('g[data-sign]')).toHaveLength(12);
  });

  it('counts houses from the ascendant sign and marks its box', () => {
    const { cell, container } = renderSouth(HIDE_ALL, 4);
    expect(cell(4).dataset.house).toBe('1');
    expect(cell(3).dataset.house).toBe('12');
    expect(cell(0).dataset.house).toBe('9');
    expect(container.querySelectorAll('[data-ascendant="true"]')).toEqual(
      expect.objectContaining({ length: 1, 0: cell(4) }),
    );
    expect(cell(4).querySelector('[data-role="ascendant-mark"]')).not.toBeNull();
  });

  it('shows planets with legend marks and no degree when Degree is hidden', () => {
    const { texts } = renderSouth(HIDE_ALL);
    expect(texts(4, 'planet')).toEqual(['Sun*', 'Ven(R)@']);
    expect(texts(10, 'planet')).toEqual(['Mon', 'Sat(R)']);
    expect(texts(0, 'planet')).toEqual(['Asc']);
  });

  it('shows degrees and minutes when Degree is shown', () => {
    const { texts } = renderSouth({ ...HIDE_ALL, showDegree: true });
    expect(texts(4, 'planet')).toEqual(['Sun* 26°04′', 'Ven(R)@ 19°17′']);
    expect(texts(6, 'planet')).toEqual(['Jup@ 25°57′']);
  });

  it('shows cusp numerals with degrees only when Cuspal is shown', () => {
    expect(renderSouth(HIDE_ALL).container.querySelectorAll('[data-role="cusp"]')).toHaveLength(0);
    cleanup();
    const { texts, container } = renderSouth({ ...HIDE_ALL, showCuspal: true });
    expect(container.querySelectorAll('[data-role="cusp"]')).toHaveLength(12);
    expect(texts(0, 'cusp')).toEqual(['I 19°25′']);
    expect(texts(11, 'cusp')).toEqual(['XII 10°17′']);
  });

  it('ignores the House and Planet toggles, which do not apply to the South style', () => {
    const { container, texts } = renderSouth({ ...HIDE_ALL, showHouse: true, showPlanet: false });
    expect(container.querySelectorAll('[data-role="house-number"]')).toHaveLength(0);
    expect(texts(4, 'planet')).toEqual(['Sun*', 'Ven(R)@']);
  });

  it('writes the birth details in the centre, one line each', () => {
    const { container } = renderSouth(HIDE_ALL);
    const centre = container.querySelector<SVGGElement>('g[data-role="centre"]');
    expect([...(centre?.querySelectorAll('text') ?? [])].map((t) => t.textContent)).toEqual(CENTRE);
  });

  it('describes every planet of a cell in its title whatever is hidden', () => {
    const { cell } = renderSouth(HIDE_ALL);
    expect(within(cell(4) as unknown as HTMLElement).getByText(/^Leo/).textContent).toBe(
      'Leo, house 5: Sun 26°04′ (not a star lord), Venus 19°17′ (R, in own star); cusp V 5°37′',
    );
  });
});
