import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { ClientSearch } from '../client-search/client-search';
import { Footer } from './footer';
import { BrandTitle } from './logo';
import { LogoutButton } from './logout-button';
import { NotFoundPage } from './not-found-page';

/** Renders inside a router: the search and the logout navigate. */
const renderRouted = (element: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

/** The frame's parts as the header and footer hold them. */
function renderFrame() {
  renderRouted(
    <>
      <header>
        <BrandTitle />
        <ClientSearch />
        <LogoutButton />
      </header>
      <Footer />
    </>,
  );
}

describe('the page frame in the display language', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('reads the brand, search, logout dialog and footer in Hindi', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    renderFrame();
    expect(within(screen.getByRole('banner')).getByText('के.पी. एस्ट्रो डेस्क')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'जातक खोजें' });
    expect(search).toHaveAttribute('placeholder', expect.stringContaining('जन्म स्थान'));
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('सर्वाधिकार सुरक्षित।');
    expect(within(screen.getByRole('contentinfo')).getByRole('link')).toHaveTextContent('के.पी. एस्ट्रो डेस्क');
    fireEvent.click(screen.getByRole('button', { name: 'लॉग आउट' }));
    const dialog = await screen.findByRole('dialog', { name: 'लॉग आउट' });
    expect(within(dialog).getByRole('button', { name: 'हाँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'नहीं' })).toBeInTheDocument();
  });

  it('reads the search and logout in Tamil and Telugu', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const { unmount } = renderRouted(<ClientSearch />);
    expect(screen.getByRole('textbox', { name: 'ஜாதகரைத் தேடு' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'தேடு' })).toBeInTheDocument();
    unmount();
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderFrame();
    expect(screen.getByRole('button', { name: 'లాగ్ అవుట్' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('సర్వ హక్కులు ప్రత్యేకించబడినవి.');
  });

  it('opens the not-found modal in Telugu', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderRouted(<NotFoundPage />);
    const dialog = await screen.findByRole('dialog', { name: 'పేజీ కనబడలేదు' });
    expect(dialog).toHaveTextContent('మీరు కోరిన పేజీ అందుబాటులో లేదు');
    expect(within(dialog).getByRole('button', { name: 'సరే' })).toBeInTheDocument();
  });

  it('stays English by default, the link inside its sentence', () => {
    renderFrame();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 KP Astro Desk. All rights reserved.');
    const brand = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'KP Astro Desk' });
    expect(brand).toHaveAttribute('href', '/');
    expect(screen.getByRole('textbox', { name: 'Search clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
