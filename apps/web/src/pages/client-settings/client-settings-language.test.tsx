import { SETTINGS_MESSAGES } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  astrologerIn,
  clientDefaults,
  renderSettingsPage,
  stubSettingsServer,
} from '../../components/settings/settings-fixtures';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { ClientSettingsPage } from './client-settings-page';

const PATH = '/ccconfig.html?client=12';

/** Client 12, Meena Iyer, with her stored settings. */
const meena = (settings: Record<string, string | number | null>) => ({
  runningId: 12,
  settings: { ...clientDefaults(12), ...settings },
  firstName: 'Meena',
  lastName: 'Iyer',
});

describe('Client Settings in an Indian display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    applyDisplayLanguage('en');
  });

  it("reads in Telugu, the astrologer's language the client inherits: title, whose settings, Default", async () => {
    stubSettingsServer({ astrologer: astrologerIn('te'), client: meena({}) });
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderSettingsPage(PATH, <ClientSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'జాతకుని అమరికలు' })).toBeInTheDocument();
    expect(await screen.findByText('Meena Iyer యొక్క అమరికలు')).toBeInTheDocument();
    // One language choice: the display language (the spec's English-only Language stays on the wire).
    expect(screen.queryByRole('combobox', { name: 'భాష' })).not.toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'తేదీ ఆకృతి' });
    expect(language).toHaveValue('');
    expect(language).toHaveDisplayValue('డిఫాల్ట్ (నా అమరికల నుండి)');
    const node = screen.getByRole('combobox', { name: 'రాహు/కేతు రకం' });
    expect(within(node).getByRole('option', { name: 'స్పష్ట రాహువు' })).toBeInTheDocument();
    const chart = screen.getByRole('combobox', { name: 'జన్మ చక్ర శైలి' });
    expect(within(chart).getByRole('option', { name: 'భావ చలిత' })).toBeInTheDocument();
    const ayanamsa = screen.getByRole('combobox', { name: 'అయనాంశ' });
    expect(within(ayanamsa).getByRole('option', { name: 'Lahiri ICRC' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'జాతకుని మెనూ' })).toBeInTheDocument();
  });

  it("refuses a colour list only partly chosen with the spec's English message, in Telugu", async () => {
    const onSaved = stubSettingsServer({ astrologer: astrologerIn('te'), client: meena({}) });
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderSettingsPage(PATH, <ClientSettingsPage />);
    const values = await screen.findByRole('group', { name: 'సంఘటన విలువ రంగులు' });
    const primary = within(values).getByRole('combobox', { name: 'ప్రాథమిక' });
    expect(primary).toHaveDisplayValue('డిఫాల్ట్ (నా అమరికల నుండి)');
    await userEvent.selectOptions(primary, 'ముదురు ఆకుపచ్చ');
    expect(primary).toHaveValue('DarkGreen');
    await userEvent.click(screen.getByRole('button', { name: 'సమర్పించు' }));
    expect(values).toHaveAccessibleDescription(SETTINGS_MESSAGES.eventValueColours);
    expect(onSaved).toEqual([]);
  });

  it("reads in the client's own Hindi over the astrologer's English, and saves the stored values", async () => {
    const client = meena({ config11: 'hi' });
    stubSettingsServer({ astrologer: astrologerIn('en'), client });
    renderSettingsPage(PATH, <ClientSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'जातक सेटिंग्स' })).toBeInTheDocument();
    expect(await screen.findByText('Meena Iyer की सेटिंग्स')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    const display = screen.getByRole('combobox', { name: 'प्रदर्शन भाषा (Display language)' });
    expect(display).toHaveDisplayValue('हिन्दी (Hindi)');
    expect(screen.getByText('(Display language)')).toHaveAttribute('lang', 'en');
    const events = screen.getByRole('group', { name: 'घटना रंग' });
    const best = within(events).getByRole('combobox', { name: 'अति शुभ' });
    expect(within(best).getByRole('option', { name: 'हरा (अक्षर सफ़ेद)' })).toHaveValue('Green');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'जन्म कुंडली शैली' }), 'उत्तर भारतीय');
    await userEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    // The server's English notice, in the display language.
    expect(await screen.findByRole('status')).toHaveTextContent('सेटिंग्स सफलतापूर्वक अद्यतन की गईं');
    expect(client.settings).toMatchObject({ config8: 1, config11: 'hi' });
  });
});
