import { DEFAULT_SETTINGS, SETTINGS_MESSAGES, type SettingsValues } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { LanguageSync } from '../../i18n/language-sync';

/** A client's settings as the server answers them: every key, null for Default (the astrologer's applies). */
export function clientDefaults(runningId: number): SettingsValues {
  return {
    userId: runningId,
    ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`config${i}`, null])),
  };
}

/** What the stub server holds: the astrologer's settings, a client's and its record. */
export interface StoredSettings {
  astrologer: SettingsValues;
  client?: { runningId: number; settings: SettingsValues; firstName: string; lastName: string };
}

const envelope = (code: string, message: string, data: unknown) => Response.json({ code, message, data });

/** Answers a save: stores the body over what is kept, notes it, and says the spec's success message. */
function save(kept: SettingsValues, init: RequestInit | undefined, sent: SettingsValues[]): Response {
  const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as SettingsValues;
  Object.assign(kept, body);
  sent.push(body);
  return envelope('200', SETTINGS_MESSAGES.success, null);
}

/**
 * Stands in for the server's settings calls (and the client record), keeping what a save sends, so the
 * settings read after a save are the saved ones, as on the real server. Answers the bodies saved, in order.
 */
export function stubSettingsServer(stored: StoredSettings): SettingsValues[] {
  const { astrologer, client } = stored;
  const sent: SettingsValues[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/config/astrologer') return envelope('200', 'ok', astrologer);
      if (url === '/api/config/astrologer/edit') return save(astrologer, init, sent);
      if (client && url === `/api/config/user/${client.runningId}`)
        return envelope('200', 'ok', client.settings);
      if (client && url === '/api/config/user/edit') return save(client.settings, init, sent);
      if (client && url === `/api/user/${client.runningId}`)
        return envelope('200', 'ok', { firstName: client.firstName, lastName: client.lastName });
      return envelope('404', 'Not found', null);
    }),
  );
  return sent;
}

/** The astrologer's settings: the defaults with a display language. */
export function astrologerIn(language: string): SettingsValues {
  return { ...DEFAULT_SETTINGS, config11: language };
}

/**
 * Renders a settings page at `path` as the signed-in layout has it: with the language sync, which puts the
 * page in the display language of what it shows and follows a saved choice at once.
 */
export function renderSettingsPage(path: string, page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageSync />
        {page}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
