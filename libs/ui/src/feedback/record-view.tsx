import { Center } from '@chakra-ui/react';
import { ApiError } from '@ham/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { LoadingSpinner } from './loading-spinner';
import { NotFoundPage } from './not-found-page';

export type RecordViewProps<T> = {
  /** The record's query (a feature api.ts's `detail(id)` through useQuery). */
  query: UseQueryResult<T>;
  /** The address names no valid record (e.g. routeId gave null): the 404 page. */
  missing?: boolean;
  /** The error panel's title when the record cannot be read, e.g. 'Impossibile caricare la richiesta'. */
  errorTitle: string;
  /** What the 404 page says when the record does not exist (by default: the address does not exist). */
  notFoundMessage?: string;
  /** The page, once the record is read. */
  children(record: T): ReactNode;
};

/**
 * A page showing one record: the 404 page when the address is invalid or the API answers 404,
 * a spinner while reading, an error panel with 'Riprova' on failure, then the page itself.
 */
export function RecordView<T>({ query, missing, errorTitle, notFoundMessage, children }: RecordViewProps<T>) {
  if (missing) return <NotFoundPage />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NotFoundPage message={notFoundMessage} />;
  if (query.isPending)
    return (
      <Center py="16">
        <LoadingSpinner size="lg" />
      </Center>
    );
  if (query.isError)
    return (
      <ErrorPanel title={errorTitle} description={query.error.message} onRetry={() => void query.refetch()} />
    );
  return children(query.data);
}
