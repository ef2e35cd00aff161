import { IMPORT_MESSAGES, type ImportCommit, type ImportPreview, type ImportRow } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { ImportExportPage } from './import-export-page';
import { ImportChoices, StoredSummary } from './import-summary';
import { importRow } from '../../components/import-export/import-row-fixture';

const IMPORT_ID = '0b6f1f4e-8d1c-4c0e-9a57-3f2f6b0c9d11';
const FILE_NAME = 'kpdesk-practice-2026-11-25.json';
// The server's words, which stay as it wrote them in every language.
const NOTICE = 'No column is mapped to Father name; the field is left empty';
const TZ_WARNING = "Time zone -05:00 differs from the atlas's historical offset -04:00";
const REFUSAL = 'There are no clients to export.';

const row = (overrides: Partial<ImportRow>) => importRow({ name: 'Meena Iyer', ...overrides });

const PREVIEW: ImportPreview = {
  importId: IMPORT_ID,
  format: 'csv',
  expiresAt: '2026-11-25T10:30:00.000Z',
  columns: ['Client', 'DOB', 'TOB', 'Zone', 'Town', 'Lat', 'Lng'],
  mapping: { firstName: 'Client', birthDate: 'DOB', birthTime: 'TOB', birthTimezone: 'Zone' },
  notices: [NOTICE],
  rows: [
    row({
      problems: [{ field: 'birthTimezone', severity: 'warning', message: TZ_WARNING, value: null }],
      proposedTimezone: -4,
    }),
    row({ position: 3, source: 'line 3', name: 'Ravi Kumar', birthTimezone: 5.5, birthCity: 'Chennai city' }),
  ],
  counts: { create: 2, skip: 0, reject: 0, warnings: 1 },
};

const STORED: ImportCommit = {
  clients: 2,
  options: 0,
  settings: 0,
  correctedBirthTimes: 0,
  events: 0,
  skipped: 0,
  rejected: 0,
  firstRunningId: 1,
  lastRunningId: 2,
};

/** The server of the page: both exports (the CSV one refused), the preview and the commit. */
function serveImportExport() {
  const answer = (data: unknown, message = '') => Response.json({ code: '200', message, data });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/import/preview') return answer(PREVIEW);
      if (url === '/api/import/commit') return answer(STORED, IMPORT_MESSAGES.committed);
      if (url === '/api/export/clients.csv')
        return Response.json({ code: '400', message: REFUSAL, data: null }, { status: 400 });
      return new Response('{}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': `attachment; filename="${FILE_NAME}"`,
        },
      });
    }),
  );
}

/** Renders the page in Tamil with its server. */
async function renderInTamil() {
  await loadLanguageResources('ta');
  applyDisplayLanguage('ta');
  serveImportExport();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <ImportExportPage />
    </QueryClientProvider>,
  );
}

/** Chooses a CSV file in the Tamil page and waits for its preview. */
async function chooseCsvFile() {
  // jsdom's File has no text(); the browser's does, and the page reads the file with it.
  const file = Object.assign(new File(['Client,DOB'], 'clients.csv', { type: 'text/csv' }), {
    text: () => Promise.resolve('Client,DOB'),
  });
  await userEvent.upload(screen.getByLabelText('இறக்குமதி செய்ய வேண்டிய கோப்பு'), file);
  expect(await screen.findByRole('group', { name: 'ஒவ்வொரு புலத்தின் நெடுவரிசை' })).toBeInTheDocument();
}

/** The Tamil preview table's headings and its two rows. */
function previewTable() {
  const table = within(screen.getByRole('region', { name: 'இறக்குமதி முன்னோட்டம்' })).getByRole('table');
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const [first, second] = within(table).getAllByRole('row').slice(1);
  return { headings, first, second };
}

describe('the Import/Export page in an Indian display language', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.unstubAllGlobals();
  });

  it('reads the page and the format choices in Tamil, the values kept', async () => {
    await renderInTamil();
    expect(screen.getByRole('heading', { level: 1, name: 'இறக்குமதி மற்றும் ஏற்றுமதி' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ஏற்றுமதி' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'இறக்குமதி' })).toBeInTheDocument();
    const format = screen.getByRole('combobox', { name: 'கோப்பு வடிவம்' });
    expect(within(format).getByRole('option', { name: 'தலைப்பு வரிசையுடன் CSV' })).toHaveValue('csv');
    expect(
      within(format).getByRole('option', { name: 'ஜகன்னாத ஹோரா ஜாதகங்கள் (.jhd, ஒன்று அல்லது பல)' }),
    ).toHaveValue('jhd');
    expect(screen.getByText('முன்னோட்டத்தை உறுதிசெய்யும் வரை எதுவும் சேமிக்கப்படாது.')).toBeInTheDocument();
  });

  it('reads the preview in Tamil with the server’s notice and problem in English, then stores it', async () => {
    await renderInTamil();
    await chooseCsvFile();
    const firstName = screen.getByRole('combobox', { name: 'முதல் பெயர் (கட்டாயம்)' });
    expect(firstName).toHaveValue('Client');
    expect(within(firstName).getByRole('option', { name: 'கோப்பில் இல்லை' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'பாலினம்' })).toHaveAccessibleDescription(
      'Male அல்லது Female (M, F)',
    );
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(
      screen.getByText('உருவாக்க: 2, நகலாக இருக்கக்கூடியவை எனத் தவிர்க்க: 0, நிராகரித்தவை: 0, எச்சரிக்கையுடன்: 1.'),
    ).toBeInTheDocument();
    const { headings, first, second } = previewTable();
    expect(headings).toEqual([
      'வரிசை',
      'பெயர்',
      'பிறந்த தேதி',
      'பிறந்த நேரம்',
      'நேர மண்டலம்',
      'பிறந்த ஊர்',
      'செயல்',
      'சிக்கல்கள்',
    ]);
    expect(first).toHaveTextContent('உருவாக்கு');
    expect(first).toHaveTextContent(`எச்சரிக்கை · நேர மண்டலம்: ${TZ_WARNING}`);
    expect(second).toHaveTextContent('இல்லை');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'கோப்பின் நேர மண்டலம் வேறுபடும் இடத்தில் அட்லஸ் முன்மொழியும் நேர மண்டலத்தைப் பயன்படுத்து (1 வரிசை)',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'இறக்குமதியை உறுதிசெய்' }));
    expect(
      await screen.findByText(/இறக்குமதி சேமிக்கப்பட்டது: 2 ஜாதகர்கள் \(எண்கள் 1 முதல் 2 வரை\)\./),
    ).toHaveTextContent('தேர்வுக் கோட்பாடு பதிவுகள்: 0, ஜாதகர் அமைப்புகள்: 0');
  });

  it('names the exports in Tamil, the saved file in Tamil and the server’s refusal in English', async () => {
    await renderInTamil();
    await userEvent.click(screen.getByRole('button', { name: 'பிராக்டிஸை ஏற்றுமதி செய் (JSON)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${FILE_NAME} சேமிக்கப்பட்டது`);
    await userEvent.click(screen.getByRole('button', { name: 'ஜாதகர்களை ஏற்றுமதி செய் (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
  });

  it('writes the commit choices and the stored summary in Telugu, singular and plural', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    const preview: ImportPreview = {
      ...PREVIEW,
      rows: [0, 1, 2].map((i) => row({ position: i + 2, source: `line ${i + 2}`, proposedTimezone: -4 })),
      counts: { create: 2, skip: 1, reject: 0, warnings: 3 },
    };
    const choices = { useProposedTimezones: false, includeDuplicates: false };
    render(<ImportChoices preview={preview} choices={choices} onChange={vi.fn()} />);
    expect(
      screen.getByRole('checkbox', {
        name: 'ఫైల్ సమయ మండలం వేరుగా ఉన్నచోట అట్లాస్ ప్రతిపాదించిన సమయ మండలం వాడు (3 వరుసలు)',
      }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'నకలు కావచ్చిన దాన్ని కూడా దిగుమతి చేయి (1 వరుస)' }),
    ).toBeInTheDocument();

    render(
      <StoredSummary stored={{ ...STORED, clients: 1, firstRunningId: 7, lastRunningId: 7, skipped: 1 }} />,
    );
    render(
      <StoredSummary
        stored={{ ...STORED, clients: 0, options: 4, firstRunningId: null, lastRunningId: null }}
      />,
    );
    const [one, none] = screen.getAllByRole('status');
    expect(one).toHaveTextContent('దిగుమతి భద్రపరచబడింది: 1 జాతకుడు (సంఖ్య 7).');
    expect(one).toHaveTextContent('వదిలేసినవి: 1, తిరస్కరించినవి: 0.');
    expect(none).toHaveTextContent('దిగుమతి భద్రపరచబడింది: జాతకులు ఎవరూ లేరు. ఎంపికల సిద్ధాంతం రికార్డులు: 4');
  });
});
