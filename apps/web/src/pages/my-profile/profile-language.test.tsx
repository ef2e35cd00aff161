import { ACCOUNT_MESSAGES } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { ChangeContactPage } from '../change-email-and-mobile/change-contact-page';
import { ChangePasswordPage } from '../change-password/change-password-page';
import { ChangeDetailsPage } from '../change-personal-details/change-details-page';
import { ChangePinPage } from '../change-pin/change-pin-page';
import { ProfilePage } from './profile-page';

const PROFILE = {
  firstName: 'Meena',
  lastName: 'Raman',
  address: null,
  city: 'Chennai, Tamil Nadu, India',
  timezone: 5.5,
  latitude: 13.0827,
  longitude: null,
};
const CONTACT = { email: 'meena@example.com', mobile: '9876543210' };

/** A server with PROFILE and CONTACT saved. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const data = url.endsWith('/astrologer/view') ? PROFILE : CONTACT;
      return Promise.resolve(Response.json({ code: '200', message: '', data }));
    }),
  );
}

function renderPage(page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function showIn(language: 'hi' | 'ta' | 'te') {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

describe('My Profile and its forms in an Indian display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('reads My Profile in Hindi: cards, terms, links and what is not set; the values as saved', async () => {
    serve();
    await showIn('hi');
    renderPage(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['व्यक्तिगत विवरण', 'संपर्क', 'सुरक्षा', 'व्यवसाय']);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'नाम',
      'पता',
      'शहर',
      'समय क्षेत्र',
      'अक्षांश',
      'देशांतर',
      'ईमेल',
      'मोबाइल',
      'पिन',
      'पासवर्ड',
    ]);
    expect(screen.getAllByText('दर्ज नहीं')).toHaveLength(2);
    expect(screen.getByText('(GMT+05:30) चेन्नई, कोलकाता, मुंबई, नई दिल्ली')).toBeInTheDocument();
    expect(screen.getByText('Meena Raman')).toBeInTheDocument();
    expect(screen.getByText(/13 अंश 4 कला \d+ विकला/)).toBeInTheDocument();
    for (const link of ['व्यक्तिगत विवरण संपादित करें', 'ईमेल और मोबाइल संपादित करें', 'पिन बदलें', 'पासवर्ड बदलें'])
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.getByLabelText('पिन छिपा है')).toBeInTheDocument();
  });

  it('reads Change pin in Telugu, the contract’s messages staying English', async () => {
    await showIn('te');
    renderPage(<ChangePinPage />);
    expect(screen.getByRole('heading', { name: 'పిన్ మార్చండి' })).toBeInTheDocument();
    expect(screen.getByLabelText('కొత్త పిన్')).toBeInTheDocument();
    expect(screen.getByLabelText('పిన్ నిర్ధారించండి')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'సమర్పించు' }));
    expect(screen.getByLabelText('ప్రస్తుత పిన్')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.pinRequired);
    expect(screen.getByRole('button', { name: 'రీసెట్ చేయండి' })).toBeInTheDocument();
  });

  it('reads Change password in Tamil', async () => {
    await showIn('ta');
    renderPage(<ChangePasswordPage />);
    expect(screen.getByRole('heading', { name: 'கடவுச்சொல்லை மாற்று' })).toBeInTheDocument();
    for (const label of ['தற்போதைய கடவுச்சொல்', 'புதிய கடவுச்சொல்', 'கடவுச்சொல்லை உறுதிசெய்'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('reads Change Personal Details in Tamil: fields, the time zone list and Ok', async () => {
    serve();
    await showIn('ta');
    renderPage(<ChangeDetailsPage />);
    const details = await screen.findByRole('region', { name: 'தனிப்பட்ட விவரங்களை மாற்று' });
    for (const label of ['முதல் பெயர்', 'குடும்பப் பெயர்', 'முகவரி', 'நகரம்', 'அட்சரேகை', 'தீர்க்கரேகை'])
      expect(within(details).getByRole('textbox', { name: label })).toBeInTheDocument();
    const zone = within(details).getByRole('combobox', { name: 'நேர மண்டலம்' });
    await vi.waitFor(() => expect(zone).toHaveValue('5.5'));
    const india = within(zone).getByRole('option', { name: '(GMT+05:30) சென்னை, கொல்கத்தா, மும்பை, புது தில்லி' });
    expect(india).toHaveValue('5.5');
    await userEvent.selectOptions(zone, '(GMT+04:00) பாகு');
    expect(zone).toHaveValue('4');
    expect(within(details).getByRole('button', { name: 'சரி' })).toBeInTheDocument();
  });

  it('reads Change email and mobile in Hindi', async () => {
    serve();
    await showIn('hi');
    renderPage(<ChangeContactPage />);
    expect(await screen.findByRole('heading', { name: 'ईमेल और मोबाइल बदलें' })).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveValue(CONTACT.email);
    expect(screen.getByLabelText('मोबाइल')).toHaveValue(CONTACT.mobile);
  });
});
