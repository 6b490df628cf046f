import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { routeId } from '../core/route-id';
import { RecordView } from './record-view';

export type RoutedRecordViewProps<T, TKey extends QueryKey> = {
  /** The route parameter naming the record, e.g. 'requestId' of '/richieste/:requestId'. */
  param: string;
  /** The record's query by id (a feature api.ts's `detail`). */
  detail(id: number): UseQueryOptions<T, Error, T, TKey>;
  /** The error panel's title when the record cannot be read. */
  errorTitle: string;
  /** The page, once the record is read. */
  children(record: T): ReactNode;
};

/**
 * A RecordView of the record the address names: the 404 page when `:param` is not a valid id,
 * otherwise its query (no retry: a 404 shows at once).
 */
export function RoutedRecordView<T, TKey extends QueryKey>({
  param,
  detail,
  errorTitle,
  children,
}: RoutedRecordViewProps<T, TKey>) {
  const id = routeId(useParams()[param]);
  const query = useQuery({ ...detail(id ?? 0), enabled: id !== null, retry: false });
  return (
    <RecordView query={query} missing={id === null} errorTitle={errorTitle}>
      {children}
    </RecordView>
  );
}
