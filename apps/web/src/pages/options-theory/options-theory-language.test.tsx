import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { PATHS } from '../../paths';
import { ANSWER } from '../options/options-fixtures';
import { OptionsPage } from '../options/options-page';
import { OptionsTheoryPage } from './options-theory-page';

/** Record 4 as GET /options/4 answers it: Mars (R) rules the Ascendant, Jupiter the Moon's star. */
const RECORD = { ...ANSWER, runningId: 4, name: 'Job offers', question: 'Which offer?', options: ['A', 'B'] };

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '200', message: 'Success', data }), { status: 200 });

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => envelope(url === '/api/options/4' ? RECORD : {})),
  );
}

function renderAt(path: string, url: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function showIn(language: 'hi' | 'ta' | 'te') {
  await loadLanguageResources(language);
  applyDisplayLanguage(language);
}

describe('the options pages in an Indian display language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('reads a saved Options Theory record, its result and ruling planets table in Hindi', async () => {
    stubServer();
    await showIn('hi');
    renderAt(PATHS.optionsTheory, `${PATHS.optionsTheory}?record=4`, <OptionsTheoryPage />);
    expect(await screen.findByRole('heading', { name: 'विकल्प सिद्धांत · 4' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveValue('Job offers');
    expect(screen.getByRole('textbox', { name: 'प्रश्न' })).toHaveValue('Which offer?');
    expect(screen.getByRole('textbox', { name: 'विकल्पों की संख्या' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'विकल्प 2' })).toHaveValue('B');
    expect(screen.getByRole('combobox', { name: 'समय क्षेत्र' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी' })).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'फल' });
    expect(within(result).getByRole('status', { name: 'चुना गया विकल्प' })).toHaveTextContent('2');
    const table = within(result).getByRole('table', { name: 'क्षण के शासक ग्रह' });
    expect(within(table).getByRole('columnheader', { name: 'वक्री' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'चंद्र नक्षत्र' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'मंगल' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'हाँ' })).toHaveLength(2);
    const moment = within(result).getByLabelText('निर्णय का क्षण');
    expect(moment).toHaveTextContent('(24.65° उ, 77.3° पू) में');
    expect(moment).toHaveTextContent('(GMT+05:30) के लिए निर्णय');
  });

  it('reads the quick Options form in Tamil and Telugu', async () => {
    stubServer();
    await showIn('ta');
    renderAt(PATHS.options, PATHS.options, <OptionsPage />);
    expect(await screen.findByRole('heading', { name: 'தேர்வுக் கோட்பாடு' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'தேர்வுகளின் எண்ணிக்கை' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'இடம்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'கணக்கிடு' })).toBeInTheDocument();
    await showIn('te');
    expect(await screen.findByRole('textbox', { name: 'ఎంపికల సంఖ్య' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'సమయ మండలం' })).toBeInTheDocument();
    expect(screen.getByLabelText('సమయం')).toBeInTheDocument();
  });
});
