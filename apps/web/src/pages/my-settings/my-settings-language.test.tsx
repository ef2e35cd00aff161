import { SETTINGS_MESSAGES } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  astrologerIn,
  renderSettingsPage,
  stubSettingsServer,
} from '../../components/settings/settings-fixtures';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { MySettingsPage } from './my-settings-page';

const PATH = '/caconfig.html';

describe('My Settings in an Indian display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    applyDisplayLanguage('en');
  });

  it('reads in Tamil: title, labels and choice words; patterns, ayanamsa names and languages as written', async () => {
    stubSettingsServer({ astrologer: astrologerIn('ta') });
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    renderSettingsPage(PATH, <MySettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'என் அமைப்புகள்' })).toBeInTheDocument();
    const dateFormat = screen.getByRole('combobox', { name: 'தேதி வடிவம்' });
    expect(within(dateFormat).getByRole('option', { name: 'dd-MM-yyyy' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'அயனாம்சம்' })).toHaveDisplayValue('Krishnamurti');
    expect(screen.getByRole('combobox', { name: 'அட்சரேகை/தீர்க்கரேகை வடிவம்' })).toHaveDisplayValue(
      'பாகை, N/E/W/S உடன்',
    );
    expect(screen.getByRole('combobox', { name: 'ஜனன ஜாதக கட்ட முறை' })).toHaveDisplayValue('தென்னிந்திய');
    expect(screen.getByRole('combobox', { name: 'ராகு/கேது வகை' })).toHaveDisplayValue('சராசரி ராகு');
    expect(screen.getByRole('combobox', { name: 'தசை ஆண்டின் நீளம்' })).toHaveDisplayValue(
      '365.25 நாட்கள் (ஜூலியன், KSK)',
    );
    // The display language keeps its English words beside the Tamil, and each language its own script.
    const display = screen.getByRole('combobox', { name: 'காட்சி மொழி (Display language)' });
    expect(display).toHaveDisplayValue('தமிழ் (Tamil)');
    expect(within(display).getByRole('option', { name: 'English' })).toBeInTheDocument();
    // One language choice: the spec's English-only Language is not shown (it stays on the wire).
    expect(screen.queryByRole('combobox', { name: 'மொழி' })).not.toBeInTheDocument();
    // No 'Default' on the astrologer's own settings.
    expect(screen.queryByRole('option', { name: /இயல்புநிலை/ })).not.toBeInTheDocument();
  });

  it("reads the colour lists and buttons in Tamil; the spec's refusal stays English", async () => {
    stubSettingsServer({ astrologer: astrologerIn('ta') });
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    renderSettingsPage(PATH, <MySettingsPage />);
    const events = await screen.findByRole('group', { name: 'நிகழ்வு வண்ணங்கள்' });
    expect(within(events).getByRole('combobox', { name: 'மிக சாதகம்' })).toHaveDisplayValue(
      'அடர் பச்சை (எழுத்து வெள்ளை)',
    );
    expect(within(events).getByRole('combobox', { name: 'கலப்பு (பாதகம்)' })).toHaveDisplayValue(
      'இளஞ்சிவப்பு (எழுத்து நீலம்)',
    );
    const values = screen.getByRole('group', { name: 'நிகழ்வு மதிப்பு வண்ணங்கள்' });
    expect(within(values).getByRole('combobox', { name: 'மிக மோசம்' })).toHaveDisplayValue('அடர் சிவப்பு');
    // The spec's refusal stays English under the translated field.
    const correction = screen.getByRole('textbox', {
      name: 'அயனாம்சத் திருத்தம் (பாகை, -180 முதல் 180 வரை)',
    });
    await userEvent.type(correction, '181');
    await userEvent.click(screen.getByRole('button', { name: 'சமர்ப்பி' }));
    expect(correction).toHaveAccessibleDescription(SETTINGS_MESSAGES.ayanamsaCorrection);
    expect(screen.getByRole('button', { name: 'மீட்டமை' })).toBeInTheDocument();
  });

  it('switches to Hindi at once when Hindi is saved, the success notice too', async () => {
    stubSettingsServer({ astrologer: astrologerIn('en') });
    renderSettingsPage(PATH, <MySettingsPage />);
    const display = await screen.findByRole('combobox', { name: 'Display language' });
    await userEvent.selectOptions(display, 'हिन्दी (Hindi)');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी सेटिंग्स' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('सेटिंग्स सफलतापूर्वक अद्यतन की गईं');
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
  });

  it('keeps the loading text English while the settings are asked for', async () => {
    stubSettingsServer({ astrologer: astrologerIn('te') });
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderSettingsPage(PATH, <MySettingsPage />);
    expect(screen.getByText('Loading - Settings Page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'నా అమరికలు' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ప్రదర్శన భాష (Display language)' })).toHaveDisplayValue(
      'తెలుగు (Telugu)',
    );
  });
});
