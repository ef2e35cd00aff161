import { ACCOUNT_MESSAGES } from '@kpdesk/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { ForgotPinPage } from '../forgot-pin/forgot-pin-page';
import { ResetPasswordPage } from '../reset-password/reset-password-page';
import { SignUpPage } from './sign-up-page';

const CAPTCHA = { image: 'data:image/svg+xml;base64,PHN2Zy8+', checksum: 'signed-captcha' };

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('Sign Up, Forgot Pin and Reset Password in an Indian display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('reads Sign Up in Tamil: fields, captcha, terms and the legal titles; the legal text and messages stay English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ code: '200', message: '', data: CAPTCHA }))),
    );
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    renderAt(PATHS.signUp, <SignUpPage />);
    expect(screen.getByRole('heading', { name: 'பதிவு செய்' })).toBeInTheDocument();
    for (const label of ['முதல் பெயர்', 'குடும்பப் பெயர்', 'மின்னஞ்சல்', 'கைபேசி', 'பின்', 'பின்னை உறுதிசெய்'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('கடவுச்சொல்')).toBeInTheDocument();
    expect(screen.getByLabelText('கடவுச்சொல்லை உறுதிசெய்')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^கேப்ட்சா: / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'கேப்ட்சாவை மீண்டும் ஏற்று' })).toBeInTheDocument();
    expect(screen.getByText('பெரிய, சிறிய எழுத்துகள் வேறுபடுத்தப்படும்.')).toBeInTheDocument();
    expect(screen.getByLabelText('கேப்ட்சா')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /ஏற்கிறேன்$/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'சமர்ப்பி' }));
    expect(screen.getByLabelText('முதல் பெயர்')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.firstNameRequired,
    );

    await userEvent.click(screen.getByRole('button', { name: 'பொறுப்புத் துறப்பு' }));
    const legal = await screen.findByRole('dialog', { name: 'பொறுப்புத் துறப்பு' });
    expect(legal).toHaveTextContent('KP Astro Desk computes astrological charts');
    expect(within(legal).getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
  });

  it('reads Forgot Pin and Reset Password in Telugu', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderAt(PATHS.forgotPin, <ForgotPinPage />);
    expect(screen.getByRole('heading', { name: 'పిన్ మర్చిపోయారా' })).toBeInTheDocument();
    for (const label of ['ఈమెయిల్ లేదా మొబైల్', 'ప్రస్తుత పాస్‌వర్డ్', 'కొత్త పిన్', 'పిన్ నిర్ధారించండి'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'తుడిచివేయి' })).toBeInTheDocument();
  });

  it('reads Reset Password in Hindi, the mailed-OTP notice staying the spec’s words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({ code: '200', message: 'OTP is sent to your email address.', data: null }),
        ),
      ),
    );
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    renderAt(PATHS.resetPassword, <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'पासवर्ड रीसेट करें' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ईमेल या मोबाइल'), 'meena@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('OTP is sent to your email address.');
    for (const label of ['OTP', 'नया पासवर्ड', 'पासवर्ड की पुष्टि करें'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });
});
