import type { Paged, PageQuery } from '@ham/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a filtered, ordered query, with the total for `pageInfo` (SPEC §3).
 * The count reuses the same filters, without ordering or columns.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { p, ipp }: PageQuery,
): Promise<Paged<O>> {
  const [count, items] = await Promise.all([
    query.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .limit(ipp)
      .offset((p - 1) * ipp)
      .execute(),
  ]);
  return pageOf(items, { p, ipp }, Number((count as { total: number }).total));
}

/** A page of `items` with its `pageInfo` (SPEC §3), for queries that count on their own. */
export function pageOf<T>(items: T[], { p, ipp }: PageQuery, totalItems: number): Paged<T> {
  return {
    items,
    pageInfo: { page: p, itemsPerPage: ipp, totalItems, totalPages: Math.ceil(totalItems / ipp) },
  };
}
