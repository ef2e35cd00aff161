import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { LegendedTable } from './chart-table-view';
import {
  CUSPAL_SIGNIFICATOR_LEGENDS,
  PLANET_SIGNIFICATOR_LEGENDS,
  SIX_FOLD_LEGENDS,
} from './significator-legends';

/** A Planet Significators cuspal view as the server answers it: house, then lists of planets per level. */
const CUSPAL_VIEW = {
  caption: 'Planet Significators',
  columns: ['House', 'A', 'B'],
  rows: [
    ['1', 'Sun, Venus, Rahu', 'Saturn, Ketu'],
    ['2', '', 'Moon'],
  ],
};

describe('significator tables and legends in the display language', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('reads the legend and the planet lists in Hindi, the letters and house numbers kept', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    render(<LegendedTable {...CUSPAL_VIEW} legend={PLANET_SIGNIFICATOR_LEGENDS.cuspal} />);
    const table = screen.getByRole('table', { name: 'ग्रह कारक' });
    expect(within(table).getByRole('cell', { name: 'सूर्य, शुक्र, राहु' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'शनि, केतु' })).toBeInTheDocument();
    const legend = screen.getByLabelText('ग्रह कारक संकेत');
    expect(within(legend).getByText('A')).toBeInTheDocument();
    expect(within(legend).getByText('भाव में स्थित ग्रह')).toBeInTheDocument();
    expect(legend).not.toHaveTextContent(/house|planet/i);
  });

  it('reads the Cuspal and Six Fold legends in Telugu and Tamil', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    const { unmount } = render(
      <LegendedTable
        {...CUSPAL_VIEW}
        caption="Cuspal Significators"
        legend={CUSPAL_SIGNIFICATOR_LEGENDS.cuspal}
      />,
    );
    expect(screen.getByLabelText('భావ సంధి కారకాలు సంకేతాలు')).toHaveTextContent('భావ సంధి ఉప అధిపతి');
    unmount();
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    render(
      <LegendedTable {...CUSPAL_VIEW} caption="Six Fold Significators" legend={SIX_FOLD_LEGENDS.planet} />,
    );
    const legend = screen.getByLabelText('ஆறு நிலை காரகர்கள் குறிப்பு');
    expect(within(legend).getByText('கிரகத்தின் பாவ முனை எண்')).toBeInTheDocument();
    expect(legend).not.toHaveTextContent(/cuspal|planet/i);
    // Tamil also has a one-letter key 'B' (a stellar category); the legend's letter heads its column as written.
    expect(screen.getByRole('columnheader', { name: 'B' })).toBeInTheDocument();
  });

  it('keeps the spec English by default', () => {
    render(
      <LegendedTable {...CUSPAL_VIEW} caption="Six Fold Significators" legend={SIX_FOLD_LEGENDS.cuspal} />,
    );
    const legend = screen.getByLabelText('Six Fold Significators legend');
    expect(within(legend).getByText("planet's sub lord in cuspal")).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sun, Venus, Rahu' })).toBeInTheDocument();
  });
});
