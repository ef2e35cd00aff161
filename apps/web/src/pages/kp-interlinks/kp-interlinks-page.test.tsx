import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('opens on the section the URL names and keeps a choice there, so a reload reopens it', async () => {
    serve({ '/api/userrequest/12': ok(CLIENT) });
    const router = renderAt(`${PATHS.kpInterlinks}?client=12&section=5`, <KpInterlinksPage />);
    expect(await screen.findByRole('button', { name: 'Aspects', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conjoints' }));
    expect(screen.getByRole('button', { name: 'Conjoints', pressed: true })).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('client'), params.get('section')]).toEqual(['12', '7']);
  });

  it('opens on its opening section for an index the page does not have', async () => {
    serve({ '/api/userrequest/12': ok(CLIENT) });
    renderAt(`${PATHS.kpInterlinks}?client=12&section=4`, <KpInterlinksPage />);
    expect(await screen.findByRole('button', { name: 'Cuspal Links', pressed: true })).toBeInTheDocument();
  });

  it("prints the page with the browser's print", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serve({ '/api/userrequest/12': ok(CLIENT) });
    renderAt(`${PATHS.kpInterlinks}?client=12`, <KpInterlinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
