import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { DeleteClientPage } from './delete-client-page';

describe('Delete Client in an Indian display language', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.unstubAllGlobals();
  });

  it("asks in Telugu and shows the server's English message in Telugu, with Ok", async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    // GET and DELETE share the path; the fixed server answers both with the client and its message together.
    serve({ '/api/user/12': ok({ ...CLIENT, message: 'Client details are deleted successfully.' }) });
    renderAt(`${PATHS.deleteClient}?client=12`, <DeleteClientPage />);
    expect(await screen.findByRole('heading', { name: 'జాతకుని తొలగించండి' })).toBeInTheDocument();
    expect(screen.getByText('జాతకుడు 12: Meena Iyer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'రద్దు చేయి' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'తొలగించు' }));
    const dialog = await screen.findByRole('dialog', { name: 'తొలగింపు నిర్ధారణ' });
    expect(dialog).toHaveTextContent('మీరు నిజంగా తొలగించాలనుకుంటున్నారా?');
    expect(screen.getByRole('button', { name: 'మూసివేయి' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'నిర్ధారించు' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^జాతకుని వివరాలు విజయవంతంగా తొలగించబడ్డాయి\.$/);
    expect(screen.getByRole('button', { name: 'సరే' })).toBeInTheDocument();
  });
});
