import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { HomePage } from './home-page';

/** The dashboard's lists: one recent client, one horary question, no options, no birthdays; searches find none. */
const LISTS: Record<string, object[]> = {
  '/users/recent': [{ runningId: 3, firstName: 'Ravi', lastName: 'Kumar', date: '2026-11-20' }],
  '/horary/recent': [
    { runningId: 8, horaryNumber: 5, question: 'Job', clientName: null, date: '2026-11-21' },
  ],
};

function stubServer(found: Record<string, object[]> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://desk.test').pathname.replace(/^\/api/, '');
      const data = found[path] ?? LISTS[path] ?? [];
      return new Response(JSON.stringify({ code: '200', message: 'Success', data }), { status: 200 });
    }),
  );
}

function renderHome() {
  const router = createMemoryRouter([{ path: PATHS.home, element: <HomePage /> }], {
    initialEntries: [PATHS.home],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the dashboard in the display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('reads panels, lists, searches and the quick add form in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    stubServer();
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'முகப்புப் பலகை' })).toBeVisible();
    for (const panel of ['சமீபத்தில் பார்த்தவை', 'விரைவுப் பதிவு', 'தேர்வுக் கோட்பாடு', 'பிரசன்னம்'])
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${panel}`) })).toBeVisible();
    const recent = await screen.findByRole('table', { name: 'சமீபத்தில் பார்த்தவை' });
    expect(within(recent).getByRole('columnheader', { name: 'பெயர்' })).toBeInTheDocument();
    expect(await screen.findByText('வரவிருக்கும் பிறந்தநாள்கள் இல்லை.')).toBeVisible();
    expect(await screen.findByText('நீங்கள் சமீபத்தில் எந்தத் தேர்வையும் செய்யவில்லை.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'பிரசன்னக் கேள்வி 8 எண் 5: Job திற' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'கேள்வி அல்லது ஜாதகர் பெயர்' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'தேர்வுகளைத் தேடு' })).toHaveTextContent('தேடு');
    expect(screen.getByRole('link', { name: 'பிரசன்னக் கேள்வி சேர்' })).toHaveTextContent('சேர்');
    expect(screen.getByLabelText('பிறந்த தேதி')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'அட்சரேகை' })).toBeVisible();
    const sex = screen.getByRole('combobox', { name: 'பாலினம்' });
    expect(within(sex).getByRole('option', { name: 'ஆண்' })).toBeInTheDocument();
  });

  it('names the records a search found in Hindi', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    stubServer({
      '/options/search': [{ runningId: 4, firstName: 'Ghar', lastName: null, date: '2026-11-22' }],
    });
    renderHome();
    await userEvent.type(screen.getByRole('textbox', { name: 'विकल्प का नाम' }), 'ghar');
    await userEvent.click(screen.getByRole('button', { name: 'विकल्प खोजें' }));
    expect(await screen.findByRole('table', { name: 'ghar जैसे नाम वाले विकल्प' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विकल्प 4 Ghar खोलें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'हाल के विकल्प दिखाएँ' })).toBeVisible();
  });
});
