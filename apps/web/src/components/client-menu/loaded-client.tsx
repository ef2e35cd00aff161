import type { Client } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { useSelectedClient } from '../../selected-client';

/** Said on a client page opened without a client (no state, no `?client=`), in the display language. */
export function NoClientChosen() {
  const { t } = useTranslation();
  return <Alert variant="info">{t('Choose a client from the dashboard or the search first.')}</Alert>;
}

/** Loading text of a client page ('Loading - Client'); the spinner is a span, as a paragraph holds no div. */
export function ClientLoading() {
  const { t } = useTranslation();
  return (
    <p>
      <Spinner as="span" animation="border" size="sm" /> {t('Loading - Client')}
    </p>
  );
}

/**
 * The selected client's runningId and what `fetch` answers for it (asked only once a client is chosen),
 * cached under `[area, runningId]`.
 */
export function useSelectedClientQuery<T>(area: string, fetch: (runningId: number) => Promise<T>) {
  const runningId = useSelectedClient();
  const loaded = useQuery({
    queryKey: [area, runningId],
    queryFn: () => fetch(runningId ?? 0),
    enabled: runningId !== null,
  });
  return { runningId, loaded };
}

/** The selected client's record (one query key for every client page). */
export function useSelectedClientRecord() {
  return useSelectedClientQuery('client', clientsApi.get);
}

/**
 * Shows `children` with the selected client once its record is loaded; before that, what the client pages
 * show: no client chosen, loading, or the server's message (a client not found, or not this astrologer's).
 */
export function LoadedClient({ children }: { children: (client: Client, runningId: number) => ReactNode }) {
  const { runningId, loaded } = useSelectedClientRecord();
  if (runningId === null) return <NoClientChosen />;
  if (loaded.isPending) return <ClientLoading />;
  if (loaded.isError) return <Alert variant="danger">{messageOf(loaded.error)}</Alert>;
  return children(loaded.data.data, runningId);
}
