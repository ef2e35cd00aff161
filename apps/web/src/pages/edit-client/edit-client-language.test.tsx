import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { EditClientPage } from './edit-client-page';

describe('Edit Client in an Indian display language', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.unstubAllGlobals();
  });

  it('reads the loaded client in Tamil: title, its values under Tamil labels, choices shown in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    serve({ '/api/user/12': ok(CLIENT) });
    renderAt(`${PATHS.editClient}?client=12`, <EditClientPage />);
    expect(await screen.findByRole('heading', { name: 'ஜாதகர் 12 விவரங்களைத் திருத்து' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'முதல் பெயர்' })).toHaveValue('Meena');
    expect(screen.getByRole('textbox', { name: 'தந்தை பெயர் (விருப்பம்)' })).toHaveValue('Raman');
    // What the astrologer typed stays as typed; the place is the client's own words.
    expect(screen.getByRole('textbox', { name: 'பிறந்த இடம்' })).toHaveValue('Chennai');
    const marital = screen.getByRole('combobox', { name: 'திருமண நிலை' });
    expect(marital).toHaveValue('Single');
    expect(within(marital).getByRole('option', { name: 'திருமணமாகாதவர்' })).toHaveProperty('selected', true);
    const sex = screen.getByRole('combobox', { name: 'பாலினம்' });
    expect(within(sex).getByRole('option', { name: 'பெண்' })).toHaveProperty('selected', true);
    const zone = screen.getByRole('combobox', { name: 'நேர மண்டலம்' });
    expect(within(zone).getByRole('option', { name: '(GMT+09:00) ஒசாகா, சப்போரோ, டோக்கியோ' })).toHaveValue('9');
    for (const name of ['சமர்ப்பி', 'மீட்டமை', 'ரத்து செய்']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("shows the server's English success message in Hindi, with Ok in Hindi", async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    serve({
      '/api/user/12': ok(CLIENT),
      '/api/user/edit': {
        body: { code: '200', message: 'Client details are updated successfully.', data: null },
      },
    });
    renderAt(`${PATHS.editClient}?client=12`, <EditClientPage />);
    expect(await screen.findByRole('heading', { name: 'जातक 12 का विवरण संपादित करें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^जातक विवरण सफलतापूर्वक अद्यतन किया गया।$/);
    expect(screen.getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
  });
});
