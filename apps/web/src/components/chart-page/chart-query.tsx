import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { messageOf } from '../../api/client';

/**
 * One chart call of a client, cached by React Query under ['chart', name, runningId]. Pages remount on
 * navigation, so an edit of birth data or settings elsewhere is fetched afresh (staleTime 0); the server's
 * own cache makes the repeat cheap.
 */
export function useChartQuery<T>(name: string, runningId: number, load: () => Promise<T>) {
  return useQuery({ queryKey: ['chart', name, runningId], queryFn: load });
}

/** The loading line of a page or panel: spinner and the spec's "Loading - …" text. */
export function LoadingText({ text }: { text: string }) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 mb-3">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {text}
    </div>
  );
}

/** A query's three states: loading text with spinner, the error alert with its message, or the content. */
export function QueryView<T>({
  query,
  loadingText,
  children,
}: {
  query: UseQueryResult<T>;
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingText text={loadingText} />;
  if (query.isError) return <Alert variant="danger">{messageOf(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}
