import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { readToken } from '../api/token';

/**
 * The one answer cache of the app. Only the screens that read through it load it: the signed-in layout and
 * the public pages after sign-in's (The sign-in screen loads no react-query).
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The sign-in token whose answers the cache holds (null: none signed in when it was last handed out). */
let cacheOwner: string | null = null;

/**
 * The answer cache for whoever holds `token`: a sign-out and a sign-in in the same tab navigate without a
 * reload, so the next astrologer would otherwise be shown the last one's cached clients and settings while
 * their own load. A new token (another astrologer, or a pin or password change) starts from an empty cache.
 */
export function answerCacheFor(token: string | null): QueryClient {
  if (token !== cacheOwner) {
    queryClient.clear();
    cacheOwner = token;
  }
  return queryClient;
}

/**
 * Gives `children` the app's answer cache, decided once as the layout mounts (before any child reads it):
 * signing out leaves the signed-in layouts, so every sign-in mounts them anew.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => answerCacheFor(readToken()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A layout route whose child routes read through the app's answer cache. */
export function QueryLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
