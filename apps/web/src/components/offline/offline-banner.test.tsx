import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishStatus } from '../../api/device/status-store';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { OfflineBanner } from './offline-banner';

describe('the offline banner', () => {
  afterEach(() => {
    applyDisplayLanguage('en');
    act(() => publishStatus({ isOnline: true, pending: 0, waiting: null }));
  });

  it('says nothing while online with nothing waiting', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says the app is offline, what waits for the network, and how many changes wait', () => {
    render(<OfflineBanner />);
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => publishStatus({ pending: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Place search, PDFs, share links and account changes wait for the network. Changes waiting to be sent: 2',
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent(/^Changes waiting to be sent: 2$/);
  });

  it.each([
    ['hi', 'आप ऑफ़लाइन हैं।'],
    ['ta', 'நீங்கள் இணைப்பில் இல்லை.'],
    ['te', 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు.'],
  ] as const)('reads in %s', async (language, offline) => {
    await loadLanguageResources(language);
    applyDisplayLanguage(language);
    render(<OfflineBanner />);
    act(() => publishStatus({ isOnline: false }));
    expect(screen.getByRole('status')).toHaveTextContent(offline);
  });
});
