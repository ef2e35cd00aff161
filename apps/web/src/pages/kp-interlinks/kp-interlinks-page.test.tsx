import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { KpInterlinksPage } from './kp-interlinks-page';

describe('chart page frame (chart-screens spec §1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a client when none is chosen, without a section menu', () => {
    serve({});
    renderAt(PATHS.kpInterlinks, <KpInterlinksPage />);
    expect(screen.getByText('Choose a client from the dashboard or the search first.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the loading text until the client returns, then opens on Cuspal Links', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    serve({
      '/api/userrequest/12': new Promise((resolve) => (answer = resolve)),
      '/api/chart/cuspallinkstarlord/12': ok({
        columns: [
          'House',
          'A',
          'Houses of A',
          'Star Lord of A',
          'Houses of Star Lord',
          'Sub Lord of A',
          'Houses of Sub Lord',
        ],
        rows: [['1', 'Venus', '1,2,7', 'Sun', '5,10', 'Ketu', '']],
      }),
    });
    renderAt(`${PATHS.kpInterlinks}?client=12`, <KpInterlinksPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading - Cuspal Inter Link System');
    answer(ok(CLIENT));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Cuspal Inter Link System · Cuspal Links — Meena Iyer/,
      }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cuspal Links Star Lord' });
    expect(
      within(table).getByRole('row', { name: /^1 Venus \(1, 2, 7\) Sun \(5, 10\) Ketu$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuspal Links', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Birth Chart', pressed: false })).toBeInTheDocument();
  });
});
