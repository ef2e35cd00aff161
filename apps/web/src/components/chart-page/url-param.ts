import { useLocation, useSearchParams } from 'react-router';

/**
 * One query parameter of the page's URL, which a reload or a bookmark keeps, and its setter. Setting it
 * (with any `others` beside it) replaces the address rather than adding a history entry, keeps the other
 * parameters and keeps the navigation state that carries the client (spec §2).
 */
export function useUrlParam(
  name: string,
): [string | null, (value: string, others?: Record<string, string>) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const set = (value: string, others: Record<string, string> = {}) => {
    const next = new URLSearchParams(params);
    for (const [key, other] of Object.entries(others)) next.set(key, other);
    next.set(name, value);
    setParams(next, { replace: true, state: location.state as unknown });
  };
  return [params.get(name), set];
}
