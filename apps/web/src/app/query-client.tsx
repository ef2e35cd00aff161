import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * The one answer cache of the app. Only the screens that read through it load it: the signed-in layout and
 * the public pages after sign-in's (issue 27: the sign-in screen loads no react-query).
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Gives `children` the app's answer cache. */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A layout route whose child routes read through the app's answer cache. */
export function QueryLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
