import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { PATHS } from '../../paths';
import {
  CLIENT,
  CLIENT_CHART_DATA,
  ok,
  renderAt,
  serve,
} from '../../components/chart-page/chart-page-fixtures';
import { chartRows, ClientDetailsPage } from './client-details-page';

const DATA = { ...CLIENT_CHART_DATA, balanceAtBirth: { lord: 'Mercury', years: 5, months: 1, days: 30 } };

/** The value cell of a row of the table, found by the row's heading. */
const valueOf = (table: HTMLElement, label: string) => {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`no row headed ${label}`);
  return within(row).getByRole('cell');
};

describe('Client Details in the display language', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows thithi, paksha, thithi type, weekday, balance and marital status in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    serve({ '/api/userrequest/12': ok(CLIENT), '/api/chart/userdata/12': ok(DATA) });
    renderAt(`${PATHS.clientDetails}?client=12`, <ClientDetailsPage />);
    const birth = await screen.findByRole('table', { name: 'ஜன்ம நட்சத்திரம், லக்னம், திதி' });
    expect(valueOf(birth, 'திதி')).toHaveTextContent(/^சப்தமி \(கிருஷ்ண பட்சம்\)$/);
    expect(valueOf(birth, 'திதி வகை')).toHaveTextContent(/^நலம் \(பத்ரா\)$/);
    expect(valueOf(birth, 'பிறப்பில் தசா இருப்பு')).toHaveTextContent(/^புதன் தசை 5 வருடம் 1 மாதம் 30 நாள்$/);
    expect(valueOf(birth, 'நட்சத்திரம்')).toHaveTextContent(/^ரேவதி \(27 இல் நட்சத்திரம் 27\)$/);
    const client = await screen.findByRole('table', { name: 'ஜாதகர் விவரம்' });
    expect(valueOf(client, 'பிறந்த கிழமை')).toHaveTextContent(/^திங்கட்கிழமை$/);
    expect(valueOf(client, 'திருமண நிலை')).toHaveTextContent(/^திருமணமாகாதவர்$/);
    expect(valueOf(client, 'பாலினம்')).toHaveTextContent(/^பெண்$/);
  });

  it('writes a Telugu balance of one year, month or day in the singular', async () => {
    await loadLanguageResources('te');
    const rows = chartRows(
      {
        ...DATA,
        thithiName: 'Purnima',
        thithiPaksha: 'Shukla',
        balanceAtBirth: { lord: 'Ketu', years: 1, months: 0, days: 1 },
      },
      i18next.getFixedT('te'),
    );
    expect(rows).toContainEqual(['Thithi', 'పౌర్ణమి (శుక్ల పక్షం)']);
    expect(rows).toContainEqual(['Dasha Balance at Birth', 'కేతువు దశ 1 సంవత్సరం 0 నెలలు 1 రోజు']);
    expect(rows).toContainEqual(['Day (sunrise to sunrise)', 'ఆదివారం']);
  });
});
