import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightTable } from '../components/chart-tables/highlight-table';
import { ChartLegend } from '../components/chart/chart-legend';
import { loadLanguageResources } from './language-resources';
import { nameCell } from './name-text';
import { applyDisplayLanguage } from './setup';

const TABLE = {
  caption: 'Planetary Position',
  columns: ['Planet', 'Sign', 'Star', 'Sub Lord', 'Degree'],
  rows: [
    ['Sun', 'Aries', 'Ashwini', 'Ven', '12°03′04″'],
    [nameCell('Saturn', { note: ' (R)' }), 'Leo', 'Magha', 'Rag', '1°00′00″'],
  ],
};

describe('a chart table in the display language', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('reads caption, headings, planet, sign and star names in Hindi, numbers as they came', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    render(<HighlightTable {...TABLE} />);
    const table = screen.getByRole('table', { name: 'ग्रह स्थिति' });
    expect(within(table).getByRole('columnheader', { name: 'ग्रह' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'उप स्वामी' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'सूर्य' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'शनि (R)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'मेष' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'अश्विनी' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'शु' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '12°03′04″' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('reads Tamil and Telugu names, and the legend', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const { unmount } = render(<HighlightTable {...TABLE} />);
    expect(screen.getByRole('rowheader', { name: 'சூரியன்' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'மகம்' })).toBeInTheDocument();
    unmount();
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    render(<ChartLegend />);
    expect(screen.getByRole('list', { name: 'చక్ర సంకేతాలు' })).toHaveTextContent('(R) వక్ర గ్రహం');
  });

  it('stays English by default', () => {
    render(<HighlightTable {...TABLE} />);
    expect(screen.getByRole('table', { name: 'Planetary Position' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Saturn (R)' })).toBeInTheDocument();
  });
});
