import { eventKeyParam } from '@kpdesk/contract';
import { useUrlParam } from '../../components/chart-page/url-param';

/** The event the page opens on without `?event=`: the first of the catalogue. */
export const DEFAULT_EVENT_KEY = 'marriage';

/**
 * The page's event, kept in the URL (`?event=job`) beside the client and the panel (`?section=`), so that a
 * reload or a bookmark opens the same event and panel.
 */
export function useEventKey(): [string, (key: string) => void] {
  const [asked, setAsked] = useUrlParam('event');
  const key = asked && eventKeyParam.safeParse(asked).success ? asked : DEFAULT_EVENT_KEY;
  return [key, (next) => setAsked(next)];
}
