import { eventKeyParam } from '@kpdesk/contract';
import { useLocation, useSearchParams } from 'react-router';

/** The event the page opens on without `?event=`: the first of the catalogue. */
export const DEFAULT_EVENT_KEY = 'marriage';

/**
 * The page's event, kept in the URL (`?event=job`) beside the client so that a reload or a bookmark opens
 * the same event; choosing another keeps the navigation state that carries the client (spec §2).
 */
export function useEventKey(): [string, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const asked = params.get('event') ?? '';
  const key = eventKeyParam.safeParse(asked).success ? asked : DEFAULT_EVENT_KEY;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('event', next);
        return updated;
      },
      { replace: true, state: location.state as unknown },
    );
  return [key, choose];
}
