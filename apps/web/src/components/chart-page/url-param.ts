import { useLocation, useSearchParams } from 'react-router';

/** Whether setting a parameter adds a history entry (a place Back returns to) or replaces the address. */
export type UrlHistory = 'push' | 'replace';

/**
 * One query parameter of the page's URL, which a reload or a bookmark keeps, and its setter. Setting it
 * (with any `others` beside it) replaces the address (a view's detail: Back should not step through each
 * change) or, with `history` 'push', adds an entry (a place of its own, like a section, that Back returns to);
 * either way it keeps the other parameters and the navigation state that carries the client (spec §2).
 */
export function useUrlParam(
  name: string,
  history: UrlHistory = 'replace',
): [string | null, (value: string | null, others?: Record<string, string>) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // A null value takes the parameter out of the address (the view's default again).
  const set = (value: string | null, others: Record<string, string> = {}) => {
    const next = new URLSearchParams(params);
    for (const [key, other] of Object.entries(others)) next.set(key, other);
    if (value === null) next.delete(name);
    else next.set(name, value);
    if (next.toString() === params.toString()) return;
    setParams(next, { replace: history === 'replace', state: location.state as unknown });
  };
  return [params.get(name), set];
}
