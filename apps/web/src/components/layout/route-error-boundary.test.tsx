import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { raiseGlobalFailure, useGlobalFailure } from '../../api/error-events';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { RouteErrorBoundary } from './route-error-boundary';

function FailingPage({ message }: { message: string }): never {
  throw new Error(message);
}

function FailureShown() {
  return <output aria-label="global failure">{useGlobalFailure() ?? 'none'}</output>;
}

describe('a page that fails to draw', () => {
  afterEach(() => {
    act(() => raiseGlobalFailure(null));
    applyDisplayLanguage('en');
    vi.restoreAllMocks();
  });

  it('says so in words with a way to reload, and keeps what is around it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <nav aria-label="Site" />
        <RouteErrorBoundary>
          <FailingPage message="cannot read a chart" />
        </RouteErrorBoundary>
        <FailureShown />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'global failure' })).toHaveTextContent('none');
  });

  it("answers a page script that did not arrive with the spec's Network Error", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <RouteErrorBoundary>
          <FailingPage message="Failed to fetch dynamically imported module: /assets/home-page-x.js" />
        </RouteErrorBoundary>
        <FailureShown />
      </>,
    );
    expect(screen.getByRole('status', { name: 'global failure' })).toHaveTextContent('network');
  });

  it('reads in the display language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    render(
      <RouteErrorBoundary>
        <FailingPage message="cannot read a chart" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('இந்தப் பக்கத்தைக் காட்ட முடியவில்லை.');
    expect(screen.getByRole('button', { name: 'பக்கத்தை மீண்டும் ஏற்று' })).toBeInTheDocument();
  });
});
