import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BirthChart } from './birth-chart.js';
import { exampleRashiChart, INTERCEPTED_BHAVA_CHART } from './chart-fixtures.js';
import { ChartLegend } from './chart-legend.js';
import { ChartToggles } from './chart-toggles.js';
import { defaultToggles, type ChartToggleState } from './chart-toggles-rules.js';

afterEach(cleanup);

const TOGGLES: ChartToggleState = { showDegree: true, showCuspal: true, showHouse: true, showPlanet: true };

describe('BirthChart', () => {
  it.each([
    [exampleRashiChart(0), 'centre', 'Ravi'],
    [exampleRashiChart(2), 'centre', 'Natal chart'],
  ])('draws the style of its payload with the right centre', (chart, role, text) => {
    const { container } = render(
      <BirthChart chart={chart} toggles={TOGGLES} title="Natal chart" centre={['Ravi']} />,
    );
    expect(container.querySelector(`[data-role="${role}"]`)?.textContent).toBe(text);
  });

  it('draws sign-number diamonds for North and Bhava Chalit and none for South', () => {
    const count = (chart: Parameters<typeof BirthChart>[0]['chart']) => {
      const { container } = render(<BirthChart chart={chart} toggles={TOGGLES} title="Chart" />);
      const n = container.querySelectorAll('[data-role="sign-number"]').length;
      cleanup();
      return n;
    };
    expect(count(exampleRashiChart(1, 4))).toBe(12);
    expect(count(INTERCEPTED_BHAVA_CHART)).toBe(12);
    expect(count(exampleRashiChart(0))).toBe(0);
  });
});

function TogglesHarness({ chartType }: { chartType: 0 | 1 | 2 | 3 }) {
  const [toggles, setToggles] = useState(defaultToggles(chartType, true));
  return (
    <>
      <ChartToggles chartType={chartType} toggles={toggles} onChange={setToggles} />
      <BirthChart
        chart={chartType === 3 ? INTERCEPTED_BHAVA_CHART : exampleRashiChart(chartType)}
        toggles={toggles}
        title="Natal chart"
      />
    </>
  );
}

describe('ChartToggles', () => {
  it('offers Degree and Cuspal for South, starting from the KP defaults', () => {
    render(<TogglesHarness chartType={0} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Hide Degree', 'Hide Cuspal']);
    expect(screen.getByRole('button', { name: 'Hide Degree' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers Cuspal, House and Planet for North and East', () => {
    for (const type of [1, 2] as const) {
      render(<TogglesHarness chartType={type} />);
      const names = screen.getAllByRole('button').map((b) => b.textContent);
      expect(names).toEqual(['Show Cuspal', 'Hide House', 'Hide Planet']);
      cleanup();
    }
  });

  it('offers Degree and Cuspal for Bhava Chalit ("Degree applies to the others"), cusps shown', () => {
    render(<TogglesHarness chartType={3} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Show Degree', 'Hide Cuspal']);
  });

  it('hides and shows degrees in the drawing when pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<TogglesHarness chartType={0} />);
    const sunText = () => container.querySelector('g[data-sign="4"] [data-role="planet"]')?.textContent;
    expect(sunText()).toBe('Sun* 26°04′');
    await user.click(screen.getByRole('button', { name: 'Hide Degree' }));
    expect(sunText()).toBe('Sun*');
    const show = screen.getByRole('button', { name: 'Show Degree' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(sunText()).toBe('Sun* 26°04′');
  });

  it('hides house numbers and planets of a North chart when pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<TogglesHarness chartType={1} />);
    const count = (role: string) => container.querySelectorAll(`[data-role="${role}"]`).length;
    expect([count('house-number'), count('planet'), count('cusp')]).toEqual([12, 10, 0]);
    await user.click(screen.getByRole('button', { name: 'Hide House' }));
    await user.click(screen.getByRole('button', { name: 'Hide Planet' }));
    await user.click(screen.getByRole('button', { name: 'Show Cuspal' }));
    expect([count('house-number'), count('planet'), count('cusp')]).toEqual([0, 0, 12]);
  });
});

describe('ChartLegend', () => {
  it('explains the three marks in the spec words', () => {
    render(<ChartLegend />);
    const list = screen.getByRole('list', { name: 'Chart legend' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '(R) retro planet',
      '@ planets in self star',
      '* planet is not acting as star lord of any planet',
    ]);
  });
});
