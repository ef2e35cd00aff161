import { CLIENT_MESSAGES } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { renderAt } from '../../components/chart-page/chart-page-fixtures';
import { NewClientPage } from './new-client-page';

const CHENNAI = {
  locationName: 'Chennai',
  latitude: 13.08,
  longitude: 80.27,
  timeZone: 'Asia/Kolkata',
  population: 1,
};

/** The calls of Add Client by path (the query left out), each answered with `data` in a 200 envelope. */
function serveAddClient(added = vi.fn()) {
  const answers: Record<string, unknown> = {
    '/api/captcha': { image: 'data:image/svg+xml;base64,PHN2Zy8+', checksum: 'signed' },
    '/api/search/coordinate/Chen': [CHENNAI],
    '/api/search/utcoffset': { utcOffsetHours: 5.5, isDaylightSaving: false },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: { body?: string }) => {
      const path = url.split('?')[0] ?? url;
      if (path === '/api/user/add') {
        added(JSON.parse(init?.body ?? 'null'));
        const body = {
          code: '200',
          message: 'Client details are added successfully.',
          data: { runningId: 7 },
        };
        return Promise.resolve(Response.json(body));
      }
      return Promise.resolve(Response.json({ code: '200', message: '', data: answers[path] ?? null }));
    }),
  );
}

/** Types `text` into the field the screen reader names `label`. */
async function fill(label: string, text: string) {
  await userEvent.type(screen.getByLabelText(label), text);
}

describe('Add Client in an Indian display language', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.unstubAllGlobals();
  });

  it('reads the form in Hindi: title, fields, choices with their English values, buttons', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    serveAddClient();
    renderAt(PATHS.addClient, <NewClientPage />);
    expect(screen.getByRole('heading', { name: 'नया जातक' })).toBeInTheDocument();
    for (const name of ['पहला नाम', 'उपनाम (वैकल्पिक)', 'पिता का नाम (वैकल्पिक)', 'मोबाइल (वैकल्पिक)', 'कैप्चा']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('जन्म तिथि')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('जन्म समय')).toHaveAttribute('type', 'time');
    const marital = screen.getByRole('combobox', { name: 'वैवाहिक स्थिति' });
    expect(within(marital).getByRole('option', { name: 'उपलब्ध नहीं' })).toHaveValue('');
    expect(within(marital).getByRole('option', { name: 'विवाहित' })).toHaveValue('Married');
    const sex = screen.getByRole('combobox', { name: 'लिंग' });
    expect(within(sex).getByRole('option', { name: 'पुरुष', selected: true })).toHaveValue('Male');
    const zone = screen.getByRole('combobox', { name: 'समय क्षेत्र' });
    expect(within(zone).getByRole('option', { name: /^\(GMT\+05:30\) चेन्नई/ })).toHaveTextContent(
      /^\(GMT\+05:30\) चेन्नई, कोलकाता, मुंबई, नई दिल्ली$/,
    );
    expect(zone).toHaveValue('5.5');
    const buttons = screen.getAllByRole('button', { name: /^[^⟳]/ }).map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['जमा करें', 'साफ़ करें', 'रद्द करें']));
  });

  it("keeps the contract's refusals in English under the Hindi labels", async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    serveAddClient();
    renderAt(PATHS.addClient, <NewClientPage />);
    await userEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByRole('textbox', { name: 'पहला नाम' })).toHaveAccessibleDescription(
      CLIENT_MESSAGES.firstNameRequired,
    );
    expect(screen.getByText(CLIENT_MESSAGES.birthPlaceRequired)).toBeInTheDocument();
  });

  it("names the picked place's list and zone note in Tamil, the zone as written", async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    serveAddClient();
    renderAt(PATHS.addClient, <NewClientPage />);
    await fill('பிறந்த இடம்', 'Chen');
    // The list is named for screen readers (aria-label) and holds one button per place.
    const places = await screen.findByLabelText('பொருந்தும் இடங்கள்');
    await userEvent.click(within(places).getByRole('button', { name: 'Chennai' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Asia/Kolkata இன் நேர வேறுபாட்டைப் பெற பிறந்த தேதியும் நேரமும் உள்ளிடவும்.',
    );
    expect(screen.getByRole('textbox', { name: 'அட்சரேகை' })).toHaveValue('13.08');
  });

  it("adds a client in Telugu: the server's message in English, the client's number and Ok in Telugu", async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    const added = vi.fn();
    serveAddClient(added);
    renderAt(PATHS.addClient, <NewClientPage />);
    await fill('మొదటి పేరు', 'Ravi');
    await fill('పుట్టిన తేదీ', '1985-03-12');
    await fill('పుట్టిన సమయం', '06:15');
    await fill('పుట్టిన స్థలం', 'Chen');
    await userEvent.click(await screen.findByRole('button', { name: 'Chennai' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Asia/Kolkata నుండి 1985-03-12 కి ప్రతిపాదన: GMT+05:30',
    );
    await fill('క్యాప్చా', 'Ab12cd');
    await userEvent.click(screen.getByRole('button', { name: 'సమర్పించు' }));
    expect(
      await screen.findByText('Client details are added successfully. జాతకుని సంఖ్య 7.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'సరే' })).toBeInTheDocument();
    expect(added).toHaveBeenCalledWith(
      expect.objectContaining({ sex: 'Male', maritalStatus: '', birthTimezone: 5.5 }),
    );
  });
});
